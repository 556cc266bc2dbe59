import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

/**
 * A real OpenID Connect provider (panva/oidc-provider, the certified implementation behind many
 * production IdPs) on 127.0.0.1, standing in for Google, Auth0, Keycloak or Entra ID.
 * Logins go through its development interactions: a login form whose `login` field is the account id.
 */
export async function startTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}) {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });
  handler = provider.callback();
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser at the provider: keeps the provider's cookies and follows its redirects by hand. */
export class ProviderBrowser {
  private cookies = new Map<string, string>();

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).href : null, body: await res.text() };
  }

  /**
   * From the provider's authorization URL, through its login and consent screens, to the redirect
   * back to our app. `login` picks the account; `abort` presses the provider's cancel link instead.
   */
  async authorize(authorizationUrl: string, login: string, { abort = false } = {}): Promise<URL> {
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      if (!url.startsWith('http://127.0.0.1')) return new URL(url);
      const res = await this.request(url);
      if (res.location) {
        url = res.location;
        continue;
      }
      const prompt = /name="prompt" value="(\w+)"/.exec(res.body)?.[1];
      if (res.status !== 200 || !prompt)
        throw new Error(`unexpected provider page ${res.status}: ${res.body.slice(0, 300)}`);
      const submit = abort
        ? await this.request(`${url}/abort`)
        : await this.request(url, {
            method: 'POST',
            form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
          });
      if (!submit.location)
        throw new Error(`provider did not redirect after ${prompt}: ${submit.status} ${submit.body.slice(0, 300)}`);
      url = submit.location;
    }
    throw new Error('too many redirects at the provider');
  }
}

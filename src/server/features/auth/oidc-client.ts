import * as client from 'openid-client';
import type { Config } from '../../config.ts';

export interface OidcChecks {
  verifier: string;
  state: string;
  nonce: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The relying party for one configured OpenID Connect provider; metadata is discovered on first use. */
export class OidcClient {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get enabled(): boolean {
    return Boolean(this.config.OIDC_ISSUER_URL && this.config.OIDC_CLIENT_ID && this.config.OIDC_CLIENT_SECRET);
  }

  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.config.OIDC_ISSUER_URL!);
    // Plain http is only for a provider on this machine or a private network in development.
    const options = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined;
    // client_secret_basic is the OpenID Connect default every provider supports for confidential clients.
    const auth = client.ClientSecretBasic(this.config.OIDC_CLIENT_SECRET!);
    this.configuration ??= client
      .discovery(issuer, this.config.OIDC_CLIENT_ID!, undefined, auth, options)
      .catch((error: unknown) => {
        this.configuration = undefined; // try again on the next sign-in instead of caching the outage
        throw error;
      });
    return this.configuration;
  }

  async start(redirectUri: string): Promise<{ url: URL; checks: OidcChecks }> {
    const configuration = await this.discover();
    const checks = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /** Redeems the authorization code (checking state, PKCE, nonce and the ID token) and reads the profile. */
  async finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let profile: Record<string, unknown> = { ...claims };
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      profile = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...profile };
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: profile.email_verified === false ? null : (str(profile.email)?.toLowerCase() ?? null),
      firstName: str(profile.given_name) ?? str(profile.name),
      lastName: str(profile.family_name),
      picture: str(profile.picture)?.startsWith('https://') ? str(profile.picture) : null,
    };
  }
}

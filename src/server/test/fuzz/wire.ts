import type { HttpCase, Identity } from './cases.ts';
import { Rng } from './rng.ts';

export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Loopback source address (127.0.0.0/8 all reaches this machine). */
  from?: string;
}

export interface WireResponse {
  /** null when no HTTP answer came back (connection reset, timeout). */
  status: number | null;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type Send = (request: WireRequest) => Promise<WireResponse>;

export interface Ids {
  therapy: string;
  voice: string;
}

/** What a case is sent with: who each identity is, and the ids they own. */
export interface WireEnv {
  host: string;
  cookies: Record<Identity, string | undefined>;
  ids: Record<Identity, Ids>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const otherOf: Record<Identity, Identity> = { none: 'user', anon: 'user', user: 'anon' };

let emails = 0;

/** Fills placeholders; every {{email}} is a new address, so a sign-up case is never a duplicate account. */
function fill(text: string, env: WireEnv, identity: Identity): string {
  return text
    .replace(
      /\{\{(self|other)\.(therapy|voice)\}\}/g,
      (_, who: string, kind: keyof Ids) => env.ids[who === 'self' ? identity : otherOf[identity]][kind],
    )
    .replaceAll('{{email}}', () => `fuzz.${process.pid}.${emails++}@example.com`);
}

/** The request a case stands for, with the identity's cookie, a same-origin Origin and JSON content type by default. */
export function materialise(c: HttpCase, env: WireEnv): WireRequest {
  const headers: Record<string, string | null> = { host: env.host };
  const cookie = env.cookies[c.identity];
  if (cookie) headers.cookie = cookie;
  if (UNSAFE.has(c.method)) headers.origin = `http://${env.host}`;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, c.headers);
  const body =
    c.body === undefined ? undefined : Buffer.from(fill(c.body, env, c.identity), c.latin1 ? 'latin1' : 'utf8');
  const kept = Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null));
  return { method: c.method, path: fill(c.path, env, c.identity), headers: kept, body, from: c.from };
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function cookiesFrom(res: WireResponse, into: Map<string, string>) {
  const raw = res.headers['set-cookie'];
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) into.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
}

/**
 * Makes one identity: a signed-in user with the voice trial, a text session and a voice session;
 * an anonymous visitor with the voice trial and a voice session; or nobody.
 */
export async function createIdentity(
  identity: Identity,
  send: Send,
  host: string,
  seed: number,
): Promise<{ cookie?: string; ids: Ids }> {
  const rng = new Rng(seed);
  const from = `127.0.2.${(seed % 250) + 1}`;
  const fake = () => `ses_${rng.token(16)}`;
  if (identity === 'none') return { ids: { therapy: fake(), voice: fake() } };
  const jar = new Map<string, string>();
  const post = async (path: string, body: unknown) => {
    const headers: Record<string, string> = { host, origin: `http://${host}`, 'content-type': 'application/json' };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await send({ method: 'POST', path, headers, body: json(body), from });
    if (res.status === null || res.status >= 300)
      throw new Error(`fuzz setup: POST ${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
    cookiesFrom(res, jar);
    return JSON.parse(res.body || '{}') as Record<string, string>;
  };
  if (identity === 'user') {
    const email = `fuzz.${rng.token(10)}@example.com`.toLowerCase();
    await post('/api/auth/signup', {
      email,
      password: 'correct horse battery staple 42',
      firstName: 'Fuzz',
      lastName: 'Tester',
    });
  }
  await post('/api/terms/accept', { trialType: 'voice' });
  const therapy = identity === 'user' ? (await post('/api/sessions', {})).id! : fake();
  const voice = (await post('/api/voice-therapy/start', {})).voiceSessionId!;
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ids: { therapy, voice } };
}

/** Whether an identity's cookie still works (the fuzzer may have signed it out or ended its sessions). */
export async function identityHolds(identity: Identity, env: WireEnv, send: Send): Promise<boolean> {
  if (identity === 'none') return true;
  const headers = { host: env.host, cookie: env.cookies[identity] ?? '' };
  if (identity === 'user') return (await send({ method: 'GET', path: '/api/auth/user', headers })).status === 200;
  const res = await send({ method: 'GET', path: '/api/anonymous/session', headers });
  return res.status === 200 && res.headers['set-cookie'] === undefined;
}

export async function buildEnv(send: Send, host: string, seed: number): Promise<WireEnv> {
  const env: WireEnv = {
    host,
    cookies: { none: undefined, anon: undefined, user: undefined },
    ids: {} as Record<Identity, Ids>,
  };
  for (const [i, who] of (['none', 'anon', 'user'] as const).entries()) {
    const made = await createIdentity(who, send, host, seed + i);
    env.cookies[who] = made.cookie;
    env.ids[who] = made.ids;
  }
  return env;
}

let remade = 0;

/** Makes again any identity the cases broke, keeping the same env object. */
export async function repairEnv(env: WireEnv, send: Send, seed: number): Promise<Identity[]> {
  const repaired: Identity[] = [];
  for (const who of ['anon', 'user'] as const) {
    if (await identityHolds(who, env, send)) continue;
    const made = await createIdentity(who, send, env.host, seed + 100 + remade++);
    env.cookies[who] = made.cookie;
    env.ids[who] = made.ids;
    repaired.push(who);
  }
  return repaired;
}

import type { FuzzRoute } from './route-tap.ts';
import { Rng } from './rng.ts';
import { exampleFor, propertiesOf } from './schema-example.ts';
import {
  acceptHeaders,
  contentTypes,
  cookieHeaders,
  fuzzStrings,
  hostHeaders,
  malformedBodies,
  originHeaders,
  wrongTypes,
  type Needs,
} from './values.ts';

export type Identity = 'none' | 'anon' | 'user';
export const identities: Identity[] = ['none', 'anon', 'user'];

/**
 * One request to send. Placeholders ({{self.voice}}, {{other.therapy}} …) and the identity's cookie,
 * a same-origin Origin and the Host are filled in when it is sent (wire.ts), so a case stays valid
 * when an identity has to be made again (after the fuzzer signed it out, say).
 */
export interface HttpCase {
  route: string;
  identity: Identity;
  label: string;
  method: string;
  path: string;
  /** Headers to send; a null value drops the default one of that name (host, cookie, origin, content-type). */
  headers: Record<string, string | null>;
  body?: string;
  /** Send the body's characters as single bytes (latin1), i.e. as invalid UTF-8. */
  latin1?: boolean;
  needs?: Needs;
  /**
   * The loopback address it comes from: a different one for each case of a route, so the
   * per-address sign-up and sign-in limits (which RATE_LIMITS=off keeps) do not turn the later
   * cases into 429s before their input is read.
   */
  from: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MiB = 1024 * 1024;

/** Percent-encodes any string, including lone surrogates (which encodeURIComponent refuses). */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

interface Builder {
  route: FuzzRoute;
  rng: Rng;
  params: Record<string, string>;
  body: Record<string, unknown> | undefined;
  hasBody: boolean;
  pathWith(params: Record<string, string>): string;
  validPath: string;
  add(label: string, c?: Partial<HttpCase>): void;
}

const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));

/** Every case for one route as one identity: valid first, then one thing wrong at a time. */
export function casesForRoute(route: FuzzRoute, identity: Identity, rng: Rng): HttpCase[] {
  const out: HttpCase[] = [];
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = Object.fromEntries(
    paramNames.map((p) => [p, String(exampleFor(route.params?.properties?.[p], p, route.url) ?? 'x')]),
  );
  const pathWith = (values: Record<string, string>) => route.url.replace(/:(\w+)/g, (_, p: string) => values[p] ?? 'x');
  const hasBody = UNSAFE.has(route.method);
  const body = route.body
    ? (exampleFor(route.body, '', route.url) as Record<string, unknown> | undefined)
    : hasBody
      ? {}
      : undefined;
  const validPath = pathWith(params);
  const b: Builder = {
    route,
    rng,
    params,
    body,
    hasBody,
    pathWith,
    validPath,
    add: (label, c = {}) =>
      out.push({
        route: `${route.method} ${route.url}`,
        identity,
        label,
        method: route.method,
        path: validPath,
        headers: {},
        body: json(body),
        from: '127.0.0.1',
        ...c,
      }),
  };
  b.add('valid');
  paramCases(b);
  queryCases(b);
  bodyCases(b);
  headerCases(b);
  return out;
}

/** Path params: unknown, foreign, oversized and hostile values. */
function paramCases({ route, rng, params, pathWith, add }: Builder) {
  for (const p of Object.keys(params)) {
    const values: { label: string; raw: string; needs?: Needs }[] = [
      { label: 'unknown id', raw: `ses_${rng.token(16)}` },
      { label: 'other owner id', raw: route.url.includes('voice') ? '{{other.voice}}' : '{{other.therapy}}' },
      { label: 'over max', raw: 'a'.repeat(150) },
      { label: 'over router limit', raw: 'a'.repeat(250) },
      { label: 'bad escape', raw: '%ZZ' },
      { label: 'surrogate bytes', raw: '%ED%A0%80' },
      { label: 'encoded slash', raw: '..%2F..%2Fetc' },
      { label: 'encoded nul', raw: '%00', needs: 'control-chars' },
      ...rng.sample(fuzzStrings, 8).map((s) => ({ label: s.label, raw: encodeSegment(s.value), needs: s.needs })),
    ];
    for (const v of values)
      add(`param ${p} = ${v.label}`, { path: pathWith({ ...params, [p]: v.raw }), needs: v.needs });
  }
}

/** Query strings: declared fields with hostile values, and keys nobody declared. */
function queryCases({ route, rng, validPath, add }: Builder) {
  for (const q of Object.keys(propertiesOf(route.querystring))) {
    for (const s of rng.sample(fuzzStrings, 6))
      add(`query ${q} = ${s.label}`, { path: `${validPath}?${q}=${encodeSegment(s.value)}`, needs: s.needs });
    add(`query ${q} repeated`, { path: `${validPath}?${q}=a&${q}=b` });
  }
  const queries: [string, string, Needs?][] = [
    ['unknown keys', 'a=1&a=2&b[c]=d'],
    ['bad escapes', '%ZZ=%&%E0%A4%A=1'],
    ['proto key', '__proto__[admin]=1&constructor[prototype][admin]=1'],
    ['long query', `q=${'a'.repeat(8_000)}`],
    ['nul query', 'q=%00', 'control-chars'],
  ];
  for (const [label, query, needs] of queries) add(`query ${label}`, { path: `${validPath}?${query}`, needs });
}

/** Bodies: not JSON, the wrong JSON, too big, and each field missing, mistyped or hostile. */
function bodyCases({ route, rng, body, hasBody, add }: Builder) {
  if (!hasBody)
    return add('GET with a JSON body', { body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  for (const m of malformedBodies) add(`body ${m.label}`, { body: m.body, needs: m.needs });
  for (const t of rng.sample(contentTypes, 4)) add(`content-type ${t.label}`, { headers: { 'content-type': t.value } });
  add('body oversized', { body: JSON.stringify({ ...body, pad: 'x'.repeat(1.2 * MiB) }) });
  add('body missing', { body: undefined, headers: { 'content-type': null } });
  add('body empty with json type', { body: '' });
  add('body invalid utf-8', { body: '{"x":"\u00ff\u00fe\u00c3"}', latin1: true });
  if (!body) return;
  for (const [key, schema] of Object.entries(propertiesOf(route.body))) {
    const without = { ...body };
    delete without[key];
    add(`body.${key} missing`, { body: json(without) });
    for (const w of rng.sample(wrongTypes, 4))
      add(`body.${key} = ${w.label}`, { body: json({ ...body, [key]: w.value }) });
    const strings = schema.type === 'string' || schema.anyOf || schema.enum ? fuzzStrings : rng.sample(fuzzStrings, 4);
    for (const s of strings)
      add(`body.${key} = ${s.label}`, { body: json({ ...body, [key]: s.value }), needs: s.needs });
  }
  add('body extra fields', { body: json({ ...body, extra: 'x', isAdmin: true, ownerId: 'usr_x' }) });
  add('body proto pollution', { body: `{"__proto__":{"isAdmin":true},${json(body)!.slice(1)}`.replace(',}', '}') });
}

/** Headers every route sees: Host, Cookie, Origin, Accept and a few the app reads. */
function headerCases({ rng, hasBody, add }: Builder) {
  for (const h of hostHeaders) add(`host ${h.label}`, { headers: { host: h.value }, needs: 'host' });
  for (const c of cookieHeaders) add(`cookie ${c.label}`, { headers: { cookie: c.value } });
  for (const o of hasBody ? originHeaders : rng.sample(originHeaders, 2))
    add(`origin ${o.label}`, { headers: { origin: o.value } });
  add('no origin', { headers: { origin: null } });
  add('sec-fetch-site cross-site', { headers: { 'sec-fetch-site': 'cross-site' } });
  for (const a of rng.sample(acceptHeaders, 2)) add(`accept ${a}`, { headers: { accept: a } });
  for (const s of rng.sample(
    fuzzStrings.filter((f) => !f.needs && f.value.length < 8_000),
    3,
  )) {
    add(`x-subscription-id = ${s.label}`, { headers: { 'x-subscription-id': s.value } });
    add(`user-agent = ${s.label}`, { headers: { 'user-agent': s.value } });
  }
  add('x-forwarded-for garbage', { headers: { 'x-forwarded-for': 'not-an-ip, ::ffff:zz, 999.1.1.1' } });
}

/** Every case for every route and identity, seeded; the sockets' upgrade routes get plain HTTP only. */
export function generateCases(
  routes: FuzzRoute[],
  seed: number,
  options: { exclude?: Needs[]; limit?: number } = {},
): HttpCase[] {
  const rng = new Rng(seed);
  const all = routes.flatMap((route, r) =>
    identities
      .flatMap((identity) => casesForRoute(route, identity, rng))
      .map((c, i) => ({ ...c, from: `127.1.${r % 250}.${(i % 250) + 1}` })),
  );
  const kept = all.filter((c) => !c.needs || !options.exclude?.includes(c.needs));
  if (!options.limit || kept.length <= options.limit) return kept;
  // Keep every route's valid case; sample the rest, then restore route order.
  const order = new Map(kept.map((c, i) => [c, i]));
  const valid = kept.filter((c) => c.label === 'valid');
  const rest = rng.sample(
    kept.filter((c) => c.label !== 'valid'),
    Math.max(0, options.limit - valid.length),
  );
  return [...valid, ...rest].sort((a, b) => order.get(a)! - order.get(b)!);
}

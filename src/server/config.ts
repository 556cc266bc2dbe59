import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465 (TLS from the start).
 * Plain smtp:// must upgrade to TLS, because a reset link is a key to the account, unless the host
 * is this machine or the URL says ?starttls=optional (a relay on a private network without TLS).
 */
const smtpUrl = z
  .url({ protocol: /^smtps?$/, error: 'use smtp://user:password@host:587 or smtps://user:password@host:465' })
  .refine((u) => !URL.canParse(u) || [...new URL(u).searchParams.keys()].every((k) => k === 'starttls'), {
    error: 'the only option it takes is ?starttls=required or ?starttls=optional',
  })
  .refine((u) => !URL.canParse(u) || ['required', 'optional', null].includes(new URL(u).searchParams.get('starttls')), {
    error: 'starttls is required or optional',
  })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Whether an SMTP_URL may send without TLS (see smtpUrl). */
export function smtpMayBePlain(url: string): boolean {
  const u = new URL(url);
  if (u.protocol === 'smtps:') return false;
  const starttls = u.searchParams.get('starttls');
  return starttls === 'optional' || (starttls !== 'required' && LOOPBACK_HOSTS.has(u.hostname));
}

// "Name <address>" or a bare address, one line: it becomes the From header of every email.
const mailFrom = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^([^\r\n<>"]{0,80} )?<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, {
      error: 'use an address, e.g. Solace <no-reply@solace.example> or no-reply@solace.example',
    })
    .default('Solace <no-reply@solace.local>'),
);

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_MIGRATION_URL: optionalUrl,
  DATA_ENCRYPTION_KEY: z.string().optional(),
  DEV_TOOLS: flag.optional(),
  THERAPIST_NAME: z.string().trim().min(1).max(40).default('Sage'),
  DEFAULT_TIME_ZONE: z.string().default('Australia/Sydney'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('solace:'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  /** The offline recogniser (pocketsphinx) when installed; 'off' leaves recognition to a provider or the browser. */
  STT_EMBEDDED: z.enum(['on', 'off']).default('on'),
  STT_EMBEDDED_MODEL_DIR: z.string().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  /** Its language model: Debian's generic one, the conversational one built here, or both mixed (README). */
  STT_EMBEDDED_LM: z.enum(['generic', 'conversational', 'mixed']).default('generic'),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  TTS_VOICE: z.string().default('alloy'),
  REALTIME_URL: optionalUrl,
  REALTIME_API_KEY: z.string().optional(),
  REALTIME_MODEL: z.string().default('gpt-realtime'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_VOICE_PLAN_ID: z.string().optional(),
  PAYPAL_VIDEO_PLAN_ID: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Tests point this at a loopback fake; otherwise PAYPAL_ENV picks PayPal's sandbox or live API. */
  PAYPAL_API_BASE: optionalUrl,
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  TAVUS_API_KEY: z.string().optional(),
  TAVUS_PERSONA_ID: z.string().optional(),
  /** Tests point this at a loopback fake of Tavus's API. */
  TAVUS_API_BASE: z.url().default('https://tavusapi.com'),
  TAVUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The api_key set on the persona's custom LLM layer (layers.llm): turns on /api/tavus/llm for it. */
  TAVUS_LLM_API_KEY: z.string().min(24).optional(),
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailFrom,
});

export type Config = z.infer<typeof ConfigSchema> & { DEV_TOOLS: boolean; DATA_DIR: string };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  const problems: string[] = [];
  const oidc = [c.OIDC_ISSUER_URL, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    problems.push('OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  const paypal = {
    PAYPAL_CLIENT_ID: c.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: c.PAYPAL_CLIENT_SECRET,
    PAYPAL_VOICE_PLAN_ID: c.PAYPAL_VOICE_PLAN_ID,
    PAYPAL_VIDEO_PLAN_ID: c.PAYPAL_VIDEO_PLAN_ID,
    PAYPAL_WEBHOOK_ID: c.PAYPAL_WEBHOOK_ID,
  };
  const paypalMissing = Object.entries(paypal)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (paypalMissing.length && paypalMissing.length < Object.keys(paypal).length) {
    problems.push(`PayPal needs all of ${Object.keys(paypal).join(', ')}; missing ${paypalMissing.join(', ')}`);
  }
  if (c.DATABASE_MIGRATION_URL && !c.DATABASE_URL)
    problems.push('DATABASE_MIGRATION_URL: only with DATABASE_URL (PostgreSQL)');
  if (Boolean(c.TAVUS_API_KEY) !== Boolean(c.TAVUS_PERSONA_ID))
    problems.push('TAVUS_API_KEY and TAVUS_PERSONA_ID must be set together');
  if (c.AI_BASE_URL && !c.AI_MODEL) problems.push('AI_MODEL: required when AI_BASE_URL is set');
  if (problems.length) throw new ConfigError(problems);
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    DEV_TOOLS: c.DEV_TOOLS ?? c.NODE_ENV !== 'production',
  };
}

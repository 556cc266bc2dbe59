import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { FieldCipher } from './platform/crypto.ts';
import type { Therapist } from './ai/therapist/index.ts';
import type { Summariser } from './ai/summary/index.ts';
import type { RateLimits } from './platform/rate-limit/index.ts';
import type { SecondReader } from './ai/safety/index.ts';

/** What every feature is given: built once by `buildApp` (app.ts), the composition root. */
export interface AppDeps {
  config: Config;
  database: Database;
  cipher: FieldCipher;
  /** One therapist for every modality: the embedded engine, or a configured model with fallback. */
  therapist: Therapist;
  summariser: Summariser;
  /** The store every rate limit counts in: this process, or Redis shared by all instances. */
  limits: RateLimits;
  /** With a model configured, a raise-only second opinion on uncertain safety readings. */
  secondReader?: SecondReader;
}

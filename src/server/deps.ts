import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { FieldCipher } from './platform/crypto.ts';
import type { Therapist } from './ai/therapist/index.ts';
import type { Summariser } from './ai/summary/index.ts';

/** What every feature is given: built once by `buildApp` (app.ts), the composition root. */
export interface AppDeps {
  config: Config;
  database: Database;
  cipher: FieldCipher;
  /** One therapist for every modality: the embedded engine, or a configured model with fallback. */
  therapist: Therapist;
  summariser: Summariser;
}

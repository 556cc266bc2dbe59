import type { Config } from '../../config.ts';
import { checkReply } from '../safety/index.ts';
import { EmbeddedTherapist } from './embedded/engine.ts';
import type { ChatModel } from './openai/client.ts';
import { ModelTherapist } from './openai/engine.ts';
import type { ReplyChecker, Therapist, TherapistLogger } from './types.ts';

export type { ReplyInput, Therapist, TherapistTurn, TurnOutcome, TherapistLogger, FallbackReason } from './types.ts';
export type { EngineState, Phase } from './state.ts';
export { EngineStateSchema, newEngineState } from './state.ts';
export { toChunks } from './turn.ts';

type ModelConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The configured chat model, or null when the embedded engine is the only one. */
export function chatModelFrom(config: ModelConfig, fetchImpl?: typeof fetch): ChatModel | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  return {
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY || undefined,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fetch: fetchImpl,
  };
}

export interface TherapistDeps {
  /** Defaults to the safety layer's checkReply; injectable for tests. */
  checkReply?: ReplyChecker;
  fetch?: typeof fetch;
}

/** An OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set, else the embedded engine. */
export function createTherapist(
  config: ModelConfig & Pick<Config, 'THERAPIST_NAME'>,
  logger: TherapistLogger,
  deps: TherapistDeps = {},
): Therapist {
  const model = chatModelFrom(config, deps.fetch);
  if (!model) return new EmbeddedTherapist(config.THERAPIST_NAME);
  logger.info(
    { engine: 'openai-compatible', model: model.model },
    'therapist replies from a configured model, with the embedded engine as fallback',
  );
  return new ModelTherapist({ name: config.THERAPIST_NAME, model, logger, checkReply: deps.checkReply ?? checkReply });
}

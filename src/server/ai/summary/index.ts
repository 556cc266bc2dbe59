import type { Config } from '../../config.ts';
import type { SessionSummary } from '../../../shared/therapy.ts';
import { checkReply } from '../safety/index.ts';
import { chatModelFrom } from '../therapist/index.ts';
import { ProviderError } from '../therapist/openai/errors.ts';
import type { ReplyChecker, TherapistLogger } from '../therapist/types.ts';
import { summariseSession } from './embedded.ts';
import { modelSummary } from './model.ts';
import type { SummariseInput } from './types.ts';

export { summariseSession } from './embedded.ts';
export type { SummariseInput } from './types.ts';

export interface Summariser {
  summariseSession(input: SummariseInput): Promise<SessionSummary>;
}

type SummaryConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/**
 * The configured model writes the summary when there is one (allowed three times the reply
 * timeout); on any failure, or without a model, the embedded extractive summary is used.
 */
export function createSummariser(config: SummaryConfig, logger: TherapistLogger, deps: { checkReply?: ReplyChecker; fetch?: typeof fetch } = {}): Summariser {
  const base = chatModelFrom(config, deps.fetch);
  const model = base && { ...base, timeoutMs: base.timeoutMs * 3 };
  return {
    async summariseSession(input) {
      const draft = summariseSession(input);
      if (!model) return draft;
      try {
        return await modelSummary(model, input, draft, deps.checkReply ?? checkReply);
      } catch (error) {
        const reason = error instanceof ProviderError ? error.reason : 'network_error';
        logger.warn({ engine: 'openai-compatible', reason, detail: error instanceof Error ? error.message : undefined }, 'summary model failed; the embedded summary was used');
        return draft;
      }
    },
  };
}

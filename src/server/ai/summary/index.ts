import type { Config } from '../../config.ts';
import { helplines } from '../../../shared/helplines.ts';
import { isUrgentTier, type RiskTier } from '../../../shared/safety.ts';
import { formatSummaryContent, type SessionSummary } from '../../../shared/therapy.ts';
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

export const SUPPORT_STEP = `Keep Lifeline's number close: ${helplines.lifeline.phone}, any time of day or night, and call ${helplines.emergency.phone} if you are in danger`;

/** After a session that reached crisis, the first next step is the way to a person, whoever wrote the rest. */
function withSupportStep(summary: SessionSummary, peakRisk: RiskTier | undefined): SessionSummary {
  if (!peakRisk || !isUrgentTier(peakRisk)) return summary;
  const nextSteps = [SUPPORT_STEP, ...summary.nextSteps.filter((s) => s !== SUPPORT_STEP)].slice(0, 4);
  return { ...summary, nextSteps, content: formatSummaryContent(summary.summary, nextSteps) };
}

type SummaryConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/**
 * The configured model writes the summary when there is one (allowed three times the reply
 * timeout); on any failure, or without a model, the embedded extractive summary is used.
 */
export function createSummariser(
  config: SummaryConfig,
  logger: TherapistLogger,
  deps: { checkReply?: ReplyChecker; fetch?: typeof fetch } = {},
): Summariser {
  const base = chatModelFrom(config, deps.fetch);
  const model = base && { ...base, timeoutMs: base.timeoutMs * 3 };
  return {
    async summariseSession(input) {
      const draft = summariseSession(input);
      if (!model) return withSupportStep(draft, input.peakRisk);
      try {
        return withSupportStep(await modelSummary(model, input, draft, deps.checkReply ?? checkReply), input.peakRisk);
      } catch (error) {
        const reason = error instanceof ProviderError ? error.reason : 'network_error';
        logger.warn(
          { engine: 'openai-compatible', reason, detail: error instanceof Error ? error.message : undefined },
          'summary model failed; the embedded summary was used',
        );
        return withSupportStep(draft, input.peakRisk);
      }
    },
  };
}

import {
  ReplyInputSchema,
  type ReplyChecker,
  type ReplyInput,
  type Therapist,
  type TherapistLogger,
  type TherapistTurn,
  type TurnOutcome,
} from '../types.ts';
import { turnFrom } from '../turn.ts';
import {
  EmbeddedTherapist,
  hearAnsweredTurn,
  observeReply,
  observeUtterance,
  outcomeOf,
  resumeState,
} from '../embedded/engine.ts';
import { streamChat, type ChatModel } from './client.ts';
import { ProviderError } from './errors.ts';
import { chatMessages } from './prompt.ts';

export interface ModelTherapistOptions {
  name: string;
  model: ChatModel;
  logger: TherapistLogger;
  /** The safety layer's output check (src/server/ai/safety checkReply). */
  checkReply: ReplyChecker;
}

/**
 * Replies from any OpenAI-compatible Chat Completions API. The model's output is buffered whole,
 * checked, and only then streamed out: a reply that fails the check is never partly shown. Any
 * failure answers that turn with the embedded engine instead, and is logged (without content).
 */
export class ModelTherapist implements Therapist {
  readonly kind = 'model' as const;
  readonly name: string;
  private readonly fallback: EmbeddedTherapist;

  constructor(private readonly options: ModelTherapistOptions) {
    this.name = options.name;
    this.fallback = new EmbeddedTherapist(options.name);
  }

  reply(input: ReplyInput, signal?: AbortSignal): TherapistTurn {
    return turnFrom(this.compute(input, signal));
  }

  hear(input: ReplyInput, reply: string) {
    return hearAnsweredTurn(input, reply);
  }

  private async compute(raw: ReplyInput, signal?: AbortSignal): Promise<TurnOutcome> {
    const input = ReplyInputSchema.parse(raw);
    const state = resumeState(input.state, input.history);
    try {
      const messages = chatMessages(this.name, input.history, input.memory, state, input.utterance);
      const text = (await streamChat(this.options.model, messages, signal)).trim();
      if (!text) throw new ProviderError('empty_reply', 'model returned no text');
      const check = this.options.checkReply(text);
      if (!check.safe) throw new ProviderError('unsafe_output', `output check failed: ${check.reasons.join(', ')}`);
      const next = structuredClone(state);
      observeUtterance(next, input.utterance);
      observeReply(next, text);
      if (!input.utterance.trim()) next.recalled = true;
      return outcomeOf(text, next, 'model');
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = error instanceof ProviderError ? error.reason : 'network_error';
      this.options.logger.warn(
        {
          engine: 'openai-compatible',
          reason,
          status: error instanceof ProviderError ? error.status : undefined,
          sessionId: input.sessionId,
          detail: error instanceof Error ? error.message : undefined,
        },
        'therapist model failed; the embedded engine answered this turn',
      );
      return { ...(await this.fallback.compute({ ...input, state })), fallbackReason: reason };
    }
  }
}

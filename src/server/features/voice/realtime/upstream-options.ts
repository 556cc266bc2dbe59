import type { SafetyPayload } from '../../../../shared/safety.ts';
import type { RealtimeSessionSettings } from './to-provider.ts';

/** What the safety layer decided about something the person said. */
export type UserTextVerdict =
  | { action: 'allow' }
  /** Say this instead of anything the model would say (and open the Crisis Support dialog when `safety` is given). */
  | { action: 'replace'; text: string; audio?: Int16Array; safety?: SafetyPayload }
  /** Nothing is answered: the call is ending (the turn was refused). */
  | { action: 'drop' };

export interface UpstreamClosed {
  code: number;
  reason: string;
  error?: string;
  /** True when close() was called here rather than the provider hanging up. */
  byUs: boolean;
}

export interface Logger {
  warn(details: object, message: string): void;
}

export interface RealtimeUpstreamOptions {
  /** REALTIME_URL, e.g. wss://api.openai.com/v1/realtime; `?model=` is added here. */
  url: string;
  model: string;
  apiKey: string;
  session: Omit<RealtimeSessionSettings, 'createResponse'>;
  /**
   * True (default): the provider only answers after `screenUserText` has read the transcript, so
   * the model never replies to an urgent utterance, at the cost of the transcription delay.
   * False: the provider answers at end of speech and an urgent verdict cancels that reply.
   */
  gateResponses?: boolean;
  sendToBrowser(json: string): void;
  /** The safety layer: every transcript and every typed/recognised text passes here first. */
  screenUserText(text: string, source: 'speech' | 'text'): UserTextVerdict | Promise<UserTextVerdict>;
  /** The model's full reply text, for the output check and the stored transcript. */
  onAssistantText?(text: string): void;
  onClose?(info: UpstreamClosed): void;
  logger?: Logger;
  connectTimeoutMs?: number;
  /** Browser events kept while the provider connection opens; older ones are dropped beyond this. */
  maxQueuedEvents?: number;
}

export class RealtimeUpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RealtimeUpstreamError';
  }
}

import type { RealtimeSessionInfo, ResponseStatus, ServerEvent } from '../../../../shared/realtime.ts';
import { redactSecrets } from '../../../ai/speech/provider-http.ts';

/**
 * OpenAI Realtime GA server events → our browser protocol, as JSON strings. Unknown and
 * provider-internal events give undefined and are dropped. String fields go through
 * JSON.stringify so nothing the provider sends can break out of its field.
 */
export interface ProviderServerEvent {
  type: string;
  delta?: unknown;
  transcript?: unknown;
  response_id?: unknown;
  audio_start_ms?: unknown;
  audio_end_ms?: unknown;
  response?: { id?: unknown; status?: unknown } | null;
  error?: { type?: unknown; code?: unknown; message?: unknown } | null;
}

const RELAY_SESSION: RealtimeSessionInfo = { mode: 'relay', speech: 'server', transcription: 'server' };
const SESSION_CREATED = JSON.stringify({ type: 'session.created', session: RELAY_SESSION } satisfies ServerEvent);
const SESSION_UPDATED = JSON.stringify({ type: 'session.updated', session: RELAY_SESSION } satisfies ServerEvent);
export const BROWSER_AUDIO_DONE = '{"type":"response.audio.done"}';
const STATUSES = new Set<unknown>(['completed', 'cancelled', 'failed', 'incomplete'] satisfies ResponseStatus[]);

export function toBrowserEvent(event: ProviderServerEvent, secrets: readonly string[] = []): string | undefined {
  switch (event.type) {
    case 'response.output_audio.delta':
      return typeof event.delta === 'string'
        ? '{"type":"response.audio.delta","delta":' + JSON.stringify(event.delta) + '}'
        : undefined;
    case 'response.output_audio.done':
      return BROWSER_AUDIO_DONE;
    case 'response.output_audio_transcript.delta':
    case 'response.output_text.delta':
      return typeof event.delta === 'string' ? browserTextDelta(event.delta) : undefined;
    case 'input_audio_buffer.speech_started':
      return '{"type":"input_audio_buffer.speech_started","audio_start_ms":' + msOrZero(event.audio_start_ms) + '}';
    case 'input_audio_buffer.speech_stopped':
      return '{"type":"input_audio_buffer.speech_stopped","audio_end_ms":' + msOrZero(event.audio_end_ms) + '}';
    case 'conversation.item.input_audio_transcription.completed':
      return typeof event.transcript === 'string' ? browserTranscript(event.transcript) : undefined;
    case 'response.done':
      return browserResponseDone(
        STATUSES.has(event.response?.status) ? (event.response!.status as ResponseStatus) : 'completed',
      );
    case 'session.created':
      return SESSION_CREATED;
    case 'session.updated':
      return SESSION_UPDATED;
    case 'error':
      return browserError(
        redactSecrets(
          typeof event.error?.message === 'string' ? event.error.message : 'The voice service reported an error.',
          secrets,
        ),
        typeof event.error?.type === 'string' ? event.error.type : 'server_error',
      );
    default:
      return undefined;
  }
}

export function browserTextDelta(text: string): string {
  return '{"type":"response.text.delta","delta":' + JSON.stringify(text) + '}';
}

export function browserAudioDelta(base64: string): string {
  return '{"type":"response.audio.delta","delta":"' + base64 + '"}';
}

export function browserTranscript(transcript: string): string {
  return JSON.stringify({
    type: 'conversation.item.input_audio_transcription.completed',
    transcript,
  } satisfies ServerEvent);
}

export function browserResponseDone(status: ResponseStatus): string {
  return '{"type":"response.done","response":{"status":"' + status + '"}}';
}

export function browserError(message: string, type: string): string {
  return JSON.stringify({ type: 'error', error: { message, type } } satisfies ServerEvent);
}

function msOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;
}

import { REALTIME_SAMPLE_RATE, type ClientEvent } from '../../../../shared/realtime.ts';

/**
 * Our browser protocol → OpenAI Realtime GA client events, as JSON strings ready to send.
 * Audio is spliced into a template: it was validated as base64, so it needs no escaping.
 */

export const PROVIDER_COMMIT = '{"type":"input_audio_buffer.commit"}';
export const PROVIDER_CLEAR = '{"type":"input_audio_buffer.clear"}';
export const PROVIDER_RESPONSE_CANCEL = '{"type":"response.cancel"}';
export const PROVIDER_RESPONSE_CREATE = '{"type":"response.create"}';

type PassThroughEvent = Exclude<ClientEvent, { type: 'conversation.item.create' }>;

/** Audio and control events go straight through; text items go through the safety hook first. */
export function toProviderEvent(event: PassThroughEvent): string {
  switch (event.type) {
    case 'input_audio_buffer.append':
      return '{"type":"input_audio_buffer.append","audio":"' + event.audio + '"}';
    case 'input_audio_buffer.commit':
      return PROVIDER_COMMIT;
    case 'input_audio_buffer.clear':
      return PROVIDER_CLEAR;
    case 'response.cancel':
      return PROVIDER_RESPONSE_CANCEL;
  }
}

export function userTextOf(event: Extract<ClientEvent, { type: 'conversation.item.create' }>): string {
  return event.item.content
    .map((c) => c.text.trim())
    .filter(Boolean)
    .join('\n');
}

export function providerUserText(text: string): string {
  return JSON.stringify({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  });
}

/** Puts a reply the server gave itself (e.g. the safety reply) into the model's conversation. */
export function providerAssistantText(text: string): string {
  return JSON.stringify({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] },
  });
}

export interface RealtimeSessionSettings {
  instructions: string;
  voice?: string;
  /** 0.25–1.5; omitted means the provider's default. */
  speed?: number;
  transcriptionModel?: string;
  /** ISO-639-1 hint for the input transcription. */
  language?: string;
  /** The provider's own VAD (its threshold is a 0–1 activation score, not an RMS level). */
  vad?: { threshold?: number; prefixPaddingMs?: number; silenceDurationMs?: number };
  /** False when the server asks for each response itself after the safety check. */
  createResponse: boolean;
}

/** The GA `session.update` sent first on every provider connection. */
export function providerSessionUpdate(settings: RealtimeSessionSettings): string {
  const pcm = { type: 'audio/pcm', rate: REALTIME_SAMPLE_RATE };
  return JSON.stringify({
    type: 'session.update',
    session: {
      type: 'realtime',
      output_modalities: ['audio'],
      instructions: settings.instructions,
      audio: {
        input: {
          format: pcm,
          transcription: {
            model: settings.transcriptionModel ?? 'gpt-4o-mini-transcribe',
            language: settings.language ?? 'en',
          },
          turn_detection: {
            type: 'server_vad',
            threshold: settings.vad?.threshold ?? 0.5,
            prefix_padding_ms: settings.vad?.prefixPaddingMs ?? 300,
            silence_duration_ms: settings.vad?.silenceDurationMs ?? 500,
            create_response: settings.createResponse,
            interrupt_response: true,
          },
        },
        output: {
          format: pcm,
          voice: settings.voice ?? 'marin',
          ...(settings.speed === undefined ? {} : { speed: settings.speed }),
        },
      },
    },
  });
}

import { describe, expect, it } from 'vitest';
import { ServerEventSchema } from '../../../../shared/realtime.ts';
import {
  providerAssistantText,
  providerSessionUpdate,
  providerUserText,
  toProviderEvent,
  userTextOf,
} from './to-provider.ts';
import { toBrowserEvent, type ProviderServerEvent } from './to-browser.ts';

const browser = (event: ProviderServerEvent, secrets?: string[]) => {
  const json = toBrowserEvent(event, secrets);
  return json === undefined ? undefined : ServerEventSchema.parse(JSON.parse(json));
};

describe('browser → provider', () => {
  it('passes audio and control events through in the GA shape', () => {
    expect(
      JSON.parse(toProviderEvent({ type: 'input_audio_buffer.append', audio: 'AAEC/w==', event_id: 'e1' })),
    ).toEqual({
      type: 'input_audio_buffer.append',
      audio: 'AAEC/w==',
    });
    expect(JSON.parse(toProviderEvent({ type: 'input_audio_buffer.commit' }))).toEqual({
      type: 'input_audio_buffer.commit',
    });
    expect(JSON.parse(toProviderEvent({ type: 'input_audio_buffer.clear' }))).toEqual({
      type: 'input_audio_buffer.clear',
    });
    expect(JSON.parse(toProviderEvent({ type: 'response.cancel' }))).toEqual({ type: 'response.cancel' });
  });

  it('builds user and assistant text items', () => {
    const text = userTextOf({
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'user',
        content: [
          { type: 'input_text', text: ' I said "no". ' },
          { type: 'input_text', text: '  ' },
        ],
      },
    });
    expect(text).toBe('I said "no".');
    expect(JSON.parse(providerUserText(text))).toEqual({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'I said "no".' }] },
    });
    expect(JSON.parse(providerAssistantText('Call Lifeline on 13 11 14.')).item).toEqual({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Call Lifeline on 13 11 14.' }],
    });
  });

  it('configures the GA realtime session', () => {
    const update = JSON.parse(
      providerSessionUpdate({
        instructions: 'Be kind.',
        voice: 'cedar',
        speed: 0.9,
        createResponse: false,
        vad: { silenceDurationMs: 700 },
      }),
    );
    expect(update).toEqual({
      type: 'session.update',
      session: {
        type: 'realtime',
        output_modalities: ['audio'],
        instructions: 'Be kind.',
        audio: {
          input: {
            format: { type: 'audio/pcm', rate: 24_000 },
            transcription: { model: 'gpt-4o-mini-transcribe', language: 'en' },
            turn_detection: {
              type: 'server_vad',
              threshold: 0.5,
              prefix_padding_ms: 300,
              silence_duration_ms: 700,
              create_response: false,
              interrupt_response: true,
            },
          },
          output: { format: { type: 'audio/pcm', rate: 24_000 }, voice: 'cedar', speed: 0.9 },
        },
      },
    });
  });
});

describe('provider → browser', () => {
  const ids = { event_id: 'event_1', response_id: 'resp_1', item_id: 'item_1', output_index: 0, content_index: 0 };

  it('renames the GA output events to the spec names', () => {
    expect(browser({ type: 'response.output_audio.delta', ...ids, delta: 'AAAA' })).toEqual({
      type: 'response.audio.delta',
      delta: 'AAAA',
    });
    expect(browser({ type: 'response.output_audio.done', ...ids })).toEqual({ type: 'response.audio.done' });
    expect(browser({ type: 'response.output_audio_transcript.delta', ...ids, delta: 'Hi "there"' })).toEqual({
      type: 'response.text.delta',
      delta: 'Hi "there"',
    });
    expect(browser({ type: 'response.output_text.delta', ...ids, delta: 'Hi' })).toEqual({
      type: 'response.text.delta',
      delta: 'Hi',
    });
    expect(
      browser({
        type: 'response.done',
        event_id: 'e',
        response: { id: 'resp_1', status: 'cancelled' },
      } as ProviderServerEvent),
    ).toEqual({
      type: 'response.done',
      response: { status: 'cancelled' },
    });
    expect(browser({ type: 'response.done', response: { status: 'weird' } })).toEqual({
      type: 'response.done',
      response: { status: 'completed' },
    });
  });

  it('forwards speech and transcription events without provider internals', () => {
    expect(
      browser({
        type: 'input_audio_buffer.speech_started',
        audio_start_ms: 1000,
        item_id: 'item_2',
      } as ProviderServerEvent),
    ).toEqual({
      type: 'input_audio_buffer.speech_started',
      audio_start_ms: 1000,
    });
    expect(browser({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: 2500 })).toEqual({
      type: 'input_audio_buffer.speech_stopped',
      audio_end_ms: 2500,
    });
    expect(
      browser({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'I feel low.' }),
    ).toEqual({
      type: 'conversation.item.input_audio_transcription.completed',
      transcript: 'I feel low.',
    });
    const created = {
      type: 'session.created',
      session: { id: 'sess_1', instructions: 'secret prompt', model: 'gpt-realtime' },
    } as ProviderServerEvent;
    expect(browser(created)).toEqual({
      type: 'session.created',
      session: { mode: 'relay', speech: 'server', transcription: 'server' },
    });
    expect(toBrowserEvent(created)).not.toContain('secret prompt');
    expect(browser({ type: 'session.updated' })).toEqual({
      type: 'session.updated',
      session: { mode: 'relay', speech: 'server', transcription: 'server' },
    });
  });

  it('maps errors to {message, type} and redacts credentials', () => {
    const key = 'sk-live-abcdefghijklmnop';
    expect(
      browser(
        {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            code: 'invalid_api_key',
            message: `Incorrect API key provided: ${key}.`,
          },
        },
        [key],
      ),
    ).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'Incorrect API key provided: [redacted]' },
    });
    const custom = 'gateway-token-0f9e8d7c';
    expect(
      browser({ type: 'error', error: { type: 'server_error', message: `upstream rejected ${custom}` } }, [custom]),
    ).toEqual({
      type: 'error',
      error: { type: 'server_error', message: 'upstream rejected [redacted]' },
    });
    expect(browser({ type: 'error', error: null })).toEqual({
      type: 'error',
      error: { type: 'server_error', message: 'The voice service reported an error.' },
    });
  });

  it('drops unknown and malformed events', () => {
    for (const type of [
      'response.created',
      'response.output_item.added',
      'input_audio_buffer.committed',
      'conversation.item.added',
      'rate_limits.updated',
      'response.audio.delta',
    ]) {
      expect(toBrowserEvent({ type, delta: 'AAAA' })).toBeUndefined();
    }
    expect(toBrowserEvent({ type: 'response.output_audio.delta', delta: 42 })).toBeUndefined();
    expect(toBrowserEvent({ type: 'conversation.item.input_audio_transcription.completed' })).toBeUndefined();
  });
});

import { z } from 'zod';
import { SafetyPayloadSchema } from './safety.ts';
import { MAX_VOICE_TEXT_LENGTH } from './voice.ts';
import { plainString, plainText } from './text.ts';

/**
 * The hands-free call protocol on /ws/realtime (spec §7). Event names follow OpenAI's Realtime
 * API so the relay and the local pipeline speak one protocol; the server translates to and from
 * the provider so the browser never talks to it directly.
 */

export const REALTIME_SAMPLE_RATE = 24_000;
export const REALTIME_CHUNK_SAMPLES = 4096;
/** Base64 characters per append: 64 KiB is ~1 s of audio; a 4096-sample chunk is 10,924. */
export const MAX_APPEND_BASE64_CHARS = 64 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const NOT_BASE64 = 'audio must be standard padded base64';

/** What the character pattern leaves to check: not empty, padded length, whole 16-bit samples. */
function pcm16ShapeProblem(audio: string): string | undefined {
  if (audio.length === 0) return 'audio is empty';
  if (audio.length % 4 !== 0) return NOT_BASE64;
  const padding = audio.endsWith('==') ? 2 : audio.endsWith('=') ? 1 : 0;
  if (((audio.length / 4) * 3 - padding) % 2 !== 0)
    return 'audio must hold whole 16-bit samples (an even number of bytes)';
  return undefined;
}

// Cheap checks first, each stopping the rest: the length, then one pass of the character pattern
// (which is also what shows the input-schema guard that no control character gets through).
const Pcm16Base64Schema = z
  .string()
  .max(MAX_APPEND_BASE64_CHARS, {
    abort: true,
    error: (issue) =>
      `audio is ${String(issue.input).length} base64 characters; send at most ${MAX_APPEND_BASE64_CHARS} per append (a ${REALTIME_CHUNK_SAMPLES}-sample chunk is 10924)`,
  })
  .regex(BASE64, { abort: true, error: NOT_BASE64 })
  .superRefine((audio, ctx) => {
    const problem = pcm16ShapeProblem(audio);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const EventIdSchema = plainString().max(64).optional();

// ---- Browser → server ----

export const InputAudioAppendSchema = z.object({
  type: z.literal('input_audio_buffer.append'),
  event_id: EventIdSchema,
  /** Base64 PCM16, 24 kHz mono, little-endian. */
  audio: Pcm16Base64Schema,
});

export const UserTextItemSchema = z.object({
  type: z.literal('message'),
  role: z.literal('user', 'Only user messages can be sent.'),
  content: z
    .array(
      z.object({
        type: z.literal('input_text'),
        text: plainText().max(MAX_VOICE_TEXT_LENGTH, `Messages can be at most ${MAX_VOICE_TEXT_LENGTH} characters.`),
      }),
    )
    .min(1)
    .max(4),
});

export const ClientEventSchema = z.discriminatedUnion('type', [
  InputAudioAppendSchema,
  z.object({ type: z.literal('input_audio_buffer.commit'), event_id: EventIdSchema }),
  z.object({ type: z.literal('input_audio_buffer.clear'), event_id: EventIdSchema }),
  /** Text the browser recognised itself (or the person typed) instead of audio. */
  z.object({ type: z.literal('conversation.item.create'), event_id: EventIdSchema, item: UserTextItemSchema }),
  /** Barge-in: stop the reply that is playing. */
  z.object({ type: z.literal('response.cancel'), event_id: EventIdSchema }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;
export type ClientEventType = ClientEvent['type'];
export const clientEventTypes = ClientEventSchema.options.map((o) => o.shape.type.value) as ClientEventType[];

// ---- Server → browser ----

export const RealtimeSessionInfoSchema = z.object({
  /** 'relay': a real-time provider answers; 'local': the server's own pipeline. */
  mode: z.enum(['relay', 'local']),
  /** 'browser' when the client must speak response text itself (speechSynthesis). */
  speech: z.enum(['server', 'browser']),
  /**
   * Who turns the person's speech into text: 'server' (the real-time provider or the server's
   * speech-to-text service hears the appended audio), or 'browser' (this server cannot: the
   * client sends what it recognised, or what the person typed, as conversation.item.create).
   */
  transcription: z.enum(['server', 'browser']),
});
export type RealtimeSessionInfo = z.infer<typeof RealtimeSessionInfoSchema>;

export const ResponseStatusSchema = z.enum(['completed', 'cancelled', 'failed', 'incomplete']);
export type ResponseStatus = z.infer<typeof ResponseStatusSchema>;

export const ServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.created'), session: RealtimeSessionInfoSchema }),
  z.object({ type: z.literal('session.updated'), session: RealtimeSessionInfoSchema }),
  z.object({ type: z.literal('input_audio_buffer.speech_started'), audio_start_ms: z.number().optional() }),
  z.object({ type: z.literal('input_audio_buffer.speech_stopped'), audio_end_ms: z.number().optional() }),
  z.object({ type: z.literal('conversation.item.input_audio_transcription.completed'), transcript: z.string() }),
  z.object({ type: z.literal('response.text.delta'), delta: z.string() }),
  z.object({ type: z.literal('response.audio.delta'), delta: z.string() }),
  z.object({ type: z.literal('response.audio.done') }),
  /** status 'cancelled' means: stop playing what is queued from this reply. */
  z.object({ type: z.literal('response.done'), response: z.object({ status: ResponseStatusSchema }).optional() }),
  /** Urgent risk in what the person said: open the Crisis Support dialog (DECISIONS §5); or the reply offers the safety plan. */
  z.object({ type: z.literal('safety.alert'), safety: SafetyPayloadSchema }),
  /** type 'server_error' may be temporary (spec §8). */
  z.object({ type: z.literal('error'), error: z.object({ message: z.string(), type: z.string() }) }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
export type ServerEventType = ServerEvent['type'];

import { z } from 'zod';
import { VoiceStatusSchema } from './entitlements.ts';
import { SafetyPayloadSchema } from './safety.ts';
import { plainString, plainText } from './text.ts';

/** Voice therapy contract: push-to-talk sessions, the free trial's metering, and the push-to-talk socket. */

export const VOICE_HEARTBEAT_INTERVAL_MS = 30_000;
/** One push-to-talk utterance (webm/opus from MediaRecorder). */
export const MAX_UTTERANCE_BYTES = 5 * 1024 * 1024;
/** Typed or browser-recognised text sent over the push-to-talk socket. */
export const MAX_VOICE_TEXT_LENGTH = 4000;
/** Either socket closes after this long without a message from the client. */
export const VOICE_IDLE_TIMEOUT_MS = 120_000;

export const PUSH_TO_TALK_PATH = '/api/voice-therapy/realtime';
export const REALTIME_CALL_PATH = '/ws/realtime';

/** Close codes both voice sockets use (with a human reason string). */
export const voiceCloseCodes = {
  normal: 1000,
  /** The server is shutting down (after finishing the turn in flight): reconnect. */
  goingAway: 1001,
  /** Idle timeout also closes 1000, reason 'idle'. */
  policy: 1008,
  tooBig: 1009,
  server: 1011,
  unauthenticated: 4401,
  /** The trial/plan does not allow (more) voice minutes right now. */
  limitReached: 4403,
  notFound: 4404,
  /** A newer call for the same owner replaced this one. */
  replaced: 4409,
} as const;

// ---- HTTP ----

/** POST /api/voice-therapy/start (optional header x-subscription-id). */
export const VoiceStartRequestSchema = z
  .object({ subscriptionId: plainString().min(1).max(200).optional() })
  .default({});
export type VoiceStartRequest = z.infer<typeof VoiceStartRequestSchema>;

export const VoiceStartResponseSchema = z.object({
  /** The caller's owner key: 'anon_…' for anonymous visitors, 'usr_…' for accounts. */
  sessionKey: z.string(),
  voiceSessionId: z.string(),
  status: VoiceStatusSchema,
});
export type VoiceStartResponse = z.infer<typeof VoiceStartResponseSchema>;

/** POST /api/voice-therapy/heartbeat, every VOICE_HEARTBEAT_INTERVAL_MS while a session is active. 403 {message} at the limit. */
export const VoiceHeartbeatRequestSchema = z.object({ voiceSessionId: plainString().min(1).max(100) });
export type VoiceHeartbeatRequest = z.infer<typeof VoiceHeartbeatRequestSchema>;
export const VoiceHeartbeatResponseSchema = z.object({ status: VoiceStatusSchema });
export type VoiceHeartbeatResponse = z.infer<typeof VoiceHeartbeatResponseSchema>;

/**
 * POST /api/voice-therapy/end. The server's own clock decides the charged time; sessionDuration
 * (seconds, as the client timed it) can only lower it. Without voiceSessionId the owner's live session ends.
 */
export const VoiceEndRequestSchema = z.object({
  sessionDuration: z
    .number()
    .min(0)
    .max(7 * 24 * 3600),
  voiceSessionId: plainString().min(1).max(100).optional(),
});
export type VoiceEndRequest = z.infer<typeof VoiceEndRequestSchema>;
export const VoiceEndResponseSchema = z.object({
  /** Minutes charged for this session (whole minutes, rounded up from the metered seconds). */
  minutesUsed: z.number().int().min(0),
  status: VoiceStatusSchema,
  /** The summary document written for a signed-in user when anything was said; otherwise null. */
  documentId: z.string().nullable(),
});
export type VoiceEndResponse = z.infer<typeof VoiceEndResponseSchema>;

/** GET /api/validate-session-access. */
export const SessionAccessSchema = z.object({ hasAccess: z.boolean() });
export type SessionAccess = z.infer<typeof SessionAccessSchema>;

/** GET /api/test-session (spec §3 "Test session info"). */
export const TestSessionInfoSchema = z.object({
  sessionId: z.string(),
  hasExistingData: z.boolean(),
  /** Voice minutes used today. */
  minutesUsed: z.number().int().min(0),
  /** Days of the trial begun so far (0 before the trial starts, at most 5). */
  trialDaysUsed: z.number().int().min(0),
  /** ISO time the owner's latest voice session started, or null. */
  lastSessionTime: z.string().nullable(),
  userAgent: z.string(),
});
export type TestSessionInfo = z.infer<typeof TestSessionInfoSchema>;

/** Spec §3 "Voice transcript entry" as stored by the server (audio is not kept). */
export const VoiceTranscriptEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'therapist']),
  text: z.string(),
  timestamp: z.string(),
});
export type VoiceTranscriptEntry = z.infer<typeof VoiceTranscriptEntrySchema>;

/** GET /api/voice-therapy/sessions/:id (owner only; 404 otherwise). */
export const VoiceSessionDetailSchema = z.object({
  id: z.string(),
  transcript: z.array(VoiceTranscriptEntrySchema),
  durationMinutes: z.number(),
  status: z.enum(['active', 'ended']),
});
export type VoiceSessionDetail = z.infer<typeof VoiceSessionDetailSchema>;

// ---- Push-to-talk socket: /api/voice-therapy/realtime?session=<voiceSessionId> ----
// Client → server: a BINARY message is one complete recorded utterance (webm/opus, ≤ MAX_UTTERANCE_BYTES),
// or one of these TEXT JSON messages.

export const PttClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: plainText()
      .max(MAX_VOICE_TEXT_LENGTH, `Messages can be at most ${MAX_VOICE_TEXT_LENGTH} characters.`)
      .refine((t) => t.trim().length > 0, 'Say or type something before sending.'),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type PttClientMessage = z.infer<typeof PttClientMessageSchema>;

export const pttErrorCodes = ['stt_unavailable', 'bad_audio', 'limit_reached', 'rate_limited', 'server'] as const;
export const PttErrorCodeSchema = z.enum(pttErrorCodes);
export type PttErrorCode = z.infer<typeof PttErrorCodeSchema>;

export const STT_UNAVAILABLE_MESSAGE =
  'Voice recognition is not available on this server. You can type your message instead.';

export const PttServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transcription'), text: z.string() }),
  z.object({ type: z.literal('ai_response'), text: z.string(), safety: SafetyPayloadSchema }),
  /** Server speech for the last ai_response; absent when speech.tts is 'browser' (speak ai_response instead). */
  z.object({
    type: z.literal('audio_response'),
    audio: z.string(),
    mimeType: z.string(),
    autoPlay: z.literal(true),
  }),
  z.object({ type: z.literal('error'), error: z.string(), code: PttErrorCodeSchema.optional() }),
  /** Answer to { type: 'ping' }. */
  z.object({ type: z.literal('pong') }),
]);
export type PttServerMessage = z.infer<typeof PttServerMessageSchema>;

import { z } from 'zod';
import { plainString } from './text.ts';

/** Video sessions (spec §2-§9, DECISIONS.md §3 and §5a): Tavus when configured, else the local avatar. */

/** The local avatar runs at most this long per session (spec §9 'Demo video session limit'). */
export const LOCAL_DEMO_SECONDS = 15 * 60;
/** The launcher ends the conversation once its page has been hidden this long (spec §9). */
export const HIDDEN_TERMINATE_MS = 30_000;
/** How often the launcher checks whether the video window was closed (spec §9). */
export const POPUP_CHECK_MS = 1_000;
/** The launcher and the local avatar page say 'still here' this often; 2 minutes of silence ends the metering. */
export const VIDEO_HEARTBEAT_MS = 30_000;

/** Said when a turn, a meter tick or the socket reaches a video conversation that has ended. */
export const VIDEO_SESSION_ENDED = 'This video session has ended. Start a new one from the home page.';

export const VIDEO_CREDITS_MESSAGE =
  'The video therapy service is temporarily unavailable due to usage limits. Please contact support or try again later.';

/** Where the launcher opens the local avatar, served by this app like a Tavus room. */
export const localAvatarPath = (conversationId: string) => `/video-avatar/${encodeURIComponent(conversationId)}`;

const Id = plainString()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, _ or - only.');

/** POST /api/tavus/conversation. personaId may name the configured persona only; the server chooses otherwise. */
export const VideoStartRequestSchema = z.object({
  conversationName: plainString().trim().min(1).max(120).optional(),
  personaId: plainString().max(100).optional(),
});
export type VideoStartRequest = z.infer<typeof VideoStartRequestSchema>;

export const videoProviders = ['tavus', 'local'] as const;
export type VideoProvider = (typeof videoProviders)[number];

export const VideoStartResponseSchema = z.object({
  conversation_id: z.string(),
  conversation_url: z.string(),
  sessionId: z.string(),
  /** True for the local avatar (no video provider configured): labelled as such everywhere. */
  demoMode: z.boolean(),
  /** Seconds this conversation may run: the plan's minutes left this month, at most 15 minutes for the local demo. */
  timeLimit: z.number().int().min(0),
  provider: z.enum(videoProviders),
});
export type VideoStartResponse = z.infer<typeof VideoStartResponseSchema>;

export const VideoConversationParamsSchema = z.object({ conversationId: Id });

export const videoStates = ['active', 'ended'] as const;
export const VideoConversationSchema = z.object({
  conversationId: z.string(),
  sessionId: z.string(),
  provider: z.enum(videoProviders),
  status: z.enum(videoStates),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  timeLimit: z.number().int(),
  /** Seconds the server has metered so far (never what a client reported). */
  seconds: z.number().int().min(0),
  secondsRemaining: z.number().int().min(0),
  endReason: z.string().nullable(),
});
export type VideoConversation = z.infer<typeof VideoConversationSchema>;

/** DELETE /api/tavus/terminate/{id} and the end of a heartbeat that hit the limit. */
export const VideoEndResponseSchema = z.object({ conversation: VideoConversationSchema });
export type VideoEndResponse = z.infer<typeof VideoEndResponseSchema>;

/** POST /api/tavus/cleanup: ends the caller's conversations that are still open. */
export const VideoCleanupResponseSchema = z.object({ ended: z.array(z.string()) });
export type VideoCleanupResponse = z.infer<typeof VideoCleanupResponseSchema>;

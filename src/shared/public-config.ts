import { z } from 'zod';

/** GET /api/config: the short, explicit list of server settings the browser may know. */
export const PublicConfigSchema = z.object({
  therapistName: z.string(),
  therapistLabel: z.literal('AI Therapy Assistant'),
  devTools: z.boolean(),
  features: z.object({
    /** A video provider is configured: pages sell video; otherwise 'Coming Soon' and the local demo. */
    video: z.boolean(),
    /** A payment provider is configured; otherwise the local test-mode checkout, labelled as such. */
    payments: z.enum(['paypal', 'test-mode']),
    sso: z.boolean(),
  }),
  /** PayPal's public client id and plan ids for its button; null in local test mode. Never the secret. */
  paypal: z.object({ clientId: z.string(), voicePlanId: z.string(), videoPlanId: z.string() }).nullable(),
  speech: z.object({
    /**
     * Who turns speech into text: a server provider ('server'), the server's own offline recogniser
     * ('embedded': push-to-talk sends WAV, which it reads), or nobody on the server ('browser': only
     * the browser's own recognition, when the person turns it on).
     */
    stt: z.enum(['server', 'embedded', 'browser']),
    /** Who speaks replies: server audio, or the browser's speechSynthesis. */
    tts: z.enum(['server', 'browser']),
    realtime: z.enum(['relay', 'local']),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

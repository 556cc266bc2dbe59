import { z } from 'zod';
import { SafetyPayloadSchema } from './safety.ts';

/** POST /api/chat: `response` stays exactly as the spec has it; `safety` is what we add. */
export const ChatResponseSchema = z.object({
  response: z.string(),
  messageId: z.string(),
  safety: SafetyPayloadSchema,
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

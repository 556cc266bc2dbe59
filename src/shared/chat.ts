import { z } from 'zod';

/** Mirrors the safety layer's output carried on every chat reply (DECISIONS.md §5). */
export const ChatTierSchema = z.enum(['none', 'elevated', 'high', 'immediate']);
export const ChatResourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  tel: z.string(),
  description: z.string(),
  hours: z.string(),
  website: z.string().optional(),
});
export const SafetyPayloadSchema = z.object({ tier: ChatTierSchema, resources: z.array(ChatResourceSchema) });
export type SafetyPayload = z.infer<typeof SafetyPayloadSchema>;

/** `response` stays exactly as the spec has it; `safety` is what we add. */
export const ChatResponseSchema = z.object({ response: z.string(), messageId: z.string(), safety: SafetyPayloadSchema });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

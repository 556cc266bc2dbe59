import { z } from 'zod';
import { plainString, plainText } from '../../../shared/text.ts';

/**
 * Tavus conversation callbacks (docs.tavus.io, "Webhooks and Callbacks"): every event carries
 * conversation_id, event_type, message_type and timestamp; details live under `properties`.
 */
export const TavusCallbackSchema = z.object({
  conversation_id: plainString().min(1).max(100),
  event_type: plainString().min(1).max(100),
  message_type: plainString().max(40).optional(),
  timestamp: plainString().max(60).optional(),
  webhook_url: plainString().max(2000).optional(),
  properties: z
    .object({
      replica_id: plainString().max(100).optional(),
      shutdown_reason: plainString().max(300).optional(),
      transcript: z
        .array(z.object({ role: plainString().max(20), content: plainText().max(20_000) }))
        .max(2000)
        .optional(),
    })
    .loose()
    .optional(),
});
export type TavusCallback = z.infer<typeof TavusCallbackSchema>;

/** The OpenAI chat completions request a Tavus persona's custom LLM layer sends (docs: streamed over SSE). */
export const ChatCompletionRequestSchema = z
  .object({
    model: plainString().max(200).optional(),
    stream: z.boolean().optional(),
    messages: z
      .array(
        z
          .object({
            role: plainString().max(20),
            content: z
              .union([
                plainText().max(50_000),
                z.array(z.object({ type: plainString(), text: plainText().max(50_000).optional() }).loose()),
              ])
              .nullable()
              .optional(),
          })
          .loose(),
      )
      .min(1)
      .max(500),
  })
  .loose();
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequestSchema>;

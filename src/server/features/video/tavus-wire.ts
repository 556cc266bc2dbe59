import { z } from 'zod';
import { plainString, plainText } from '../../../shared/text.ts';

/** The most we store of one line the person or the therapist said. */
const MAX_SPOKEN_LINE = 20_000;

/**
 * One line of Tavus's transcript. Its first line is documented as role 'system' carrying the whole
 * system prompt (Tavus's own preamble, the persona's prompt, our conversational_context): Tavus
 * suggests prompts up to 5,000 tokens (about 20,000 characters) and allows more, so that line may be
 * long. It is never stored, so only the spoken lines (user, assistant) are held to what we store;
 * a long system line must not cost the whole transcript.
 */
const TranscriptLineSchema = z
  .object({ role: plainString().max(40), content: plainText().max(500_000) })
  .superRefine((line, ctx) => {
    if ((line.role === 'user' || line.role === 'assistant') && line.content.length > MAX_SPOKEN_LINE)
      ctx.addIssue({ code: 'custom', message: `A spoken line is at most ${MAX_SPOKEN_LINE} characters.` });
  });

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
      transcript: z.array(TranscriptLineSchema).max(2000).optional(),
    })
    .loose()
    .optional(),
});
export type TavusCallback = z.infer<typeof TavusCallbackSchema>;

/**
 * The OpenAI chat completions request a Tavus persona's custom LLM layer sends (docs: streamed over
 * SSE). It carries the whole conversation so far, so a long call's history is long: the request body
 * limit (1 MiB) bounds it, and only the last user message is read.
 */
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
      .max(5000),
  })
  .loose();
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequestSchema>;

import { z } from 'zod';
import { plainString, plainText } from './text.ts';

export const ModalitySchema = z.enum(['text', 'voice', 'call', 'video']);

/** Spec §3 Session, plus what the chat screen needs. */
export const SessionSchema = z.object({
  id: z.string(),
  modality: ModalitySchema,
  status: z.enum(['active', 'ended']),
  durationMinutes: z.number(),
  summary: z.string().nullable(),
  topics: z.array(z.string()),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** Not summarised or remembered, and deleted when it ends. */
  incognito: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const SessionDetailSchema = SessionSchema.extend({ messages: z.array(ChatMessageSchema) });
export type SessionDetail = z.infer<typeof SessionDetailSchema>;

export const CreateSessionSchema = z
  .object({
    modality: z.literal('text').default('text'),
    /** An incognito session is not summarised into memory or documents and is deleted when it ends. */
    incognito: z.boolean({ error: 'incognito must be true or false.' }).default(false),
  })
  .strict();
export type CreateSession = z.input<typeof CreateSessionSchema>;

export const MAX_MESSAGE_LENGTH = 4000;
export const ChatRequestSchema = z.object({
  sessionId: plainString().min(1, 'sessionId is required.').max(100),
  message: plainText()
    .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters.`)
    .refine((m) => m.trim().length > 0, 'Type a message before sending.'),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** Spec §3 Document. `content` is the summary, a blank line, 'Next Steps:', then the steps. */
export const DocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  sessionId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  topics: z.array(z.string()),
  durationMinutes: z.number(),
  createdAt: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

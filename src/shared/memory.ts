import { z } from 'zod';

export const memoryKinds = ['topic', 'plan', 'person'] as const;
export const MemoryKindSchema = z.enum(memoryKinds);
export type MemoryKind = z.infer<typeof MemoryKindSchema>;

/** One thing the therapist remembers, with the session it came from. */
export const MemoryItemSchema = z.object({
  id: z.string(),
  kind: MemoryKindSchema,
  text: z.string(),
  sessionId: z.string(),
  /** When the source session started (ISO). */
  sessionDate: z.string(),
});
export type MemoryItem = z.infer<typeof MemoryItemSchema>;

export const MemoryListSchema = z.object({ items: z.array(MemoryItemSchema) });
export type MemoryList = z.infer<typeof MemoryListSchema>;

export const MemoryDeletedSchema = z.object({ deleted: z.number().int().min(0) });

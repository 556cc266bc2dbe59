import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { usageSessions, videoConversations } from '../../db/schema/index.ts';

export type ConversationRow = typeof videoConversations.$inferSelect;
export type NewConversation = typeof videoConversations.$inferInsert;

export async function insertConversation(db: DbOrTx, row: NewConversation): Promise<ConversationRow> {
  const [inserted] = await db.insert(videoConversations).values(row).returning();
  return inserted!;
}

/** The owner's conversation or null: another owner's id looks the same as a missing one. */
export async function findOwnConversation(db: DbOrTx, ownerId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(videoConversations)
    .where(and(eq(videoConversations.id, id), eq(videoConversations.ownerId, ownerId)));
  return row ?? null;
}

export async function findConversationBySession(
  db: DbOrTx,
  ownerId: string,
  sessionId: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(videoConversations)
    .where(and(eq(videoConversations.sessionId, sessionId), eq(videoConversations.ownerId, ownerId)));
  return row ?? null;
}

/** Only for callbacks and the custom LLM: the provider's id, authenticated by a token, not by an owner. */
export async function findByProviderId(db: DbOrTx, providerId: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(videoConversations)
    .where(and(eq(videoConversations.provider, 'tavus'), eq(videoConversations.providerConversationId, providerId)));
  return row ?? null;
}

export async function listActiveConversations(db: DbOrTx, ownerId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(videoConversations)
    .where(and(eq(videoConversations.ownerId, ownerId), eq(videoConversations.status, 'active')))
    .orderBy(desc(videoConversations.startedAt));
}

/** Every owner's running conversations, oldest first: the server's own sweep (sweep.ts). */
export async function listAllActiveConversations(db: DbOrTx, limit: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(videoConversations)
    .where(eq(videoConversations.status, 'active'))
    .orderBy(asc(videoConversations.startedAt))
    .limit(limit);
}

/** Claims the end: true for exactly one caller, however many end the same conversation at once. */
export async function claimEnd(db: DbOrTx, id: string, endedAt: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(videoConversations)
    .set({ status: 'ended', endedAt, endReason: reason.slice(0, 80) })
    .where(and(eq(videoConversations.id, id), eq(videoConversations.status, 'active')))
    .returning({ id: videoConversations.id });
  return rows.length === 1;
}

export async function readUsage(db: DbOrTx, usageId: string) {
  const [row] = await db.select().from(usageSessions).where(eq(usageSessions.id, usageId));
  return row ?? null;
}

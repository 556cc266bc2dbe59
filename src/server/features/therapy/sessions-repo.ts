import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { messages, therapySessions } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { ChatMessage, Session } from '../../../shared/sessions.ts';

export type SessionRow = typeof therapySessions.$inferSelect;
type Modality = Session['modality'];

// AADs name the record, never the owner, so an anonymous visitor's history can move to their new account.
export const aad = {
  summary: (id: string) => `therapy_sessions:${id}:summary`,
  topics: (id: string) => `therapy_sessions:${id}:topics`,
  state: (id: string) => `therapy_sessions:${id}:state`,
  message: (id: string) => `messages:${id}`,
};

export async function createSession(
  db: DbOrTx,
  ownerId: string,
  modality: Modality,
  options: { incognito?: boolean } = {},
): Promise<SessionRow> {
  const [row] = await db
    .insert(therapySessions)
    .values({ id: newId('ses'), ownerId, modality, incognito: options.incognito ?? false })
    .returning();
  return row!;
}

/**
 * Deletes an incognito session with its messages (they cascade). Crisis events name no session and
 * keep no words, so they stay; the audit log is append-only and names only the id.
 */
export async function deleteIncognitoSession(db: DbOrTx, ownerId: string, id: string): Promise<void> {
  await db
    .delete(therapySessions)
    .where(and(eq(therapySessions.id, id), eq(therapySessions.ownerId, ownerId), eq(therapySessions.incognito, true)));
}

/** Incognito sessions left open (a closed tab) are deleted once they are a day old. */
export async function deleteAbandonedIncognito(db: DbOrTx, ownerId: string, now: Date): Promise<void> {
  await db
    .delete(therapySessions)
    .where(
      and(
        eq(therapySessions.ownerId, ownerId),
        eq(therapySessions.incognito, true),
        lt(therapySessions.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
}

/** The owner's session or null: another owner's id is indistinguishable from a missing one. */
export async function findOwnedSession(db: DbOrTx, ownerId: string, id: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(therapySessions)
    .where(and(eq(therapySessions.id, id), eq(therapySessions.ownerId, ownerId)));
  return row ?? null;
}

export function toSession(row: SessionRow, cipher: ContentCipher): Session {
  return {
    id: row.id,
    modality: row.modality as Modality,
    status: row.status === 'ended' ? 'ended' : 'active',
    durationMinutes: row.durationMinutes,
    summary: row.summaryEnc ? cipher.decrypt(row.summaryEnc, aad.summary(row.id)) : null,
    topics: row.topicsEnc ? cipher.decryptJson<string[]>(row.topicsEnc, aad.topics(row.id)) : [],
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    incognito: row.incognito,
  };
}

export async function listSessions(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  actorId: string,
): Promise<Session[]> {
  const rows = await db
    .select()
    .from(therapySessions)
    .where(eq(therapySessions.ownerId, ownerId))
    .orderBy(desc(therapySessions.createdAt));
  await recordAccess(
    db,
    ...rows.map((r) => ({ actorId, action: 'read' as const, resourceType: 'session', resourceId: r.id, ownerId })),
  );
  return rows.map((r) => toSession(r, cipher));
}

export async function appendMessages(
  db: DbOrTx,
  cipher: ContentCipher,
  session: SessionRow,
  entries: { role: ChatMessage['role']; content: string }[],
): Promise<ChatMessage[]> {
  if (!entries.length) return [];
  const now = Date.now();
  const rows = entries.map((e, i) => {
    const id = newId('msg');
    // Distinct timestamps keep the reply after the message it answers.
    return {
      id,
      sessionId: session.id,
      ownerId: session.ownerId,
      role: e.role,
      contentEnc: cipher.encrypt(e.content, aad.message(id)),
      createdAt: new Date(now + i),
    };
  });
  await db.insert(messages).values(rows);
  return rows.map((r, i) => ({
    id: r.id,
    role: entries[i]!.role,
    content: entries[i]!.content,
    timestamp: r.createdAt.toISOString(),
  }));
}

/** The session's messages, oldest first; with `lastN`, only the most recent ones. */
export async function readMessages(
  db: DbOrTx,
  cipher: ContentCipher,
  session: Pick<SessionRow, 'id' | 'ownerId'>,
  actorId: string,
  lastN?: number,
): Promise<ChatMessage[]> {
  const query = db.select().from(messages).where(eq(messages.sessionId, session.id));
  const rows = lastN
    ? (await query.orderBy(desc(messages.createdAt)).limit(lastN)).reverse()
    : await query.orderBy(asc(messages.createdAt));
  await recordAccess(db, {
    actorId,
    action: 'read',
    resourceType: 'session_messages',
    resourceId: session.id,
    ownerId: session.ownerId,
  });
  return rows.map((r) => ({
    id: r.id,
    role: r.role === 'user' ? 'user' : 'assistant',
    content: cipher.decrypt(r.contentEnc, aad.message(r.id)),
    timestamp: r.createdAt.toISOString(),
  }));
}

export function readState<T>(cipher: ContentCipher, session: Pick<SessionRow, 'id' | 'stateEnc'>): T | null {
  return session.stateEnc ? cipher.decryptJson<T>(session.stateEnc, aad.state(session.id)) : null;
}

export async function saveState(db: DbOrTx, cipher: ContentCipher, sessionId: string, state: unknown): Promise<void> {
  await db
    .update(therapySessions)
    .set({ stateEnc: cipher.encryptJson(state, aad.state(sessionId)) })
    .where(eq(therapySessions.id, sessionId));
}

export async function markEnded(
  db: DbOrTx,
  cipher: ContentCipher,
  sessionId: string,
  result: { summary: string; topics: string[]; durationMinutes: number; endedAt: Date },
): Promise<boolean> {
  // Only an active session ends, so two concurrent end requests write one summary.
  const ended = await db
    .update(therapySessions)
    .set({
      status: 'ended',
      summaryEnc: cipher.encrypt(result.summary, aad.summary(sessionId)),
      topicsEnc: cipher.encryptJson(result.topics, aad.topics(sessionId)),
      durationMinutes: result.durationMinutes,
      endedAt: result.endedAt,
    })
    .where(and(eq(therapySessions.id, sessionId), eq(therapySessions.status, 'active')))
    .returning({ id: therapySessions.id });
  return ended.length > 0;
}

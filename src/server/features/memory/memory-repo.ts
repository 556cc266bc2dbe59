import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { documents, memoryItems, therapySessions } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { SessionMemory } from '../../ai/summary/memory.ts';
import type { MemoryItem, MemoryKind } from '../../../shared/memory.ts';
import type { Memory } from '../../../shared/therapy.ts';

const aad = (id: string) => `memory_items:${id}:text`;

/** Stores what a finished session leaves in memory, one row per topic, plan and person. */
export async function insertSessionMemory(
  db: DbOrTx,
  cipher: ContentCipher,
  ref: { ownerId: string; sessionId: string },
  memory: SessionMemory,
): Promise<number> {
  const entries: Array<[MemoryKind, string]> = [
    ...memory.topics.map((t): [MemoryKind, string] => ['topic', t]),
    ...memory.plans.map((p): [MemoryKind, string] => ['plan', p]),
    ...memory.people.map((p): [MemoryKind, string] => ['person', p]),
  ];
  if (!entries.length) return 0;
  const now = Date.now();
  await db.insert(memoryItems).values(
    entries.map(([kind, text], i) => {
      const id = newId('mem');
      // Distinct timestamps keep the order they were given in.
      return { id, ...ref, kind, textEnc: cipher.encrypt(text, aad(id)), createdAt: new Date(now + i) };
    }),
  );
  return entries.length;
}

type Row = typeof memoryItems.$inferSelect & { sessionDate: Date };

async function readRows(db: DbOrTx, ownerId: string, sessionIds?: string[]): Promise<Row[]> {
  const where = sessionIds
    ? and(eq(memoryItems.ownerId, ownerId), inArray(memoryItems.sessionId, sessionIds))
    : eq(memoryItems.ownerId, ownerId);
  const rows = await db
    .select({ item: memoryItems, sessionDate: therapySessions.createdAt })
    .from(memoryItems)
    .innerJoin(therapySessions, eq(therapySessions.id, memoryItems.sessionId))
    .where(where)
    .orderBy(desc(therapySessions.createdAt), memoryItems.createdAt);
  return rows.map((r) => ({ ...r.item, sessionDate: r.sessionDate }));
}

function decrypt(cipher: ContentCipher, rows: Row[]): MemoryItem[] {
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MemoryKind,
    text: cipher.decrypt(r.textEnc, aad(r.id)),
    sessionId: r.sessionId,
    sessionDate: r.sessionDate.toISOString(),
  }));
}

const audit = (db: DbOrTx, actorId: string, ownerId: string, rows: Row[]) =>
  recordAccess(
    db,
    ...rows.map((r) => ({ actorId, action: 'read' as const, resourceType: 'memory_item', resourceId: r.id, ownerId })),
  );

/** Everything remembered about `ownerId`, newest session first; every read is audit-logged. */
export async function listMemory(db: DbOrTx, cipher: ContentCipher, ownerId: string, actorId: string) {
  const rows = await readRows(db, ownerId);
  await audit(db, actorId, ownerId, rows);
  return decrypt(cipher, rows);
}

const SESSIONS_RECALLED = 3;

/**
 * The memory a new session starts with: the last few summarised sessions (so a returning person is
 * greeted as one even after deleting what was remembered), each with only the items still kept.
 */
export async function memoryForNewSession(db: DbOrTx, cipher: ContentCipher, ownerId: string): Promise<Memory> {
  const recent = await db
    .select({ sessionId: documents.sessionId, createdAt: documents.createdAt })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.type, 'summary')))
    .orderBy(desc(documents.createdAt))
    .limit(SESSIONS_RECALLED);
  const ids = recent.map((d) => d.sessionId).filter((id): id is string => Boolean(id));
  const rows = ids.length ? await readRows(db, ownerId, ids) : [];
  await audit(db, ownerId, ownerId, rows);
  const items = decrypt(cipher, rows);
  const of = (sessionId: string | null, kind: MemoryKind) =>
    items.filter((i) => i.sessionId === sessionId && i.kind === kind).map((i) => i.text);
  return {
    previousSessions: recent.map((d) => ({
      date: d.createdAt.toISOString(),
      topics: of(d.sessionId, 'topic').slice(0, 5),
      // The model engine reads these as 'next steps they chose': only their own plans qualify.
      nextSteps: of(d.sessionId, 'plan').slice(0, 6),
      plans: of(d.sessionId, 'plan').slice(0, 6),
      people: of(d.sessionId, 'person').slice(0, 6),
    })),
  };
}

/** Deletes one item of the owner's; another owner's id deletes nothing. */
export async function deleteMemoryItem(db: DbOrTx, ownerId: string, id: string, actorId: string): Promise<boolean> {
  const gone = await db
    .delete(memoryItems)
    .where(and(eq(memoryItems.id, id), eq(memoryItems.ownerId, ownerId)))
    .returning({ id: memoryItems.id });
  await recordAccess(
    db,
    ...gone.map((g) => ({
      actorId,
      action: 'delete' as const,
      resourceType: 'memory_item',
      resourceId: g.id,
      ownerId,
    })),
  );
  return gone.length > 0;
}

export async function deleteAllMemory(db: DbOrTx, ownerId: string, actorId: string): Promise<number> {
  const gone = await db.delete(memoryItems).where(eq(memoryItems.ownerId, ownerId)).returning({ id: memoryItems.id });
  await recordAccess(
    db,
    ...gone.map((g) => ({
      actorId,
      action: 'delete' as const,
      resourceType: 'memory_item',
      resourceId: g.id,
      ownerId,
    })),
  );
  return gone.length;
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { sessionMoods } from '../../db/schema/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import type { SessionMood, SetMood } from '../../../shared/mood.ts';

// One row per session, so the session id names the record (it never changes owner's hands on its own).
const aad = (sessionId: string, moment: SetMood['moment']) => `session_moods:${sessionId}:${moment}`;

type Row = typeof sessionMoods.$inferSelect;

function open(cipher: ContentCipher, row: Row): SessionMood {
  const read = (moment: SetMood['moment'], env: string | null) =>
    env === null ? null : Number(cipher.decrypt(env, aad(row.sessionId, moment)));
  return { before: read('before', row.beforeEnc), after: read('after', row.afterEnc) };
}

/** Records one end of a session's mood (a second rating of the same end replaces the first). */
export async function setSessionMood(
  db: DbOrTx,
  cipher: ContentCipher,
  session: { id: string; ownerId: string },
  { moment, mood }: SetMood,
): Promise<SessionMood> {
  const column = moment === 'before' ? 'beforeEnc' : 'afterEnc';
  const sealed = cipher.encrypt(String(mood), aad(session.id, moment));
  const [row] = await db
    .insert(sessionMoods)
    .values({ sessionId: session.id, ownerId: session.ownerId, [column]: sealed })
    .onConflictDoUpdate({ target: sessionMoods.sessionId, set: { [column]: sealed, updatedAt: new Date() } })
    .returning();
  await recordAccess(db, {
    actorId: session.ownerId,
    action: 'update',
    resourceType: 'session_mood',
    resourceId: session.id,
    ownerId: session.ownerId,
  });
  return open(cipher, row!);
}

/** Every rated session of the owner's, by session id; each read is audit-logged. */
export async function listSessionMoods(
  db: DbOrTx,
  cipher: ContentCipher,
  ownerId: string,
  actorId: string,
): Promise<Map<string, SessionMood>> {
  const rows = await db.select().from(sessionMoods).where(eq(sessionMoods.ownerId, ownerId));
  await recordAccess(
    db,
    ...rows.map((r) => ({
      actorId,
      action: 'read' as const,
      resourceType: 'session_mood',
      resourceId: r.sessionId,
      ownerId,
    })),
  );
  return new Map(rows.map((r) => [r.sessionId, open(cipher, r)]));
}

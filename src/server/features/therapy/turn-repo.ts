import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import type { ContentCipher } from '../../platform/data-keys.ts';
import { newId } from '../../platform/ids.ts';
import type { ChatMessage } from '../../../shared/sessions.ts';
import { crisisEventInsert, type CrisisEventInput } from '../crisis/index.ts';
import { therapyAllowedSql } from '../entitlements/index.ts';
import { aad, type SessionRow } from './sessions-repo.ts';

/** What a turn needs of its session; the full row is never read on the hot path. */
export type TurnSession = Pick<SessionRow, 'id' | 'ownerId' | 'status' | 'stateEnc' | 'incognito'>;

export type OpenedTurn =
  | { outcome: 'missing' }
  | { outcome: 'ended' }
  /** `message` is null when the owner may no longer use therapy: nothing was stored. */
  | { outcome: 'opened'; session: TurnSession; message: ChatMessage | null };

// Both drivers (PGlite and node-postgres) answer a raw statement with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The first half of a turn in one statement: finds the owner's session, checks the owner may
 * still use therapy (trial or plan), stores the person's message only if the session is active and
 * they may, and writes the audit row for reading the session's state, which holds the recent
 * conversation. Another owner's session reads as missing.
 */
export async function openTurn(
  db: DbOrTx,
  cipher: ContentCipher,
  ref: { id: string; ownerId: string },
  content: string,
  actorId: string,
  now: Date,
): Promise<OpenedTurn> {
  const id = newId('msg');
  const result = await db.execute(sql`
    WITH s AS (
      SELECT id, owner_id, status, state_enc, incognito FROM therapy_sessions WHERE id = ${ref.id} AND owner_id = ${ref.ownerId}
    ), e AS (
      SELECT ${therapyAllowedSql(ref.ownerId, now)} AS allowed
    ), m AS (
      INSERT INTO messages (id, session_id, owner_id, role, content_enc, created_at)
      SELECT ${id}, s.id, s.owner_id, 'user', ${cipher.encrypt(content, aad.message(id))}, ${now.toISOString()}::timestamptz
      FROM s, e WHERE s.status = 'active' AND e.allowed
    ), a AS (
      INSERT INTO audit_log (actor_id, action, resource_type, resource_id, owner_id)
      SELECT ${actorId}, 'read', 'session_state', s.id, s.owner_id FROM s WHERE s.status = 'active'
    )
    SELECT s.id, s.owner_id AS "ownerId", s.status, s.state_enc AS "stateEnc", s.incognito, e.allowed FROM s, e`);
  const [row] = rowsOf<TurnSession & { allowed: boolean }>(result);
  if (!row) return { outcome: 'missing' };
  if (row.status !== 'active') return { outcome: 'ended' };
  const { allowed, ...session } = row;
  const message: ChatMessage = { id, role: 'user', content, timestamp: now.toISOString() };
  return { outcome: 'opened', session, message: allowed ? message : null };
}

/**
 * The second half of a turn in one statement (so atomic without a transaction): stores the reply
 * just after `after` (the time of the message it answers), the person's message too when `user` is
 * given (a turn the first half did not store), the turn's crisis event when `risk` is given, and
 * saves the session state.
 */
export async function finishTurn(
  db: DbOrTx,
  cipher: ContentCipher,
  session: Pick<TurnSession, 'id' | 'ownerId'>,
  turn: { after: string; user?: ChatMessage; reply: string | null; risk?: CrisisEventInput | null },
  state: unknown,
): Promise<ChatMessage | null> {
  const rows = turn.user ? [turn.user] : [];
  let stored: ChatMessage | null = null;
  if (turn.reply !== null) {
    const createdAt = new Date(Math.max(Date.now(), Date.parse(turn.after) + 1));
    stored = { id: newId('msg'), role: 'assistant', content: turn.reply, timestamp: createdAt.toISOString() };
    rows.push(stored);
  }
  const values = rows.map(
    (m) =>
      sql`(${m.id}, ${session.id}, ${session.ownerId}, ${m.role}, ${cipher.encrypt(m.content, aad.message(m.id))}, ${m.timestamp}::timestamptz)`,
  );
  const saveState = sql`UPDATE therapy_sessions SET state_enc = ${cipher.encryptJson(state, aad.state(session.id))} WHERE id = ${session.id}`;
  const writes: SQL[] = [];
  if (values.length)
    writes.push(
      sql`m AS (INSERT INTO messages (id, session_id, owner_id, role, content_enc, created_at) VALUES ${sql.join(values, sql`, `)})`,
    );
  if (turn.risk) writes.push(sql`c AS (${crisisEventInsert(turn.risk)})`);
  await db.execute(writes.length ? sql`WITH ${sql.join(writes, sql`, `)} ${saveState}` : saveState);
  return stored;
}

/**
 * Where a missing session went: an anonymous visitor who signed in mid-session had it moved to
 * their account (platform/auth/merge.ts). The account's id, or null when it is simply not theirs.
 */
export async function findMovedOwner(db: DbOrTx, ref: { id: string; ownerId: string }): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT s.owner_id AS "ownerId" FROM anonymous_visitors v
    JOIN therapy_sessions s ON s.owner_id = v.merged_into_user_id AND s.id = ${ref.id}
    WHERE v.id = ${ref.ownerId}`);
  return rowsOf<{ ownerId: string }>(result)[0]?.ownerId ?? null;
}

import { checkReply } from '../../ai/safety/index.ts';
import { recordAccess } from '../../platform/audit.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import type { StoredSessionState } from './session-state.ts';
import { RECENT_TURNS } from './session-state.ts';
import { findOwnedSession, readState } from './sessions-repo.ts';
import type { TurnDeps } from './take-turn.ts';
import { findMovedOwner, finishTurn } from './turn-repo.ts';

export type ExternalReplyResult =
  | { outcome: 'missing' }
  | { outcome: 'ended' }
  | { outcome: 'moved'; ownerId: string }
  | { outcome: 'ok'; messageId: string };

/**
 * Stores what a relayed real-time provider said (it was already spoken) and keeps the session's
 * recent turns fresh, as a turn with our own engine does. The reply gets the output check; a
 * failure is logged, since the words have been heard.
 */
export async function recordExternalReply(
  deps: Pick<TurnDeps, 'database' | 'cipher' | 'log'>,
  request: { session: { id: string; ownerId: string }; text: string; actorId: string },
): Promise<ExternalReplyResult> {
  const db = deps.database.db;
  const { session: ref, text } = request;
  const row = await findOwnedSession(db, ref.ownerId, ref.id);
  if (!row) {
    const ownerId = await findMovedOwner(db, ref);
    return ownerId ? { outcome: 'moved', ownerId } : { outcome: 'missing' };
  }
  if (row.status !== 'active') return { outcome: 'ended' };
  const check = checkReply(text);
  if (!check.safe)
    deps.log.warn({ sessionId: row.id, reasons: check.reasons }, 'a relayed real-time reply failed the output check');
  await recordAccess(db, {
    actorId: request.actorId,
    action: 'read',
    resourceType: 'session_state',
    resourceId: row.id,
    ownerId: row.ownerId,
  });
  const cipher = await cipherFor(db, deps.cipher, row.ownerId);
  const state = readState<StoredSessionState>(cipher, row) ?? { memory: { previousSessions: [] } };
  const recent = [...(state.recent ?? []), { role: 'assistant' as const, content: text }].slice(-RECENT_TURNS);
  const saved = await finishTurn(db, cipher, row, { after: new Date().toISOString(), reply: text }, {
    ...state,
    recent,
  } satisfies StoredSessionState);
  return { outcome: 'ok', messageId: saved!.id };
}

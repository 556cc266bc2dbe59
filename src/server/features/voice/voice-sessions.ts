import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/index.ts';
import type { OwnerOptions } from '../entitlements/index.ts';
import {
  loadMemory,
  summariseAndEnd,
  type StoredSessionState,
  createSession,
  findMovedOwner,
  findOwnedSession,
  saveState,
  type SessionRow,
} from '../therapy/index.ts';
import { chargedMinutes, closeMeters, openMeter } from './metering.ts';
import { findSummaryDocumentId, listActiveVoiceSessionIds, lockOwner, VOICE_MODALITIES } from './meters-repo.ts';
import { cipherFor } from '../../platform/data-keys.ts';

/** The owner's voice or call session, or null (another owner's id looks the same as a missing one). */
export async function findVoiceSession(deps: AppDeps, ownerId: string | null, id: string): Promise<SessionRow | null> {
  if (!ownerId) return null;
  const row = await findOwnedSession(deps.database.db, ownerId, id);
  return row && (VOICE_MODALITIES as readonly string[]).includes(row.modality) ? row : null;
}

/**
 * The session row as it is now, for a socket that holds `session` open. When its anonymous owner
 * signed in mid-session the row moved to that account (platform/auth/merge.ts); the socket follows
 * it there, and `session.ownerId` is updated in place so everything the socket does from now on
 * (turns, metering, closing) acts as the account. Only that one move is followed: the socket was
 * opened with that visitor's own cookie, and the account is the one the same browser signed in to.
 * Null when the session is gone.
 */
export async function followSession(db: DbOrTx, session: SessionRow): Promise<SessionRow | null> {
  const row = await findOwnedSession(db, session.ownerId, session.id);
  if (row) return row;
  const ownerId = await findMovedOwner(db, session);
  if (!ownerId) return null;
  const moved = await findOwnedSession(db, ownerId, session.id);
  if (moved) session.ownerId = moved.ownerId;
  return moved;
}

/**
 * Opens a metered push-to-talk session (403 with the reason when the owner may not talk now).
 * Earlier voice sessions of the owner are closed out: metering ended, summary written.
 */
export async function startVoiceSession(
  deps: AppDeps,
  ownerId: string,
  options: OwnerOptions,
  log: FastifyBaseLogger,
): Promise<SessionRow> {
  const db = deps.database.db;
  const session = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const created = await createSession(tx, ownerId, 'voice');
    await openMeter(tx, ownerId, created.id, options);
    return created;
  });
  const memory = await loadMemory(deps, ownerId);
  await saveState(db, await cipherFor(db, deps.cipher, ownerId), session.id, { memory } satisfies StoredSessionState);
  for (const id of await listActiveVoiceSessionIds(db, ownerId, session.id)) {
    const previous = await findOwnedSession(db, ownerId, id);
    if (previous)
      await finishVoiceSession(deps, previous, ownerId, null, options).catch((err: unknown) =>
        log.error({ err }, 'could not close an earlier voice session'),
      );
  }
  return (await findOwnedSession(db, ownerId, session.id))!;
}

export interface FinishedVoiceSession {
  seconds: number;
  documentId: string | null;
}

/**
 * Ends a voice session once: closes its metering (the client's duration can only lower it) and,
 * when anything was said, writes its summary: as a document for an account, on the session row
 * only for an anonymous visitor (it moves to their account if they sign up).
 */
export async function finishVoiceSession(
  deps: AppDeps,
  session: SessionRow,
  actorId: string,
  clientSeconds: number | null,
  options: OwnerOptions,
): Promise<FinishedVoiceSession> {
  const db = deps.database.db;
  const seconds = await closeMeters(db, session.ownerId, session.id, clientSeconds, options);
  if (session.status === 'ended')
    return { seconds, documentId: await findSummaryDocumentId(db, session.ownerId, session.id) };
  const endedAt = options.now ?? new Date();
  const ended = await summariseAndEnd(deps, session, actorId, { durationMinutes: chargedMinutes(seconds), endedAt });
  // A concurrent end wrote the summary: answer with its document.
  const documentId = ended.claimed
    ? (ended.document?.id ?? null)
    : await findSummaryDocumentId(db, session.ownerId, session.id);
  return { seconds, documentId };
}

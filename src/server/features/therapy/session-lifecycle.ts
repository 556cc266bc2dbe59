import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { AuthUser } from '../../platform/auth/index.ts';
import { cipherFor } from '../../platform/data-keys.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Document } from '../../../shared/sessions.ts';
import type { Memory } from '../../../shared/therapy.ts';
import { canUseTherapy } from '../entitlements/index.ts';
import { sessionMemory } from '../../ai/summary/memory.ts';
import { insertSessionMemory, memoryForNewSession } from '../memory/index.ts';
import { insertDocument } from './documents-repo.ts';
import type { StoredSessionState } from './session-state.ts';
import {
  appendMessages,
  createSession,
  deleteAbandonedIncognito,
  deleteIncognitoSession,
  markEnded,
  readMessages,
  readState,
  saveState,
  type SessionRow,
} from './sessions-repo.ts';

/** What a new session recalls: the person's remembered topics, plans and people (see features/memory). */
export async function loadMemory(deps: AppDeps, ownerId: string): Promise<Memory> {
  const db = deps.database.db;
  return memoryForNewSession(db, await cipherFor(db, deps.cipher, ownerId), ownerId);
}

/**
 * Creates a text session (text chat needs an active trial or plan) and stores the therapist's
 * opening line. An incognito session neither recalls earlier sessions nor is remembered.
 */
export async function openTherapySession(
  deps: AppDeps,
  user: AuthUser,
  log: FastifyBaseLogger,
  options: { incognito?: boolean } = {},
): Promise<SessionRow> {
  const db = deps.database.db;
  const now = new Date();
  if (!(await canUseTherapy(db, user.id, { timeZone: user.timeZone, now }))) {
    throw forbidden(
      'Text sessions are part of the free voice trial and the paid plans. Start a trial or choose a plan to continue.',
    );
  }
  await deleteAbandonedIncognito(db, user.id, now);
  const incognito = options.incognito ?? false;
  const memory: Memory = incognito ? { previousSessions: [] } : await loadMemory(deps, user.id);
  const session = await createSession(db, user.id, 'text', { incognito });
  const turn = deps.therapist.reply({ history: [], memory, utterance: '', sessionId: session.id, seed: 0 });
  const outcome = await turn.outcome;
  if (outcome.fallbackReason)
    log.warn({ reason: outcome.fallbackReason }, 'therapist model fell back to the embedded engine');
  const cipher = await cipherFor(db, deps.cipher, user.id);
  await db.transaction(async (tx) => {
    await appendMessages(tx, cipher, session, [{ role: 'assistant', content: outcome.text }]);
    await saveState(tx, cipher, session.id, {
      engine: outcome.state,
      memory,
      recent: [{ role: 'assistant', content: outcome.text }],
    } satisfies StoredSessionState);
  });
  return session;
}

/**
 * Ends a session once: writes its summary document (when anything was said) and marks it ended.
 * An incognito session is deleted instead, unsummarised.
 */
export async function endTherapySession(deps: AppDeps, session: SessionRow, actorId: string): Promise<Document | null> {
  if (session.incognito) {
    await deleteIncognitoSession(deps.database.db, session.ownerId, session.id);
    return null;
  }
  if (session.status === 'ended') return null;
  const endedAt = new Date();
  const durationMinutes = Math.max(1, Math.round((endedAt.getTime() - session.createdAt.getTime()) / 60_000));
  return (await summariseAndEnd(deps, session, actorId, { durationMinutes, endedAt })).document;
}

/**
 * The ending every modality shares. Without anything the person said, the session just ends.
 * Otherwise it is summarised and, if this call is the one that ends it (`claimed`), an account gets
 * the summary document; an anonymous visitor keeps it on the session row, which moves on sign-up.
 */
export async function summariseAndEnd(
  deps: AppDeps,
  session: SessionRow,
  actorId: string,
  { durationMinutes, endedAt }: { durationMinutes: number; endedAt: Date },
): Promise<{ claimed: boolean; document: Document | null }> {
  const db = deps.database.db;
  // Never summarised (endTherapySession deletes it); a guard for any other way of ending one.
  if (session.incognito) {
    await deleteIncognitoSession(db, session.ownerId, session.id);
    return { claimed: true, document: null };
  }
  const cipher = await cipherFor(db, deps.cipher, session.ownerId);
  const history = await readMessages(db, cipher, session, actorId);
  if (!history.some((m) => m.role === 'user')) {
    const claimed = await markEnded(db, cipher, session.id, { summary: '', topics: [], durationMinutes, endedAt });
    return { claimed, document: null };
  }
  const state = readState<StoredSessionState>(cipher, session);
  const turns = history.map(({ role, content }) => ({ role, content }));
  const summary = await deps.summariser.summariseSession({
    history: turns,
    engineState: state?.engine,
    durationMinutes: Math.max(1, durationMinutes),
    therapistName: deps.config.THERAPIST_NAME,
    peakRisk: state?.risk?.peakTier,
  });
  return db.transaction(async (tx) => {
    const claimed = await markEnded(tx, cipher, session.id, {
      summary: summary.summary,
      topics: summary.topics,
      durationMinutes,
      endedAt,
    });
    if (!claimed || !session.ownerId.startsWith('usr_')) return { claimed, document: null };
    // What the next session recalls: kept apart so the person can see and delete it.
    await insertSessionMemory(
      tx,
      cipher,
      { ownerId: session.ownerId, sessionId: session.id },
      sessionMemory(state?.engine, turns),
    );
    const document = await insertDocument(tx, cipher, {
      ownerId: session.ownerId,
      sessionId: session.id,
      type: 'summary',
      title: summary.title,
      content: summary.content,
      topics: summary.topics,
      durationMinutes,
    });
    return { claimed, document };
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { assessUtterance, checkReply, safeReply } from '../../../ai/safety/index.ts';
import { isUrgentTier } from '../../../../shared/safety.ts';
import { recordCrisisEvent } from '../../crisis/index.ts';
import { type StoredSessionState, appendMessages, readState, saveState, type SessionRow } from '../../therapy/index.ts';
import type { UserTextVerdict } from '../realtime/upstream.ts';
import type { VoiceContext } from '../context.ts';
import { followSession } from '../voice-sessions.ts';
import { callCrisisSource } from '../voice-turn.ts';

/**
 * The safety layer for a relayed call: every transcript is assessed (and stored) before the
 * provider may answer it; urgent risk replaces the model's reply with the safe reply, spoken by our
 * own speech engine when there is one, and logs a crisis event without content.
 */
export async function screenRelayedText(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  log: FastifyBaseLogger,
): Promise<UserTextVerdict> {
  const { database, cipher, config } = ctx.deps;
  const db = database.db;
  const row = (await followSession(db, session)) ?? session;
  const stored = readState<StoredSessionState>(cipher, row) ?? { memory: { previousSessions: [] } };
  const assessment = assessUtterance(text, stored.risk);
  await db.transaction(async (tx) => {
    await appendMessages(tx, cipher, row, [{ role: 'user', content: text }]);
    await saveState(tx, cipher, row.id, { ...stored, risk: assessment.state } satisfies StoredSessionState);
  });
  if (assessment.tier !== 'none') {
    await recordCrisisEvent(db, {
      ownerId: row.ownerId,
      source: callCrisisSource(row),
      interactionType: 'risk_detected',
      tier: assessment.tier,
    });
  }
  if (!isUrgentTier(assessment.tier)) return { action: 'allow' };
  const reply = safeReply(assessment, { therapistName: config.THERAPIST_NAME, seed: assessment.state.turn });
  await appendMessages(db, cipher, row, [{ role: 'assistant', content: reply }]);
  let audio: Int16Array | undefined;
  if (ctx.synthesizer.kind !== 'browser') {
    audio = await ctx.synthesizer
      .synthesize(reply)
      .then((s) => s.audio)
      .catch((err: unknown) => {
        log.warn({ err: (err as Error).message }, 'could not speak the safe reply; the client speaks its text');
        return undefined;
      });
  }
  return { action: 'replace', text: reply, audio, safety: { tier: assessment.tier, resources: assessment.resources } };
}

/** Stores the model's reply and runs the output check on it (it was already spoken; a failure is logged). */
export async function storeRelayedReply(
  ctx: VoiceContext,
  session: SessionRow,
  text: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const { database, cipher } = ctx.deps;
  const row = (await followSession(database.db, session)) ?? session;
  await appendMessages(database.db, cipher, row, [{ role: 'assistant', content: text }]);
  const check = checkReply(text);
  if (!check.safe)
    log.warn({ sessionId: session.id, reasons: check.reasons }, 'a relayed real-time reply failed the output check');
}

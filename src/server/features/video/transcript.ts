import { assessUtterance, type SessionRiskState } from '../../ai/safety/index.ts';
import {
  appendMessages,
  findOwnedSession,
  readMessages,
  readState,
  saveState,
  summariseAndEnd,
  type StoredSessionState,
} from '../therapy/index.ts';
import { recordCrisisEvent } from '../crisis/index.ts';
import { readUsage, type ConversationRow } from './repository.ts';
import type { VideoContext } from './conversations.ts';
import { cipherFor } from '../../platform/data-keys.ts';

/** Who reads a transcript that arrives by callback, as the audit log records it. */
export const CALLBACK_ACTOR = 'svc_video_callback';

type Line = { role: string; content: string };

/**
 * Tavus's transcript after a call without our LLM in the loop: every line the person said is read by
 * the safety layer (a crisis event is logged with its tier, never the words), the lines are stored
 * encrypted as the session's messages, and the session is summarised into its document and memory.
 * With our LLM in the loop each turn was already read and stored live, so only the summary is left.
 */
export async function applyTranscript(v: VideoContext, row: ConversationRow, lines: Line[]): Promise<void> {
  const db = v.deps.database.db;
  const session = await findOwnedSession(db, row.ownerId, row.sessionId);
  if (!session || session.status === 'ended') return;
  const cipher = await cipherFor(db, v.deps.cipher, row.ownerId);
  const stored = await readMessages(db, cipher, session, CALLBACK_ACTOR);
  if (!stored.some((m) => m.role === 'user')) {
    const turns = lines
      .filter((l) => (l.role === 'user' || l.role === 'assistant') && l.content.trim())
      .map((l) => ({ role: l.role as 'user' | 'assistant', content: l.content.trim() }));
    let risk: SessionRiskState | undefined;
    const said = turns.filter((t) => t.role === 'user').map((t) => t.content);
    for (const [i, content] of said.entries()) {
      const assessment = await assessUtterance(content, risk, { recent: said.slice(Math.max(0, i - 3), i) });
      risk = assessment.state;
      if (assessment.tier !== 'none')
        await recordCrisisEvent(db, {
          ownerId: row.ownerId,
          source: 'video',
          interactionType: 'risk_detected',
          tier: assessment.tier,
        });
    }
    await appendMessages(db, cipher, session, turns);
    // The summary reads the session's peak risk: nothing risky is handed back as a next step.
    const state = readState<StoredSessionState>(cipher, session) ?? { memory: { previousSessions: [] } };
    if (risk) await saveState(db, cipher, session.id, { ...state, risk } satisfies StoredSessionState);
  }
  const current = (await findOwnedSession(db, row.ownerId, row.sessionId)) ?? session;
  const usage = await readUsage(db, row.usageId);
  await summariseAndEnd(v.deps, current, row.ownerId, {
    durationMinutes: Math.ceil((usage?.seconds ?? 0) / 60),
    endedAt: row.endedAt ?? v.ownerOptions().now,
  });
}

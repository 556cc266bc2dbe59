import { and, desc, eq, exists, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { documents, messages, therapySessions, usageSessions, voiceMeters } from '../../db/schema/index.ts';
import type { UsageRecord } from '../entitlements/index.ts';

/** Push-to-talk sessions are 'voice'; hands-free real-time calls are 'call'. */
export const VOICE_MODALITIES = ['voice', 'call'] as const;

export type MeterRow = UsageRecord & { usageId: string; sessionId: string };

const meterColumns = {
  usageId: usageSessions.id,
  sessionId: voiceMeters.sessionId,
  startedAt: usageSessions.startedAt,
  lastSeenAt: usageSessions.lastSeenAt,
  endedAt: usageSessions.endedAt,
  seconds: usageSessions.seconds,
};

export async function linkMeter(db: DbOrTx, ownerId: string, sessionId: string, usageId: string): Promise<void> {
  await db.insert(voiceMeters).values({ usageId, sessionId, ownerId });
}

/** Every ledger row of one voice session, newest first. */
export async function listSessionMeters(db: DbOrTx, ownerId: string, sessionId: string): Promise<MeterRow[]> {
  return db
    .select(meterColumns)
    .from(voiceMeters)
    .innerJoin(usageSessions, eq(usageSessions.id, voiceMeters.usageId))
    .where(and(eq(voiceMeters.sessionId, sessionId), eq(voiceMeters.ownerId, ownerId)))
    .orderBy(desc(usageSessions.startedAt), desc(voiceMeters.createdAt));
}

/** The owner's voice ledger rows not yet closed (live or gone stale), other than those of `exceptSessionId`. */
export async function listOpenMeters(db: DbOrTx, ownerId: string, exceptSessionId?: string): Promise<MeterRow[]> {
  return db
    .select(meterColumns)
    .from(voiceMeters)
    .innerJoin(usageSessions, eq(usageSessions.id, voiceMeters.usageId))
    .where(
      and(
        eq(voiceMeters.ownerId, ownerId),
        isNull(usageSessions.endedAt),
        exceptSessionId ? ne(voiceMeters.sessionId, exceptSessionId) : undefined,
      ),
    );
}

/** Serialises voice starts per owner inside a transaction, so two tabs cannot both end up live. */
export async function lockOwner(tx: DbOrTx, ownerId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`voice:${ownerId}`}))`);
}

/** The owner's voice and call sessions still marked active. */
export async function listActiveVoiceSessionIds(db: DbOrTx, ownerId: string, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.ownerId, ownerId),
        eq(therapySessions.status, 'active'),
        inArray(therapySessions.modality, [...VOICE_MODALITIES]),
        exceptId ? ne(therapySessions.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

export async function setModality(
  db: DbOrTx,
  sessionId: string,
  modality: (typeof VOICE_MODALITIES)[number],
): Promise<void> {
  await db.update(therapySessions).set({ modality }).where(eq(therapySessions.id, sessionId));
}

export async function findSummaryDocumentId(db: DbOrTx, ownerId: string, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), eq(documents.sessionId, sessionId), eq(documents.type, 'summary')))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the owner has any voice or call session with at least one stored transcript line. */
export async function hasVoiceTranscript(db: DbOrTx, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: therapySessions.id })
    .from(therapySessions)
    .where(
      and(
        eq(therapySessions.ownerId, ownerId),
        inArray(therapySessions.modality, [...VOICE_MODALITIES]),
        exists(
          db
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.sessionId, therapySessions.id)),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function latestVoiceSessionStart(db: DbOrTx, ownerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: therapySessions.createdAt })
    .from(therapySessions)
    .where(and(eq(therapySessions.ownerId, ownerId), inArray(therapySessions.modality, [...VOICE_MODALITIES])))
    .orderBy(desc(therapySessions.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function countOwnedSessions(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(therapySessions)
    .where(eq(therapySessions.ownerId, ownerId));
  return row?.n ?? 0;
}

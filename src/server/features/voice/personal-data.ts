import { asc, eq } from 'drizzle-orm';
import { usageSessions, voiceCallLeases, voiceMeters } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';

/**
 * Which voice or call session each metered stretch of minutes belonged to (the usage part has the
 * minutes themselves), and the hands-free call live at the moment of the export, if any.
 */
export const voiceData: PersonalDataPart = {
  name: 'voice',
  tables: [voiceMeters, voiceCallLeases],
  async collect({ db, ownerId }) {
    const meters = await db
      .select({
        sessionId: voiceMeters.sessionId,
        kind: usageSessions.kind,
        startedAt: usageSessions.startedAt,
        endedAt: usageSessions.endedAt,
        seconds: usageSessions.seconds,
        createdAt: voiceMeters.createdAt,
      })
      .from(voiceMeters)
      .leftJoin(usageSessions, eq(usageSessions.id, voiceMeters.usageId))
      .where(eq(voiceMeters.ownerId, ownerId))
      .orderBy(asc(voiceMeters.createdAt));
    const [lease] = await db.select().from(voiceCallLeases).where(eq(voiceCallLeases.ownerId, ownerId));
    return {
      meters: meters.map((m) => ({
        sessionId: m.sessionId,
        kind: m.kind,
        startedAt: m.startedAt?.toISOString() ?? null,
        endedAt: m.endedAt?.toISOString() ?? null,
        seconds: m.seconds,
        createdAt: m.createdAt.toISOString(),
      })),
      liveCall: lease ? { callId: lease.callId, heldUntil: lease.expiresAt.toISOString() } : null,
    };
  },
};

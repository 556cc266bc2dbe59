import { asc, eq } from 'drizzle-orm';
import { usageSessions, voiceTrials } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../../platform/personal-data.ts';
import { findTrial } from './repository.ts';

/** The voice trial's dates and every metered voice or video session (the minutes counted). */
export const usageData: PersonalDataPart = {
  name: 'usage',
  tables: [voiceTrials, usageSessions],
  async collect({ db, ownerId }) {
    const trial = await findTrial(db, ownerId);
    const sessions = await db
      .select()
      .from(usageSessions)
      .where(eq(usageSessions.ownerId, ownerId))
      .orderBy(asc(usageSessions.startedAt));
    return {
      voiceTrial: trial ? { startedAt: trial.startedAt.toISOString(), endsAt: trial.endsAt.toISOString() } : null,
      meteredSessions: sessions.map((s) => ({
        kind: s.kind,
        startedAt: s.startedAt.toISOString(),
        endedAt: s.endedAt?.toISOString() ?? null,
        seconds: s.seconds,
      })),
    };
  },
};

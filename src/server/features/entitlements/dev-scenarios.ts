import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { usageSessions, voiceTrials } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { TrialScenario } from '../../../shared/entitlements.ts';
import { localDay } from './local-day.ts';
import { DAY_MS, TRIAL_DAILY_SECONDS, trialEndsAt } from './rules.ts';

const HOUR_MS = 3_600_000;

/** Where each scenario puts the trial's start, relative to now. */
const trialStart: Record<TrialScenario, (now: number) => number> = {
  'new-user': (now) => now,
  'almost-expired': (now) => now - 5 * DAY_MS + HOUR_MS,
  'daily-limit': (now) => now - DAY_MS,
  'trial-expired': (now) => now - 6 * DAY_MS,
};

/**
 * Developer tools only (DEV_TOOLS=1): rewrites the CALLER'S OWN voice trial and today's voice usage
 * so the trial screens can be exercised. Subscriptions are left alone.
 */
export async function applyTrialScenario(
  db: Db,
  ownerId: string,
  scenario: TrialScenario,
  now: Date,
  timeZone: string,
) {
  const startedAt = new Date(trialStart[scenario](now.getTime()));
  const trial = { startedAt, endsAt: trialEndsAt(startedAt) };
  await db.transaction(async (tx) => {
    await tx.delete(usageSessions).where(and(eq(usageSessions.ownerId, ownerId), eq(usageSessions.kind, 'voice')));
    await tx
      .insert(voiceTrials)
      .values({ ownerId, ...trial })
      .onConflictDoUpdate({ target: voiceTrials.ownerId, set: trial });
    if (scenario === 'daily-limit') {
      // A full day's allowance from local midnight: always inside today, whatever the hour.
      const start = localDay(now, timeZone).start;
      const end = new Date(start.getTime() + TRIAL_DAILY_SECONDS * 1000);
      await tx.insert(usageSessions).values({
        id: newId('use'),
        ownerId,
        kind: 'voice',
        startedAt: start,
        lastSeenAt: end,
        endedAt: end,
        seconds: TRIAL_DAILY_SECONDS,
      });
    }
  });
}

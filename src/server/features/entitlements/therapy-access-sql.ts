import { sql, type SQL } from 'drizzle-orm';

/**
 * `canUseText` (rules.ts) as a SQL boolean, so a conversation turn can check it inside the one
 * statement that opens the turn instead of two more round trips (docs/decisions/0004). The same
 * rule: a trial that has not ended, or a verified subscription inside its paid period, active or
 * cancelled (a cancelled plan runs to the end of the period). therapy-access-sql.int.test.ts holds
 * the two to the same answers.
 */
export function therapyAllowedSql(ownerId: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(EXISTS (SELECT 1 FROM voice_trials WHERE owner_id = ${ownerId} AND ends_at > ${at})
    OR EXISTS (SELECT 1 FROM subscriptions WHERE owner_id = ${ownerId} AND status IN ('active', 'cancelled')
      AND current_period_start <= ${at} AND current_period_end > ${at}))`;
}

/** The refusal a person sees when a session is open but their trial or plan has ended. */
export const THERAPY_ENDED_MESSAGE =
  "Your free trial or plan has ended, so this session can't continue. Choose a plan to keep talking. " +
  'The crisis lines are free and open 24/7 if you need someone now.';

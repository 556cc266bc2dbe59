import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { crisisEvents } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { CrisisEventType, CrisisSource } from '../../../shared/crisis.ts';

export interface CrisisEventInput {
  ownerId: string;
  source: CrisisSource;
  interactionType: CrisisEventType;
  /** The safety layer's urgency label (e.g. 'urgent'); null for dialog interactions. */
  tier?: string | null;
}

const fieldsOf = (input: CrisisEventInput) => ({
  ownerId: input.ownerId,
  source: input.source,
  interactionType: input.interactionType,
  tier: input.tier?.slice(0, 40) ?? null,
});

/**
 * Logs that crisis support was shown or used. Deliberately no conversation content: only who,
 * where, what kind and how urgent. Called by the crisis dialog route and by the safety layer.
 */
export async function recordCrisisEvent(db: DbOrTx, input: CrisisEventInput): Promise<{ id: string }> {
  const id = newId('crisis');
  await db.insert(crisisEvents).values({ id, ...fieldsOf(input) });
  return { id };
}

/**
 * The same row as `recordCrisisEvent`, as an INSERT to run inside another statement (a WITH clause),
 * so a chat turn logs its risk without a round trip of its own.
 */
export function crisisEventInsert(input: CrisisEventInput): SQL {
  const row = fieldsOf(input);
  return sql`INSERT INTO crisis_events (id, owner_id, source, interaction_type, tier)
    VALUES (${newId('crisis')}, ${row.ownerId}, ${row.source}, ${row.interactionType}, ${row.tier})`;
}

export async function listCrisisEvents(db: DbOrTx, ownerId: string) {
  return db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, ownerId)).orderBy(crisisEvents.createdAt);
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { subscriptions, voiceTrials } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { createTestDatabase, dbKinds } from '../../test/harness.ts';
import { findTrial, listSubscriptions } from './repository.ts';
import { canUseText } from './rules.ts';
import { therapyAllowedSql } from './therapy-access-sql.ts';

const DAY = 86_400_000;
const now = new Date('2025-06-10T02:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

type Sub = { status: string; start: Date; end: Date };
const cases: { name: string; trialEnds?: Date; subs?: Sub[] }[] = [
  { name: 'nothing' },
  { name: 'trial running', trialEnds: ago(-DAY) },
  { name: 'trial ended a second ago', trialEnds: ago(1000) },
  { name: 'trial ends exactly now', trialEnds: now },
  { name: 'active plan', subs: [{ status: 'active', start: ago(DAY), end: ago(-DAY) }] },
  { name: 'cancelled plan inside its period', subs: [{ status: 'cancelled', start: ago(DAY), end: ago(-DAY) }] },
  { name: 'plan period over', subs: [{ status: 'active', start: ago(31 * DAY), end: ago(DAY) }] },
  { name: 'plan period not started', subs: [{ status: 'active', start: ago(-DAY), end: ago(-2 * DAY) }] },
  { name: 'suspended plan', subs: [{ status: 'suspended', start: ago(DAY), end: ago(-DAY) }] },
  {
    name: 'expired trial, one lapsed and one current plan',
    trialEnds: ago(DAY),
    subs: [
      { status: 'expired', start: ago(DAY), end: ago(-DAY) },
      { status: 'active', start: ago(DAY), end: ago(-DAY) },
    ],
  },
];

describe.each(dbKinds)('therapyAllowedSql on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it.each(cases)('agrees with canUseText: $name', async ({ trialEnds, subs = [] }) => {
    const db = database.db;
    const ownerId = newId('usr');
    if (trialEnds) await db.insert(voiceTrials).values({ ownerId, startedAt: ago(5 * DAY), endsAt: trialEnds });
    for (const s of subs)
      await db.insert(subscriptions).values({
        id: newId('sub'),
        ownerId,
        plan: 'voice',
        provider: 'local',
        providerSubscriptionId: newId('pid'),
        status: s.status,
        currentPeriodStart: s.start,
        currentPeriodEnd: s.end,
      });
    const expected = canUseText(await findTrial(db, ownerId), await listSubscriptions(db, ownerId), now);
    const result = await db.execute(sql`SELECT ${therapyAllowedSql(ownerId, now)} AS allowed`);
    const [row] = (result as unknown as { rows: { allowed: boolean }[] }).rows;
    expect(row!.allowed).toBe(expected);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openDatabase, type Database } from '../../../db/index.ts';
import { voiceCallLeases } from '../../../db/schema/index.ts';
import { FieldCipher, generateKeyring } from '../../../platform/crypto.ts';
import { createThrowawayPgDatabase, dbKinds, testConfig, type DbKind, type TestApp } from '../../../test/harness.ts';
import { REALTIME_CALL_PATH } from '../../../../shared/voice.ts';
import { claimCallLease, refreshCallLease, releaseCallLease } from '../socket/call-lease.ts';
import { byType, eventually, listen, SocketClient } from '../testing/socket-client.ts';
import { startVoice, trialUser } from '../testing/voice-fixtures.ts';
import { CALL_LIVE_ELSEWHERE } from './call-socket.ts';

const callPath = (id: string) => `${REALTIME_CALL_PATH}?session=${id}`;

/**
 * Two app instances on one database: one PGlite shared in process, or two connection pools to one
 * PostgreSQL database (as two servers would have).
 */
async function twoInstances(kind: DbKind): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  let databases: Database[];
  let drop = async () => {};
  if (kind === 'pglite') {
    const shared = await openDatabase('memory://');
    databases = [shared, shared];
  } else {
    const throwaway = await createThrowawayPgDatabase(process.env.TEST_DATABASE_URL!);
    databases = [await openDatabase(throwaway.url), await openDatabase(throwaway.url)];
    drop = throwaway.drop;
  }
  const cipher = new FieldCipher(generateKeyring());
  const build = async (database: Database): Promise<TestApp> => {
    const config = testConfig();
    const app = await buildApp({ config, database, cipher, logger: false });
    await app.ready();
    return { app, database, config, cipher, close: () => app.close() };
  };
  const a = await build(databases[0]!);
  const b = await build(databases[1]!);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
    },
  };
}

describe.each(dbKinds)('one live call per owner across instances on %s', (kind) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    instances = await twoInstances(kind);
    baseA = await listen(instances.a);
    baseB = await listen(instances.b);
  });
  afterAll(() => instances.close());

  const db = () => instances.a.database.db;
  const leaseOf = async (ownerId: string) =>
    (await db().select().from(voiceCallLeases).where(eq(voiceCallLeases.ownerId, ownerId)))[0];

  it('refuses a second live call for the owner on another instance (4409), and allows it once the first ends', async () => {
    const user = await trialUser(instances.a);
    const { voiceSessionId, sessionKey: ownerId } = await startVoice(user);
    const first = await SocketClient.open(baseA, callPath(voiceSessionId), user);
    await first.next(byType('session.created'));
    expect(await leaseOf(ownerId)).toBeTruthy();

    const second = await SocketClient.open(baseB, callPath(voiceSessionId), user);
    expect(await second.closed).toEqual({ code: 4409, reason: CALL_LIVE_ELSEWHERE });
    expect(second.messages.some(byType('session.created'))).toBe(false);

    // The first call is untouched: it still answers.
    const seen = first.messages.length;
    first.sendJson({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Are you still there?' }] },
    });
    await first.next(byType('response.done'), seen);

    first.close();
    await eventually(async () => (await leaseOf(ownerId)) === undefined, 'the first call to release its lease');
    const third = await SocketClient.open(baseB, callPath(voiceSessionId), user);
    await third.next(byType('session.created'));
    expect((await leaseOf(ownerId))?.instanceId).toBeTruthy();
    third.close();
    await eventually(async () => (await leaseOf(ownerId)) === undefined, 'the third call to release its lease');
  });

  it('takes over a stale lease, as when the instance holding the call died', async () => {
    const user = await trialUser(instances.a);
    const { voiceSessionId, sessionKey: ownerId } = await startVoice(user);
    const first = await SocketClient.open(baseA, callPath(voiceSessionId), user);
    await first.next(byType('session.created'));
    const held = (await leaseOf(ownerId))!;
    // Instance A stops refreshing (it hung or died): its lease runs out.
    await db()
      .update(voiceCallLeases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(voiceCallLeases.ownerId, ownerId));

    const second = await SocketClient.open(baseB, callPath(voiceSessionId), user);
    await second.next(byType('session.created'));
    const taken = (await leaseOf(ownerId))!;
    expect(taken.callId).not.toBe(held.callId);
    expect(taken.instanceId).not.toBe(held.instanceId);
    // A's call no longer holds the lease: its next metering tick closes it (refresh answers false).
    expect(await refreshCallLease(db(), held.callId)).toBe(false);
    // And when it closes it cannot release B's lease.
    first.close();
    await first.closed;
    await releaseCallLease(db(), held.callId);
    expect((await leaseOf(ownerId))?.callId).toBe(taken.callId);
    second.close();
  });

  it('lets different owners call at the same time on different instances', async () => {
    const one = await trialUser(instances.a);
    const two = await trialUser(instances.b);
    const s1 = await startVoice(one);
    const s2 = await startVoice(two);
    const c1 = await SocketClient.open(baseA, callPath(s1.voiceSessionId), one);
    const c2 = await SocketClient.open(baseB, callPath(s2.voiceSessionId), two);
    await c1.next(byType('session.created'));
    await c2.next(byType('session.created'));
    c1.close();
    c2.close();
  });

  it('claims, refreshes and releases leases by the rules', async () => {
    const owner = 'usr_leaserules';
    expect(await claimCallLease(db(), owner, 'call_1', 'inst_a')).toBe(true);
    expect(await claimCallLease(db(), owner, 'call_2', 'inst_b')).toBe(false);
    expect(await refreshCallLease(db(), 'call_1')).toBe(true);
    // The same instance replaces its own older call (its CallRegistry closes that one).
    expect(await claimCallLease(db(), owner, 'call_3', 'inst_a')).toBe(true);
    expect(await refreshCallLease(db(), 'call_1')).toBe(false);
    await releaseCallLease(db(), 'call_1');
    expect((await leaseOf(owner))?.callId).toBe('call_3');
    await releaseCallLease(db(), 'call_3');
    expect(await leaseOf(owner)).toBeUndefined();
    expect(await claimCallLease(db(), owner, 'call_4', 'inst_b')).toBe(true);
    await releaseCallLease(db(), 'call_4');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceCallLeases } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, type TestApp } from '../../test/harness.ts';
import { startVoice, trialUser } from '../voice/testing/voice-fixtures.ts';

describe.each(dbKinds)('the export’s voice and test-checkout parts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the person’s own voice meters and live call, and none of anyone else’s', async () => {
    const alice = await trialUser(t);
    const bob = await trialUser(t);
    const { voiceSessionId } = await startVoice(alice);
    const bobs = await startVoice(bob);
    const aliceId = (await alice.get('/api/auth/user')).json().id as string;
    // A hands-free call holds a lease only while it runs; one is written here as a live call would.
    await t.database.db.insert(voiceCallLeases).values({
      ownerId: aliceId,
      callId: 'call_alice',
      instanceId: 'inst_1',
      expiresAt: new Date(Date.now() + 60_000),
    });

    const file = (await alice.get('/api/account/export')).json();
    expect(file.voice.meters).toEqual([
      expect.objectContaining({ sessionId: voiceSessionId, kind: 'voice', endedAt: null, seconds: 0 }),
    ]);
    expect(file.voice.liveCall).toEqual({ callId: 'call_alice', heldUntil: expect.any(String) });
    expect(JSON.stringify(file)).not.toContain(bobs.voiceSessionId);

    const bobsFile = (await bob.get('/api/account/export')).json();
    expect(bobsFile.voice.meters.map((m: { sessionId: string }) => m.sessionId)).toEqual([bobs.voiceSessionId]);
    expect(bobsFile.voice.liveCall).toBeNull();
  });

  it('lists the test-mode provider’s records of the person’s own test checkouts', async () => {
    const alice = await trialUser(t);
    const bob = await trialUser(t);
    const { subscriptionID } = (await alice.post('/api/billing/test-checkout', { plan: 'voice' })).json();
    const bobsCheckout = (await bob.post('/api/billing/test-checkout', { plan: 'video' })).json();
    const file = (await alice.get('/api/account/export')).json();
    expect(file.billing.testCheckouts).toEqual([
      expect.objectContaining({ subscriptionId: subscriptionID, status: expect.any(String) }),
    ]);
    expect(JSON.stringify(file)).not.toContain(bobsCheckout.subscriptionID);
  });
});

import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedTherapist } from '../../ai/therapist/embedded/engine.ts';
import { turnFrom } from '../../ai/therapist/turn.ts';
import { crisisEvents, messages, voiceTrials } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { signUp } from '../auth/test-helpers.ts';
import { recordExternalReply } from './external-reply.ts';
import type { StoredSessionState } from './session-state.ts';
import { findOwnedSession, readState } from './sessions-repo.ts';
import { takeTurn, type TurnDeps, type TurnRequest } from './take-turn.ts';
import { cipherFor } from '../../platform/data-keys.ts';

const URGENT = 'i have the pills in my hand and im going to take them all tonight';
/** Read as elevated: the therapist answers, and the turn logs a crisis event. */
const ELEVATED = 'I cry every night and I feel worthless';

describe.each(dbKinds)('the conversation core (takeTurn) on %s', (kind) => {
  let t: TestApp;
  let deps: TurnDeps;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    deps = {
      database: t.database,
      cipher: t.cipher,
      therapist: new EmbeddedTherapist('Sage'),
      therapistName: 'Sage',
      log: pino({ level: 'silent' }),
    };
  });
  afterAll(() => t.close());

  /** A signed-in person with a trial and an open text session. */
  async function person() {
    const client = new TestClient(t.app);
    const ownerId: string = (await signUp(client)).json().id;
    expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const created = await client.post('/api/sessions', {});
    expect(created.statusCode).toBe(201);
    return { client, ownerId, session: { id: created.json().id as string, ownerId } };
  }
  const turn = (session: TurnRequest['session'], text: string, extra: Partial<TurnRequest> = {}) =>
    takeTurn(deps, { session, text, actorId: session.ownerId, source: 'chat', ...extra });
  const transcript = async (sessionId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.sessionId, sessionId))).length;
  const stateOf = async (ref: { id: string; ownerId: string }) =>
    readState<StoredSessionState>(
      await cipherFor(t.database.db, t.cipher, ref.ownerId),
      (await findOwnedSession(t.database.db, ref.ownerId, ref.id))!,
    )!;
  const endTrial = (ownerId: string) =>
    t.database.db
      .update(voiceTrials)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(voiceTrials.ownerId, ownerId));

  it('ok: stores both sides and the recent turns without anyone reading the chunks', async () => {
    const { session } = await person();
    const result = await turn(session, 'Work has been really stressful and I cannot switch off');
    expect(result.outcome).toBe('ok');
    if (result.outcome !== 'ok') return;
    // Distress without risk: the therapist answers (the lines may be offered gently), never the safety reply.
    expect(['none', 'elevated']).toContain(result.safety.tier);
    expect(result.reply!.kind).toBe('therapist');
    const stored = await result.reply!.stored;
    expect(stored.text.length).toBeGreaterThan(10);
    expect(await transcript(session.id)).toBe(3);
    const recent = (await stateOf(session)).recent!;
    expect(recent.slice(-2)).toEqual([
      { role: 'user', content: 'Work has been really stressful and I cannot switch off' },
      { role: 'assistant', content: stored.text },
    ]);
  });

  it('ok: the chunks, when read, are exactly the stored reply', async () => {
    const { session } = await person();
    const result = await turn(session, 'I have been sleeping badly since the exams started');
    if (result.outcome !== 'ok') throw new Error(result.outcome);
    let text = '';
    for await (const chunk of result.reply!.chunks) text += chunk;
    expect(text).toBe((await result.reply!.stored).text);
  });

  it('missing: another owner’s session, stored nothing', async () => {
    const alice = await person();
    const bob = await person();
    expect(await turn({ id: alice.session.id, ownerId: bob.ownerId }, 'hello')).toEqual({ outcome: 'missing' });
    expect(await turn({ id: 'ses_nope', ownerId: bob.ownerId }, 'hello')).toEqual({ outcome: 'missing' });
    expect(await transcript(alice.session.id)).toBe(1);
  });

  it('ended: an ended session takes no more turns', async () => {
    const { client, session } = await person();
    expect((await client.post(`/api/sessions/${session.id}/end`, {})).statusCode).toBe(200);
    expect(await turn(session, 'one more thing')).toEqual({ outcome: 'ended' });
    expect(await transcript(session.id)).toBe(1);
  });

  it('moved: a visitor’s voice session followed into the account they signed up to', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBe(200);
    const started = (await visitor.post('/api/voice-therapy/start', {})).json();
    const userId: string = (await signUp(visitor)).json().id;
    const old = { id: started.voiceSessionId as string, ownerId: started.sessionKey as string };
    expect(await turn(old, 'hello again', { source: 'voice' })).toEqual({ outcome: 'moved', ownerId: userId });
    const moved = await turn({ ...old, ownerId: userId }, 'hello again', { source: 'voice' });
    expect(moved.outcome).toBe('ok');
    // Someone else's visitor id never finds it.
    expect(await turn({ ...old, ownerId: 'anon_someone_else' }, 'hello')).toEqual({ outcome: 'missing' });
  });

  it('refused: an open session stops answering when the trial ends, and stores nothing', async () => {
    const { session, ownerId } = await person();
    await endTrial(ownerId);
    const result = await turn(session, 'Are you still there?');
    expect(result).toEqual({
      outcome: 'refused',
      message: expect.stringMatching(/trial or plan has ended/),
      safety: { tier: 'none', resources: [] },
    });
    expect(await transcript(session.id)).toBe(1);
  });

  it('POST /api/chat: a refused turn is a 403 the person can act on; urgent words still get the safe reply', async () => {
    const { client, session, ownerId } = await person();
    expect((await client.post('/api/chat', { sessionId: session.id, message: 'Hello there' })).statusCode).toBe(200);
    await endTrial(ownerId);
    const refused = await client.post('/api/chat', { sessionId: session.id, message: 'Hello again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Choose a plan/);
    const urgent = await client.post('/api/chat', { sessionId: session.id, message: URGENT });
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json().safety.tier).toBe('immediate');
  });

  it('urgent risk gets the safe reply and a crisis event without words, even after the trial ended', async () => {
    const { session, ownerId } = await person();
    await endTrial(ownerId);
    const result = await turn(session, URGENT);
    if (result.outcome !== 'ok') throw new Error(result.outcome);
    expect(result.safety.tier).toBe('immediate');
    expect(result.reply!.kind).toBe('safe');
    expect((await result.reply!.stored).text).toMatch(/000/);
    expect(await transcript(session.id)).toBe(3);
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, ownerId));
    expect(events).toEqual([expect.objectContaining({ source: 'chat', interactionType: 'risk_detected' })]);
    expect(JSON.stringify(events)).not.toMatch(/pills/);
    expect((await stateOf(session)).risk?.peakTier).toBe('immediate');
  });

  it('external: the relay’s turn keeps the recent turns and the risk fresh, and its reply joins them', async () => {
    const { session } = await person();
    const result = await turn(session, 'We moved house last week and I miss my friends', {
      source: 'realtime',
      replyFrom: 'external',
    });
    expect(result).toMatchObject({ outcome: 'ok', reply: null });
    expect((await stateOf(session)).recent!.at(-1)).toEqual({
      role: 'user',
      content: 'We moved house last week and I miss my friends',
    });
    const recorded = await recordExternalReply(deps, { session, text: 'That sounds hard.', actorId: session.ownerId });
    expect(recorded.outcome).toBe('ok');
    expect((await stateOf(session)).recent!.at(-1)).toEqual({ role: 'assistant', content: 'That sounds hard.' });
    expect(await transcript(session.id)).toBe(3);
    const other = await person();
    expect(
      await recordExternalReply(deps, { session: { ...session, ownerId: other.ownerId }, text: 'x', actorId: 'x' }),
    ).toEqual({ outcome: 'missing' });
  });

  const crisisEventsOf = (ownerId: string) =>
    t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, ownerId));

  it('elevated risk is logged once, with the stored reply, without words', async () => {
    const { session, ownerId } = await person();
    const result = await turn(session, ELEVATED);
    if (result.outcome !== 'ok') throw new Error(result.outcome);
    expect(result.safety.tier).toBe('elevated');
    await result.reply!.stored;
    const events = await crisisEventsOf(ownerId);
    expect(events).toEqual([
      expect.objectContaining({ source: 'chat', interactionType: 'risk_detected', tier: 'elevated' }),
    ]);
    expect(JSON.stringify(events)).not.toMatch(/worthless/);
  });

  it('a turn refused after the trial ended still logs its risk', async () => {
    const { session, ownerId } = await person();
    await endTrial(ownerId);
    expect((await turn(session, ELEVATED)).outcome).toBe('refused');
    expect(await crisisEventsOf(ownerId)).toEqual([expect.objectContaining({ tier: 'elevated' })]);
  });

  it('a turn whose reply fails still logs its risk, once', async () => {
    const { session, ownerId } = await person();
    const failing = { ...deps.therapist, reply: () => turnFrom(Promise.reject(new Error('the engine failed'))) };
    const result = await takeTurn(
      { ...deps, therapist: failing },
      { session, text: ELEVATED, actorId: ownerId, source: 'chat' },
    );
    if (result.outcome !== 'ok') throw new Error(result.outcome);
    await expect(result.reply!.stored).rejects.toThrow('the engine failed');
    expect(await crisisEventsOf(ownerId)).toEqual([expect.objectContaining({ tier: 'elevated' })]);
  });

  it('external: urgent risk is answered by the safe reply, not left to the provider', async () => {
    const { session } = await person();
    const result = await turn(session, URGENT, { source: 'realtime', replyFrom: 'external' });
    if (result.outcome !== 'ok') throw new Error(result.outcome);
    expect(result.reply?.kind).toBe('safe');
    expect((await stateOf(session)).recent!.at(-1)!.role).toBe('assistant');
  });
});

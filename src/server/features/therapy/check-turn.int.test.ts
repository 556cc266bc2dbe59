import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crisisEvents, therapySessions } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import {
  completionReply,
  startFakeChatServer,
  streamReply,
  type FakeChatServer,
} from '../../ai/therapist/testing/fake-chat-completions.ts';

let n = 0;
async function member(t: TestApp) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/signup', {
    email: `check${n++}@example.com`,
    password: 'correct horse battery',
    firstName: 'Check',
    lastName: 'Tester',
  });
  expect(res.statusCode).toBeLessThan(300);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  return client;
}

describe.each(dbKinds)('the check tier through the chat endpoint on %s', (kind) => {
  let t: TestApp;
  // A configured remote therapist model (OpenAI-compatible Chat Completions, faked at its HTTP
  // boundary). A check turn's question comes from the safety layer: the model must not be asked.
  let remote: FakeChatServer;
  // The therapist streams; the safety layer's second reader (raise-only) asks for one word, unstreamed.
  const calls = () => remote.requests.filter((r) => r.body.stream !== false).length;
  const secondOpinions = () => remote.requests.filter((r) => r.body.stream === false).length;

  beforeAll(async () => {
    remote = await startFakeChatServer();
    remote.handle((req, res) =>
      req.body.stream === false
        ? completionReply(res, 'check')
        : streamReply(res, ['That sounds like ', 'a lot to carry.']),
    );
    t = await buildTestApp(kind, { AI_BASE_URL: remote.baseUrl, AI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await t.close();
    await remote.close();
  });

  /** Opens a session and says the two turns that lead to a check question. */
  async function checked() {
    const client = await member(t);
    const sessionId = (await client.post('/api/sessions', {})).json().id as string;
    const say = async (message: string) => {
      const res = await client.post('/api/chat', { sessionId, message });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    await say('work has been so full on');
    const before = calls();
    const asked = secondOpinions();
    const check = await say('some nights I just wish I could disappear for a while');
    expect(secondOpinions()).toBe(asked + 1);
    expect(check.safety.tier).toBe('check');
    expect(check.response).toMatch(/\?$/);
    expect(check.response).toMatch(/suicide|ending their life|not being alive/);
    expect(check.safety.resources.map((r: { id: string }) => r.id)).toContain('lifeline');
    expect(calls()).toBe(before);
    return { client, sessionId, say };
  }

  it('check, then yes: the crisis reply, and the event logged without words', async () => {
    const { say, sessionId } = await checked();
    const yes = await say('yeah sometimes i do');
    expect(yes.safety.tier).toBe('high');
    expect(yes.response).toContain('13 11 14');
    expect(yes.safety.offerSafetyPlan).toBe(true);
    const [session] = await t.database.db.select().from(therapySessions).where(eq(therapySessions.id, sessionId));
    const rows = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, session!.ownerId));
    expect(rows.map((r) => r.tier).slice(-2)).toEqual(['check', 'high']);
    expect(JSON.stringify(rows)).not.toMatch(/disappear|sometimes/);
  });

  it('check, then a credible no: the conversation carries on warmly with the lines in view', async () => {
    const { say } = await checked();
    const before = calls();
    const no = await say("no, nothing like that, i'm just exhausted");
    expect(no.safety.tier).toBe('elevated');
    expect(no.safety.resources.length).toBeGreaterThan(0);
    expect(no.response).not.toMatch(/\b000\b/);
    expect(calls()).toBe(before + 1);
    // The remote model's reply, then the lines, then the offer of the safety plan (once).
    expect(no.response).toMatch(/^That sounds like a lot to carry\..*13 11 14.*safety plan on the screen/);
    expect(no.safety.offerSafetyPlan).toBe(true);
  });

  it('check, then an unclear answer: taken as yes', async () => {
    const { say } = await checked();
    const unclear = await say('i dont know');
    expect(unclear.safety.tier).toBe('high');
    expect(unclear.response).toContain('13 11 14');
  });

  it("keeps one person's check answer from steering another's session", async () => {
    const { sessionId } = await checked();
    const other = await member(t);
    const res = await other.post('/api/chat', { sessionId, message: 'yeah sometimes i do' });
    expect(res.statusCode).toBe(404);
  });
});

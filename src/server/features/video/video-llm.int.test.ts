import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crisisEvents, messages, videoConversations } from '../../db/schema/index.ts';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../../test/harness.ts';
import { startFakeTavus } from './testing/fake-tavus.ts';
import { startVideo, videoSubscriber } from './testing/video-fixtures.ts';

const LLM_KEY = 'llm-key-for-the-tavus-persona-0123456789';

/**
 * Our safety layer in Tavus's live loop: a Tavus persona whose custom LLM layer (layers.llm,
 * base_url = our /api/tavus/llm) calls POST {base_url}/chat/completions, OpenAI's wire format,
 * streamed over SSE, with the conversation id in a request header (docs.tavus.io, custom LLM
 * onboarding). These requests play Tavus's side; the fake stands for its REST API.
 */
describe.each(dbKinds)('the custom LLM endpoint for Tavus on %s', (kind) => {
  let t: TestApp;
  let tavus: Awaited<ReturnType<typeof startFakeTavus>>;
  beforeAll(async () => {
    tavus = await startFakeTavus();
    t = await buildTestApp(kind, { ...tavus.env, TAVUS_LLM_API_KEY: LLM_KEY });
  });
  afterAll(async () => {
    await t.close();
    await tavus.close();
  });

  const ask = (providerId: string, text: string, key = LLM_KEY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tavus/llm/chat/completions',
      headers: { authorization: `Bearer ${key}`, conversation_id: providerId },
      payload: {
        model: 'solace',
        stream: true,
        messages: [
          { role: 'system', content: 'You are Sage.' },
          { role: 'user', content: text },
        ],
      },
    });
  const deltas = (body: string) =>
    body
      .split('\n\n')
      .filter((l) => l.startsWith('data: {'))
      .map((l) => JSON.parse(l.slice(6)) as { choices: { delta: { content?: string } }[] })
      .map((c) => c.choices[0]!.delta.content ?? '')
      .join('');

  async function running() {
    const a = new TestClient(t.app);
    await videoSubscriber(a);
    const started = await startVideo(a);
    const [row] = await t.database.db
      .select()
      .from(videoConversations)
      .where(eq(videoConversations.id, started.conversation_id));
    return { a, started, row: row! };
  }

  it('streams our therapist’s reply in OpenAI chunks and stores both sides encrypted', async () => {
    const { row } = await running();
    const res = await ask(row.providerConversationId!, 'Work has been really stressful lately.');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(deltas(res.body).length).toBeGreaterThan(10);
    const stored = await t.database.db.select().from(messages).where(eq(messages.sessionId, row.sessionId));
    expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    expect(stored.map((m) => m.contentEnc).join('')).not.toContain('stressful');
  });

  it('urgent risk gets the safe reply with Australian crisis lines, logged without words', async () => {
    const { row } = await running();
    const res = await ask(row.providerConversationId!, 'I am going to kill myself tonight, I have the pills here.');
    expect(deltas(res.body)).toMatch(/13 11 14/);
    const events = await t.database.db.select().from(crisisEvents).where(eq(crisisEvents.ownerId, row.ownerId));
    expect(events.map((e) => [e.source, e.interactionType])).toEqual([['video', 'risk_detected']]);
  });

  // An OpenAI-compatible LLM keeps no state: each request Tavus sends carries the conversation so far
  // (its system prompt, every turn, and with perception on, system messages of what the camera sees).
  // An hour of short turns runs past 500 messages, and refusing them would silence the avatar mid-call.
  it('answers late in a long call, when the history Tavus sends is hundreds of messages long', async () => {
    const { row } = await running();
    const history = Array.from({ length: 700 }, (_, i) =>
      i % 2 === 0 ? { role: 'user', content: `Turn ${i}: yes.` } : { role: 'assistant', content: 'Mm, go on.' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tavus/llm/chat/completions',
      headers: { authorization: `Bearer ${LLM_KEY}`, conversation_id: row.providerConversationId! },
      payload: {
        model: 'solace',
        stream: true,
        messages: [
          { role: 'system', content: 'You are Sage.' },
          ...history,
          { role: 'user', content: 'Work has been really stressful lately.' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(deltas(res.body).length).toBeGreaterThan(10);
  });

  it('refuses a wrong key, an unknown conversation and an ended one', async () => {
    const { a, started, row } = await running();
    expect((await ask(row.providerConversationId!, 'hello', `${LLM_KEY}x`)).statusCode).toBe(401);
    expect((await ask('c-unknown', 'hello')).statusCode).toBe(404);
    await a.delete(`/api/tavus/terminate/${started.conversation_id}`);
    expect((await ask(row.providerConversationId!, 'hello')).statusCode).toBe(404);
  });
});

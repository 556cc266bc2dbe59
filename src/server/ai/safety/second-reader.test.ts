import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completionReply,
  startFakeChatServer,
  type FakeChatServer,
} from '../therapist/testing/fake-chat-completions.ts';
import { assessUtterance } from './assess.ts';
import { SECOND_OPINION_FROM, urgentMass } from './policy.ts';
import { createSecondReader } from './second-reader.ts';

// The configured model is faked at its HTTP boundary: a loopback server speaking the Chat Completions
// wire format, standing for OpenAI and the OpenAI-compatible servers (Ollama, vLLM, LM Studio).
const uncertain = 'i feel like a burden to everyone';
const calm = 'had a good chat with my mum today';

describe('the second reader (raise-only, with a configured model)', () => {
  let model: FakeChatServer;
  let answer = 'none';
  beforeAll(async () => {
    model = await startFakeChatServer();
    model.handle((_req, res) => completionReply(res, answer));
  });
  afterAll(() => model.close());
  const reader = () => createSecondReader({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'k' })!;

  it('is off without a model', () => {
    expect(createSecondReader({})).toBeUndefined();
  });

  it('is asked about a reading in the uncertain band, and may raise it', async () => {
    const own = await assessUtterance(uncertain);
    expect(urgentMass(Object.values(own.probabilities.tier))).toBeGreaterThanOrEqual(SECOND_OPINION_FROM);
    answer = 'High';
    const before = model.requests.length;
    const raised = await assessUtterance(uncertain, undefined, { secondReader: reader(), recent: ['rough week'] });
    expect(raised.tier).toBe('high');
    const sent = model.requests.at(-1)!;
    expect(model.requests.length).toBe(before + 1);
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer k');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.messages!.at(-1)!.content).toContain(uncertain);
    expect(sent.body.messages!.at(-1)!.content).toContain('rough week');
  });

  it('can never lower a reading', async () => {
    answer = 'none';
    const own = await assessUtterance(uncertain);
    expect((await assessUtterance(uncertain, undefined, { secondReader: reader() })).tier).toBe(own.tier);
  });

  it('is not asked about a calm message', async () => {
    answer = 'immediate';
    const before = model.requests.length;
    expect((await assessUtterance(calm, undefined, { secondReader: reader() })).tier).toBe('none');
    expect(model.requests.length).toBe(before);
  });

  it('changes nothing when the model is down, failing or slow', async () => {
    const own = (await assessUtterance(uncertain)).tier;
    const down = createSecondReader({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'm' })!;
    expect((await assessUtterance(uncertain, undefined, { secondReader: down })).tier).toBe(own);
    model.handle((_req, res) => {
      res.writeHead(500).end();
    });
    expect((await assessUtterance(uncertain, undefined, { secondReader: reader() })).tier).toBe(own);
    model.handle((_req, res) => completionReply(res, 'I cannot help with that.'));
    expect((await assessUtterance(uncertain, undefined, { secondReader: reader() })).tier).toBe(own);
    model.handle((_req, res) => completionReply(res, answer));
  });

  it('gives up after its timeout rather than hold the turn', async () => {
    const hang = http.createServer(() => {});
    await new Promise<void>((resolve) => hang.listen(0, '127.0.0.1', resolve));
    const { port } = hang.address() as AddressInfo;
    const slow = createSecondReader({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'm' })!;
    const started = Date.now();
    const own = (await assessUtterance(uncertain)).tier;
    expect((await assessUtterance(uncertain, undefined, { secondReader: slow })).tier).toBe(own);
    expect(Date.now() - started).toBeLessThan(5_000);
    hang.closeAllConnections();
    await new Promise((resolve) => hang.close(resolve));
  });
});

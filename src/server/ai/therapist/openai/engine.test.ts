import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { demoMemory } from '../demo-script.ts';
import { EmbeddedTherapist } from '../embedded/engine.ts';
import { createTherapist } from '../index.ts';
import {
  errorReply,
  sseChunk,
  stallAfterRole,
  startFakeChatServer,
  streamReply,
  type FakeChatServer,
} from '../testing/fake-chat-completions.ts';
import type { ReplyInput, TherapistLogger } from '../types.ts';

// The fake stands for OpenAI's POST /v1/chat/completions with stream: true (the same wire format
// Ollama, vLLM, llama.cpp server and LM Studio speak).
let server: FakeChatServer;
beforeAll(async () => {
  server = await startFakeChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const logger = () => ({ warn: vi.fn(), info: vi.fn() }) satisfies TherapistLogger;
const config = (timeoutMs = 2000) =>
  loadConfig({
    AI_BASE_URL: server.baseUrl,
    AI_API_KEY: 'sk-test-123',
    AI_MODEL: 'gpt-4o-mini',
    AI_TIMEOUT_MS: String(timeoutMs),
    THERAPIST_NAME: 'Sage',
  });

const input: ReplyInput = {
  history: [
    { role: 'assistant', content: "Hi, it's Sage again. How did the phone plan go?" },
    { role: 'user', content: 'My manager keeps piling deadlines on me.' },
    { role: 'assistant', content: "So your manager keeps piling deadlines on you. What's been hardest?" },
  ],
  memory: demoMemory,
  utterance: "The presentation on Friday. I can't stop thinking about it.",
  sessionId: 'ses_model',
  seed: 4,
};

async function collect(turn: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const c of turn) chunks.push(c);
  return chunks;
}

const embeddedText = async () => (await new EmbeddedTherapist('Sage').compute(input)).text;

describe('OpenAI-compatible therapist', () => {
  it('streams the model reply and sends key, model, persona, safety rules and memory', async () => {
    server.handle((_req, res) =>
      streamReply(res, ['It sounds like Friday', ' is sitting heavily with you.', ' What worries you most about it?']),
    );
    const therapist = createTherapist(config(), logger());
    expect(therapist.kind).toBe('model');
    const turn = therapist.reply(input);
    const chunks = await collect(turn);
    const outcome = await turn.outcome;
    expect(outcome.text).toBe('It sounds like Friday is sitting heavily with you. What worries you most about it?');
    expect(chunks.join('')).toBe(outcome.text);
    expect(chunks.length).toBeGreaterThan(1);
    expect(outcome.engine).toBe('model');
    expect(outcome.fallbackReason).toBeUndefined();
    expect(outcome.topics).toContain('work');

    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test-123');
    expect(req!.body.model).toBe('gpt-4o-mini');
    expect(req!.body.stream).toBe(true);
    const [system, ...rest] = req!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Sage, the AI Therapy Assistant');
    expect(system!.content).toContain('Never claim to be a human');
    expect(system!.content).toContain('Lifeline 13 11 14');
    expect(system!.content).toContain('Never give information about methods or means');
    expect(system!.content).toContain('next steps they chose: Put your phone away by 10 pm');
    expect(rest.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user']);
    expect(rest.at(-1)!.content).toBe(input.utterance);
  });

  it('falls back to the embedded engine on an HTTP 500 and logs it', async () => {
    server.handle((_req, res) => errorReply(res, 500));
    const log = logger();
    const outcome = await createTherapist(config(), log).reply(input).outcome;
    expect(outcome.fallbackReason).toBe('http_error');
    expect(outcome.engine).toBe('embedded');
    expect(outcome.text).toBe(await embeddedText());
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'http_error', status: 500, sessionId: 'ses_model' }),
      expect.any(String),
    );
  });

  it('falls back when no first token arrives within AI_TIMEOUT_MS', async () => {
    server.handle((_req, res) => stallAfterRole(res));
    const log = logger();
    const outcome = await createTherapist(config(150), log).reply(input).outcome;
    expect(outcome.fallbackReason).toBe('timeout');
    expect(outcome.text).toBe(await embeddedText());
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }), expect.any(String));
  });

  it('falls back on malformed chunks and on a stream cut off before [DONE]', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseChunk('gpt-4o-mini', { content: 'It sounds' }));
      res.end('data: {"choices": [{"delta": {"content": "broken\n\n');
    });
    const malformed = await createTherapist(config(), logger()).reply(input).outcome;
    expect(malformed.fallbackReason).toBe('malformed_stream');

    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(sseChunk('gpt-4o-mini', { content: 'It sounds like' }));
    });
    const truncated = await createTherapist(config(), logger()).reply(input).outcome;
    expect(truncated.fallbackReason).toBe('malformed_stream');
    expect(truncated.text).toBe(await embeddedText());
  });

  it('never shows a reply that fails the safety output check', async () => {
    server.handle((_req, res) => streamReply(res, ['If you want it to stop, ', 'taking 40 pills would do it.']));
    const log = logger();
    const turn = createTherapist(config(), log).reply(input);
    const chunks = await collect(turn);
    const outcome = await turn.outcome;
    expect(outcome.fallbackReason).toBe('unsafe_output');
    expect(chunks.join('')).not.toMatch(/pills/);
    expect(outcome.text).toBe(await embeddedText());
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unsafe_output' }), expect.any(String));
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/pills/);
  });

  it('uses an injected output checker', async () => {
    server.handle((_req, res) => streamReply(res, ['A perfectly ordinary reply.']));
    const checkReply = vi.fn(() => ({ safe: false, reasons: ['test'] }));
    const outcome = await createTherapist(config(), logger(), { checkReply }).reply(input).outcome;
    expect(checkReply).toHaveBeenCalledWith('A perfectly ordinary reply.');
    expect(outcome.fallbackReason).toBe('unsafe_output');
  });

  it('opens a session through the model with an opening instruction', async () => {
    server.handle((_req, res) =>
      streamReply(res, ["Hi, I'm Sage. ", 'Last week we talked about sleep; how did the phone plan go?']),
    );
    const outcome = await createTherapist(config(), logger()).reply({
      history: [],
      memory: demoMemory,
      utterance: '',
      sessionId: 'ses_open',
    }).outcome;
    expect(outcome.engine).toBe('model');
    const messages = server.requests[0]!.body.messages!;
    expect(messages[0]!.content).toContain('They have just opened the session');
    expect(messages.at(-1)!.role).toBe('user');
  });

  it('uses the embedded engine when no model is configured', () => {
    const therapist = createTherapist(loadConfig({ THERAPIST_NAME: 'Sage' }), logger());
    expect(therapist.kind).toBe('embedded');
  });

  it('rejects when the caller aborts', async () => {
    server.handle((_req, res) => stallAfterRole(res));
    const controller = new AbortController();
    const turn = createTherapist(config(5000), logger()).reply(input, controller.signal);
    controller.abort(new Error('client went away'));
    await expect(turn.outcome).rejects.toThrow('client went away');
  });
});

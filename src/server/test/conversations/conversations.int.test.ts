import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKinds, TestClient, type TestApp } from '../harness.ts';
import {
  grammarFaults,
  greetings,
  handedBack,
  therapistText,
  type ConversationRun,
  type SessionRun,
} from './checks.ts';
import { loadConversations, type Conversation } from './format.ts';

/**
 * The conversation test set (tools/conversations/README.md): every scripted conversation is played
 * through the real app (sign-up, trial, sessions, chat, summary, memory) with the embedded engine,
 * and what the therapist said, summarised and remembered is checked.
 */
const loaded = loadConversations();
let people = 0;

/**
 * Problems the engine is known to have, by file (tools/conversations/known-problems.json): a ratchet,
 * not a pass. A run must show exactly these (without the quoted words); a fix shows up as a difference (remove it from the
 * list), and so does any new problem. `CONVERSATIONS_RECORD=1` rewrites the list from a run (then `npm run format`).
 */
const knownFile = new URL('../../../../tools/conversations/known-problems.json', import.meta.url);
const known: Record<string, string[]> = existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, 'utf8')) : {};
const recorded: Record<string, string[]> = {};
/** A problem without the therapist's words it quotes, which vary with the engine's seed. */
const brief = (problem: string) => problem.replace(/: ".*$/s, '');

async function play(t: TestApp, conv: Conversation): Promise<ConversationRun> {
  const client = new TestClient(t.app);
  const signup = await client.post('/api/auth/signup', {
    email: `person${people++}@example.com`,
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'Tester',
  });
  expect(signup.statusCode).toBeLessThan(300);
  expect((await client.post('/api/terms/accept', { trialType: 'voice' })).statusCode).toBeLessThan(300);
  const sessions: SessionRun[] = [];
  for (const script of conv.sessions) {
    const created = await client.post('/api/sessions', {});
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const opening = (await client.get(`/api/sessions/${id}`)).json().messages[0].content as string;
    const replies: SessionRun['replies'] = [];
    for (const turn of script.turns) {
      const res = await client.post('/api/chat', { sessionId: id, message: turn.text });
      expect(res.statusCode, `"${turn.text}" answered ${res.statusCode}: ${res.body}`).toBe(200);
      replies.push({ turn, reply: res.json().response, tier: res.json().safety.tier });
    }
    const ended = await client.post(`/api/sessions/${id}/end`, {});
    expect(ended.statusCode).toBe(200);
    sessions.push({ opening, replies, summary: ended.json().document?.content ?? null });
  }
  const memory = (await client.get('/api/memory')).json().items as ConversationRun['memory'];
  return { sessions, memory };
}

/** `CONVERSATIONS_DUMP=<dir>` writes each run as plain text, to read every reply and summary as the person would. */
function dump(dir: string, file: string, run: ConversationRun, problems: string[]) {
  mkdirSync(dir, { recursive: true });
  const lines = run.sessions.flatMap((s, i) => [
    `=== session ${i + 1}`,
    `Sage: ${s.opening}`,
    ...s.replies.flatMap((r) => [
      `> ${r.turn.text}${r.turn.tag ? `   [${r.turn.tag}]` : ''}`,
      `Sage (${r.tier}): ${r.reply}`,
    ]),
    `--- summary`,
    s.summary ?? '(none)',
  ]);
  lines.push('=== memory', ...run.memory.map((m) => `${m.kind}: ${m.text}`), '=== problems', ...problems);
  writeFileSync(`${dir}/${file.replace(/\//g, '__').replace(/\.json$/, '')}.txt`, `${lines.join('\n')}\n`);
}

/** Every problem in one run, each naming the check and the words. */
export function problemsIn(conv: Conversation, run: ConversationRun): string[] {
  return [
    ...new Set([...handedBack(conv, run), ...greetings(conv, run), ...therapistText(run).flatMap(grammarFaults)]),
  ];
}

describe('conversation test set files', () => {
  it('finds conversations to play', () => {
    expect(loaded.length).toBeGreaterThan(0);
  });
  it.each(loaded.map((l) => [l.file, l] as const))('%s follows the format', (_, l) => {
    expect(l.problem ?? null).toBeNull();
  });
});

describe.each(dbKinds)('conversation test set on %s', (kind) => {
  let t: TestApp;
  const tally = { conversations: 0, failed: 0, problems: 0 };
  beforeAll(async () => {
    t = await buildTestApp(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(async () => {
    await t.close();
    if (process.env.CONVERSATIONS_RECORD && kind === 'pglite')
      writeFileSync(knownFile, `${JSON.stringify(recorded, Object.keys(recorded).sort(), 2)}\n`);
    process.stdout.write(
      `conversation test set on ${kind}: ${tally.conversations} played, ${tally.failed} with problems (${tally.problems} in all)\n`,
    );
  });

  const playable = loaded.filter((l) => l.conversation);
  it.each(playable.map((l) => [l.file, l.conversation!] as const))('%s', async (file, conv) => {
    const run = await play(t, conv);
    const problems = problemsIn(conv, run);
    if (process.env.CONVERSATIONS_DUMP && kind === 'pglite') dump(process.env.CONVERSATIONS_DUMP, file, run, problems);
    tally.conversations += 1;
    if (problems.length) tally.failed += 1;
    tally.problems += problems.length;
    if (problems.length) recorded[file] = problems.map(brief);
    expect(problems.map(brief), problems.join('\n')).toEqual(known[file] ?? []);
  });
});

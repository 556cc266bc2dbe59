import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { NEXT_STEPS_MARKER, parseSummaryContent, topicLabels, type Turn } from '../../../shared/therapy.ts';
import { demoMemory, demoNow, demoScript } from '../therapist/demo-script.ts';
import { converse, groundingScript } from '../therapist/embedded/conversation.test-util.ts';
import {
  completionReply,
  errorReply,
  startFakeChatServer,
  type FakeChatServer,
} from '../therapist/testing/fake-chat-completions.ts';
import { newEngineState } from '../therapist/state.ts';
import { createSummariser, summariseSession, SUPPORT_STEP } from './index.ts';

async function session(script: string[]) {
  const replies = await converse(script, { seed: 1, memory: demoMemory, now: demoNow });
  const history: Turn[] = replies.flatMap((r) => [
    ...(r.utterance ? [{ role: 'user' as const, content: r.utterance }] : []),
    { role: 'assistant' as const, content: r.text },
  ]);
  return { history, engineState: replies.at(-1)!.outcome.state };
}

describe('embedded session summary', () => {
  it('uses the document format: summary, blank line, Next Steps:, "- " steps', async () => {
    const s = summariseSession({ ...(await session(['', ...demoScript])), durationMinutes: 18, therapistName: 'Sage' });
    expect(s.content).toBe(`${s.summary}\n\n${NEXT_STEPS_MARKER}\n${s.nextSteps.map((x) => `- ${x}`).join('\n')}`);
    expect(parseSummaryContent(s.content)).toEqual({ summary: s.summary, nextSteps: s.nextSteps });
    expect(s.topics.length).toBeLessThanOrEqual(3);
    expect(s.topics.every((t) => Object.values(topicLabels).includes(t))).toBe(true);
    expect(s.title).toBe('Work and sleep');
  });

  it('is built from what they said, the skills tried and what they planned', async () => {
    const s = summariseSession({ ...(await session(['', ...demoScript])), durationMinutes: 18, therapistName: 'Sage' });
    expect(s.summary).toContain('18-minute session with Sage');
    expect(s.summary).toContain("you feel like you're drowning");
    expect(s.summary).toContain('"everyone will think I\'m useless"');
    expect(s.summary).toContain('paced breathing');
    expect(s.nextSteps[0]).toBe('Ask your manager which deadline matters most');
    // The balanced thought is what they found, told in the summary; it is not a step to take.
    expect(s.summary).toContain("I've done this before and it went fine");
    expect(s.nextSteps.join('\n')).not.toContain("I've done this before and it went fine");
    expect(s.nextSteps.join('\n')).toMatch(/slow breathing/);
  });

  it('names the skill practised and the plan made in the grounding session', async () => {
    const s = summariseSession({ ...(await session(groundingScript)), durationMinutes: 9, therapistName: 'Sage' });
    expect(s.topics).toEqual(['Anxiety', 'Work']);
    expect(s.summary).toContain('5-4-3-2-1 grounding and felt a bit better afterwards');
    expect(s.nextSteps).toContain('Do the grounding before your next meeting');
  });

  it('says "your parents were part of the picture", never "was"', async () => {
    const said = (phrase: string) => {
      const engineState = newEngineState();
      engineState.details.push({ phrase, topic: 'family', turn: 1, lastUsed: null });
      const history: Turn[] = [{ role: 'user', content: 'hi' }];
      return summariseSession({ history, engineState, durationMinutes: 9, therapistName: 'Sage' }).summary;
    };
    // Was 'Your parents was part of the picture.'
    expect(said('your parents')).toContain('Your parents were part of the picture.');
    expect(said('your boss')).toContain('Your boss was part of the picture.');
    expect(said('your mum')).toContain('Your mum was part of the picture.');
  });

  it('rebuilds from the history when the engine state is missing', async () => {
    const { history } = await session(['', ...demoScript]);
    const s = summariseSession({ history, durationMinutes: 18, therapistName: 'Sage' });
    expect(s.topics).toContain('Work');
    expect(s.nextSteps.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a session that reached crisis', () => {
  const log = { warn: vi.fn(), info: vi.fn() };
  const summarise = (peakRisk?: 'none' | 'elevated' | 'high' | 'immediate') =>
    createSummariser(loadConfig({}), log).summariseSession({
      history: [{ role: 'user', content: 'work has been a lot' }],
      durationMinutes: 5,
      therapistName: 'Sage',
      peakRisk,
    });

  it('puts the way to a person first in the next steps, in the document too', async () => {
    for (const tier of ['high', 'immediate'] as const) {
      const s = await summarise(tier);
      expect(s.nextSteps[0]).toBe(SUPPORT_STEP);
      expect(s.nextSteps[0]).toContain('13 11 14');
      expect(s.nextSteps[0]).toContain('000');
      expect(parseSummaryContent(s.content).nextSteps[0]).toBe(SUPPORT_STEP);
      expect(s.nextSteps.length).toBeLessThanOrEqual(4);
    }
  });

  it('adds nothing when the session stayed below crisis', async () => {
    for (const tier of [undefined, 'none', 'elevated'] as const)
      expect((await summarise(tier)).nextSteps).not.toContain(SUPPORT_STEP);
  });
});

// The fake stands for OpenAI's POST /v1/chat/completions with stream: false.
describe('model session summary', () => {
  let server: FakeChatServer;
  beforeAll(async () => {
    server = await startFakeChatServer();
  });
  afterAll(() => server.close());
  const config = () =>
    loadConfig({ AI_BASE_URL: server.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: '1000' });

  it('lets the model write it, in the same format', async () => {
    const modelJson = {
      title: 'Deadlines, Friday and sleep',
      summary:
        'You talked about the pressure from your manager and the presentation on Friday, and how it keeps you awake.',
      nextSteps: ['Ask your manager which deadline matters most', '- Breathe in for four, out for six in bed'],
      topics: ['work', 'Sleep', 'Astrology'],
    };
    server.handle((_req, res) => completionReply(res, `\`\`\`json\n${JSON.stringify(modelJson)}\n\`\`\``));
    const log = { warn: vi.fn(), info: vi.fn() };
    const s = await createSummariser(config(), log).summariseSession({
      ...(await session(['', ...demoScript])),
      durationMinutes: 18,
      therapistName: 'Sage',
    });
    expect(s.title).toBe('Deadlines, Friday and sleep');
    expect(s.topics).toEqual(['Work', 'Sleep']);
    expect(s.nextSteps).toEqual([
      'Ask your manager which deadline matters most',
      'Breathe in for four, out for six in bed',
    ]);
    expect(s.content).toBe(
      `${modelJson.summary}\n\nNext Steps:\n- Ask your manager which deadline matters most\n- Breathe in for four, out for six in bed`,
    );
    const req = server.requests.at(-1)!;
    expect(req.body.stream).toBe(false);
    expect(req.body.messages![1]!.content).toContain('Person: My manager keeps piling deadlines on me');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to the embedded summary on an error, bad JSON or an unsafe summary', async () => {
    const input = { ...(await session(['', ...demoScript])), durationMinutes: 18, therapistName: 'Sage' };
    const embedded = summariseSession(input);
    const unsafe = {
      title: 'Hard week',
      summary: 'You said things were hard and a lethal dose was mentioned as an option.',
      nextSteps: ['Rest'],
      topics: [],
    };
    for (const respond of [
      (res: Parameters<typeof errorReply>[0]) => errorReply(res, 503),
      (res: Parameters<typeof errorReply>[0]) => completionReply(res, 'Here is your summary: it went well!'),
      (res: Parameters<typeof errorReply>[0]) => completionReply(res, JSON.stringify(unsafe)),
    ]) {
      server.handle((_req, res) => respond(res));
      const log = { warn: vi.fn(), info: vi.fn() };
      expect(await createSummariser(config(), log).summariseSession(input)).toEqual(embedded);
      expect(log.warn).toHaveBeenCalledOnce();
    }
  });
});

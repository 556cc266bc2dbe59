import { describe, expect, it } from 'vitest';
import { checkReply } from '../../safety/index.ts';
import { demoMemory, demoNow, demoScript } from '../demo-script.ts';
import { EngineStateSchema } from '../state.ts';
import { converse, groundingScript, questionCount, sentenceCount, studyScript } from './conversation.test-util.ts';
import { EmbeddedTherapist } from './engine.ts';

const demo = ['', ...demoScript];
const lonely = [
  '',
  'hi',
  'not great tbh',
  "I've been really lonely since I moved to Melbourne for uni",
  "I don't know",
  'I used to have my friends around all the time and now I just sit in my room',
  'I guess I miss having people to talk to',
  'Are you a real person?',
  "What's the weather like in Sydney?",
  'no thanks',
  "I'm so useless at making friends, I always mess it up",
  'idk',
  'I did make one friend in my tutorial',
  'I made one friend, and maybe I can make more if I keep trying',
  '7',
  'ok',
];
const terse = [
  '',
  'hi',
  'ok',
  'yeah',
  'idk',
  'work',
  'yeah',
  'ok',
  'dunno',
  'no',
  'yeah',
  'ok',
  'fine',
  'hmm',
  'yeah',
  'idk',
  'ok',
  'yeah',
  'no',
  'ok',
  'sure',
  'idk',
  'yeah',
  'ok',
  'hmm',
  'dunno',
  'ok',
  'yeah',
  'no',
  'ok',
];

describe('embedded therapist', () => {
  it('is deterministic for a seed and varies with it', async () => {
    const a = await converse(demo, { seed: 7, memory: demoMemory, now: demoNow });
    const b = await converse(demo, { seed: 7, memory: demoMemory, now: demoNow });
    const c = await converse(demo, { seed: 8, memory: demoMemory, now: demoNow });
    expect(b.map((x) => x.text)).toEqual(a.map((x) => x.text));
    expect(c.map((x) => x.text)).not.toEqual(a.map((x) => x.text));
  });

  it('keeps every reply to 1-3 sentences with at most one question', async () => {
    for (const script of [demo, lonely, groundingScript, studyScript, terse]) {
      for (const seed of [1, 2, 3]) {
        for (const { text } of await converse(script, { seed, memory: demoMemory })) {
          expect(sentenceCount(text), text).toBeGreaterThanOrEqual(1);
          expect(sentenceCount(text), text).toBeLessThanOrEqual(3);
          expect(questionCount(text), text).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('never repeats a reply within a session, even with thirty terse answers', async () => {
    for (const script of [demo, terse, lonely]) {
      const texts = (await converse(script, { seed: 1 })).map((x) => x.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('opens by recalling the last session and its next step', async () => {
    const [withDate] = await converse([''], { memory: demoMemory, now: demoNow });
    expect(withDate!.text).toContain(
      'Last week we talked about sleep, and you planned to put your phone away by 10 pm.',
    );
    const [noDate] = await converse([''], { memory: demoMemory });
    expect(noDate!.text).toContain('Last time we talked about sleep');
    const [first] = await converse(['']);
    expect(first!.text).toMatch(/I'm Sage, (?:your|an) AI Therapy Assistant/);
  });

  it('acknowledges how the last plan went', async () => {
    const [, reply] = await converse(demo.slice(0, 2), { memory: demoMemory, now: demoNow });
    expect(reply!.text).toMatch(/habits usually take a few goes|plans often meet real life/);
  });

  it('recognises topics and reflects their own words, pronoun-flipped', async () => {
    const [, r1, r2] = await converse(demo.slice(0, 3), { seed: 1, memory: demoMemory });
    expect(r1!.outcome.topics).toContain('work');
    expect(r2!.text).toContain('your manager keeps piling deadlines on you');
    expect(r2!.text).toContain('the big presentation on Friday');
  });

  it('spots a thinking trap and invites a balanced thought', async () => {
    const replies = await converse(demo.slice(0, 6), { seed: 1, memory: demoMemory });
    expect(replies[3]!.text).toContain('"everyone will think I\'m useless"');
    expect(replies[3]!.text).toContain('mind-reading');
    expect(replies[4]!.text).toMatch(/more balanced/);
    expect(replies[5]!.text).toContain('"It might not be perfect, but I\'ve done this before and it went fine"');
  });

  it('moves through check-in, explore, focus, a skill and wrap-up', async () => {
    const phases = (await converse(groundingScript, { seed: 1 })).map((x) => x.outcome.phase);
    const order = phases.filter((p, i) => p !== phases[i - 1]);
    expect(order).toEqual(['checkin', 'explore', 'focus', 'skill', 'wrapup', 'closed']);
  });

  it('guides a skill step by step after a yes', async () => {
    const replies = await converse(groundingScript, { seed: 1 });
    const offer = replies.findIndex((r) => /grounding exercise/.test(r.text));
    expect(replies[offer]!.outcome.phase).toBe('focus');
    const steps = replies.slice(offer + 1, offer + 6).map((r) => r.text);
    expect(steps[0]).toMatch(/five things you can see/);
    expect(steps[1]).toMatch(/four things you can feel/);
    expect(steps[2]).toMatch(/three things you can hear/);
    expect(steps[3]).toMatch(/two things you can smell/);
    expect(steps[4]).toMatch(/one thing you can taste/);
    const after = replies[offer + 6]!;
    expect(after.text).toMatch(/took the edge off/);
    expect(after.outcome.state.skillsTried).toEqual([expect.objectContaining({ id: 'grounding', completed: true })]);
  });

  it('respects a no and does not offer the same skill again', async () => {
    const script = [
      ...groundingScript.slice(0, 5),
      'no thanks',
      'My manager wants the report by Monday.',
      "It's a lot, and I'm behind already.",
      'I worry about it at night too.',
      "I'm tired.",
      'It just keeps building up.',
    ];
    const replies = await converse(script, { seed: 1 });
    const no = replies[5]!;
    expect(no.text).toMatch(/don't have to|only an offer|know what you need/);
    expect(no.outcome.state.skill).toBeNull();
    expect(no.outcome.state.declined).toContain('grounding');
    expect(replies.slice(6).some((r) => /grounding/.test(r.text))).toBe(false);
  });

  it('remembers a detail from turn 2 at turn 10', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const replies = await converse(studyScript, { seed });
      expect(replies[2]!.outcome.state.details.map((d) => d.phrase)).toContain('the big exam on Friday');
      expect(replies[10]!.text, `seed ${seed}`).toContain('the big exam on Friday');
    }
  });

  it('handles greetings, thanks, identity, off-topic questions and an early goodbye', async () => {
    const replies = await converse(
      [
        '',
        'hello',
        'Are you a real person?',
        "What's the capital of France?",
        'Work has been really stressful',
        'thanks',
        'I have to go now, bye',
      ],
      { seed: 1 },
    );
    expect(replies[1]!.text).not.toMatch(/I'm Sage, your AI/);
    expect(replies[2]!.text).toMatch(/AI/);
    expect(replies[2]!.text).toMatch(/not a (?:human|person)/);
    expect(replies[3]!.text).toMatch(/outside what I can help with|search engine|not much use/);
    expect(replies[5]!.text).toMatch(/welcome|glad|No worries|Thank you/);
    expect(replies[6]!.outcome.phase).toBe('closed');
    for (const r of replies)
      expect(r.text).not.toMatch(
        /\bI(?:'m| am) (?:a )?(?:human|real person|psychologist|counsellor|clinician|doctor)\b/,
      );
  });

  it('streams a reply in word groups that join back to the text', async () => {
    const [reply] = await converse([''], { memory: demoMemory });
    expect(reply!.chunks.length).toBeGreaterThan(2);
    expect(reply!.chunks.join('')).toBe(reply!.text);
  });

  it('keeps a JSON state that survives a round trip, and rebuilds one from history when missing', async () => {
    const direct = await converse(demo, { seed: 3, memory: demoMemory });
    const viaJson = await converse(demo, { seed: 3, memory: demoMemory, roundTripState: true });
    expect(viaJson.map((x) => x.text)).toEqual(direct.map((x) => x.text));
    expect(EngineStateSchema.safeParse(JSON.parse(JSON.stringify(direct.at(-1)!.outcome.state))).success).toBe(true);

    const history = demo.slice(1, 4).flatMap((u, i) => [
      { role: 'user' as const, content: u },
      { role: 'assistant' as const, content: direct[i + 1]!.text },
    ]);
    const outcome = await new EmbeddedTherapist('Sage').reply({
      history,
      memory: demoMemory,
      utterance: 'Work is still on my mind.',
      sessionId: 'ses_test',
    }).outcome;
    expect(outcome.topics).toContain('work');
    expect(outcome.state.details.map((d) => d.phrase)).toContain('your manager');
  });

  it('passes the safety output check on every reply', async () => {
    for (const script of [demo, lonely, groundingScript, studyScript]) {
      for (const { text } of await converse(script, { seed: 2, memory: demoMemory }))
        expect(checkReply(text), text).toEqual({ safe: true, reasons: [] });
    }
  });
});

describe('asking for an exercise', () => {
  it('starts the exercise they ask for by name', async () => {
    const replies = await converse(
      ['', 'Work is stressing me out', 'Can we do some breathing?', 'done', 'I feel calmer'],
      { seed: 1 },
    );
    expect(replies[2]!.text).toMatch(/count of four/);
    expect(replies[2]!.outcome.phase).toBe('skill');
    expect(replies[4]!.outcome.state.skillsTried).toEqual([
      expect.objectContaining({ id: 'breathing', completed: true }),
    ]);
  });
});

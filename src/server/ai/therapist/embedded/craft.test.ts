import { describe, expect, it } from 'vitest';
import type { Turn } from '../../../../shared/therapy.ts';
import { summariseSession } from '../../summary/index.ts';
import { sessionMemory } from '../../summary/memory.ts';
import { demoMemory } from '../demo-script.ts';
import { converse, questionCount, type Exchange } from './conversation.test-util.ts';
import { analyse } from './analyse.ts';
import { keyPhrases } from './reflect.ts';
import { EmbeddedTherapist } from './engine.ts';

/**
 * Defects found in a 15-turn conversation through the API (issue 14), each at its mechanism. The
 * safety layer's reading of each turn is passed in, as the conversation core does.
 */
const calm = { tier: 'none', kinds: [] } as const;

const summaryOf = (ex: Exchange[]) => {
  const history: Turn[] = ex.flatMap((r) => [
    ...(r.utterance ? [{ role: 'user' as const, content: r.utterance }] : []),
    { role: 'assistant' as const, content: r.text },
  ]);
  const engineState = ex.at(-1)!.outcome.state;
  return {
    summary: summariseSession({ history, engineState, durationMinutes: 15, therapistName: 'Sage' }),
    memory: sessionMemory(engineState, history),
  };
};

const breakup = [
  '',
  'my partner and i broke up last month',
  'we were together five years and i still cant believe its over',
  'everyone else seems to cope with breakups fine',
  'she was the one who always planned the weekends',
];

describe('the therapist follows the person (issue 14, a 15-turn conversation)', () => {
  it('keeps a plan from a turn the safety layer read as no risk, without re-reading made-up sentences', async () => {
    // Was answered with a question about work: 'I will walk around the park…' read `check` out of context.
    const ex = await converse(
      ['', 'its been a rough few weeks since the break up', 'maybe i could walk around the park after work tomorrow'],
      { seed: 1, safety: calm },
    );
    expect(ex[2]!.text).toContain('walk around the park after work tomorrow');
    expect(ex[2]!.outcome.state.plans).toEqual(['walk around the park after work tomorrow']);
  });

  it('hears and keeps a plan offered late, after the wrap-up question', async () => {
    const ex = await converse(
      [
        ...breakup,
        'maybe some people just hide it, i only see the outside',
        '6',
        'the evenings are the worst',
        'i miss having someone to talk to about my day',
        'maybe i could ring my sister on thursday',
        '7',
        'i think ill also text sam this weekend',
      ],
      { seed: 2, safety: calm },
    );
    const last = ex.at(-1)!;
    // Was lost to the wrap-up ('also text sam' did not start with a verb, and the answer was read as a rating).
    expect(last.outcome.state.plans).toEqual(['ring your sister on Thursday', 'text sam this weekend']);
    expect(last.text).toContain("you'll also text sam this weekend");
    expect(summaryOf(ex).summary.nextSteps).toContain('Text sam this weekend');
  });

  it('takes a balanced thought that shares no word with the thought, and says "it\'s" for "its"', async () => {
    // Found in a walk: 'maybe its more like i can do well without it being perfect' dropped the exercise
    // ("We can come back to the exercise any time"), and the evidence read back as "So its more like".
    const thought = ['', 'uni has been full on this semester', 'if i dont get a distinction im a complete failure'];
    const better = 'maybe its more like i can do well without it being perfect';
    const asEvidence = await converse([...thought, better], { seed: 1, safety: calm });
    expect(asEvidence.at(-1)!.text).toContain("So it's more like you can do well without it being perfect.");
    const ex = await converse([...thought, 'i guess i passed everything last year', better], { seed: 1, safety: calm });
    const last = ex.at(-1)!;
    expect(last.text).toMatch(/believe it/);
    expect(last.text).not.toMatch(/come back to the exercise|leave the exercise/);
    expect(last.outcome.state.skill?.notes.balanced).toBe("it's more like I can do well without it being perfect");
  });

  it('hears when their step will happen as part of the step, and never keeps a clause after it', async () => {
    // Found in a walk: 'i might do that on the weekend…' answering 'when might you give it a go?' was met
    // with 'What part of this with your family is hardest for you?', and the step was kept as 'tell her
    // what the hospital was like, you haven't told anyone'.
    const lines = [
      '',
      'my dad died three weeks ago and i cant stop thinking about the hospital',
      'i keep replaying the last conversation we had, i was short with him',
      'i havent been eating much',
      'my wife is trying but i push her away',
      'maybe i could tell her what the hospital was like, i havent told anyone',
      'i might do that on the weekend when the kids are at her mums',
    ];
    for (const seed of [1, 2, 3]) {
      const ex = await converse(lines, { seed, safety: { tier: 'elevated', kinds: [] } });
      expect(ex.at(-2)!.outcome.state.plans).toEqual(['tell her what the hospital was like']);
      expect(ex.at(-1)!.text).toMatch(/^The weekend (?:sounds like a good time for it\.|it is, then\.)/);
      expect(ex.at(-1)!.text).not.toMatch(/family/);
      expect(ex.at(-1)!.outcome.state.plans).toEqual(['tell her what the hospital was like on the weekend']);
    }
  });

  it('never takes news that does not answer the thought for a balanced thought, nor makes one a next step', async () => {
    const ex = await converse([...breakup, 'work is ok, its the evenings that are hard'], { seed: 1, safety: calm });
    const reply = ex.at(-1)!.text;
    expect(reply).not.toMatch(/fairer|still honest|believe it/i);
    expect(reply).toMatch(/evenings/);
    expect(reply).not.toMatch(/work is ok/i);
    const { summary } = summaryOf(ex);
    expect(summary.summary).not.toContain('evenings that are hard');
    expect(summary.nextSteps.join('\n')).not.toMatch(/evenings|balanced thought and come back/);
  });

  it('keeps an answering balanced thought in the summary, never as a next step', async () => {
    const ex = await converse([...breakup, 'maybe some people just hide it, i only see the outside', '6'], {
      seed: 1,
      safety: calm,
    });
    const { summary } = summaryOf(ex);
    expect(summary.summary).toContain('"some people just hide it, I only see the outside"');
    expect(summary.nextSteps.join('\n')).not.toContain('hide it');
  });

  it('takes only a rating as the rating, and follows anything else as the newest thing said', async () => {
    const ex = await converse(
      [
        ...breakup,
        'maybe some people just hide it, i only see the outside',
        'my chest gets tight when i get home to the empty flat',
      ],
      { seed: 1, safety: calm },
    );
    const reply = ex.at(-1)!.text;
    // Was 'Even a small shift counts…' / 'That's honest, and it's normal for the old thought…'.
    expect(reply).not.toMatch(/small shift counts|old thought to feel truer/);
    expect(reply).toMatch(/chest/);
    expect(ex.at(-1)!.outcome.state.skill).toBeNull();
  });

  it('speaks of an ex-partner as past in the summary and memory, and never keeps a thinking trap as content', async () => {
    const ex = await converse([...breakup.slice(0, 3), 'its stupid to be this upset about it', 'thanks'], {
      seed: 1,
      safety: calm,
    });
    const { summary, memory } = summaryOf(ex);
    // Was 'Your partner was part of the picture.' and 'You said its stupid to be this upset…'.
    expect(summary.summary).not.toMatch(/your partner/i);
    expect(memory.people).not.toContain('your partner');
    expect(summary.summary).not.toMatch(/You said[^.]*stupid to be this upset/);
    expect(summary.summary).toMatch(/thinking trap \([^)]*\) in "its stupid to be this upset about it"/);
  });

  it('meets a step they took as good news, not with a question that assumes it hurt', async () => {
    const memory = {
      previousSessions: [
        {
          date: '2026-11-20T10:00:00.000Z',
          topics: ['Grief and loss'],
          nextSteps: ['Plant something in the backyard for her on the weekend'],
          plans: ['plant something in the backyard for her on the weekend'],
        },
      ],
    };
    for (const seed of [1, 2, 3]) {
      const ex = await converse(['', 'hi', 'we planted a grevillea near the lemon tree'], {
        seed,
        memory,
        safety: calm,
      });
      // Was 'What feels hardest about it right now?' and 'How long has it been feeling this way?'.
      expect(ex[2]!.text).not.toMatch(/hardest|feeling this way|carrying a lot|when things have felt like this/i);
    }
  });

  it('keeps nothing from the sentence that holds a thinking trap, not even its other half', async () => {
    // The summary said 'You said … that it's you who falls apart' after 'everyone else seems to cope
    // with breakups fine, its just me who falls apart'.
    const ex = await converse(
      [
        '',
        'my girlfriend and i broke up last month',
        'everyone else seems to cope with breakups fine, its just me who falls apart',
      ],
      { seed: 1, safety: calm },
    );
    const { summary } = summaryOf(ex);
    expect(summary.summary).not.toMatch(/falls apart/);
    expect(summary.summary).toContain('"everyone else seems to cope with breakups fine');
  });

  it('recalls last session’s plan without its "tomorrow", which has passed', async () => {
    const memory = {
      previousSessions: [
        {
          date: '2026-11-20T10:00:00.000Z',
          topics: ['Relationships'],
          nextSteps: ['Walk around the park after work tomorrow'],
          plans: ['walk around the park after work tomorrow'],
        },
      ],
    };
    const ex = await converse(['', 'hi again'], { seed: 1, memory, safety: calm });
    expect(ex[0]!.text).toContain('walk around the park after work');
    expect(ex.map((e) => e.text).join(' ')).not.toMatch(/tomorrow/);
  });

  it('asks about an ex as an ex, never as a current partner', async () => {
    // Was 'What else comes to mind about your girlfriend?' after 'my girlfriend and i broke up'.
    for (const seed of [1, 2, 3, 4]) {
      const ex = await converse(
        [
          '',
          'hey',
          'my girlfriend and i broke up last month and the flat is so quiet now',
          'work is ok, its the evenings that are hard',
          'my chest gets tight when i get home to the empty flat',
          'maybe i could walk around the park after work tomorrow',
          'yeah i could do that',
          'i dont know',
        ],
        { seed },
      );
      for (const e of ex.slice(1)) expect(e.text).not.toMatch(/your girlfriend/i);
    }
  });
});

describe('clumsy moves from a 15-turn walk (issue 14)', () => {
  it('answers a hello after the opening by carrying on, never with a second welcome', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      // Was 'Hi, good to meet you.' on a first session, and 'Hello again.' after 'Welcome back…'.
      const first = (await converse(['', 'hey'], { seed, safety: calm }))[1]!.text;
      expect(first).toMatch(/^(?:Hi|Hello)\b.*I'm here/);
      expect(first).not.toMatch(/meet you|welcome|again/i);
      const back = (await converse(['', 'hello'], { seed, safety: calm, memory: demoMemory }))[1]!.text;
      expect(back).not.toMatch(/meet you|welcome|again/i);
    }
  });

  it('meets a body sign of anxiety in the body, with breathing or grounding, not a question about a lift', async () => {
    for (const seed of [1, 2, 3]) {
      const ex = await converse(
        [
          '',
          'hey',
          'work has been really full on lately',
          'my chest gets really tight and its hard to breathe before meetings',
        ],
        { seed, safety: calm },
      );
      const reply = ex.at(-1)!.text;
      // Was 'What, if anything, has given you even a small lift lately?'.
      expect(reply).not.toMatch(/lift|hardest part/);
      expect(reply).toMatch(/chest/);
      expect(reply).toMatch(/breathing exercise|grounding exercise/);
      expect(questionCount(reply)).toBe(1);
      expect(ex.at(-1)!.outcome.state.offered).toMatch(/breathing|grounding/);
    }
    // On the first thing said, the one question is about the body.
    const early = await converse(['', "i've been so anxious, my heart races and my stomach is in knots"], {
      seed: 1,
      safety: calm,
    });
    expect(early[1]!.text).toMatch(/body|notice it most|react like this/);
  });

  it('hears "yeah i could do that" as agreeing to their own step, then moves on warmly', async () => {
    for (const seed of [1, 2, 3]) {
      const ex = await converse(
        [
          '',
          'work has been really full on lately',
          'my boss keeps piling stuff on and i cant say no',
          'maybe i could tell her which project is most urgent',
          'yeah i could do that',
        ],
        { seed, safety: calm },
      );
      const reply = ex.at(-1)!.text;
      // Was 'Say as much or as little as feels right. What's the hardest part of work right now?'.
      expect(reply).not.toMatch(/hardest|say as much/i);
      expect(reply).toMatch(/plan|doable|Good on you/);
      expect(questionCount(reply)).toBe(1);
      expect(ex.at(-1)!.outcome.state.plans).toEqual(['tell her which project is most urgent']);
    }
  });

  it('keeps a step said on a turn the safety layer answered, and hears agreement to it next turn', async () => {
    const therapist = new EmbeddedTherapist('Sage');
    const base = { history: [], memory: { previousSessions: [] }, sessionId: 'ses_t', seed: 1 };
    const opened = await therapist.reply({ ...base, utterance: '' }).outcome;
    const state = await therapist.hear(
      {
        ...base,
        state: opened.state,
        utterance: "i think i'll call my brother this week and see if he wants to get dinner",
        safety: { tier: 'high', kinds: ['suicide_self_harm'] },
      },
      "I'm really glad you told me. You can call Lifeline on 13 11 14. What's been making things feel this way?",
    );
    expect(state.plans).toEqual(['call your brother this week and see if he wants to get dinner']);
    const next = await therapist.reply({
      ...base,
      state,
      utterance: 'yeah i can do that',
      safety: { tier: 'elevated', kinds: [] },
    }).outcome;
    expect(next.text).not.toMatch(/you can do that|problem solving/i);
    expect(next.text).toMatch(/plan|doable|Good on you/);
    // A bare 'yeah' answers the safety reply's own question ('would you like to tell me more?').
    const yeah = await therapist.reply({ ...base, state, utterance: 'yeah', safety: { tier: 'elevated', kinds: [] } })
      .outcome;
    expect(yeah.text).not.toMatch(/sounds like a plan|doable|Good on you/);
  });
});

describe('what three fresh 15-turn walks found (grief, exam stress, insomnia)', () => {
  it('never reads how the body reacts as a thinking trap, so breathing counts are no balanced thought', async () => {
    // Was 'That sounds like overgeneralising…', then 'in for 4 out for 6' taken as evidence and
    // 'did it, bit better' praised as 'fairer, and still honest'.
    expect(analyse('my heart races every time i open my notes').trap).toBeNull();
    expect(analyse('this always happens, nothing ever works out').trap).not.toBeNull();
    const ex = await converse(
      [
        '',
        'hey',
        'i have my final exams in two weeks and im freaking out',
        'my parents spent so much money on uni',
        'my heart races every time i open my notes',
        'ok',
        'in for 4 out for 6',
        'did it, bit better',
      ],
      { seed: 1, safety: calm },
    );
    expect(ex[4]!.text).toMatch(/breathing exercise|grounding exercise/);
    for (const e of ex.slice(4)) expect(e.text).not.toMatch(/fairer|more balanced|thinking trap|overgeneralising/);
    expect(ex.at(-1)!.outcome.state.skillsTried.map((s) => s.id)).not.toContain('balanced_thought');
  });

  it('meets "what should i do" with something to try, and starts it when asked while it is on offer', async () => {
    for (const seed of [1, 2, 3]) {
      const ex = await converse(
        ['', 'i have exams in two weeks', 'i keep scrolling my phone instead of studying', 'what should i do'],
        { seed, safety: calm },
      );
      // Was 'Say as much or as little as feels right. What else comes to mind about your parents?'.
      expect(ex.at(-1)!.text).toMatch(/Would|How would you feel/);
      expect(ex.at(-1)!.outcome.state.offered).not.toBeNull();
      const asked = await converse(
        [
          '',
          'i have exams in two weeks',
          'i keep scrolling my phone instead of studying',
          'what should i do',
          'what can i do',
        ],
        { seed, safety: calm },
      );
      // Was the same offer again, in other words.
      expect(asked.at(-1)!.outcome.state.skill).not.toBeNull();
    }
  });

  it('hears a memory of someone who died as theirs: no search-engine reply, no good news', async () => {
    const memory = analyse('we used to watch the footy together every saturday');
    expect(memory.offTopic).toBe(false);
    expect(analyse('who won the footy?').offTopic).toBe(true);
    const ex = await converse(
      ['', 'my dad died two months ago', 'we used to watch the footy together every saturday'],
      { seed: 1, safety: calm },
    );
    expect(ex.at(-1)!.text).not.toMatch(
      /search engine|outside what I can help|not much use|glad to hear|made the difference/,
    );
  });

  it('reflects the feeling, not "you don\'t know", and never treats a dead parent\'s illness as their health', async () => {
    const a = analyse('i dont know. it just feels like i let him down');
    expect(a.keyPhrases.join(' ')).not.toMatch(/don'?t know/);
    expect(a.feelings.map((f) => f.id)).toContain('guilty');
    expect(analyse('he was sick for a long time and i was always too busy').topics).not.toContain('health');
    const ex = await converse(
      [
        '',
        'my dad died two months ago and i cant seem to get back to normal',
        'everyone at work acts like nothing happened',
        'he was sick for a long time and i was always too busy',
        'i dont know. it just feels like i let him down',
      ],
      { seed: 1, safety: calm },
    );
    // Was 'I'm hearing that you don't know. … problem solving for what's going on with your health?'.
    for (const e of ex) expect(e.text).not.toMatch(/you don't know|your health/);
  });

  it('never says "you\'ll ." when problem solving ends without a step, and keeps a step said at its first question', async () => {
    const start = ['', 'i cant sleep and work is a mess', 'can we do some problem solving'];
    const ex = await converse([...start, 'the sleep part', 'reading, tea, no phone', '8'], { seed: 1, safety: calm });
    // Was 'That's a concrete first step: you'll . It doesn't have to fix everything…'.
    expect(ex.at(-1)!.text).not.toMatch(/you'll \./);
    expect(ex.at(-1)!.outcome.state.skill).toBeNull();
    // Was lost: taken as 'the part to work on' and then asked for options.
    const step = await converse([...start, 'maybe i could try reading instead of my phone'], { seed: 1, safety: calm });
    expect(step.at(-1)!.outcome.state.plans).toEqual(['try reading instead of your phone']);
    expect(step.at(-1)!.text).toContain('try reading instead of your phone');
  });

  it('hears a move to a new city with no one there as hard, not as good news', async () => {
    const ex = await converse(['', 'hey', 'i moved to perth for uni and i dont really know anyone'], {
      seed: 1,
      safety: calm,
    });
    // Was 'If I've got it right, you moved to perth for uni. I'm glad to hear that. What would you like to build on from that?'.
    expect(ex.at(-1)!.text).not.toMatch(/glad to hear|build on|made the difference|good shift/);
    const good = await converse(['', 'hey', 'i did call him, we had pho'], { seed: 1, safety: calm });
    expect(good.at(-1)!.text).toMatch(
      /glad|Good on you|worth noticing|good shift|made the difference|feel to do that|build on/,
    );
  });

  it('meets a body sign given as the answer to "where would you like to start?" in the body', async () => {
    const ex = await converse(
      [
        '',
        'hi',
        'im completely burnt out at work',
        'i work 60 hours a week and my manager keeps adding more',
        'i cant remember the last time i had a day off',
        'my shoulders are tight all the time and i get headaches',
      ],
      { seed: 1, safety: calm },
    );
    expect(ex.at(-2)!.outcome.state.awaiting).toBe('focus_choice');
    // Was an offer of problem solving 'for things with your manager'.
    expect(ex.at(-1)!.text).toMatch(/breathing exercise|grounding exercise/);
  });
});

/** The walk of issue 14's fourth review (grief for a dad, then a second session). */
const griefWalk = [
  '',
  'hey',
  'hey',
  'my dad died three weeks ago and i cant stop thinking about him',
  'we used to go fishing every sunday',
  'i keep thinking i should have visited him more',
  'my chest gets really tight at night',
  'yeah i could try the breathing',
  "i think tomorrow i'll call my sister and tell her how i'm going",
  'thanks that helps a bit',
  'bye',
];

describe('a body sign of anxiety is met in the body in every flow (issue 14, fourth walk)', () => {
  it('is never evidence against a thought: the thought exercise waits and breathing or grounding is offered', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse(griefWalk.slice(0, 7), { seed, sessionId: `ses_body${seed}`, safety: calm });
      expect(ex[5]!.outcome.state.skill?.id).toBe('balanced_thought');
      const reply = ex[6]!.text;
      // Was 'So your chest gets really tight at night. That's worth holding on to. Putting it together, how could you say the thought…'.
      expect(reply).not.toMatch(/worth holding on to|balanced|evidence|Putting it together/);
      expect(reply).toMatch(/breathing exercise|grounding exercise/);
      expect(questionCount(reply)).toBe(1);
      const state = ex[6]!.outcome.state;
      expect(state.skill).toBeNull();
      expect(state.offered).toMatch(/breathing|grounding/);
    }
  });

  it('takes "yeah i could try the breathing" as a yes to the offer, not as a next step', async () => {
    const ex = await converse(griefWalk.slice(0, 8), { seed: 1, safety: calm });
    expect(ex[7]!.outcome.state.skill?.id).toBe('breathing');
    expect(ex[7]!.outcome.state.plans).toEqual([]);
  });

  it('comes before the answer to the wrap-up question, and before another offer', async () => {
    const late = await converse(
      [
        ...breakup,
        'maybe some people just hide it, i only see the outside',
        '6',
        'the evenings are the worst',
        'maybe i could ring my sister on thursday',
        'thanks',
        'my chest gets really tight at night thinking about it',
      ],
      { seed: 2, safety: calm },
    );
    expect(late.at(-2)!.outcome.state.awaiting).toBe('next_step');
    expect(late.at(-1)!.text).toMatch(/breathing exercise|grounding exercise/);
    expect(late.at(-1)!.text).not.toMatch(/solid plan|honest|smaller/);
  });
});

describe('the next session recalls the step the last one closed on (issue 14, fourth walk)', () => {
  it('recalls the most recent, confirmed step first, not the first one said', async () => {
    const ex = await converse(
      [
        '',
        'hey',
        'my dad died three weeks ago and i cant stop thinking about him',
        'we used to go fishing every sunday',
        'maybe i could go for a walk by the river on the weekend',
        "i think tomorrow i'll call my sister and tell her how i'm going",
        'thanks that helps a bit',
        'bye',
      ],
      { seed: 1, safety: calm },
    );
    const close = ex.at(-1)!.text;
    expect(close).toMatch(/call your sister and tell her how you're going/);
    const { memory } = summaryOf(ex);
    expect(memory.plans[0]).toBe("call your sister and tell her how you're going");
    const next = await converse(['', 'hi'], {
      seed: 1,
      safety: calm,
      memory: {
        previousSessions: [
          { date: '2026-11-24T09:00:00Z', topics: memory.topics, nextSteps: memory.plans, plans: memory.plans },
        ],
      },
    });
    // Was '… you planned to go for a walk by the river …' (the first step said, not the one confirmed).
    expect(next[0]!.text).toMatch(/you planned to call your sister and tell her how you're going/);
    expect(next[0]!.text).not.toMatch(/walk by the river/);
  });
});

describe('the answer to "how did your plan go?" (issue 14, fifth walk)', () => {
  const memory = {
    previousSessions: [
      {
        date: '2026-11-24T09:00:00Z',
        topics: ['Study'],
        nextSteps: ['ask jack to study with you at the library on Thursday'],
        plans: ['ask jack to study with you at the library on Thursday'],
      },
    ],
  };
  it('credits the step only when the answer is about it', async () => {
    for (const seed of [0, 1, 2, 3]) {
      // Was 'Doing some of it still counts…': news about exams is not news about the step.
      const news = await converse(['', 'hi again', 'trials went ok actually, chem was hard but i finished'], {
        seed,
        safety: calm,
        memory,
      });
      expect(news.at(-1)!.text).not.toMatch(/some of it|Part of the way|gave it a go|following through|new habits/);
      const step = await converse(['', 'hi again', 'yeah i asked jack and we studied at the library, it helped'], {
        seed,
        safety: calm,
        memory,
      });
      expect(step.at(-1)!.text).toMatch(/gave it a go|following through/);
      const missed = await converse(['', 'hi again', 'nah i didnt get to it, too busy'], {
        seed,
        safety: calm,
        memory,
      });
      expect(missed.at(-1)!.text).toMatch(/new habits|plans often meet real life/);
    }
  });
});

describe('a year 12 student under pressure (issue 14, fifth walk)', () => {
  const start = [
    '',
    'year 12 is destroying me, trials are in two weeks',
    'my parents expect me to get 95 atar and i just cant',
  ];
  it('names "ill have wasted my whole life" as a thinking trap, never hands it back as a step', async () => {
    for (const seed of [1, 2, 3]) {
      const ex = await converse([...start, 'if i dont get into medicine ill have wasted my whole life'], {
        seed,
        safety: calm,
      });
      const last = ex.at(-1)!;
      // Was 'So one thing you could do is have wasted your whole life. What would help you stick with it?'
      expect(last.text).not.toMatch(/you could|step|stick with it|get in the way/i);
      expect(last.outcome.state.plans).toEqual([]);
      expect(last.text).toMatch(/catastrophising/);
    }
  });

  it('never takes a late night for good news or for evidence to hold on to', async () => {
    for (const seed of [1, 2, 3]) {
      for (const lines of [
        [...start, 'i stayed up till 3 studying chemistry last night'],
        [
          ...start,
          'if i dont get into medicine ill have wasted my whole life',
          'i stayed up till 3 studying chemistry last night',
        ],
      ]) {
        const ex = await converse(lines, { seed, safety: calm });
        // Was "That's worth noticing. What would you like to build on from that?" / "That's worth holding on to."
        expect(ex.at(-1)!.text).not.toMatch(/worth noticing|build on|holding on to|glad to hear|good shift/i);
      }
    }
  });
});

describe('a widower, alone at night (issue 14, fifth walk)', () => {
  const lines = [
    '',
    'evening',
    'my wife passed in june and the house is very quiet now',
    'the kids ring on sundays but they live in brisbane',
    'i go to the mens shed on tuesdays, thats about it',
    'some days i dont talk to anyone at all',
    'i suppose i could go to the shed on thursdays as well',
    'the fellas there are alright, old bill lost his wife too',
    'my chest gets tight at night when i think about her',
    'ok i will try the breathing',
    'that helped a bit actually',
    'i think ill ring my daughter tomorrow and tell her how im going',
  ];
  it('hears "my wife passed" as a death, and a mate called Bill as no money worry', async () => {
    for (const seed of [1, 2, 3]) {
      const ex = await converse(lines.slice(0, 8), { seed, safety: { tier: 'elevated', kinds: [] } });
      const topics = ex.at(-1)!.outcome.state.topics.map((t) => t.id);
      expect(topics).toContain('grief');
      // Was 'Which part of the money stress is hitting hardest right now?', and 'money' in the summary.
      expect(topics).not.toContain('money');
      expect(ex.map((e) => e.text).join(' ')).not.toMatch(/money/i);
      // A wife who died is grief, not a relationship to work on; a mate's loss is not their feeling.
      expect(topics).not.toContain('relationships');
      expect(ex.at(-1)!.outcome.state.feelings.map((f) => f.feeling)).not.toContain('stuck');
      // Was 'You said old bill lost his wife, and that your wife passed…': news of someone else first.
      expect(summaryOf(ex).summary.summary).toMatch(/You said your wife passed in June/);
    }
  });

  it('takes "that helped a bit" in a breathing exercise as how it went, and hears a step said after it', async () => {
    let breathed = 0;
    for (const seed of [1, 2]) {
      const ex = await converse(lines, { seed, safety: { tier: 'elevated', kinds: [] } });
      if (ex[9]!.outcome.state.skill?.id !== 'breathing') continue;
      breathed++;
      // Was "Thank you, it's been good for me too. We can finish the exercise, or leave it here".
      expect(ex[10]!.text).not.toMatch(/good for me too|finish the exercise/);
      // Was 'It sounds like family has been taking a lot out of you… How have things been at home lately?'
      expect(ex[11]!.text).toMatch(/ring your daughter tomorrow/);
      expect(ex[11]!.text).not.toMatch(/at home lately|taking a lot out of you/);
      expect(ex[11]!.outcome.state.plans).toContain("ring your daughter tomorrow and tell her how you're going");
    }
    expect(breathed).toBeGreaterThan(0);
  });
});

describe('a second step said while the confidence question is open (issue 14, fifth review)', () => {
  const start = [
    '',
    'my boss tore shreds off me in front of the whole team today',
    'this is the third time this month and im sick of it',
    'i feel humiliated and angry',
    'i dont want to quit, i like the actual work',
    'it just keeps happening and nobody says anything',
    'i reckon i need to do something about it',
    'i guess i could be more organised about it',
    'it makes me dread going in',
    'maybe i could write down each time it happened and talk to hr next week',
  ];
  it('keeps "and go for a run…" as a step, and never takes "or …" for a low rating', async () => {
    let asked = 0;
    for (const seed of [0, 1, 2]) {
      const before = await converse(start, { seed, safety: calm });
      if (!/how confident/.test(before.at(-1)!.text)) continue;
      asked++;
      const more = await converse([...start, 'and go for a run in the morning to burn some of this off'], {
        seed,
        safety: calm,
      });
      // Was "That's honest, and it's fine to make the step smaller…", and the run was lost.
      expect(more.at(-1)!.text).not.toMatch(/make the step smaller/);
      expect(more.at(-1)!.outcome.state.plans).toContain('go for a run in the morning to burn some of this off');
      const or = await converse([...start, 'or i could ask my union rep, she is ok'], { seed, safety: calm });
      expect(or.at(-1)!.text).not.toMatch(/make the step smaller/);
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe('reflections never splice two sentences typed as one (issue 14, fourth walk)', () => {
  it('never says a harsh belief back in their words, as if agreeing', () => {
    // Each was said back as 'It sounds like nobody would care', '… you get in the way', '… it was
    // something you did', '… silly to get this upset over a dog you suppose'.
    expect(keyPhrases('sometimes i think theyre right, nobody would care')).toEqual([]);
    expect(keyPhrases('the missus has her routines and i just get in the way')).not.toContainEqual(
      expect.stringMatching(/in the way/),
    );
    expect(keyPhrases('i keep thinking it was something i did, like the coffee')).toEqual([]);
    expect(keyPhrases('silly to get this upset over a dog i suppose')).toEqual([]);
  });

  it('never reflects a denial as news, nor a list that trails off', () => {
    // The summary of a crisis session said 'You said … that you wouldn't do that to your family, and that
    // your ex and everything'.
    expect(keyPhrases("no, i'm not going to kill myself. i wouldnt do that to my family")).toEqual([]);
    expect(keyPhrases('its just heavy, work and my ex and everything')).not.toContainEqual(
      expect.stringMatching(/and everything/),
    );
  });

  it('says a state typed without its subject back with one ("on my r&r now")', () => {
    // Was "I'm hearing that on your r&r now."
    expect(keyPhrases('back again, on my r&r now')[0]).toBe("you're on your r&r now");
  });

  it('hears a step done, typed without its "I", as good news', async () => {
    const memory = {
      previousSessions: [
        {
          date: '2026-11-24T09:00:00Z',
          topics: ['Family'],
          nextSteps: ['do a video call before school'],
          plans: ['do a video call before school'],
        },
      ],
    };
    for (const seed of [1, 2]) {
      const ex = await converse(
        ['', 'back again', 'did the morning video calls, the little one actually talked to me'],
        {
          seed,
          safety: calm,
          memory,
        },
      );
      // Was 'What goes through your mind when that happens?'
      expect(ex.at(-1)!.text).toMatch(/good shift|glad|worth noticing|made the difference|build on|How did that feel/);
    }
  });

  it('meets a pregnancy loss with condolence', async () => {
    const ex = await converse(['', 'i lost the baby last week. i was 11 weeks'], { seed: 1, safety: calm });
    expect(ex[1]!.text).toMatch(/sorry/i);
  });

  it('hears what comes after "but" first', () => {
    // Was 'So far I'm hearing that … your wife is trying': the part they came to say was dropped.
    expect(keyPhrases('my wife is trying but i push her away')[0]).toBe('you push her away');
    expect(keyPhrases('work is fine but i cant sleep')[0]).toBe("you can't sleep");
  });

  it('splits "it went ok i called her" into its clauses before reflecting', () => {
    expect(keyPhrases('it went ok i called her')).not.toContainEqual(expect.stringMatching(/ok you/));
    expect(keyPhrases('its been so hard i cant sleep')).not.toContainEqual(expect.stringMatching(/hard you/));
    expect(keyPhrases('im not ok im really struggling')).toEqual(["you're not ok", "you're really struggling"]);
    // One clause stays whole.
    expect(keyPhrases('i think it went better than i expected')).toContainEqual('it went better than you expected');
  });

  it('answers the news of a step with a grammatical reflection', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse(['', 'hi', 'it went ok i called her', 'i still cant sleep though'], {
        seed,
        sessionId: `ses_splice${seed}`,
        safety: calm,
        memory: {
          previousSessions: [
            {
              date: '2026-11-24T09:00:00Z',
              topics: ['Grief and loss'],
              nextSteps: ["call your sister and tell her how you're going"],
              plans: ["call your sister and tell her how you're going"],
            },
          ],
        },
      });
      // Was 'It sounds like it went ok you called her.'
      expect(ex[2]!.text).not.toMatch(/ok you/i);
    }
  });
});

describe('a first-ever session meets the person once (issue 14, fourth walk)', () => {
  it('greets a first "hey" with a first-meeting welcome when no opening was said, and carries on after one', async () => {
    for (const seed of [0, 1, 2, 3]) {
      // Text chat stores this welcome as the session's first message (session-lifecycle.ts), so a 'hey' then carries on.
      const withOpening = await converse(['', 'hey', 'hey'], { seed, sessionId: `ses_first${seed}`, safety: calm });
      expect(withOpening[0]!.text).toMatch(/I'm Sage, (?:your|an) AI Therapy Assistant/);
      expect(withOpening[1]!.text).toMatch(/^(?:Hi|Hello)\b.*I'm here/);
      expect(withOpening[1]!.text).not.toMatch(/again|welcome back/i);
      // A modality with no stored opening (voice): the first 'hey' is the welcome, the next one carries on.
      const without = await converse(['hey', 'hey'], { seed, sessionId: `ses_first${seed}`, safety: calm });
      expect(without[0]!.text).toMatch(/I'm Sage, (?:your|an) AI Therapy Assistant/);
      expect(without[1]!.text).toMatch(/^(?:Hi|Hello)\b.*I'm here/);
      // Someone returning is welcomed back, never met for the first time.
      const back = await converse(['hey'], { seed, sessionId: `ses_first${seed}`, safety: calm, memory: demoMemory });
      expect(back[0]!.text).toMatch(/again|welcome back|good to see you/i);
      expect(back[0]!.text).not.toMatch(/I'm Sage, (?:your|an) AI/);
    }
  });
});

describe('a time shared with someone who died is met warmly (issue 14, fourth walk)', () => {
  it('answers "we used to go fishing every sunday" as a memory, not as effort', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse(griefWalk.slice(0, 5), { seed, sessionId: `ses_fish${seed}`, safety: calm });
      const reply = ex[4]!.text;
      // Was "It's clear how much you care about getting this right."
      expect(reply).not.toMatch(/getting this right|courage|carrying a lot|showing up/);
      expect(reply).toMatch(/times/);
    }
  });
});

describe('what the fifth walk found (issue 14)', () => {
  it('hears "it\'s been good to talk" as thanks, never as a short answer to nudge', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse([...breakup, "it's been good to talk"], { seed, safety: calm });
      // Was "Say as much or as little as feels right. What was that like for you?"
      expect(ex.at(-1)!.text).not.toMatch(/Say as much|Take your time|There's no rush|I'm listening/);
      expect(ex.at(-1)!.text).toMatch(/welcome|glad|Thank you for letting me|good for me too/);
    }
  });

  it('hears thanks that answers "what feels most important to focus on?" as thanks, and asks whether to go on', async () => {
    const turns = [
      '',
      'its been a rough week, my housemate moved out and the place feels empty',
      'i guess i could ask my sister to come over on sunday',
      'i might sleep a bit better tonight',
      "it's been good to talk",
    ];
    for (const seed of [0, 1, 2]) {
      const ex = await converse(turns, { seed, safety: calm });
      // Was "So it's been good to talk. A slower out-breath can help your body settle…"
      expect(ex[3]!.text).toMatch(/focus|work on/);
      expect(ex[4]!.text).not.toMatch(/So it's been|hearing that it's been|breath/);
      expect(ex[4]!.text).toMatch(/keep going|pause|stop here|leave it there/);
    }
  });

  it('never says "i always say something stupid" back as a fact, nor a hope as good news', async () => {
    const turns = [
      '',
      'hi',
      'work has been full on and i cant switch off at night',
      'i lie awake replaying every conversation',
      'i always say something stupid',
      'i guess i could put my phone away at 10 tonight',
      'i might sleep a bit better',
    ];
    for (const seed of [0, 1, 2]) {
      const ex = await converse(turns, { seed, safety: calm });
      // Was "Let me check I have this right: work has been full on, and you always say something stupid."
      expect(ex[4]!.text).not.toMatch(/, and you always say/);
      expect(ex[4]!.text).toMatch(/thinking trap|all-or-nothing/);
      // Was "I'm glad to hear that. What do you think made the difference?"
      expect(ex[6]!.text).not.toMatch(/glad to hear|made the difference/);
    }
  });

  it('meets a death with sympathy first, and never asks a grieving person what they would like to be different', async () => {
    const turns = [
      '',
      'hey',
      'my mum passed away in march',
      'i keep picking up my phone to call her',
      'the house is so quiet on sundays, we used to do the crossword together',
    ];
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse(turns, { seed, safety: calm });
      // Was "If I've got it right, your mum passed away in march."
      expect(ex[2]!.text).toMatch(/^I'm (?:so|really) sorry/);
      expect(ex[3]!.text).not.toMatch(/like to be different|How long has it been feeling/);
      // Was a summing-up ("…and your mum is part of this…") in place of the memory.
      expect(ex[4]!.text).toMatch(/times/);
      expect(ex[4]!.text).not.toMatch(/is part of this/);
    }
    for (const seed of [0, 1]) {
      const compared = await converse([...turns, 'everyone else seems to have moved on already', 'yeah'], {
        seed,
        safety: calm,
      });
      // Was "…and your mum is part of this…", then "…a much tougher standard than you would hold anyone else."
      expect(compared.map((e) => e.text).join(' ')).not.toMatch(/is part of this|tougher standard/);
    }
  });

  it('a year 12 walk: pressure is not evidence to hold on to, and a hopeful thought is a balanced thought, not a plan', async () => {
    const start = ['', 'hi', 'im in year 12 and my trials start next week', 'i feel like im going to fail everything'];
    for (const seed of [0, 1, 2]) {
      const pressured = await converse([...start, 'my parents expect me to get into medicine'], { seed, safety: calm });
      // Was "So your parents expect you to get into medicine. That's worth holding on to."
      expect(pressured[4]!.text).not.toMatch(/worth holding on to/);
      const hopeful = await converse(
        [...start, 'i passed my half yearlies though', 'maybe i will do ok if i keep going'],
        {
          seed,
          safety: calm,
        },
      );
      // Was "I like that idea; you could do ok if you keep going."
      expect(hopeful[5]!.text).not.toMatch(/you could do ok/);
      expect(hopeful[5]!.text).toMatch(/fairer/);
      expect(hopeful[5]!.outcome.state.plans).toEqual([]);
      // Found in review: hopelessness is not a balanced thought, and 'but i' is no counter-evidence.
      const burnout = await converse(
        [...start, 'i passed my half yearlies though', 'if i keep going like this i will burn out'],
        {
          seed,
          safety: calm,
        },
      );
      expect(burnout[5]!.text).not.toMatch(/fairer/);
      const cant = await converse([...start, 'my parents expect me to get into medicine but i just cant do it'], {
        seed,
        safety: calm,
      });
      expect(cant[4]!.text).not.toMatch(/worth holding on to/);
    }
  });

  it('meets "honestly i could strangle him", of an ex, as anger, never as a short answer', async () => {
    const turns = [
      '',
      'hey sage',
      'my boyfriend broke up with me on saturday over text',
      'we were together three years and he just ended it like that',
      'honestly i could strangle him',
    ];
    for (const seed of [0, 1, 2]) {
      const ex = await converse(turns, { seed, safety: calm });
      // Was "There's no rush. Can you tell me a bit more about that?"
      expect(ex[4]!.text).not.toMatch(/no rush|Take your time|as much or as little/);
      expect(ex.map((e) => e.text).join(' ')).not.toMatch(/is part of this|you could strangle/);
      // Was "…step-by-step problem solving for things with your best friend?"
      const helped = await converse([...turns, 'my best friend came over last night which helped'], {
        seed,
        safety: calm,
      });
      expect(helped[5]!.text).not.toMatch(/problem solving|your ex/);
    }
  });

  it('thanks someone for saying who they are, never echoing their second language back, and hears no friends as loneliness', async () => {
    const turns = [
      '',
      'hi',
      'i am international student from vietnam, first year in melbourne',
      'i dont have friends here, everyone already have their group',
    ];
    for (const seed of [0, 1, 2]) {
      const ex = await converse(turns, { seed, safety: calm });
      // Was "I'm hearing that you are international student from vietnam. How are you looking after yourself through all of this?"
      expect(ex[2]!.text).not.toMatch(/you are international student|all of this/);
      // Was "How have things been with the people close to you lately?"
      expect(ex[3]!.text).not.toMatch(/people close to you/);
      expect(ex[3]!.text).toMatch(/connection/);
    }
    // Who they are, with something hard in the same breath, is heard, not thanked.
    const hard = await converse(['', 'im 16 and my parents are getting divorced'], { seed: 0, safety: calm });
    expect(hard[1]!.text).not.toMatch(/about yourself|know a little about you/);
  });

  it("says a state given without its subject back with one ('still tired at work though')", () => {
    // Was "…and still tired at work" in the summing-up and "You said still tired at work" in the summary.
    expect(keyPhrases('still tired at work though')).toEqual(["you're still tired at work"]);
  });

  it('never keeps a hope for how the night will go as the plan', async () => {
    const ex = await converse([...breakup, 'i might sleep a bit better tonight'], { seed: 1, safety: calm });
    // Was "So one thing you could do is sleep a bit better tonight", then recalled next session.
    expect(ex.at(-1)!.text).not.toMatch(/could do is sleep/);
    expect(ex.at(-1)!.outcome.state.plans).toEqual([]);
  });
});

describe('what the final review of the third session found (issue 14)', () => {
  const panic = [
    '',
    'i have been so anxious before work, my chest gets tight',
    'can you help me calm down right now',
    'ok',
  ];

  it('hears "thanks, it has been good to talk" mid-exercise as a goodbye coming, never as the step answered', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse([...panic, 'thanks, it has been good to talk', 'no i think i will stop there'], {
        seed,
        safety: calm,
      });
      const started = ex[3]!.outcome.state.skill;
      if (!started) continue; // this seed offered no exercise to start
      // Was "Now notice four things you can feel…": the thanks taken as the five things seen.
      expect(ex[4]!.text).toMatch(/finish the exercise/);
      expect(ex[4]!.outcome.state.skill?.step).toBe(started.step);
      // Was "So one thing you could do is stop there. Good. Now notice four things…".
      expect(ex[5]!.text).not.toMatch(/could do is stop|Now notice/);
      expect(ex[5]!.outcome.state.plans).toEqual([]);
    }
    // Said to go on, the exercise goes on from where it was.
    const on = await converse([...panic, 'this really helped, thank you', 'yes lets finish'], {
      seed: 3,
      safety: calm,
    });
    expect(on[5]!.text).toMatch(/four things you can feel/);
  });

  it('affirms effort only when they described some ("it happens most mornings on the train" is a fact)', async () => {
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const ex = await converse(['', 'i have been so anxious before work', 'it happens most mornings on the train'], {
        seed,
        safety: calm,
      });
      expect(ex[2]!.text).not.toMatch(/care about getting this right|still showing up and trying/);
    }
  });

  it('gives no next step to a session where nothing was shared ("hey", then goodbye)', async () => {
    const ex = await converse(['', 'hey', 'bye'], { seed: 0, safety: calm });
    // Was "Notice when things feel heavier this week…", advice on nothing they said.
    expect(summaryOf(ex).summary.nextSteps).toEqual([]);
  });

  it('meets "its been a rough month" as a hard time told, never nudged with "What\'s been happening since?"', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const ex = await converse(['', 'its been a rough month'], { seed, safety: calm });
      expect(ex[1]!.text).not.toMatch(/Take your time|happening since|I'm listening/);
      expect(ex[1]!.text).toMatch(/sorry things have been hard|doesn't sound easy|honest about that/);
    }
  });
});

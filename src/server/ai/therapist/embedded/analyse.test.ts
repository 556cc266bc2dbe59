import { describe, expect, it } from 'vitest';
import type { TopicId } from '../../../../shared/therapy.ts';
import type { TrapId } from '../state.ts';
import { analyse } from './analyse.ts';
import { detailsIn, flip, keyPhrase } from './reflect.ts';
import { spotTrap } from './traps.ts';

describe('topic recognition', () => {
  it.each<[TopicId, string]>([
    ['work', 'My boss keeps moving the deadlines at work'],
    ['study', "I've got three assignments due and uni is a lot"],
    ['relationships', 'My boyfriend and I keep fighting'],
    ['family', "Things with my mum and dad haven't been great"],
    ['loneliness', "I feel so alone since I moved, I've got nobody here"],
    ['grief', 'My nan passed away last month'],
    ['sleep', "I can't sleep, I'm awake at 3am every night"],
    ['health', 'The doctor wants more tests for the pain'],
    ['money', "I can't afford rent and the bills keep piling up"],
    ['anxiety', "I'm so anxious and keep worrying about everything"],
    ['low_mood', "I've been feeling down and can't be bothered with anything"],
    ['anger', 'I snapped and yelled at my flatmate, I was furious'],
    ['self_worth', "I'm worthless and not good enough"],
  ])('recognises %s', (topic, text) => {
    expect(analyse(text).topics).toContain(topic);
  });

  it('orders topics by where they come up', () => {
    expect(analyse("I've been lonely since I moved for uni").topics).toEqual(['loneliness', 'study']);
  });

  it("doesn't hear topics that aren't there", () => {
    expect(analyse('I had toast for breakfast and watched a film').topics).toEqual([]);
    expect(analyse("That didn't work out").topics).not.toContain('work');
  });
});

describe('thinking traps', () => {
  it.each<[TrapId, string, string]>([
    ['all_or_nothing', 'I always stuff everything up', 'I always stuff everything up'],
    ['catastrophising', "If I fail this it'll be a disaster", "If I fail this it'll be a disaster"],
    ['mind_reading', "Everyone will think I'm an idiot", "Everyone will think I'm an idiot"],
    ['should_statement', 'I should be coping better than this', 'I should be coping better than this'],
    ['labelling', "I'm such a failure", "I'm such a failure"],
    ['overgeneralising', 'This always happens to me', 'This always happens to me'],
    ['fortune_telling', "I'm going to fail the interview tomorrow", "I'm going to fail the interview tomorrow"],
  ])('spots %s and quotes the thought', (trap, text, quote) => {
    const hit = spotTrap(text);
    expect(hit?.trap).toBe(trap);
    expect(hit?.quote).toBe(quote);
  });

  it.each<[TrapId, string]>([
    ['fortune_telling', "I'll be stuck in this job forever"],
    ['fortune_telling', 'ill be stuck doing this forever'],
    ['fortune_telling', 'if i fail this ill have to drop out'],
    ['fortune_telling', 'nobody is ever going to hire me'],
    ['fortune_telling', 'things are never going to get better'],
    ['fortune_telling', 'my boss is going to fire me, i know it'],
    ['catastrophising', 'if i dont get into med my whole life is basically over'],
    ['catastrophising', 'if i call in sick the whole ward falls apart'],
    ['comparison', 'theyre all coping fine and im the only one crying'],
    ['comparison', 'everyone else in my class seems so relaxed about it'],
    ['mind_reading', 'my sister would just think im being dramatic'],
    ['mind_reading', 'the team leader would think im slack'],
    ['labelling', 'im just lazy'],
    ['labelling', "I'm a terrible dad"],
    ['all_or_nothing', 'i missed one day so ive ruined it'],
  ])('spots %s in "%s"', (trap, text) => {
    expect(spotTrap(text)?.trap).toBe(trap);
  });

  it('quotes only the trap, not the whole message', () => {
    expect(spotTrap("I feel like I'm drowning. If it goes badly everyone will think I'm useless.")?.quote).toBe(
      "everyone will think I'm useless",
    );
  });

  it('leaves ordinary statements alone', () => {
    for (const text of [
      'I went for a walk with my sister',
      'My manager thought the report was good',
      'Maybe I should ask for help',
      'I have to go to work tomorrow',
      "I'm the only one who can visit him, my brother's in Darwin",
      "I'll be stuck at work till 7 tonight",
      'my manager would think about it over the weekend',
      'everyone in my family is coming for Christmas',
      "I'll have to ring the bank tomorrow",
    ]) {
      expect(spotTrap(text)).toBeNull();
    }
  });
});

describe('reflecting their words', () => {
  it('flips pronouns', () => {
    expect(flip("I'm worried my manager thinks I was lazy")).toBe("you're worried your manager thinks you were lazy");
    expect(flip('I can’t sleep and it keeps me up')).toBe("you can't sleep and it keeps you up");
  });

  it('picks a short, telling phrase rather than the whole message', () => {
    expect(keyPhrase("Honestly it's the same at work, I never say no to anything.")).toBe(
      'you never say no to anything',
    );
    expect(keyPhrase("I've been really lonely since I moved to Melbourne for uni")).toBe("you've been really lonely");
    expect(keyPhrase('I don’t know')).toBeNull();
  });

  it('remembers concrete details in second person', () => {
    expect(detailsIn("My manager keeps piling deadlines on me and I've got a big presentation on Friday")).toEqual([
      'your manager',
      'the big presentation on Friday',
    ]);
    expect(detailsIn('my exam next week')).toEqual(['your exam next week']);
  });
});

describe('intents', () => {
  it('reads the social moves', () => {
    expect(analyse('hi there').greeting).toBe(true);
    expect(analyse('thanks heaps').thanks).toBe(true);
    expect(analyse('no thanks').thanks).toBe(false);
    // Was answered 'Say as much or as little as feels right.'
    expect(analyse("it's been good to talk").thanks).toBe(true);
    expect(analyse('this really helped').thanks).toBe(true);
    expect(analyse('talking to my sister helped a lot').thanks).toBe(false);
    // A short account of what they do is something to hear (was "Take your time.").
    expect(analyse('i check them until midnight').substantive).toBe(true);
    expect(analyse('yeah ok').substantive).toBe(false);
    // Found in review: negations and wishes are not thanks.
    expect(analyse('none of this has really helped').thanks).toBe(false);
    expect(analyse('i dont think talking has helped').thanks).toBe(false);
    expect(analyse('it would be nice to talk to someone who actually gets it').thanks).toBe(false);
    // Anger said the way people say it is the person's own, never someone else's violence.
    expect(analyse('honestly i could strangle him').feelings.map((f) => f.id)).toContain('angry');
    expect(analyse('my dad could kill my mum when he drinks').feelings.map((f) => f.id)).not.toContain('angry');
    expect(analyse('idk').dontKnow).toBe(true);
    expect(analyse('yeah ok').yes).toBe(true);
    expect(analyse('nah not really').no).toBe(true);
    expect(analyse('I have to go, bye').end).toBe(true);
    expect(analyse('Are you a real person?').identity).toBe(true);
    expect(analyse("What's the weather like in Sydney?").offTopic).toBe(true);
    expect(analyse("I'm worried about the weather ruining the wedding").offTopic).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { helplines } from '../../../shared/helplines.ts';
import { SafetyPayloadSchema } from '../../../shared/safety.ts';
import { assessUtterance } from './index.ts';

const tierOf = (text: string) => assessUtterance(text).tier;

describe('assessUtterance: tiers by category', () => {
  it.each([
    ["I'm going to kill myself tonight", 'immediate'],
    ["I've already taken 30 Panadol", 'immediate'],
    ["he's hitting me right now", 'immediate'],
    ["my mate isn't breathing", 'immediate'],
    ['i have suicidal thoughts most days', 'high'],
    ["i've been cutting myself again", 'high'],
    ['i keep having thoughts about hurting my baby', 'high'],
    ['my husband hits me', 'high'],
    ['i feel like a burden to everyone', 'elevated'],
    ["I've been drinking every night just to cope", 'elevated'],
    ['had a good chat with my mum today', 'none'],
  ] as const)('%s -> %s', (text, tier) => {
    expect(tierOf(text)).toBe(tier);
  });

  it('names the categories it found', () => {
    expect(assessUtterance('i want to kill myself').categories).toContain('suicide');
    expect(assessUtterance('i burn myself with a lighter').categories).toContain('self_harm');
    expect(assessUtterance('I want to kill my stepdad').categories).toContain('harm_to_others');
    expect(assessUtterance('my boyfriend choked me last week').categories).toContain('abuse');
    expect(assessUtterance("I think I'm having a heart attack, my left arm is numb").categories).toContain('medical');
    expect(assessUtterance('my friend says she wants to end it').categories).toEqual(
      expect.arrayContaining(['third_party', 'suicide']),
    );
    expect(assessUtterance("what's the lethal dose of paracetamol").categories).toContain('means_request');
  });
});

describe('assessUtterance: context', () => {
  it.each([
    'this commute is killing me',
    'I could murder a pizza',
    "I'm dying to see it",
    'just killing time before my appointment',
    "my brother ate my leftovers i'm going to kill him lol",
    'i want to die my hair purple',
    'I cut myself shaving this morning',
    "I'm going to end it with my boyfriend",
    'the character kills himself in the film',
    "years ago I tried to kill myself but I'm in a good place now",
    "I'm not suicidal, just tired",
    'i would never hurt myself',
    'i overdosed on coffee today haha',
    'how tall is the sydney harbour bridge',
  ])('not urgent: %s', (text) => {
    expect(['none', 'elevated']).toContain(tierOf(text));
  });

  it.each([
    'kms',
    'want to die lol',
    'thinking about sewerslide again',
    'gonna unalive myself',
    'i wanna kill my self',
    "thanks for everything, this is the last time you'll hear from me",
    "I've been giving my stuff away, I won't need it",
    'yeah i just dont really see the point in being alive anymore you know',
    'how many panadol would it take to die',
  ])('urgent: %s', (text) => {
    expect(['high', 'immediate']).toContain(tierOf(text));
  });

  it('reads a third party at risk as high, and in danger now as immediate', () => {
    expect(tierOf('my friend says she wants to end it')).toBe('high');
    expect(tierOf("my son is threatening to kill himself and he's locked himself in his room")).toBe('immediate');
  });
});

describe('assessUtterance: resources', () => {
  it('puts 000 first for immediate risk and uses the numbers from shared/helplines', () => {
    const { resources } = assessUtterance("I'm going to kill myself tonight");
    expect(resources[0]).toEqual(helplines.emergency);
    expect(resources.map((r) => r.id)).toEqual(['emergency', 'lifeline', 'suicidecallback', 'beyondblue']);
    expect(resources[1]!.phone).toBe(helplines.lifeline.phone);
  });

  it('offers the crisis lines for high risk and none for no risk', () => {
    expect(assessUtterance('i want to die').resources.map((r) => r.id)).toEqual([
      'lifeline',
      'suicidecallback',
      'beyondblue',
    ]);
    expect(assessUtterance('work was fine today').resources).toEqual([]);
  });

  it('adds the lines that fit what the person says about themselves', () => {
    const ids = (text: string) => assessUtterance(text).resources.map((r) => r.id);
    expect(ids("i'm 16 and i want to kill myself")).toContain('kidshelpline');
    expect(ids("i'm aboriginal and i don't want to be here anymore")).toContain('yarn');
    expect(ids("i'm a dad and i keep thinking they'd be better off without me")).toContain('mensline');
    expect(ids('i want to die')).not.toEqual(expect.arrayContaining(['kidshelpline']));
  });

  it('produces a payload the client contract accepts', () => {
    const { tier, resources } = assessUtterance('i want to die');
    expect(SafetyPayloadSchema.parse({ tier, resources })).toEqual({ tier, resources });
  });
});

describe('assessUtterance: input handling', () => {
  it('copes with empty, very long and odd input', () => {
    expect(tierOf('')).toBe('none');
    expect(tierOf('   \n\t ')).toBe('none');
    expect(tierOf(`${'blah '.repeat(5000)} i want to die`)).toBe('high');
    expect(tierOf(`i want to die ${'the film was long. '.repeat(200)}`)).toBe('high');
    expect(tierOf(`${'blah '.repeat(100)} i want to die`)).toBe('high');
    expect(tierOf('I WANT TO DIE!!!')).toBe('high');
    expect(tierOf('i’m going to kill myself tonight')).toBe('immediate');
  });
});

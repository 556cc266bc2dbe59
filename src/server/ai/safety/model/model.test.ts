import { describe, expect, it } from 'vitest';
import { assessUtterance } from '../index.ts';
import { normalise } from '../normalise.ts';
import { corpusDigest, loadCorpus } from './corpus.ts';
import { FEATURE_BITS, featuresOf } from './features.ts';
import { modelTier } from './reading.ts';
import { loadModel, modelHeads } from './risk-model.ts';

describe('risk model features', () => {
  it('are the same for the same text, with unit length and buckets in range', () => {
    const a = featuresOf(normalise('i cant see the point anymore'));
    const b = featuresOf(normalise('i cant see the point anymore'));
    expect([...a.index]).toEqual([...b.index]);
    expect(a.value.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1, 5);
    expect(Math.max(...a.index)).toBeLessThan(1 << FEATURE_BITS);
  });

  it('share letter runs between spaced and run-together text', () => {
    const spaced = new Set(featuresOf(normalise('took the whole packet')).index);
    const joined = featuresOf(normalise('tookthewholepacket')).index;
    expect([...joined].filter((i) => spaced.has(i)).length).toBeGreaterThan(5);
  });

  it('are empty for an empty message', () => {
    expect(featuresOf('').index.length).toBe(0);
  });
});

describe('shipped risk model', () => {
  it('was trained on the data in the repository (run `npm run train:safety` after changing it)', async () => {
    expect(loadModel().meta.corpus).toBe(corpusDigest(await loadCorpus()));
  });

  it('loads with one row of weights per head and thresholds between 0 and 1', () => {
    const model = loadModel();
    expect(model.meta.heads.map((h) => h.name)).toEqual([...modelHeads]);
    expect(model.weights.length).toBe(modelHeads.length << FEATURE_BITS);
    for (const head of model.meta.heads) {
      expect(head.threshold).toBeGreaterThan(0);
      expect(head.threshold).toBeLessThan(1);
    }
  });

  // Written for this test, in none of the training or evaluation files.
  it.each([
    'honestly reckon the whole family would cope better once im not around to drag them down',
    'my girlfriend checks my bank app every night and i have to send her a photo of where i am every hour',
    'ive been putting a bit of each script aside for months, theres a shoebox full now',
  ])('reads an urgent risk the rules alone miss: %s', (text) => {
    expect(assessUtterance(text, undefined, { model: false }).tier).toMatch(/none|elevated/);
    expect(assessUtterance(text).tier).toMatch(/high|immediate/);
  });

  // Inner talk people bring to a CBT session: thinking traps, rumination, self-criticism. A crisis reply
  // here would break the session, so none of it may be read as urgent (written for this test).
  it.each([
    'I feel like I always get things wrong and everyone will see it',
    'I keep thinking I stuff everything up',
    'I always ruin things',
    'everyone probably thinks im useless',
    'I should be over this by now',
    'Im such an idiot',
    'nothing ever works out for me',
    'I keep replaying the argument in my head',
    'she must think im pathetic',
    'I cant do anything right',
    'I feel like a failure as a dad',
    'my brain wont shut up at night',
    'I keep having the same thoughts over and over',
    'i dont know why i bother',
    'I feel like giving up on uni',
    'everything i touch falls apart',
    'I keep thinking about what she said',
    'i cant stop thinking about the breakup',
    'I am exhausted and over it',
    'I cried in the car again',
    'I feel like I am letting everyone down',
    'i keep thinking im going to get fired',
    'i just want to disappear under the covers for a week',
    'I want to quit everything and move to the coast',
    'i give up on dating',
    'I keep thinking something bad is going to happen',
    'I feel like I dont belong anywhere',
    'i wish i was someone else sometimes',
  ])('leaves inner talk from a therapy session below urgent: %s', (text) =>
    expect(assessUtterance(text).tier).toMatch(/none|elevated/),
  );

  // Replies while doing a skill the therapist guided (breathing, grounding, a body scan, a plan): they
  // talk about the body and "now", and must never read as an emergency (written for this test).
  it.each([
    'I am breathing in slowly now',
    'ok breathing in for four and out for six',
    'my heart has slowed down a bit after the breathing',
    'I can see a lamp, my phone, the window, a mug and my dog',
    'I can hear the fridge humming and a car going past outside',
    'feeling a bit lightheaded from all that breathing haha',
    'my chest feels less tight now',
    'done the body scan, my shoulders were really tense',
    'I will go for a walk tonight after dinner',
    'Okay',
    'Thanks for listening',
    'I think that is all for today',
  ])('leaves a reply during a guided skill below urgent: %s', (text) =>
    expect(assessUtterance(text).tier).toMatch(/none|elevated/),
  );

  it.each([
    'what time does the pharmacy close on sundays',
    'footy was a bloodbath, we got smashed by forty points',
    'can you remind me how the breathing exercise goes',
  ])('leaves an ordinary message below urgent: %s', (text) =>
    expect(assessUtterance(text).tier).toMatch(/none|elevated/),
  );
});

describe('model tier, bounded by the rules', () => {
  const thresholds = { elevated: 0.7, high: 0.8, immediate: 0.3 };
  const rules = { tier: 'none', explained: false, nowCue: () => false } as const;

  it('reads the tier from the heads', () => {
    expect(modelTier({ elevated: 0.9, high: 0.9, immediate: 0.1 }, thresholds, rules)).toBe('high');
    expect(modelTier({ elevated: 0.9, high: 0.5, immediate: 0.1 }, thresholds, rules)).toBe('elevated');
    expect(modelTier({ elevated: 0.2, high: 0.1, immediate: 0.1 }, thresholds, rules)).toBe('none');
  });

  it('goes no higher than elevated where the rules explained a risk phrase away', () => {
    expect(modelTier({ elevated: 0.9, high: 0.99, immediate: 0.9 }, thresholds, { ...rules, explained: true })).toBe(
      'elevated',
    );
  });

  it('reads danger now only in an urgent message with a sign of now, or one the rules found urgent', () => {
    const scores = { elevated: 0.9, high: 0.9, immediate: 0.9 };
    expect(modelTier(scores, thresholds, rules)).toBe('high');
    expect(modelTier(scores, thresholds, { ...rules, nowCue: () => true })).toBe('immediate');
    expect(modelTier({ ...scores, high: 0.1 }, thresholds, { ...rules, tier: 'high' })).toBe('immediate');
    expect(modelTier({ ...scores, high: 0.1 }, thresholds, { ...rules, nowCue: () => true })).toBe('elevated');
  });
});

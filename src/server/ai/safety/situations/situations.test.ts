import { describe, expect, it } from 'vitest';
import { assessUtterance } from '../assess.ts';
import { normalise } from '../normalise.ts';
import { readSituations } from './index.ts';

const ids = (text: string) => readSituations(normalise(text)).map((s) => s.id);
const tier = (text: string) => assessUtterance(text).tier;

describe('situation families', () => {
  it('reads a heart attack from its signs, not from the words "heart attack"', () => {
    expect(ids("he's clutching his chest, gone grey and sweaty and his jaw aches")).toContain('situation.heart');
    expect(ids('chest day at the gym, my arms are dead and i am sweaty')).not.toContain('situation.heart');
  });

  it('needs a failing remedy or a closing airway, not just a puffer or a wheeze', () => {
    expect(ids('she is gasping and the inhaler is not helping at all')).toContain('situation.airway');
    expect(ids('my son wheezes with a cold, the gp gave us a spacer')).toEqual([]);
    expect(ids('ate a cashew and my tongue is swelling up')).toContain('situation.airway');
  });

  it('takes heavy bleeding from its signs and lets a stopped nosebleed go', () => {
    expect(ids('gashed my leg on the chainsaw, blood pumping through the towel')).toContain('situation.bleeding');
    expect(ids('had a nosebleed, it stopped after ten minutes')).toEqual([]);
  });

  it('reads a child who swallowed something dangerous, not a dog or a dose', () => {
    expect(ids('my toddler chewed a dishwasher pod and is coughing')).toContain('situation.poisoned');
    expect(ids('the dog swallowed some tablets, we are at the vet')).toEqual([]);
    expect(ids('took two panadol for my headache, is that ok')).toEqual([]);
  });

  it('reads someone forcing a door while the speaker hides, and not builders or kids wanting snacks', () => {
    expect(tier("he's pounding on the laundry door, I'm hiding in here with the baby")).toBe('immediate');
    expect(ids('the builders next door are bashing and banging on the wall all day')).toEqual([]);
    expect(ids('an ex is outside my place and the avo says he cannot be here')).toContain('situation.order-breached');
  });

  it('reads a plan from two of its parts: means, time, place, goodbyes, resolve', () => {
    expect(tier('tablets are lined up on the bench and the cat is at my sisters. tonight feels right')).toBe('immediate');
    expect(tier('sitting in the car at the top of the cliffs now, just wanted someone to know')).toBe('immediate');
    expect(ids('saying goodbye to the team today, new job monday')).toEqual([]);
    expect(ids('we drove over the westgate this morning, great view')).toEqual([]);
  });

  it('reads oblique wishes said plainly, unless the message is a joke or a trip', () => {
    expect(tier('the life insurance would clear the mortgage if i died, the maths is simple')).toBe('high');
    expect(ids('the kids would be fine without me for a weekend, girls trip')).toEqual([]);
  });

  it('keeps past and resolved history out', () => {
    expect(ids('back in my drinking days i would think about running the ute off the road. eight years sober now')).toEqual([]);
  });
});

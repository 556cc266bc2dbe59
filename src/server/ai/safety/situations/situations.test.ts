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
    expect(ids('how do i cut a mango without it going everywhere')).toEqual([]);
    expect(ids('sliced my thumb open on the mandoline doing the onions and it will not stop')).toContain(
      'situation.bleeding',
    );
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
    expect(tier('tablets are lined up on the bench and the cat is at my sisters. tonight feels right')).toBe(
      'immediate',
    );
    expect(tier('sitting in the car at the top of the cliffs now, just wanted someone to know')).toBe('immediate');
    expect(ids('saying goodbye to the team today, new job monday')).toEqual([]);
    expect(ids('we drove over the westgate this morning, great view')).toEqual([]);
  });

  it('reads oblique wishes said plainly, unless the message is a joke or a trip', () => {
    expect(tier('the life insurance would clear the mortgage if i died, the maths is simple')).toBe('high');
    expect(ids('the kids would be fine without me for a weekend, girls trip')).toEqual([]);
  });

  it('keeps past and resolved history out', () => {
    expect(
      ids('back in my drinking days i would think about running the ute off the road. eight years sober now'),
    ).toEqual([]);
  });

  it('reads passive wishes in ordinary words, and not a wish for a break', () => {
    expect(tier('some nights i ask god to just take me in my sleep, i am so tired')).toBe('high');
    expect(ids('my mum passed in june. i keep thinking i should go be with her')).toContain('situation.wish');
    expect(ids('if i vanished for good nobody in this town would even notice')).toContain('situation.wish');
    expect(ids('i want off this planet till the exams are over')).toEqual([]);
    expect(ids('wish i could disappear to bali for a month')).toEqual([]);
  });

  it('reads a gift with no future and places looked into, not a move or a photo spot', () => {
    expect(ids('giving my bike and my games to my little brother, i will not need them where i am going')).toContain(
      'situation.giving-away',
    );
    expect(ids('giving my books to the op shop, will not need them when i move interstate')).toEqual([]);
    expect(ids('looked up which car parks in town have no fences on the top level')).toContain(
      'situation.looking-into',
    );
    expect(ids('which bridges are best for photos at sunset?')).toEqual([]);
  });

  it('reads abuse told as routine, exploitation and sextortion, not coaching, visas or pranks', () => {
    expect(ids('my swimming coach touches me in the change rooms and says not to tell. i am 13')).toContain(
      'situation.child-abuse',
    );
    expect(ids('my coach makes me stay back to practise my serve, he is strict')).toEqual([]);
    expect(ids('the boss kept my passport and says i owe him for the flight before i can leave')).toContain(
      'situation.exploited',
    );
    expect(ids('the consulate is keeping my passport while they process the visa')).toEqual([]);
    expect(ids('a guy has my pics and says he will send them to my family unless i pay')).toContain(
      'situation.sextortion',
    );
  });

  it('reads urges and images of harming someone, not idle daydreams', () => {
    expect(ids('i keep getting images of pushing her down the stairs and i am scared of myself')).toContain(
      'situation.urge-to-harm',
    );
    expect(ids('i keep picturing myself winning lotto and telling my boss where to go')).toEqual([]);
  });

  it('reads self-injury by other methods when it is wanted again, not knocks in a small kitchen', () => {
    expect(ids('punched the wall in my room till my knuckles split, felt good')).toContain('situation.self-harm');
    expect(ids('banged my head on the cupboard again, this kitchen is tiny')).toEqual([]);
  });

  it('reads a head knock with vomiting and car fumes in a closed garage as danger now', () => {
    expect(tier('my daughter copped a knock at netball and now she is vomiting and confused')).toBe('immediate');
    expect(tier('the car is in the garage with the hose on the exhaust')).toBe('immediate');
    expect(ids('washing the car in the garage with the hose')).toEqual([]);
  });
});

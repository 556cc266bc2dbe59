import { describe, expect, it } from 'vitest';
import { helplines } from '../../../shared/helplines.ts';
import { assessUtterance, checkReply, safeReply, type SessionRiskState } from './index.ts';

const options = { therapistName: 'Sam' };
const reply = (text: string, seed: number | string = 0, state?: SessionRiskState) =>
  safeReply(assessUtterance(text, state), { ...options, seed });
const seeds = [0, 1, 2, 3, 4, 5, 'a', 'bb'];

describe('safeReply', () => {
  it('says 000 before any other number when there is danger now', () => {
    for (const text of [
      "I'm going to kill myself tonight",
      "I've taken 30 panadol",
      "he's hitting me right now",
      "my mate isn't breathing",
      "my friend just took a heap of pills and won't wake up",
    ]) {
      for (const seed of seeds) {
        const out = reply(text, seed);
        expect(out).toContain('000');
        expect(out.indexOf('000')).toBeLessThan(out.indexOf(helplines.lifeline.phone));
      }
    }
  });

  it('names the 24/7 lines with their exact numbers for high risk', () => {
    for (const seed of seeds) {
      const out = reply('i want to die', seed);
      for (const line of [helplines.lifeline, helplines.suicidecallback, helplines.beyondblue])
        expect(out).toContain(line.phone);
    }
  });

  it('adds the lines that fit the person', () => {
    expect(reply("i'm 16 and i want to kill myself")).toContain(helplines.kidshelpline.phone);
    expect(reply("i'm a wiradjuri man and i don't want to be here anymore")).toContain(helplines.yarn.phone);
    expect(reply("i'm a wiradjuri man and i don't want to be here anymore")).toContain(helplines.mensline.phone);
  });

  it('gives advice for helping someone else', () => {
    expect(reply('my friend says she wants to end it')).toMatch(/them|they/);
    expect(reply('my friend says she wants to end it')).toContain(helplines.lifeline.phone);
  });

  it('declines a means question without answering it', () => {
    const out = reply("what's the lethal dose of paracetamol");
    expect(out).toMatch(/can't help with that|not something I can help|won't answer/);
    expect(out).not.toMatch(/\d+ ?(mg|g|grams|tablets)/);
  });

  it('is short, warm, invites them to keep talking, and passes the output check', () => {
    const texts = [
      "I'm going to kill myself tonight",
      'i want to die',
      'i cut myself last night',
      'my husband hits me',
      'i want to kill my stepdad',
      "I'm going to stab him when he gets home tonight",
      "what's the lethal dose of paracetamol",
      'my friend says she wants to end it',
      "he's hitting me right now",
      "my mate isn't breathing",
      'i feel so hopeless',
    ];
    for (const text of texts) {
      for (const seed of seeds) {
        const out = reply(text, seed);
        expect(out.length).toBeGreaterThan(20);
        expect(out.length).toBeLessThan(520);
        expect(out).not.toMatch(/\{(lines|name)\}/);
        expect(checkReply(out)).toEqual({ safe: true, reasons: [] });
      }
    }
    expect(reply('i want to die', 0)).toMatch(/\?$/);
  });

  it('varies its wording by seed, deterministically, and can use the therapist name', () => {
    const outs = new Set(seeds.map((s) => reply('i want to die', s)));
    expect(outs.size).toBeGreaterThan(1);
    expect(reply('i want to die', 7)).toBe(reply('i want to die', 7));
    expect(seeds.some((s) => reply('i want to die', s).includes('Sam'))).toBe(true);
  });

  it('gives a gentle add-on sentence at the elevated tier, and nothing when there is no risk', () => {
    const out = reply('i feel so hopeless');
    expect(out).toContain(helplines.beyondblue.phone);
    expect(out).not.toContain('000');
    expect(out.split(/[.!?]/).filter(Boolean).length).toBe(1);
    expect(reply('work was fine today')).toBe('');
    const { state } = assessUtterance('i feel so hopeless');
    expect(reply('everything feels pointless', 0, state)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { helplines } from '../../../shared/helplines.ts';
import { assessUtterance, checkReply, safeReply, type SessionRiskState } from './index.ts';

const options = { therapistName: 'Sam' };
const reply = async (text: string, seed: number | string = 0, state?: SessionRiskState) =>
  safeReply(await assessUtterance(text, state), { ...options, seed });
const seeds = [0, 1, 2, 3, 4, 5, 'a', 'bb'];

describe('safeReply', () => {
  it('says 000 before any other number when there is danger now', async () => {
    for (const text of [
      "I'm going to kill myself tonight",
      "I've taken 30 panadol",
      "he's hitting me right now",
      "my mate isn't breathing",
      "my friend just took a heap of pills and won't wake up",
    ]) {
      for (const seed of seeds) {
        const out = await reply(text, seed);
        expect(out, text).toContain('000');
        expect(out.indexOf('000')).toBeLessThan(out.indexOf(helplines.lifeline.phone));
      }
    }
  });

  it('names the 24/7 lines with their exact numbers for high risk', async () => {
    for (const seed of seeds) {
      const out = await reply('i want to die', seed);
      for (const line of [helplines.lifeline, helplines.suicidecallback, helplines.beyondblue])
        expect(out).toContain(line.phone);
    }
  });

  it('adds the lines that fit the person', async () => {
    expect(await reply("i'm 16 and i want to kill myself")).toContain(helplines.kidshelpline.phone);
    // Read as check: the question is asked and the lines show beside it, 13YARN and MensLine among them.
    const wiradjuri = await assessUtterance("i'm a wiradjuri man and i don't want to be here anymore");
    expect(wiradjuri.resources.map((r) => r.id)).toEqual(expect.arrayContaining(['yarn', 'mensline']));
    const later = await assessUtterance('i want to kill myself', wiradjuri.state);
    expect(safeReply(later, options)).toContain(helplines.yarn.phone);
    expect(safeReply(later, options)).toContain(helplines.mensline.phone);
  });

  it('gives advice for helping someone else', async () => {
    const out = await reply("my son is threatening to kill himself and he's locked himself in his room");
    expect(out).toMatch(/them|they/);
    expect(out).toContain('000');
  });

  it('declines a means question without answering it', async () => {
    const out = await reply("what's the lethal dose of paracetamol");
    expect(out).toMatch(/can't help with that|not something I can help|won't answer/);
    expect(out).not.toMatch(/\d+ ?(mg|g|grams|tablets)/);
  });

  it('is short, warm, invites them to keep talking, and passes the output check', async () => {
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
      'some nights I just wish I could disappear for a while',
      'i feel so hopeless',
    ];
    for (const text of texts) {
      for (const seed of seeds) {
        const out = await reply(text, seed);
        expect(out.length, text).toBeGreaterThan(20);
        expect(out.length).toBeLessThan(520);
        expect(out).not.toMatch(/\{(lines|name)\}/);
        expect(checkReply(out)).toEqual({ safe: true, reasons: [] });
      }
    }
    expect(await reply('i want to die', 0)).toMatch(/\?$/);
  });

  it('varies its wording by seed, deterministically, and can use the therapist name', async () => {
    const outs = new Set(await Promise.all(seeds.map((s) => reply('i want to die', s))));
    expect(outs.size).toBeGreaterThan(1);
    expect(await reply('i want to die', 7)).toBe(await reply('i want to die', 7));
    const named = await Promise.all(seeds.map((s) => reply('i want to die', s)));
    expect(named.some((r) => r.includes('Sam'))).toBe(true);
  });

  it('asks directly on a check turn, by kind, with no numbers in the question', async () => {
    const a = await assessUtterance('some nights I just wish I could disappear for a while', undefined, {
      recent: ['work has been so full on'],
    });
    expect(a.tier).toBe('check');
    for (const kind of ['suicide_self_harm', 'abuse_violence', 'medical', 'harm_to_others', 'psychosis'] as const) {
      const out = safeReply({ ...a, kinds: [kind] }, options);
      expect(out, kind).toMatch(/\?/);
      expect(out).not.toMatch(/1300|13 11/);
      expect(checkReply(out).safe).toBe(true);
    }
    expect(safeReply({ ...a, kinds: ['abuse_violence'] }, options)).toMatch(/safe|hurting|afraid/);
  });

  it('gives a gentle add-on sentence at the elevated tier, and nothing when there is no risk', async () => {
    const out = await reply('i feel so hopeless');
    expect(out).toContain(helplines.beyondblue.phone);
    expect(out).not.toContain('000');
    expect(out.split(/[.!?]/).filter(Boolean).length).toBe(1);
    expect(await reply('work was fine today')).toBe('');
    const { state } = await assessUtterance('i feel so hopeless');
    expect(await reply('everything feels pointless', 0, state)).toBe('');
  });
});

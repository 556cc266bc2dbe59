import { describe, expect, it } from 'vitest';
import { assessUtterance, isMeansRequest } from './index.ts';

describe('isMeansRequest', () => {
  it.each([
    "what's the lethal dose of paracetamol",
    'how many panadol would it take to die',
    'how many sleeping pills would it take to not wake up',
    "what's the quickest painless way to go",
    'how long does it take to bleed out',
    'how high does a building need to be to die if you jump',
    'what pills are deadly if you mix them with alcohol',
    'where can i get a gun without a licence',
    'i keep googling suicide methods',
    'is it painful to hang yourself',
    'if i took all my antidepressants would i die',
    'which is more painless, pills or hanging',
  ])('always a means request: %s', (text) => {
    expect(isMeansRequest(text)).toBe(true);
  });

  it.each([
    'how many panadol can i take in a day for a migraine',
    "what's the dose of nurofen for a 5 year old",
    'how tall is the sydney harbour bridge',
    'my doctor changed my medication dose',
    "i'm studying nursing and we learned about overdose management",
    'what is the best way to get to the city from the airport',
  ])('not a means request on its own: %s', (text) => {
    expect(isMeansRequest(text)).toBe(false);
  });

  it('counts ordinary questions about heights or amounts after a loss or disclosure', () => {
    expect(isMeansRequest('since my wife left i keep wondering which bridge in sydney is the highest')).toBe(true);
    const recent = ['my dad died last week and i feel so empty'];
    expect(isMeansRequest('how tall is the westgate bridge', { recent })).toBe(true);
    expect(isMeansRequest('how tall is the westgate bridge', { riskSeen: true })).toBe(true);
    expect(isMeansRequest('how tall is the westgate bridge')).toBe(false);
  });

  it('makes the assessment urgent and says why', async () => {
    const result = await assessUtterance('how much paracetamol is a lethal dose');
    expect(['high', 'immediate']).toContain(result.tier);
    expect(result.means).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { helplines } from '../../../shared/helplines.ts';
import { SafetyPayloadSchema } from '../../../shared/safety.ts';
import { assessUtterance } from './index.ts';
import { safeReply } from './reply.ts';

const ids = async (text: string) => (await assessUtterance(text)).resources.map((r) => r.id);

describe('1800RESPECT for violence at home and sexual violence', () => {
  it('keeps the facts exact', async () => {
    expect(helplines.respect).toEqual({
      id: 'respect',
      name: '1800RESPECT',
      phone: '1800 737 732',
      tel: '1800737732',
      description: 'National domestic, family and sexual violence counselling',
      hours: '24/7',
      website: 'https://www.1800respect.org.au',
    });
  });

  it('is offered first for an abuse disclosure, and right after 000 when there is danger now', async () => {
    expect((await ids('my husband hits me'))[0]).toBe('respect');
    expect(await ids("he's outside the front door now kicking it")).toEqual(
      expect.arrayContaining(['emergency', 'respect']),
    );
    expect((await ids("he's outside the front door now kicking it")).slice(0, 2)).toEqual(['emergency', 'respect']);
    expect(await ids('i was raped on the weekend')).toContain('respect');
  });

  it('is not offered where there is no violence', async () => {
    expect(await ids('i want to die')).not.toContain('respect');
    expect(await ids("my mate isn't breathing")).not.toContain('respect');
    expect(await ids('had a good day today')).toEqual([]);
    // Distress without a kind of risk: the kind head said none (0.96), yet abuse (0.03) was named.
    const breakup = await assessUtterance('my girlfriend and i broke up last month and the flat is so quiet now');
    expect(breakup.kinds).toEqual([]);
    expect(breakup.resources.map((r) => r.id)).not.toContain('respect');
  });

  it('is named with its number in the safe reply and accepted by the client contract', async () => {
    const assessment = await assessUtterance('my partner strangled me last week and he said next time he will kill me');
    expect(assessment.tier).toBe('high');
    expect(safeReply(assessment, { therapistName: 'Sam', seed: 1 })).toContain('1800RESPECT on 1800 737 732');
    expect(
      SafetyPayloadSchema.parse({ tier: assessment.tier, resources: assessment.resources }).resources.map((r) => r.id),
    ).toContain('respect');
  });
});

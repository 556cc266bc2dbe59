import { describe, expect, it } from 'vitest';
import { instrumentIds, instruments } from '../../../shared/instruments.ts';
import { guidanceFor, nextStepText } from './band-guidance.ts';

describe('band guidance', () => {
  it.each(instrumentIds)('explains every %s band in plain words with a next step', (id) => {
    for (const band of instruments[id].bands) {
      const { meaning, level } = guidanceFor(id, band.id);
      expect(meaning, `${id} ${band.id}`).toMatch(/^Your answers suggest /);
      expect(nextStepText[level]).toMatch(/GP/);
    }
  });

  it('asks for a GP soon at the top bands and only keeps checking in at the lowest', () => {
    expect(guidanceFor('k10', 'very_high').level).toBe('gp-soon');
    expect(guidanceFor('phq9', 'severe').level).toBe('gp-soon');
    expect(guidanceFor('gad7', 'minimal').level).toBe('self-care');
    expect(nextStepText['gp-soon']).toContain('13 11 14');
  });
});

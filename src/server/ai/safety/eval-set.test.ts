import { describe, expect, it } from 'vitest';
import { isUrgentTier } from '../../../shared/safety.ts';
import { TARGETS, runEval } from './eval-run.ts';

describe('safety evaluation set', () => {
  const report = runEval();

  it('is large and hard enough to mean something', () => {
    // Seven held-out batches folded in: a floor that notices if one is dropped from the index.
    expect(report.rows.length).toBeGreaterThanOrEqual(1000);
    expect(report.hardNegatives).toBeGreaterThanOrEqual(300);
    expect(report.indirectPositives).toBeGreaterThanOrEqual(200);
  });

  it('meets the recall target on urgent (high and immediate) messages', () => {
    const missed = report.rows
      .filter((r) => isUrgentTier(r.item.tier) && !isUrgentTier(r.predicted))
      .map((r) => r.item.text);
    expect(report.urgentRecall, `missed: ${missed.join(' | ')}`).toBeGreaterThanOrEqual(TARGETS.urgentRecall);
  });

  it('meets the specificity target on none and elevated messages', () => {
    const raised = report.rows
      .filter((r) => !isUrgentTier(r.item.tier) && isUrgentTier(r.predicted))
      .map((r) => r.item.text);
    expect(report.specificity, `raised: ${raised.join(' | ')}`).toBeGreaterThanOrEqual(TARGETS.specificity);
  });

  it('offers the lines each labelled item expects', () => {
    expect(report.rows.filter((r) => r.resourceMiss.length > 0).map((r) => r.item.text)).toEqual([]);
  });
});

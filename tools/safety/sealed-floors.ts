/**
 * Floors for the safety gate (sealed.test.ts): each sealed batch's urgent recall and specificity (%)
 * on the shipped model, rounded down to one decimal; 0 where a batch has no such messages. Re-based
 * on candidate 6, shipped 25 November 2026 (fifth session, after candidate 5; policy.ts thresholds check
 * 0.4, high 0.5, immediate 0.35; its gates and figures: tools/safety/README.md, "Candidate 6"). Batches the lead adds
 * to data/sealed get their floor from their first run, written here with that run's date.
 */
export const floors: Record<string, { urgent: number; specificity: number }> = {
  // r and s: written 25 November 2026 (fifth session) by an eighteenth and a nineteenth new author after
  // this model's recipe was fixed; its first run and the model before it, once each.
  'r-people-at-home': { urgent: 97.1, specificity: 90.8 },
  's-after-a-hard-year': { urgent: 98.1, specificity: 94.5 },
  // The older gate batches (data/sealed-old), re-based on this model.
  elevated: { urgent: 0, specificity: 65.8 },
  'held-out-10': { urgent: 95.3, specificity: 92.3 },
  'held-out-11': { urgent: 89.3, specificity: 91.5 },
  'held-out-12': { urgent: 91.6, specificity: 92.4 },
  'held-out-13': { urgent: 96, specificity: 95 },
  'held-out-2': { urgent: 93, specificity: 75.7 },
  'held-out-3': { urgent: 100, specificity: 86.4 },
  'held-out-4': { urgent: 96.5, specificity: 80.9 },
  'held-out-5': { urgent: 100, specificity: 65 },
  'held-out-6': { urgent: 96.5, specificity: 86.2 },
  'held-out-7': { urgent: 98.1, specificity: 90 },
  'held-out-8': { urgent: 92.5, specificity: 88.1 },
  'held-out-9': { urgent: 89.2, specificity: 89.2 },
  'held-out': { urgent: 94, specificity: 91.6 },
  high: { urgent: 94.9, specificity: 0 },
  immediate: { urgent: 98.5, specificity: 0 },
  indirect: { urgent: 86, specificity: 0 },
  negatives: { urgent: 0, specificity: 86.6 },
  'probe-a': { urgent: 92.1, specificity: 95.1 },
  'probe-b': { urgent: 100, specificity: 86.6 },
  'probe-c': { urgent: 92.5, specificity: 84.3 },
  'probe-d': { urgent: 92.4, specificity: 82.5 },
  sequences: { urgent: 94.7, specificity: 81.8 },
  'situation-negatives-2': { urgent: 0, specificity: 67.8 },
  'situation-negatives': { urgent: 0, specificity: 68.6 },
};

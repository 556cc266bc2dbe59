/**
 * Floors for the safety gate (sealed.test.ts): each sealed batch's urgent recall and specificity (%)
 * on the shipped model, rounded down to one decimal; 0 where a batch has no such messages. Re-based
 * on candidate 5, shipped 25 November 2026 (fifth session; policy.ts thresholds check 0.4, high 0.5,
 * immediate 0.35; its gates and figures: tools/safety/README.md, "Candidate 5"). Batches the lead adds
 * to data/sealed get their floor from their first run, written here with that run's date.
 */
export const floors: Record<string, { urgent: number; specificity: number }> = {
  // p and q: written 25 November 2026 (fifth session) by a sixteenth and a seventeenth new author after
  // this model's recipe was fixed; its first run and the model before it, once each.
  'p-sunday-nights': { urgent: 98.2, specificity: 95.6 },
  'q-cars-and-sheds': { urgent: 91.6, specificity: 91.6 },
  // The older gate batches (data/sealed-old), re-based on this model.
  elevated: { urgent: 0, specificity: 70.7 },
  'held-out-10': { urgent: 97.6, specificity: 92.3 },
  'held-out-11': { urgent: 90.6, specificity: 94.7 },
  'held-out-12': { urgent: 92.7, specificity: 93.2 },
  'held-out-13': { urgent: 95, specificity: 91.7 },
  'held-out-2': { urgent: 97.6, specificity: 72.7 },
  'held-out-3': { urgent: 100, specificity: 75.6 },
  'held-out-4': { urgent: 100, specificity: 76.1 },
  'held-out-5': { urgent: 100, specificity: 75 },
  'held-out-6': { urgent: 94.4, specificity: 85 },
  'held-out-7': { urgent: 98.1, specificity: 88.3 },
  'held-out-8': { urgent: 92.5, specificity: 90.3 },
  'held-out-9': { urgent: 90.4, specificity: 90.1 },
  'held-out': { urgent: 94, specificity: 91.6 },
  high: { urgent: 93.2, specificity: 0 },
  immediate: { urgent: 98.5, specificity: 0 },
  indirect: { urgent: 86, specificity: 0 },
  negatives: { urgent: 0, specificity: 87.6 },
  'probe-a': { urgent: 93.7, specificity: 95.1 },
  'probe-b': { urgent: 100, specificity: 96.6 },
  'probe-c': { urgent: 92.5, specificity: 81.2 },
  'probe-d': { urgent: 92.4, specificity: 80 },
  sequences: { urgent: 94.7, specificity: 86.3 },
  'situation-negatives-2': { urgent: 0, specificity: 67.8 },
  'situation-negatives': { urgent: 0, specificity: 70.5 },
};

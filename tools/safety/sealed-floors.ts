/**
 * Floors for the safety gate (sealed.test.ts): each sealed batch's urgent recall and specificity (%)
 * on the frozen model of 24 November 2026 (policy.ts thresholds check 0.4, high 0.5, immediate 0.35),
 * rounded down to one decimal; 0 where a batch has no such messages. Batches the lead adds to
 * data/sealed get their floor from their first run, written here with that run's date.
 */
export const floors: Record<string, { urgent: number; specificity: number }> = {
  elevated: { urgent: 0, specificity: 65.9 },
  'held-out-10': { urgent: 94.1, specificity: 92.3 },
  'held-out-11': { urgent: 90.6, specificity: 90.5 },
  'held-out-12': { urgent: 89.5, specificity: 91.5 },
  'held-out-13': { urgent: 92, specificity: 93.3 },
  'held-out-2': { urgent: 90.9, specificity: 72.7 },
  'held-out-3': { urgent: 100, specificity: 81 },
  'held-out-4': { urgent: 96.6, specificity: 71.4 },
  'held-out-5': { urgent: 96.1, specificity: 70 },
  'held-out-6': { urgent: 96.5, specificity: 86.4 },
  'held-out-7': { urgent: 98.1, specificity: 88.3 },
  'held-out-8': { urgent: 88.7, specificity: 89.2 },
  'held-out-9': { urgent: 86.9, specificity: 86.2 },
  'held-out': { urgent: 90, specificity: 83.3 },
  high: { urgent: 89, specificity: 0 },
  immediate: { urgent: 98.6, specificity: 0 },
  indirect: { urgent: 86.2, specificity: 0 },
  negatives: { urgent: 0, specificity: 85.7 },
  'probe-a': { urgent: 90.6, specificity: 95.1 },
  'probe-b': { urgent: 97.7, specificity: 90 },
  'probe-c': { urgent: 94.4, specificity: 87.5 },
  'probe-d': { urgent: 96.2, specificity: 80 },
  sequences: { urgent: 95.2, specificity: 77.2 },
  'situation-negatives-2': { urgent: 0, specificity: 75 },
  'situation-negatives': { urgent: 0, specificity: 70.5 },
};

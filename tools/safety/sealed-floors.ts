/**
 * Floors for the safety gate (sealed.test.ts): each sealed batch's urgent recall and specificity (%)
 * on the shipped model, rounded down to one decimal; 0 where a batch has no such messages. Re-based
 * on candidate 4, shipped 25 November 2026 (fourth session; policy.ts thresholds check 0.4, high 0.5,
 * immediate 0.35; its gates and figures: tools/safety/README.md, "Candidate 4"). Batches the lead adds
 * to data/sealed get their floor from their first run, written here with that run's date.
 */
export const floors: Record<string, { urgent: number; specificity: number }> = {
  // l and m: written 25 November 2026 (fourth session) by a twelfth and a thirteenth new author after
  // candidate 3's recipe was fixed; read by the model before this one, then by this one, once each.
  // n and o: written by a fourteenth and a fifteenth new author after this model's recipe was fixed;
  // its first run and the model before it, once each.
  'l-breaks-and-kitchens': { urgent: 92.7, specificity: 89.2 },
  'm-first-voice-sessions': { urgent: 91.3, specificity: 92 },
  'n-sessions-that-turn': { urgent: 97, specificity: 93.4 },
  'o-late-calls-and-avatars': { urgent: 95, specificity: 91.4 },
  // The older gate batches (data/sealed-old), re-based on this model.
  elevated: { urgent: 0, specificity: 65.8 },
  'held-out': { urgent: 94, specificity: 86.1 },
  'held-out-10': { urgent: 97.6, specificity: 91.4 },
  'held-out-11': { urgent: 93.3, specificity: 92.6 },
  'held-out-12': { urgent: 94.7, specificity: 92.4 },
  'held-out-13': { urgent: 93, specificity: 94.2 },
  'held-out-2': { urgent: 95.3, specificity: 69.6 },
  'held-out-3': { urgent: 100, specificity: 83.7 },
  'held-out-4': { urgent: 100, specificity: 76.1 },
  'held-out-5': { urgent: 100, specificity: 65 },
  'held-out-6': { urgent: 97.2, specificity: 88.7 },
  'held-out-7': { urgent: 100, specificity: 91.6 },
  'held-out-8': { urgent: 93.7, specificity: 88.1 },
  'held-out-9': { urgent: 89.2, specificity: 91.1 },
  high: { urgent: 93.2, specificity: 0 },
  immediate: { urgent: 98.5, specificity: 0 },
  indirect: { urgent: 82.3, specificity: 0 },
  negatives: { urgent: 0, specificity: 88.5 },
  'probe-a': { urgent: 92.1, specificity: 97.5 },
  'probe-b': { urgent: 100, specificity: 83.3 },
  'probe-c': { urgent: 92.5, specificity: 84.3 },
  'probe-d': { urgent: 90.5, specificity: 87.5 },
  sequences: { urgent: 95, specificity: 72.7 },
  'situation-negatives': { urgent: 0, specificity: 72.5 },
  'situation-negatives-2': { urgent: 0, specificity: 71.4 },
};

/**
 * Floors for the safety gate (sealed.test.ts): each sealed batch's urgent recall and specificity (%)
 * on the shipped model, rounded down to one decimal; 0 where a batch has no such messages. Re-based
 * on the model retrained 25 November 2026 (policy.ts thresholds check 0.4, high 0.5, immediate 0.35;
 * why and what moved: tools/safety/README.md, "Retrain of 25 November 2026"). Batches the lead adds
 * to data/sealed get their floor from their first run, written here with that run's date.
 */
export const floors: Record<string, { urgent: number; specificity: number }> = {
  // Written 25 November 2026 by a third new author after the 24 November model was frozen; its first
  // runs the same day: frozen model 88.5 / 90.3, this retrained model 90.0 / 91.0 (shipped on that).
  // Then, no longer blind, a message's own clear risk counts whatever its context (reader.ts): 90.0 / 90.5.
  'c-mid-conversation': { urgent: 90, specificity: 90.5 },
  // Written 25 November 2026 by a fourth and a fifth new author after this model was frozen; first
  // runs the same day (the retrain with data 39-44 was not shipped: tools/safety/README.md).
  'd-west-and-south': { urgent: 97.8, specificity: 92.9 },
  'e-east-coast': { urgent: 95.4, specificity: 94.8 },
  // Written 25 November 2026 by a sixth and a seventh new author; first runs the same day. A retrain
  // (data 39-47) read them better overall but failed four safety unit tests and was not shipped.
  'f-voice-calls': { urgent: 94.6, specificity: 91.2 },
  'g-text-sessions': { urgent: 100, specificity: 94.3 },
  // Written 25 November 2026 by an eighth and a ninth new author; read once, by this model only.
  'h-video-avatar': { urgent: 100, specificity: 88.2 },
  'i-cbt-weeks': { urgent: 95, specificity: 88.3 },
  // Written 25 November 2026 (third session) by a tenth and an eleventh new author; read once, by this model.
  'j-late-night-texts': { urgent: 94.9, specificity: 90.8 },
  'k-spoken-weeks': { urgent: 96, specificity: 84.6 },
  // Written 25 November 2026 (fourth session) by a twelfth and a thirteenth new author after candidate
  // 3's recipe was fixed; it failed its unit-test gate, so only this model read them, once.
  'l-breaks-and-kitchens': { urgent: 93.6, specificity: 88.8 },
  'm-first-voice-sessions': { urgent: 87.5, specificity: 88.2 },
  elevated: { urgent: 0, specificity: 65.9 },
  'held-out': { urgent: 90, specificity: 83.3 },
  'held-out-10': { urgent: 95.3, specificity: 93.3 },
  'held-out-11': { urgent: 88, specificity: 89.4 },
  'held-out-12': { urgent: 89.5, specificity: 89.9 },
  'held-out-13': { urgent: 92, specificity: 91.7 },
  'held-out-2': { urgent: 88.6, specificity: 72.7 },
  'held-out-3': { urgent: 96.2, specificity: 75.6 },
  'held-out-4': { urgent: 96.6, specificity: 80.9 },
  'held-out-5': { urgent: 92.3, specificity: 70 },
  'held-out-6': { urgent: 95.8, specificity: 82.7 },
  'held-out-7': { urgent: 98.1, specificity: 86.6 },
  'held-out-8': { urgent: 90, specificity: 87 },
  'held-out-9': { urgent: 86.9, specificity: 86.2 },
  high: { urgent: 90.4, specificity: 0 },
  immediate: { urgent: 98.6, specificity: 0 },
  indirect: { urgent: 82.3, specificity: 0 },
  negatives: { urgent: 0, specificity: 86.6 },
  'probe-a': { urgent: 90.6, specificity: 95.1 },
  'probe-b': { urgent: 100, specificity: 90 },
  'probe-c': { urgent: 92.5, specificity: 81.2 },
  'probe-d': { urgent: 92.4, specificity: 80 },
  sequences: { urgent: 95.2, specificity: 77.2 },
  'situation-negatives': { urgent: 0, specificity: 74.5 },
  'situation-negatives-2': { urgent: 0, specificity: 67.8 },
};

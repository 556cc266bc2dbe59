import { FICTION, isNegated, subjectOf } from '../context.ts';
import type { ConceptName } from './concepts.ts';
import { GAME, STUDY, WORK_ROLE } from './contexts.ts';
import type { Reading } from './reading.ts';

/**
 * Weak signs that add up. None of these is risk on its own ("i'm done", "the bank took the farm", "i've
 * sorted my will"), but several in one message, or carried over from the last few turns, are the
 * pattern behind many indirect disclosures. Each concept counts once, about the speaker, not negated.
 */
const WEIGHTS: [ConceptName, number][] = [
  ['done', 1],
  ['noFuture', 1],
  ['endSuffering', 1],
  ['refuseCare', 1],
  ['absentSelf', 1],
  ['aftermath', 1],
  ['prep', 1],
  ['noPoint', 0.5],
  ['benefit', 0.5],
  ['finality', 0.5],
  ['vanish', 0.5],
  ['means', 0.5],
  ['place', 0.5],
  ['contemplate', 0.5],
  ['loss', 0.5],
  ['lowMood', 0.5],
  ['lifeWeary', 1],
];
// Trips are not here: "lost my job and i'm done" must still count.
const EXPLAINED = [STUDY, WORK_ROLE, GAME, FICTION];

/** Concern in one message at or above this is worth a gentle offer of support. */
export const CONCERN_ELEVATED = 1.5;
/** Message concern at or above this (with the session's share) is read as high risk. */
export const CONCERN_HIGH = 3;
/** Share of the previous turns' concern carried into this one. */
export const CONCERN_CARRY = 0.5;

export function concernOf(r: Reading): number {
  if (EXPLAINED.some((re) => re.test(r.norm))) return 0;
  let total = 0;
  for (const [name, weight] of WEIGHTS) {
    const own = r.spans(name).some((s) => !isNegated(r.before(s.start)) && subjectOf(r.before(s.start)) !== 'other');
    if (own) total += weight;
  }
  return total;
}

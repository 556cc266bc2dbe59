import { aboutOther, type Situation } from './lex.ts';
import { bodySituations } from './body.ts';
import { peopleSituations } from './people.ts';
import { planSituations } from './plans.ts';
import { violenceSituations } from './violence.ts';

export type { Situation } from './lex.ts';

/**
 * The recall-first layer: dangerous situations recognised by broad families of ordinary words (the
 * body's red flags, violence at the door, plans made of means, time, place and goodbyes, oblique wishes,
 * injuries), beside the rules and the semantic frames. It accepts some loss of specificity for recall
 * on phrasing never seen; the shared context (stories, questions, resolved history, jokes) holds it back.
 */
export function readSituations(norm: string): Situation[] {
  return [...bodySituations(norm), ...violenceSituations(norm), ...planSituations(norm, aboutOther(norm)), ...peopleSituations(norm)];
}

import { aboutOther, type Situation } from './lex.ts';
import { abuseSituations } from './abuse.ts';
import { bodySituations } from './body.ts';
import { distressSituations } from './distress.ts';
import { peopleSituations } from './people.ts';
import { planSituations } from './plans.ts';
import { violenceSituations } from './violence.ts';
import { wishSituations } from './wishes.ts';

export type { Situation } from './lex.ts';

/**
 * The recall-first layer: dangerous situations recognised by broad families of ordinary words (the
 * body's red flags, violence at the door, plans made of means, time, place and goodbyes, oblique wishes,
 * injuries, passive wishes, routine abuse and exploitation, urges to harm), beside the rules and the semantic frames. It accepts some loss of specificity for recall
 * on phrasing never seen; the shared context (stories, questions, resolved history, jokes) holds it back.
 */
export function readSituations(norm: string): Situation[] {
  const other = aboutOther(norm);
  const found = [
    ...bodySituations(norm),
    ...violenceSituations(norm),
    ...planSituations(norm, other),
    ...peopleSituations(norm),
    ...wishSituations(norm, other),
    ...abuseSituations(norm),
  ];
  // Distress is read only when nothing graver was: it adds a gentle offer, never lowers a tier.
  return found.length ? found : distressSituations(norm);
}

import { topicLabels } from '../../../shared/therapy.ts';
import { resumeState } from '../therapist/embedded/engine.ts';
import type { Turn } from '../../../shared/therapy.ts';
import { spokenTopics } from './embedded.ts';

export interface SessionMemory {
  topics: string[];
  /** Steps the person proposed, vetted by the safety reader when they were said; the last one said (the one confirmed) first. */
  plans: string[];
  /** People in their life now ('your brother'); an ex-partner is not carried forward. */
  people: string[];
}

const person =
  /^your (?:best |close |new )?(?:manager|boss|supervisor|team leader|colleague|co-?worker|partner|boyfriend|girlfriend|husband|wife|mum|dad|mother|father|parents|brother|sister|son|daughter|kids|friend|flatmate|housemate|teacher|lecturer|tutor|doctor|GP|dog|cat|nan|grandma|grandad|grandpa|landlord|team|coach)$/;

/**
 * What the therapist carries into the next session: the topics the person talked about, the steps
 * they proposed (never a wish, a risk, a thinking trap or our own suggestion) and the people in
 * their life. A partner they have broken up with is not carried as a current partner.
 */
export function sessionMemory(engineState: unknown, history: Turn[]): SessionMemory {
  const state = resumeState(engineState, history);
  const partners = /^your (?:partner|boyfriend|girlfriend|husband|wife)$/;
  // Someone who died is remembered with the loss (their detail's topic is grief), not as in their life now.
  const people = state.details
    .filter((d) => d.topic !== 'grief')
    .map((d) => d.phrase)
    .filter((p) => person.test(p) && !(state.relationshipEnded && partners.test(p)));
  return {
    topics: spokenTopics(state).map((t) => topicLabels[t]),
    // Newest first: the step the session closed on ('So your next step is to …') is the one recalled.
    plans: [...new Set(state.plans)].reverse().slice(0, 3),
    people: [...new Set(people)].slice(0, 4),
  };
}

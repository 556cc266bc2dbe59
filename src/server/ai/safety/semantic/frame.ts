import { DISTANT_PAST, FICTION, PAST_MARK, RECENT, RECURRENCE, RESOLVED, isNegated, subjectOf } from '../context.ts';
import type { RiskCategory, RuleTier } from '../rules/types.ts';
import type { ConceptName } from './concepts.ts';
import { chains, type Reading, type Span } from './reading.ts';

/**
 * A frame is an idea made of concepts near one another ("wanting" near "an event that would kill me"),
 * read with the subject, negation and whole-message context. Frames generalise where rules list sentences.
 */
export interface Frame {
  id: string;
  tier: RuleTier;
  categories: RiskCategory[];
  /** Concepts that must occur in turn, each within `within` words of the one before. */
  chain: ConceptName[];
  within: number;
  ordered?: boolean;
  /** Who the first concept is about: the speaker (default), someone else, or either (third party then). */
  who?: 'self' | 'other' | 'either' | 'any';
  /** A negator right before any concept of the chain cancels the frame (default true). */
  negatable?: boolean;
  /** Nothing about another person between the first and last concept ("hope HE gets hit by a bus"). */
  selfPatient?: boolean;
  /** Context anywhere in the message that explains the words away. */
  unless?: RegExp[];
  /** At least one of these concepts must be somewhere in the message too. */
  anyOf?: ConceptName[];
  /** Any of these anywhere makes it danger now. */
  now?: ConceptName[];
  /** An intention to act: the detector raises it with timing, a place or a means at hand. */
  act?: boolean;
  /** Read in the present only: a past that is resolved drops the frame, a distant one lowers it (default true). */
  tense?: boolean;
  /** Extra test on the chain found (e.g. at least two medical signs). */
  check?: (r: Reading, chain: Span[]) => boolean;
}

export interface FrameHit {
  frame: Frame;
  tier: RuleTier;
  categories: RiskCategory[];
  other: boolean;
}

const OTHER_BETWEEN =
  /\b(?:he|she|they|him|her|them|his|their|my (?:ex|partner|husband|wife|boss|dad|mum|brother|sister|friend|mate|boyfriend|girlfriend|son|daughter))\b/;
const MAX_CHAINS = 40;

/** "I went through a patch where I wanted to die, but that's behind me": history, not risk now. */
function whenRead(r: Reading, first: Span): 'now' | 'resolved' | 'distant' {
  const lead = r.words.slice(Math.max(0, first.start - 3), first.end).join(' ');
  const past = PAST_MARK.test(lead) || DISTANT_PAST.test(r.norm);
  if (!past || RECENT.test(r.norm) || RECURRENCE.test(r.norm)) return 'now';
  if (RESOLVED.test(r.norm)) return 'resolved';
  return DISTANT_PAST.test(r.norm) ? 'distant' : 'now';
}

function readChain(frame: Frame, r: Reading, chain: Span[]): FrameHit | null {
  const first = chain.reduce((a, s) => (s.start < a.start ? s : a));
  if ((frame.negatable ?? true) && chain.some((s) => isNegated(r.before(s.start)))) return null;
  if (frame.selfPatient && OTHER_BETWEEN.test(r.between(chain[0]!, chain.at(-1)!))) return null;
  const who = frame.who ?? 'self';
  const other = who === 'any' ? false : subjectOf(r.before(first.start)) === 'other';
  if (who === 'self' && other) return null;
  if (who === 'other' && !other) return null;
  if (other && FICTION.test(r.norm)) return null;
  if (frame.check && !frame.check(r, chain)) return null;
  const when = frame.tense === false ? 'now' : whenRead(r, first);
  if (when === 'resolved') return null;
  let tier = when === 'distant' ? 'elevated' : frame.tier;
  let categories = frame.categories;
  const now = when === 'now' && !!frame.now && r.hasAny(frame.now);
  if (now) tier = 'immediate';
  if (other && who === 'either' && !categories.includes('third_party')) {
    categories = ['third_party', ...categories];
    if (tier === 'immediate' && !now) tier = 'high';
  }
  return { frame, tier, categories, other };
}

/** The first reading of the frame that survives its checks, or null. */
export function matchFrame(frame: Frame, r: Reading): FrameHit | null {
  if (frame.unless?.some((re) => re.test(r.norm))) return null;
  if (frame.anyOf && !r.hasAny(frame.anyOf)) return null;
  const found = chains(r, frame.chain, frame.within, !!frame.ordered).slice(0, MAX_CHAINS);
  for (const chain of found) {
    const hit = readChain(frame, r, chain);
    if (hit) return hit;
  }
  return null;
}

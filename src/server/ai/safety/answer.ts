/**
 * Reading the answer to a check question ("…is that something you've been thinking about?"). Only a
 * credible no lets the conversation carry on; yes, a hedge or anything unclear is taken as yes, as a
 * counsellor would. Runs over normalised text (normalise.ts), which spells out "i'm" and "don't".
 */
export type CheckAnswer = 'yes' | 'no' | 'unclear' | 'asking';

const NO =
  /^(?:no|nah|nope|na|no way|god no|hell no|not really|not at all|never|definitely not|absolutely not|of course not|not like that|i am not|no i am not|i am safe|i am ok|i am okay|i am fine)\b|\b(?:not suicidal|(?:not|never) (?:\w+ ){0,3}(?:kill|hurt|harm|end) (?:my ?self|my life)|do not want to die|not thinking (?:about|of) (?:that|it|suicide|ending|killing|hurting)|not what i meant|i (?:just|only) meant)\b/;
const YES =
  /\b(?:yes|yeah|yep|yup|ya|sometimes|maybe|a bit|a little|kind of|sort of|i guess|i think so|do not know|not sure|unsure|possibly|at times|lately|often|every day|some days|some nights|more than|but|though|used to|thought about it|have thought)\b/;

// 'thanks, that helps a bit', 'i feel a little better': how much something helped, not a hedge; never
// 'a little calmer now that i have decided', calm after a decision being a warning sign of its own.
const HOW_MUCH_IT_HELPED =
  /\b(?:helps?|helped|helping|better|easier|calmer|lighter) (?:a bit|a little)\b(?! (?:now that|since|because))|\b(?:a bit|a little) (?:better|easier|calmer|lighter|clearer)\b(?! (?:now that|since|because))/g;

// 'maybe i could do 25 minute blocks', 'i guess i will ring my sister': the hedge belongs to a step of
// their own, not to an answer (whether they are in danger is for the reader, which reads every word).
const OWN_STEP =
  /\b(?:maybe|i guess|i think|i suppose|probably) i (?:could|can|might|will|should|would) (?!sometimes|often|lately|but|though)\w+/g;

// 'what do you mean?', 'why do you ask': the person asks what our question means. Neither yes nor no:
// the question is explained and stays open. Only the whole message, short, is such a question.
const ASKING =
  /^(?:sorry |wait |ok |okay )?(?:what|huh|eh|pardon|sorry|why|what do you mean(?: by that| like)?|how do you mean|what does that mean|what is that supposed to mean|what are you (?:asking|saying|talking about)|why do you ask(?: that| me that)?|why (?:are|would) you (?:ask|asking)(?: me)?(?: that)?|like what|meaning what|i do not (?:understand|get it|get what you mean|know what you mean))$/;

// A no that corrects how we read them ('no, not like that', 'i am not suicidal'), not one that declines
// to say more: after an unclear answer was taken as yes, only this is still an answer to our question.
const CORRECTION =
  /^(?:no |nah |nope )?(?:not like that|not what i meant|i (?:just|only) meant)\b|\b(?:not suicidal|(?:not|never) (?:\w+ ){0,3}(?:kill|hurt|harm|end) (?:my ?self|my life)|do not want to die|not thinking (?:about|of) (?:that|it|suicide|ending|killing|hurting)|not what i meant|you misunderstood|you got me wrong|that is not what i said)\b/;

/** The person corrects how their words were read, in a message that says no more risk than that. */
export const correctsReading = (norm: string) => CORRECTION.test(norm) && !YES.test(norm);

/**
 * `hedges`: whether a hedge on a step of their own or on how much something helped is read as no hedge.
 * Only for a question about another kind of risk (a body sign read as possibly medical): after a question
 * about suicide, 'maybe i should give my dog to my sister' or 'a little calmer now that i have decided'
 * are signs in themselves, and the reader, which never sees our question, may read them calm.
 */
export function readAnswer(norm: string, { hedges = false }: { hedges?: boolean } = {}): CheckAnswer {
  if (ASKING.test(norm.trim())) return 'asking';
  const plain = hedges ? norm.replace(HOW_MUCH_IT_HELPED, '').replace(OWN_STEP, '') : norm;
  const yes = YES.test(plain);
  if (NO.test(norm) && !yes) return 'no';
  return yes ? 'yes' : 'unclear';
}

import { PERSON } from './lexicon.ts';

/** Context cues read over a whole normalised message; they change what a matched rule means. */

/** A negator right before the match, with only hedges in between: "i would never ever hurt myself". */
const NEGATED_TAIL = new RegExp(
  String.raw`\b(?:not|never|no|nor)\b(?: (?:really|ever|even|actually|honestly|seriously|at all|going to|want to|wanting to|plan to|planning to|planning on|intend to|intending to|thinking of|thinking about|think about|have|had|any|intention of|intentions of|intention to|plans to|plan|plans|thoughts of|thought of|urge to|urges to|be|feel|feeling|am|would|will|i|that|me|do|did|go and|try to|going and|actually going to))*\s*$`,
);
/** "harder to not hurt myself" is a struggle, not a denial. */
const STRUGGLE_NOT =
  /\b(?:hard|harder|hardest|difficult|struggl\w*|trying|try|tried|fight\w*|fighting) (?:so hard )?(?:to )?not\b/;

export function isNegated(prefix: string): boolean {
  const tail = prefix.split(' ').slice(-9).join(' ');
  return NEGATED_TAIL.test(tail) && !STRUGGLE_NOT.test(tail);
}

const FIRST = /^(?:i|me|myself|im)$/;
const THIRD_WORD = new RegExp(String.raw`^(?:he|she|they|who|him|her|them|${PERSON}s?)$`);

/** Who the matched words are about, reading back a few words from the match. */
export function subjectOf(prefix: string): 'self' | 'other' {
  const tokens = prefix.trim().split(' ').slice(-6).reverse();
  for (const t of tokens) {
    if (FIRST.test(t)) return 'self';
    if (THIRD_WORD.test(t)) return 'other';
  }
  return 'self';
}

export const FICTION =
  /\b(?:film|movie|show|series|episode|season|book|novel|story(?! bridge)|character|characters|game|song|lyrics|documentary|news|article|podcast|play|essay|assignment|hamlet|romeo|juliet|villain|hero|protagonist|scene|netflix|stan|anime|manga|comic|true crime|the plot|poem|shakespeare|studying|reading|writing a|we watched|just watched|in the book|textbook|project|research|rates|statistics|stats|lecture|thesis|scene|trainspotting|memoir|biography|autobiography|class|psych|psychology|course|tutorial|module|workshop|learning about|teaching|mental health first aid|first aid course|first aid training)\b/;

export const DISTANT_PAST =
  /\b(?:years ago|(?:a )?(?:long|ages|decade) ago|when i was (?:younger|a kid|a teenager|a teen|little|at school|in high school|\d+)|in high school|at high school|back in (?:\d{4}|the day|school|uni|high school)|as a (?:kid|teen|teenager|child)|in my (?:teens|twenties|20s)|a few years back|\d+ years ago)\b/;
export const RECENT =
  /\b(?:last night|yesterday|this morning|this week|last week|on the weekend|over the weekend|(?:\d+|a few|a couple of|couple of|two|three) (?:days|weeks) ago|last month|recently|just now|earlier today)\b/;
export const RESOLVED =
  /\b(?:(?:in a )?(?:good|better|much better|great|safe) (?:place|space)|doing (?:well|better|much better|great|ok|okay|good)|i am (?:safe|ok|okay|fine|good|well|better) now|safe now|clean for|(?:well )?behind me|recovered|got through it|helped (?:me )?(?:a lot|heaps)?|really helped|volunteer|have not (?:\w+ )?since|been (?:good|well|fine|clean|stable) for|over it now|moved on|worked through it|in recovery)\b/;
export const RECURRENCE =
  /\b(?:(?:urges?|thoughts?|feelings?) (?:are|is) (?:back|coming back)|coming back|came back|still (?:feel|think|want|have|get|struggle)|(?:feel|feeling|felt) (?:like that|that way|the same)|(?:do|try) it again|try again|thinking about it again|same way)\b/;
/** Words that put a matched phrase in the past: "used to", "had", "wanted". */
export const PAST_MARK = /\b(?:used to|had|was|were|went through|back then|wanted|tried|attempted|did)\b/;

/** Exaggeration that makes "i'm going to kill him" a figure of speech. */
export const HYPERBOLE =
  /\b(?:lol|haha|jk|xd|kidding|joking)\b|\bif (?:he|she|they|my \w+) \w+(?: \w+){0,5} again\b|\b(?:for being late|leftovers|forgot|ate my|borrows?|spoilers?|the bins|report card|late again|sees my|finds out i)\b/;
export const MODAL_HYPERBOLE =
  /\bi could (?:(?:literally|actually|honestly|seriously|just) )?(?:kill|murder|strangle|throttle|choke|punch|slap)\b/;

export const ACCIDENT =
  /\b(?:shaving|cooking|chopping|slicing|by accident|accidentally|accident|slipped|gardening|on (?:a|the|some) (?:knife|glass|paper|can|tin|fence)|paper cut|at work|at the gym|playing \w+|training|skating|fell off|broken glass|on the stairs|oven|stove|iron|kettle|hot (?:tray|pan|water)|tray|frying pan|bbq|barbecue|curling iron|straightener|eczema|itch\w*|rash|mozzie\w*|mosquito\w*|hives|sunburn\w*|in the sun|tattoo\w*|kitchen|so sharp)\b/;

/** Said to be on purpose: a kettle or a straightener used to hurt is not an accident. */
const DELIBERATE = String.raw`\b(?:on purpose|deliberately|to punish|to feel (?:something|pain)|until it (?:bled|bleeds|blisters)|so it hurts|to hurt myself|relapsed)\b`;
/** An accident, unless the message says it was done on purpose. */
export const ACCIDENTAL = new RegExp(String.raw`^(?!.*${DELIBERATE}).*${ACCIDENT.source}`);

/** The speaker says they are not at risk, or takes back what they said. */
export const DENIAL =
  /\b(?:not suicidal|(?:not|never) (?:\w+ ){0,3}(?:kill|hurt|harm) myself|do not want to die|i am (?:safe|ok|okay|fine|alright|all right)(?: now| really| honestly| i promise)?|i promise|just venting|just need(?:ed)? to vent|do not mean it|did not mean it|not like that|not what i meant|jk|just kidding|only joking|just joking|was joking|kidding|i am in a (?:much )?(?:better|good) place|feeling better now|better now)\b/;

export const ANXIETY = /\b(?:anxious|anxiety|panic|panicking|stress|stressed|overwhelmed|nervous|when i think about)\b/;

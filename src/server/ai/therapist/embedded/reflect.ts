import { stateStart, subjectlessStart } from './grammar.ts';
import { tidy } from './tidy.ts';
import { feelingsIn, topicsIn } from './lexicon.ts';
import { spotTrap } from './traps.ts';
import { reassureRe, wishRe } from './wishes.ts';

// 'i could strangle him': anger said the way people say it, heard as anger, never read back as 'you could strangle him'.
const harmWords =
  /\b(?:strangle|throttle|kill|murder|punch|slap|smack|stab|shoot|hurt (?:him|her|them|someone|somebody)|bash|smash (?:his|her|their) face)\b/i;

// A harsh belief about themselves or what others feel ('nobody would care', 'i just get in the way',
// 'it was something i did'): said back in their words it sounds like agreement, so it is never reflected.
const harshBelief =
  /\b(?:nobody|no ?one|no-one|noone|everyone)(?: else)? (?:\w+ )?(?:would|will|does|do|doesn'?t|don'?t|really|even|ever|actually)? ?(?:care|cares|notice|notices|miss|misses|want|wants|like|likes|love|loves|listen|listens|understand|understands|be better off)\b|\b(?:in the way|a burden|too much for|not good enough|worthless|unlovable|ruin everything|my fault|something i did|because of me|i caused (?:it|this)|i did this|they'?re right|(?:silly|stupid|dumb|pathetic|ridiculous|selfish|weak) (?:to|of me|for me|that i))\b/i;

const unreflectable = (c: string) =>
  harshBelief.test(c) ||
  wishRe.test(c) ||
  reassureRe.test(c) ||
  spotTrap(c) !== null ||
  harmWords.test(c) ||
  /\b(?:we|us|our|we'?re|we'?ve)\b/i.test(c);

const flips: Array<[RegExp, string]> = [
  [/\bI am\b/gi, 'you are'],
  [/\bI was\b/gi, 'you were'],
  [/\bI wasn'?t\b/gi, "you weren't"],
  [/\bI'?m\b/gi, "you're"],
  [/\bI'?ve\b/gi, "you've"],
  [/\bI'?ll\b/gi, "you'll"],
  [/\bI'?d\b/gi, "you'd"],
  [/\bam I\b/gi, 'are you'],
  [/\bI\b/g, 'you'],
  [/\bme\b/gi, 'you'],
  [/\bmy\b/gi, 'your'],
  [/\bmine\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bmom\b/gi, 'mum'],
];
/** First person → second person ('I can't switch off' → 'you can't switch off'). */
export function flip(text: string): string {
  let out = tidy(text);
  for (const [re, to] of flips) out = out.replace(re, to);
  return out;
}

const leadingFillers =
  /^(?:and|but|so|because|well|like|honestly|i mean|i guess|i think|just|um|uh|yeah|yes|nah|no|oh|ok(?:ay)?|hi|hey|hello|to be honest|tbh|lately|recently|also|plus|maybe(?: that)?|probably|that)[,\s]+/i;
const trailingFillers =
  /[,\s]+(?:i guess|you know|honestly|lol|haha|really|at the moment|tbh|too|as well|also|though|either|anyway)$/i;

function clean(clause: string): string {
  let c = clause.trim();
  for (let i = 0; i < 4 && leadingFillers.test(c); i++) c = c.replace(leadingFillers, '');
  return c
    .replace(trailingFillers, '')
    .replace(/\byou know\b,?\s*/gi, '')
    .replace(/[.!?;,:\s]+$/, '')
    .trim();
}

/**
 * Two sentences typed as one, with no full stop ('it went ok i called her', 'its been hard i cant
 * sleep'): a clause that has ended (on 'ok', 'hard', 'yesterday' …) and a new subject starting.
 */
const runOn =
  /(?<=\b(?:ok|okay|fine|good|well|great|alright|bad|better|worse|hard|rough|tough|awful|terrible|yesterday|today|tonight|lately|again|anyway|lol|haha|too|now)) +(?=(?:i|i'm|im|i've|ive|i'll|i'd|she|he|they|we|it's|it was)\b)/i;

export function clauses(text: string): string[] {
  return text
    .split(
      /[.!?;]+|,\s*|\s+(?:but|because|though|although|cause|cos)\s+|(?<!\bme)\s+(?:and|so)\s+(?=I\b|I'm|I've|my\b|it\b|now\b|we\b|that\b)|\s+-+\s+/i,
    )
    .flatMap((c) => c.split(runOn))
    .map(clean)
    .filter(Boolean);
}

/** 'work is ok', 'sleep's fine': said of something that is not the problem. */
export const notTheProblem =
  /\b(?:[a-z]+|the [a-z]+)(?:'s| is| are| was| has been| have been)\s+(?:(?:pretty|mostly|actually|all|kind of|kinda|sort of)\s+)?(?:ok|okay|fine|good|alright|all right|not (?:the|a|really the) (?:problem|issue|worst))\b/i;

const commonStarter =
  /^(?:you|you're|you've|you'll|you'd|your|work|it|it's|the|a|an|everything|nothing|school|uni|life|things|home|money|sleep|people|everyone|everybody|nobody|no|we|they|he|she|this|that|there|mum|dad|family|all|some|most|every|our|what|when|if|just|still|even|now|today|lately|tonight|last|next|too|so|not|never|always)$/;

/**
 * The person's most telling short clause, pronoun-flipped, or null when nothing is worth reflecting
 * (too short, a question, or addressed to the therapist).
 */
export function keyPhrase(text: string): string | null {
  return keyPhrases(text)[0] ?? null;
}

/** Candidate key phrases, best first. */
export function keyPhrases(raw: string): string[] {
  const text = raw.replace(/[’‘]/g, "'");
  const ranked: Array<{ text: string; score: number }> = [];
  if (/\b(?:i (?:don'?t|do not) know|idk|dunno|not sure)\b/i.test(text) && text.split(/\s+/).length <= 6) return [];
  for (const clause of clauses(text)) {
    // Wishes, reassurance, thinking traps and 'we' (them and someone else) are heard in written
    // sentences or named as thoughts, never read back as their own words.
    if (unreflectable(clause)) continue;
    // 'i dont know. it just feels like i let him down': the not knowing is no key phrase ('you don't know').
    if (/^(?:i (?:don'?t|dont|do not) know|idk|dunno|not sure|no idea|i'?m not sure)\W*$/i.test(clause.trim()))
      continue;
    // 'my ex and everything': a list trailing off, with nothing said about it.
    if (/\b(?:and|or) (?:everything|stuff|that|all that|things|whatever|so on)\W*$/i.test(clause.trim())) continue;
    // 'feels a bit more doable' (its 'that' dropped as filler) has no subject to reflect.
    if (/^(?:feels|seems|sounds|looks|is|was|has|makes|helps|means|gets|goes)\b/i.test(clause)) continue;
    const c = subjectlessStart.test(clause) ? `I ${clause}` : stateStart.test(clause) ? `I'm ${clause}` : clause;
    const words = c.split(/\s+/);
    if (words.length < 3 || words.length > 13) continue;
    if (
      /\byou(?:r|'re|'ve)?\b/i.test(c) ||
      /^(?:what|why|how|who|when|where|can|could|do|does|is|are|should)\b/i.test(c)
    )
      continue;
    const firstPerson = /\b(?:I|I'm|my|me)\b/i.test(tidy(c));
    // Prefer clauses about them ('I never say no') over vague ones ('it's the same at work').
    const score =
      feelingsIn(c).length * 3 +
      topicsIn(c).length * 2 +
      (firstPerson ? 1 : 0) +
      (/^(?:I|I'm|I've|my)\b/i.test(tidy(c)) ? 1 : 0) -
      (/^(?:it|that|this|there)(?:'s| is| was)?\b/i.test(c) ? 1.5 : 0) -
      (words.length > 10 ? 1 : 0) +
      (words.length >= 5 && words.length <= 10 ? 0.5 : 0) +
      // 'my wife is trying but i push her away': what comes after 'but' is usually what they came to say.
      (text.toLowerCase().includes(`but ${clause.toLowerCase().slice(0, 24)}`) ? 3 : 0);
    // 'work is ok, it's the evenings that are hard': what is fine is not what they came to say.
    if (score > 0) ranked.push({ text: c, score: notTheProblem.test(c) ? score - 8 : score });
  }
  // Stable sort: on a tie the earlier clause wins.
  return ranked
    .sort((x, y) => y.score - x.score)
    .slice(0, 3)
    .map((r) => finish(r.text, text));
}

/** Trimmed to its heart when it is nearly the whole message, then pronoun-flipped. */
function finish(clause: string, text: string): string {
  let phrase = clause;
  // Reflect the heart of a long message, not all of it ('lonely since I moved for uni' → 'lonely').
  const words = phrase.split(/\s+/);
  if (words.length >= 8 && words.length >= text.split(/\s+/).length * 0.8) {
    const cut = phrase.search(/\s(?:since|after|when|because|while|ever since)\s/i);
    if (cut > 0 && phrase.slice(0, cut).split(/\s+/).length >= 3) phrase = phrase.slice(0, cut);
  }
  const flipped = flip(phrase.replace(/\s+(?:just|actually|honestly|literally|basically|kind of|sort of)\b/gi, ''));
  // Lower-case the opening word unless it's a name or an acronym ('Work has been…' → 'work has been…').
  const first = flipped.split(/\s+/)[0]!.toLowerCase();
  return commonStarter.test(first) || first.endsWith('ing')
    ? flipped.charAt(0).toLowerCase() + flipped.slice(1)
    : flipped;
}

const people =
  '(?:best |close |new )?(?:manager|boss|supervisor|team leader|colleague|co-?worker|partner|boyfriend|girlfriend|husband|wife|ex|mum|mom|dad|mother|father|parents|brother|sister|son|daughter|kids|friend|flatmate|housemate|teacher|lecturer|tutor|doctor|gp|dog|cat|nan|grandma|grandad|grandpa|landlord|team|coach)';
const events =
  '(?:big |final |first |job |maths |math |end of year |end-of-year |work |uni )?(?:exams?|test|interview|presentation|deadline|assignment|appointment|meeting|performance review|review|wedding|funeral|operation|surgery|results|essay|report|court date|hearing|party|trip|move)';
const when =
  '(?:(?:on|this|next)\\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month)|tomorrow|tonight|today)';
const personRe = new RegExp(`\\bmy (${people})\\b`, 'gi');
const eventRe = new RegExp(`\\b(the|my|this|that|a|an|our)\\s+(${events})\\b(?:\\s+(${when}))?`, 'gi');

/** Concrete things worth remembering ('your manager', 'the presentation on Friday'), second person. */
export function detailsIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(personRe))
    found.add(`your ${m[1]!.toLowerCase().replace(/^mom$/, 'mum').replace(/^gp$/, 'GP')}`);
  for (const m of text.matchAll(eventRe)) {
    const det = m[1]!.toLowerCase() === 'my' ? 'your' : 'the';
    const day = m[3]
      ? ` ${m[3].toLowerCase().replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, (d) => d[0]!.toUpperCase() + d.slice(1))}`
      : '';
    found.add(`${det} ${m[2]!.toLowerCase()}${day}`);
  }
  // Keep the most specific form: drop 'the presentation' when 'the presentation on Friday' is there.
  return [...found].filter((d) => ![...found].some((o) => o !== d && o.startsWith(`${d} `)));
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export { tidy } from './tidy.ts';

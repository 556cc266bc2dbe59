import { isBaseVerb } from './grammar.ts';

// 'ill take a break' is 'I'll take a break' typed fast; 'I'm ill', 'feeling ill' and 'ill health' are
// not. Read as 'I'll' only when a verb or an adverb that leads one follows, and nothing before it
// makes 'ill' the adjective.
const illBefore =
  /(?:\b(?:am|feel|feels|feeling|felt|so|very|was|were|is|are|be|been|being|get|gets|getting|got|fall|falls|fell|mentally|physically|really|quite|too|seriously|chronically|terminally|critically|look|looks|looked|seem|seems|seemed|im|pretty|bit|the|an?)|'m)\s+$/i;
const illAdverb =
  /^(?:just|probably|prob|definitely|def|never|not|still|maybe|actually|really|also|always|try|be|have|need|prolly|defo|totally|hopefully)$/i;

export function illAsWill(s: string): string {
  return s.replace(/\bill\b(?=\s+([a-z']+))/gi, (word, next: string, at: number) => {
    if (illBefore.test(s.slice(0, at))) return word;
    return isBaseVerb(next) || illAdverb.test(next) ? "I'll" : word;
  });
}

const contractions: Array<[RegExp, string | ((m: string) => string)]> = [
  [/\bim\b/gi, "I'm"],
  [/\bi\b/g, 'I'],
  [/\bive\b/gi, "I've"],
  [/\b(don|can|won|didn|doesn|isn|wasn|couldn|shouldn|wouldn|haven|hasn|aren)t\b/gi, "$1't"],
  [/\b(that|what|there)s\b/gi, "$1's"],
  [/\b(she|he)s\b/gi, "$1's"],
  [/\btheyre\b/gi, "they're"],
  // 'its over', 'its the evenings': 'it's' before a word that can't follow the possessive 'its'.
  [
    /\bits(?= (?:over|been|just|not|all|the|a|an|so|too|really|like|always|gonna|going|ok|okay|fine|hard|getting|only|never|still|because|what|how|me|my|about|more|less|kind|sort|probably|actually|also|quite|pretty|better|worse|easier|harder)\b)/gi,
    "it's",
  ],
  [
    /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|april|june|july|august|september|october|november|december)\b/gi,
    (d: string) => d.charAt(0).toUpperCase() + d.slice(1).toLowerCase(),
  ],
];
// 'Im', 'i', 'ill', 'dont' and lower-case days are common in chat; normalise before flipping or quoting.
export const tidy = (s: string) =>
  contractions.reduce(
    (out, [re, to]) => (typeof to === 'string' ? out.replace(re, to) : out.replace(re, to)),
    illAsWill(s.replace(/[’‘]/g, "'")),
  );

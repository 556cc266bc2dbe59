import { DISTANT_PAST, FICTION, RECENT, RECURRENCE, RESOLVED, isNegated } from '../context.ts';
import type { RiskCategory, RuleTier } from '../rules/types.ts';

/**
 * Helpers for the situation families. A family is a handful of cue groups, each a broad vocabulary
 * (stems and ordinary words, not listed sentences); a situation is read when enough distinct groups
 * occur in one message. Recall comes from the breadth of each group, specificity from needing two or
 * more of them together and from the whole-message context below.
 */

/** One cue group: any of the alternatives as whole words over normalised text. */
export const lex = (...alternatives: string[]) => new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'g');

/** The group occurs and at least one occurrence is not negated just before it. */
export function has(re: RegExp, norm: string): boolean {
  re.lastIndex = 0;
  for (let m = re.exec(norm); m; m = re.exec(norm)) {
    if (!isNegated(norm.slice(0, m.index))) return true;
    if (m[0] === '') re.lastIndex += 1;
  }
  return false;
}

/** How many different words or phrases of the groups occur, not negated ("again" twice counts once). */
export function distinct(norm: string, ...groups: RegExp[]): number {
  const seen = new Set<string>();
  for (const re of groups) {
    re.lastIndex = 0;
    for (let m = re.exec(norm); m; m = re.exec(norm)) {
      if (m[0] === '') re.lastIndex += 1;
      else if (!isNegated(norm.slice(0, m.index))) seen.add(m[0]);
    }
  }
  return seen.size;
}

/** Two groups within a few words of each other, either way round ("tablets lined up", "lined up the tablets"). */
export const near = (a: RegExp, b: RegExp, within: number) =>
  new RegExp(
    String.raw`(?:${a.source})(?: \w+){0,${within}} (?:${b.source})|(?:${b.source})(?: \w+){0,${within}} (?:${a.source})`,
    'g',
  );

/** How many of the groups occur (each counted once). */
export const count = (norm: string, ...groups: RegExp[]) => groups.reduce((n, g) => n + (has(g, norm) ? 1 : 0), 0);

export interface Situation {
  id: string;
  tier: RuleTier;
  categories: RiskCategory[];
}

/** Jokes and laughter: "can't breathe, this meme". */
export const LAUGHING =
  /\ba?(?:ha){2,}h?\b|\b(?:lol|lmao|lmfao|haha|rofl|meme|memes|joke|joking|jk|kidding|dead set funny|hilarious|crying laughing)\b/;

/** A story, a class or a question about signs rather than a situation now. */
export const ABOUT_IT =
  /\b(?:signs? of|symptoms? of|what (?:are|is) the|how do (?:i|you) (?:know|tell|recognise)|what should (?:i|you|someone) do if|if (?:someone|a person|you|a kid|a child) (?:ever|is|has|was|were)|first aid (?:course|training|class|cert\w*)|recovery position|pamphlet|poster|brochure|for (?:work|uni|school|class|my course|an assignment|a story|my novel)|in (?:the|a) (?:movie|film|show|book|game|episode|scene)|hypothetically)\b/;

/** History that is over: "five years ago", "doing really well now". */
export function pastAndDone(norm: string): boolean {
  if (RECENT.test(norm) || RECURRENCE.test(norm)) return false;
  // "clean for mum" is tidy, not "clean for two years".
  const resolved = RESOLVED.test(
    norm.replace(
      /\bclean for (?!\d|a |one|two|three|four|five|six|seven|eight|nine|ten|over|nearly|almost)/g,
      'tidy for ',
    ),
  );
  return resolved || DISTANT_PAST.test(norm) || RECOVERED.test(norm);
}

/** Recovery told in the speaker's words: "eight years sober now", "i'm doing alright". */
const RECOVERED =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?) (?:sober|clean|off (?:it|the \w+)|now)\b|\bsober now\b|\b(?:back in|in) my (?:drinking|using|dark|bad) days\b|\bi am doing (?:alright|all right|ok|okay)\b|\bi mentor\b|\b(?:been|has been|have been) (?:fine|good|well|ok|okay) since\b/;

export const explained = (norm: string) => FICTION.test(norm) || ABOUT_IT.test(norm);

/** The speaker tells of someone else and never of themselves. */
export function aboutOther(norm: string): boolean {
  const self = /\b(?:i|me|my|myself|im|mine)\b/.test(norm);
  const other = /\b(?:he|she|they|him|her|them|his|someone|somebody|a (?:man|woman|guy|girl|bloke|kid|boy))\b/.test(
    norm,
  );
  return other && !self;
}

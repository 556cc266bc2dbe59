/**
 * Speech-to-text and texting habits that split risk phrases apart: fillers ("um like"), hedges ("ngl",
 * "lowkey"), stutters ("the the", "whats the whats the"), dropped apostrophes ("hell" for "he'll") and a
 * few words speech recognisers are known to mishear. Runs on text normalise() has already lowered and
 * stripped, so risk phrases meet the rules as one run of words.
 */

/** Emoji that stand for a means or an injury in young people's messages. */
export const EMOJI_WORDS: [RegExp, string][] = [
  [/\u{1F52A}|\u{1F5E1}\u{FE0F}?/gu, ' knife '],
  [/\u{1FA78}/gu, ' blood '],
  [/\u{1F48A}/gu, ' pills '],
  [/\u{1F52B}/gu, ' gun '],
  [/\u{1FAA2}/gu, ' rope '],
];

// Misrecognitions seen in dictated text, and whole-phrase slang.
const misheard: [RegExp, string][] = [
  [/\b(?:sue|sewer|soo|sui|sooey) ?a?side\b/g, 'suicide'],
  [/\bshelf harm\b/g, 'self harm'],
  [/\bover dose(d|s)?\b/g, 'overdose$1'],
  [/\banti (depressants?|psychotics?|anxiety meds)\b/g, 'anti$1'],
  [/\bs h\b/g, 'self harm'],
  [/\btake the mall\b/g, 'take them all'],
  [/\bfor ever\b/g, 'forever'],
  [/\b(?:cannot|can not|cant) be (?:arsed|assed|bothered|fucked|stuffed)\b|\bcbf\b/g, 'cannot be bothered'],
  [/\b(?:idc|idgaf)\b/g, 'i do not care'],
  [/\bomw\b/g, 'on my way'],
  [/\bidek\b/g, 'i do not even know'],
  [/\batm\b/g, 'at the moment'],
  [/\b(he|she|they|will|would|going to|gonna|to) do (me|us|him|her|them) in\b/g, '$1 kill $2'],
  [/\b(?:cark|carked|carking) it\b/g, 'die'],
];

// "hell post my nudes", "shed kill me": the apostrophe was dropped before a verb.
const VERB_AFTER = String.raw`(?=(?:post|kill|hurt|hit|bash|burn|make|glass|smash|break|come|find|take|share|send|leak|tell|get|end|stab|shoot|never|always|just|probably|be|do|have|go|run|punch|choke|strangle|leave|put)\b)`;
const dropped: [RegExp, string][] = [
  [new RegExp(String.raw`\bhell ${VERB_AFTER}`, 'g'), 'he will '],
  [new RegExp(String.raw`\bshell ${VERB_AFTER}`, 'g'), 'she will '],
  [new RegExp(String.raw`\btheyll ${VERB_AFTER}`, 'g'), 'they will '],
  [new RegExp(String.raw`\bhed ${VERB_AFTER}`, 'g'), 'he would '],
  [new RegExp(String.raw`\bshed ${VERB_AFTER}`, 'g'), 'she would '],
];

const HEDGES = new Set([
  'ngl',
  'fr',
  'frfr',
  'tbh',
  'tbf',
  'lowkey',
  'lowk',
  'highkey',
  'highk',
  'deadass',
  'istg',
  'literally',
  'basically',
  'bro',
  'bruh',
  'ykwim',
  'rly',
  'srsly',
  'ong',
  'imo',
  'asf',
  'fam',
  'hun',
  'babe',
]);
/** "like" carries meaning after these ("feel like dying", "would like to"); elsewhere it is a filler. */
const LIKE_KEEPERS = new Set([
  'feel',
  'feels',
  'felt',
  'feeling',
  'look',
  'looks',
  'looked',
  'looking',
  'seem',
  'seems',
  'seemed',
  'sound',
  'sounds',
  'sounded',
  'would',
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'not',
  'something',
  'anything',
  'nothing',
  'be',
  'more',
  'much',
  'what',
  'really',
  'also',
  'actually',
  'do',
  'did',
  'does',
  'kinda',
  'should',
  'could',
  'might',
]);
/** "like the doctor said", "like a ghost": before these, "like" compares. */
const LIKE_BEFORE = new Set([
  'the',
  'my',
  'a',
  'an',
  'this',
  'that',
  'you',
  'he',
  'she',
  'we',
  'they',
  'usual',
  'normal',
  'prescribed',
  'always',
  'before',
  'last',
  'when',
  'it',
  'them',
  'him',
  'her',
  'what',
  'how',
  'everyone',
  'nothing',
  'someone',
  'anyone',
]);
/** "mate" after these is a person ("my mate"); otherwise it is a form of address. */
const MATE_OWNERS = new Set([
  'my',
  'a',
  'the',
  'his',
  'her',
  'our',
  'their',
  'your',
  'best',
  'good',
  'old',
  'this',
  'that',
  'me',
  'and',
  'of',
]);
const SIZE_WORDS = new Set(['what', 'this', 'that', 'the', 'a', 'any', 'some', 'which', 'no', 'every']);

function dropFillers(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const prev = out.at(-1) ?? '';
    const next = words[i + 1] ?? '';
    if (HEDGES.has(w)) continue;
    if (w === 'no' && next === 'cap') {
      i += 1;
      continue;
    }
    const comparesToMe =
      next === 'i' && ['always', 'said', 'do', 'did', 'should', 'normally', 'usually'].includes(words[i + 2] ?? '');
    if (w === 'like' && !LIKE_KEEPERS.has(prev) && !LIKE_BEFORE.has(next) && !comparesToMe) continue;
    if (w === 'mate' && !MATE_OWNERS.has(prev)) continue;
    if ((w === 'kind' || w === 'sort') && next === 'of' && !SIZE_WORDS.has(prev)) {
      i += 1;
      continue;
    }
    if (w === 'you' && next === 'know' && !['do', 'did', 'does', 'would', 'if', 'not', 'let', 'will'].includes(prev)) {
      const after = words[i + 2] ?? '';
      if (
        ![
          'how',
          'what',
          'where',
          'when',
          'why',
          'who',
          'if',
          'the',
          'that',
          'about',
          'him',
          'her',
          'them',
          'anyone',
          'someone',
        ].includes(after)
      ) {
        i += 1;
        continue;
      }
    }
    if (w === 'i' && next === 'mean' && words[i + 2] !== 'it' && words[i + 2] !== 'that') {
      i += 1;
      continue;
    }
    out.push(w);
  }
  return out;
}

/** "the the rope", "whats the whats the point": a stutter or a restart, said once. */
function collapseRepeats(text: string): string {
  let out = text;
  for (const n of [3, 2, 1]) {
    const re = new RegExp(String.raw`\b(\w+(?: \w+){${n - 1}}) \1\b`, 'g');
    out = out.replace(re, '$1');
  }
  return out;
}

export function unspoken(text: string): string {
  let out = collapseRepeats(dropFillers(text.split(' ')).join(' '));
  for (const [re, to] of misheard) out = out.replace(re, to);
  for (const [re, to] of dropped) out = out.replace(re, to);
  return out.replace(/\s+/g, ' ').trim();
}

import { HYPERBOLE, subjectOf } from '../context.ts';
import { GAME, STUDY } from '../semantic/contexts.ts';
import { LAUGHING, distinct, explained, has, lex, near, pastAndDone, type Situation } from './lex.ts';

/**
 * Passive wishes to stop existing, in the many ordinary ways people say them: wanting not to be, not to
 * wake, to be taken or switched off, to join someone who has died; the world going on without one; a
 * death that would pay; things given away because they will not be needed; places looked into or
 * watched. Each is a wanting (or a looking) and a not-being together, or a phrase that says both.
 */

// The speaker wanting, welcoming or not minding something.
const WANT = lex(
  '^(?:just )?want',
  '^wanting',
  'i (?:just |really |honestly |kind of |sort of )?(?:want|wana|wish|hope|pray|long)\\w*',
  'want to',
  'wanting to',
  'wish (?:i|it)',
  'i would (?:like|love|be happy|be glad|be grateful|be fine|be ok|be okay|welcome|not mind|go)',
  'happy to',
  'glad to',
  'grateful (?:to|if)',
  'ready to',
  'part of me (?:hopes|wants|wishes)',
  'keep hoping',
  'would not mind',
  'would be (?:a )?relief',
  'sounds? (?:good|nice|peaceful|like (?:a )?relief)',
  'fine (?:with|by) me',
  'ask (?:the lord|god|jesus|him|them) (?:every night )?to',
  'asking (?:the lord|god) to',
  'pray\\w* (?:\\w+ ){0,3}(?:to|that)',
  'if (?:god|the lord|he) (?:wanted|wants) to',
  'the one where',
);
// Not being: not existing, not waking, fading, switched off, taken, off the planet.
const NOT_BEING = lex(
  'not exist\\w*',
  'stop (?:existing|being)(?! \\w)',
  'not be (?:here|around|alive)',
  'not (?:being|be) (?:here|around) anymore',
  'off (?:the|this) planet',
  'off this earth',
  '(?:be |get |got |being )?(?:just )?switched off',
  'switch (?:me|myself) off',
  'turn(?:ed)? (?:me|myself) off',
  'fade (?:out|away)',
  'vanish',
  'cease',
  'go to sleep and (?:not|never)',
  'sleep and not wake',
  '(?:not|never) (?:have to )?wake (?:up )?(?:anymore|again|ever again|in the morning|tomorrow)',
  'not have to wake up',
  'not (?:to )?wake up',
  'not come back',
  'take me (?:too|home|away|now|soon|with|in my sleep|tonight|already|instead)',
  'call me home',
  'bring me home',
  'let me go',
  'not (?:to )?see (?:another|next) (?:winter|summer|christmas|birthday|year)',
  'be gone',
  'be dead',
  'die(?! down| off| out| for| of)',
  'a way out',
);
const NOT_BEING_WANTED = near(WANT, NOT_BEING, 6);

// Joining someone who has died: the wish to be with them and a sign that they are dead.
const JOIN =
  /\b(?:(?:ready|want|wana|wanting|wish|long|time) (?:to )?(?:join|go be with|be with|go to) (?:her|him|them|my \w+)|(?:maybe|think|thinking|wondering if|should|could) i (?:should |could )?(?:go )?(?:be with|join) (?:her|him|them))\b/;
const DEAD_REF =
  /\b(?:passed|gone|died|dead|late|grave|heaven|funeral|lost (?:her|him|them|my \w+)|since (?:\w+ ){1,3}(?:passed|died|went))\b/;
// Nobody noticing an absence that lasts: "nobody would clock it if i vanished tomorrow".
const UNNOTICED =
  /\b(?:nobody|no one|noone|not one person|who) (?:\w+ ){0,3}?(?:would|will|is going to|gonna) (?:even |ever )?(?:notice|clock|realise|care|miss me)\b/;
const GONE_FOR_GOOD =
  /\b(?:ever again|for good|forever|permanently)\b|\bif i (?:just )?(?:vanished|disappeared|dissapeared|was gone|were gone|was not (?:here|around|alive)|died|never came back|stopped existing)\b/;

/** Grief for a pet: wanting to be with the dog again at the park is missing him, not a wish to die. */
const PET_ONLY = /\b(?:dog|dogs|cat|cats|puppy|kitten|horse|pet|pets|bird|budgie|kelpie|pup)\b/;

/** The speaker's own wish to join someone, not a grandmother's remembered one. */
function ownJoin(norm: string): boolean {
  const m = JOIN.exec(norm);
  return (
    !!m &&
    (/^(?:maybe|think|thinking|wondering|should|could)/.test(m[0]) || subjectOf(norm.slice(0, m.index)) === 'self') &&
    !/\b(?:she|he) (?:always )?(?:said|says|was|used to)\b/.test(norm.slice(0, m.index))
  );
}

/** Said plainly enough alone. */
const PLAIN = new RegExp(
  [
    String.raw`\b(?:not|do not|did not) (?:want\w*|wish\w*) to (?:be (?:here|around|alive)|exist|wake up|keep (?:living|going|existing)|live)(?: \w+)? ?(?:anymore|any more|again|now|ever)`,
    String.raw`\b(?:disappointed|gutted|annoyed|angry|upset|devastated|sad|sorry) (?:that )?i (?:woke|wake|am still (?:here|alive|breathing)|made it through|did not die)`,
    String.raw`\b(?:world|earth|life|everyone|everybody) (?:would|will|could) (?:\w+ )?(?:keep|carry|go|get) (?:on|spinning|turning|going)(?: \w+){0,2} without me\b`,
    String.raw`\bworth more (?:to (?:them|her|him|everyone|my \w+) )?(?:dead|gone)\b`,
    String.raw`\b(?:ask|asking|beg|begging|pray|praying) (?:the lord|god|jesus|him) (?:\w+ ){0,3}to (?:take me|call me home|let me go|bring me home)\b`,
  ].join('|'),
);

// A hoped-for accident: the event and not minding it.
const ACCIDENT = lex(
  'took me out',
  'take me out',
  'ran me over',
  'run me over',
  'cleaned me up',
  'clean me up',
  '(?:bus|truck|car|train|tree|lightning) (?:\\w+ ){0,2}(?:hit|got|collected|flattened) me',
  'truck (?:rolled|rolls|went over|flipped)',
  'car (?:crashed|rolled|went off)',
  '(?:ute|truck|car|plane|bus) (?:\\w+ )?(?:rolled|crashed|went down|went off the road)',
  'cross the road',
  'crossing the road',
  'do not (?:really )?look',
  'hit by',
  'something happened to me',
  'did not make it home',
  'went off the road',
  'heart (?:just )?stopped',
);
const NOT_MIND = lex(
  'would not be (?:too |that |very )?(?:cut up|upset|fussed|bothered|sad|sorry)',
  'would not (?:mind|care)',
  'part of me hopes',
  'part of me wants',
  'i hope',
  'hoping',
  'would be (?:a )?relief',
  'fine with (?:it|that)',
  'good riddance',
  'not fussed',
);

// Things given away, with a hint of not being around to need them.
const GIVE = lex(
  'giv\\w* (?:away )?(?:all )?(?:\\w+ )?(?:my|away|everything|the)',
  'gave (?:\\w+ )?(?:my|away|all)',
  'handing (?:out|over) my',
  'to (?:have|keep) (?:my|the) (?:\\w+ )?(?:dog|cat|guitar|gear|car|ute|stuff|things)',
  'keep the (?:dog|cat)',
  'can have (?:my|all|them|it)',
);
const NOT_NEED = lex(
  '(?:will not|not going to|do not|would not) (?:\\w+ )?(?:need|be needing|be using|use|want) (?:them|it|any|those|these|my)',
  'where i am (?:headed|going)',
  'after this week',
  'when i am gone',
  'something to remember',
  'not (?:be )?around (?:to|for)',
  'no use to me',
  'so (?:she|he|they) (?:has|have) something',
  'goodbye (?:letter|note|message|present|gift)',
  'for when i am not',
  'have something (?:of mine|to remember)',
);

// Places and means looked into, or watched.
const LOOK_INTO = lex(
  'look\\w* up',
  'looking into',
  'googl\\w*',
  'search\\w*',
  'reading up',
  'read up',
  'research\\w*',
  'been checking',
  'checked',
  'working out',
  'found out',
  'mapp\\w*',
  'scop\\w*',
);
const NO_BARRIER = lex(
  '(?:do not|does not|without|no|have no|has no) (?:have )?(?:any )?(?:fences?|barriers?|cameras?|nets?|railings?|security|guards?)',
  '(?:new|the) fences (?:yet|are not)',
  'least busy',
  'nobody goes',
  'no one goes',
  'no one would see',
  'nobody would see',
);
const HEIGHT = lex(
  'how (?:tall|high|far down|deep|far)',
  'tallest',
  'highest',
  'how long (?:it )?(?:takes|would take) to (?:fall|hit|drop)',
);
const SECRETIVE = lex(
  'no reason',
  'just (?:curious|reading|looking|wondering)',
  'do not ask',
  'do not tell',
  'at night',
  'a lot',
  'again',
  'for me',
  'every night',
);
const LETHAL = lex(
  'bridges?',
  'cliffs?',
  'car ?parks?',
  'multi ?storey',
  'buildings?',
  'towers?',
  'lookouts?',
  'the gap',
  'overpass\\w*',
  'rooftops?',
  'train (?:lines?|tracks)',
  'tracks',
  'silos?',
  'water tower',
  'quarry',
  'gorge',
  'falls',
);
const WATCHED = lex(
  'water tower',
  'the dam',
  'the weir',
  'the river',
  'the bridge',
  'the tracks',
  'the cliffs?',
  'the gap',
  'the edge',
  'the drop',
  'the silo',
  'the quarry',
  'the overpass',
  'the trains',
  'the water',
  'it',
);
const WATCHING = near(
  lex(
    'sit\\w*',
    'sat',
    'stand\\w*',
    'stood',
    'park\\w*',
    'look\\w* at',
    'star\\w* at',
    'watch\\w*',
    'drive out to',
    'drove out to',
    'thinking about',
  ),
  WATCHED,
  6,
);
const DWELLING = lex(
  'most nights',
  'every night',
  'an hour',
  'for hours',
  'a long (?:while|time)',
  'a lot',
  'all the time',
  'again',
  'dark thoughts',
  'keep going back',
  'came home in the end',
  'just (?:looking|sitting|reading)',
  'no reason',
  'just curious',
);
const BENIGN =
  /\b(?:pelicans?|birds?|ducks?|swans?|boats?|platypus|water level|storm|flood\w*|obsessed|for (?:my|our) (?:son|daughter|kids?)|taking (?:mum|dad|nan|the kids)|unsteady|photos?|pictures|view|walk\w* across|picnic|fishing|swim\w*|kayak\w*|holiday|trip|tour|sightseeing|engineer\w*|architect\w*|assignment|project|history|heritage|sunset|sunrise|wedding)\b/;
const GIVING_BENIGN =
  /\b(?:since (?:i|we)|because|now that|(?:we are|i am) done|done having|grew out|outgrown|too (?:big|small)|baby (?:clothes|things|stuff|gear)|moving|moved|move to|op shop|donat\w*|charity|vinnies|salvos|declutter\w*|marie kondo|garage sale|upgrade\w*|grew out|too small|new (?:one|phone|house|place|car|job)|overseas|interstate|backpacking|gap year|retir\w*|downsiz\w*|nursing home|aged care)\b/;
/** A wish with an end date or a treat in it is a wish for a break: "off the planet till autumn", "disappear to fiji". */
const A_BREAK =
  /\b(?:wake|waking|woke) up (?:late|early|in time|on time|before|at|for)\b|\b(?:till|until|for) (?:autumn|winter|spring|summer|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week|a (?:week|month|while|bit|day|few days)|an? (?:hour|week|month)|(?:the |this |it |my )?(?:\w+ ){0,2}(?:is|are) (?:over|done|finished))\b|\b(?:to|in) (?:fiji|bali|a beach|an island|the bush|the mountains|hawaii|europe|japan|thailand)\b|\b(?:sleep[- ]?in|lie[- ]?in|early|alarm|\d+ ?am|day off|days off|holidays?|album|song|music|gig|concert|heat|weather)\b/;
const THINKING = lex(
  'keep (?:thinking|picturing|imagining)',
  'i think about (?:that|it|this)',
  'been thinking',
  'thinking about (?:that|it|this)',
  'sometimes i think',
  'i (?:sometimes )?think (?:that )?if',
  'wonder\\w*',
  'picture\\w*',
  'imagin\\w*',
  'the maths',
  'do the maths',
  'calculated',
  'a lot',
);

// A payout for one's death said in other words than the earlier family.
const PAYOUT = lex(
  'life (?:insurance|policy|cover)',
  'death cover',
  'the policy',
  'insurance',
  'super',
  'payout',
  'pays? (?:it|them|that|the \\w+)? ?(?:out|off)',
  'paid off',
  'gets? paid',
);
const IF_GONE = lex(
  'if i (?:go|went|die|died|was gone|am gone|do not wake|did not wake|just do not wake)',
  'than me',
  'than i (?:ever )?(?:will|would|could|do)',
  'dragging on',
  'hanging around',
  'set (?:them|the kids|her|him|my \\w+) up',
  '(?:they|she|he|the kids) (?:are|would be|will be) (?:ok|okay|fine|right|looked after|set)',
  'when i am gone',
  'without me',
);

/** Passive wishes, worth more gone, giving away, places looked into; the speaker's own unless told of someone else. */
export function wishSituations(norm: string, other: boolean): Situation[] {
  // "she has been gone two years now" dates the death, not the wish.
  if (
    pastAndDone(
      norm.replace(
        /\b(?:gone|passed|dead|died|lost (?:her|him)) (?:for )?(?:\w+ ){0,2}(?:years?|months?) (?:now|ago)\b/g,
        'gone',
      ),
    )
  )
    return [];
  // "reading up" is research here, not a story; a class or a question about signs still explains it.
  const story =
    explained(norm.replace(/\b(?:reading up|just reading|read up)\b/g, 'looking up')) ||
    GAME.test(norm) ||
    STUDY.test(norm);
  const joking =
    (LAUGHING.test(norm) || HYPERBOLE.test(norm)) && !/\b(?:not (?:even )?joking|half jok\w*|mostly)\b/.test(norm);
  const categories = other ? (['third_party', 'suicide'] as const) : (['suicide'] as const);
  const hit = (id: string): Situation[] => [{ id, tier: 'high', categories: [...categories] }];
  const benign = BENIGN.test(norm);
  // "lol" and gaming words often sit beside a teenager's goodbye: a gift with no future is read anyway.
  if (has(GIVE, norm) && has(NOT_NEED, norm) && !GIVING_BENIGN.test(norm) && !explained(norm))
    return hit('situation.giving-away');
  if (story) return [];

  if (
    !joking &&
    (PLAIN.test(norm) ||
      (ownJoin(norm) && DEAD_REF.test(norm) && !PET_ONLY.test(norm)) ||
      (UNNOTICED.test(norm) && GONE_FOR_GOOD.test(norm))) &&
    !A_BREAK.test(norm)
  )
    return hit('situation.wish');
  if (!joking && has(NOT_BEING_WANTED, norm) && !A_BREAK.test(norm) && !benign) return hit('situation.wish');
  if (!joking && has(ACCIDENT, norm) && has(NOT_MIND, norm) && !benign) return hit('situation.wish');
  if (
    has(PAYOUT, norm) &&
    has(IF_GONE, norm) &&
    (has(THINKING, norm) || distinct(norm, IF_GONE) >= 2) &&
    !/\b(?:claim\w*|quote|premium|renew\w*|beneficiar\w*|wedding|car|contents|home and|pet|travel)\b/.test(norm)
  )
    return hit('situation.worth-more-gone');
  if (
    has(LOOK_INTO, norm) &&
    (has(NO_BARRIER, norm) || (has(HEIGHT, norm) && has(SECRETIVE, norm))) &&
    has(LETHAL, norm) &&
    !benign &&
    !joking
  )
    return hit('situation.looking-into');
  if (
    has(WATCHING, norm) &&
    has(DWELLING, norm) &&
    /\b(?:water tower|dam|weir|river|bridge|tracks|cliffs?|the gap|edge|drop|silo|quarry|overpass|trains)\b/.test(
      norm,
    ) &&
    !benign &&
    !joking
  )
    return hit('situation.watching-a-place');
  return [];
}

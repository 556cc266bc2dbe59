import { ACCIDENTAL as ACCIDENT, FICTION as FICTION_ANY } from '../context.ts';
import {
  AS_PRESCRIBED,
  GAME,
  JUMP_FUN,
  HUNT,
  INFO_QUESTION,
  PET,
  SHOPPING,
  STUDY,
  SUBSTANCE,
  TRIP,
  WORK_ROLE,
} from './contexts.ts';

/** Media and stories, narrower than FICTION ("been reading about how long it takes" is not a book report). */
const MEDIA =
  /\b(?:movie|film|show|book|novel|story|character|series|episode|documentary|podcast|netflix|article|essay|assignment|exam|blog)\b/;
/** Rope bought for a job around the house, not a ligature. */
const SHOPPING_USE =
  /\b(?:for (?:the|my) (?:garden|boat|trailer|kids|dog|gym|shed)|to (?:tie|hang up|hold up|secure|fix))\b/;
import type { Reading, Span } from './reading.ts';

/** Between a wish and a death word only glue, so "i hope the wifi is back, it's dead" stays out. */
const GLUE = new Set(
  'to be just i me myself was were am would could should really so simply honestly actually literally go and if at all it everything this the whole thing even of sometimes quietly peacefully already finally one day in my sleep get got can cannot wait never not'.split(
    ' ',
  ),
);
const onlyGlue = (r: Reading, [a, b]: Span[]) =>
  r
    .between(a!, b!)
    .split(' ')
    .every((w) => w === '' || GLUE.has(w));
import type { Frame } from './frame.ts';

const S = ['suicide'] as const;
const SH = ['self_harm'] as const;

/** Suicide risk said without the words: wishes, no return, burden, farewells, means kept close, places. */
export const selfFrames: Frame[] = [
  // "cant wait to be dead", "pray god takes me in my sleep", "wouldn't mind if i didn't wake up"
  {
    id: 'frame.wish-death',
    tier: 'high',
    categories: [...S],
    chain: ['desire', 'death'],
    within: 6,
    ordered: true,
    selfPatient: true,
    who: 'either',
    act: true,
    check: onlyGlue,
    unless: [GAME],
  },
  // "hope the plane goes down", "i'd be fine if a tree fell on me", "hoping the scans show something terminal"
  {
    id: 'frame.wish-harm',
    tier: 'high',
    categories: [...S],
    chain: ['desire', 'harmEvent'],
    within: 8,
    selfPatient: true,
    act: true,
    unless: [GAME, STUDY],
  },
  { id: 'frame.refuse-care', tier: 'high', categories: [...S], chain: ['harmEvent', 'refuseCare'], within: 12 },
  // "go for a long drive and not come back", "rack off for good", "walk into the surf and keep going"
  {
    id: 'frame.no-return',
    tier: 'high',
    categories: [...S],
    chain: ['depart', 'noReturn'],
    within: 8,
    ordered: true,
    act: true,
    unless: [TRIP],
  },
  // "i'm at the train station. i don't think i'm going back." (the no-return is its own negation)
  {
    id: 'frame.not-going-back',
    tier: 'high',
    categories: [...S],
    chain: ['noReturn'],
    within: 0,
    negatable: false,
    act: true,
    anyOf: ['place', 'violentMeans', 'final', 'done', 'prep'],
    unless: [TRIP, GAME],
  },
  {
    id: 'frame.gone-for-good',
    tier: 'high',
    categories: [...S],
    chain: ['depart', 'finality'],
    within: 1,
    ordered: true,
    act: true,
    unless: [TRIP, GAME, /\b(?:off grid|live|living|move|house|farm|country|overseas)\b/],
  },
  {
    id: 'frame.vanish-for-good',
    tier: 'high',
    categories: [...S],
    chain: ['vanish', 'finality'],
    within: 3,
    ordered: true,
    act: true,
    check: (r, c) => !/come|coming|back/.test(r.words.slice(c[1]!.start, c[1]!.end).join(' ')),
  },
  {
    id: 'frame.into-water',
    tier: 'high',
    categories: [...S],
    chain: ['waterEntry', 'finality'],
    within: 6,
    ordered: true,
    act: true,
  },
  // "the family would be better off with the insurance", "doing everyone a favour if i died"
  {
    id: 'frame.burden',
    tier: 'high',
    categories: [...S],
    chain: ['benefit', 'withoutMe'],
    within: 8,
    who: 'any',
    act: true,
    unless: [
      TRIP,
      /\b(?:flood|fire|bushfire|storm|hail|claim|car insurance|house insurance|home insurance|contents|travel insurance)\b/,
    ],
  },
  // "letters for my kids to open after i'm gone", "rehomed the dogs, they deserve someone who'll be around"
  {
    id: 'frame.prep-after',
    tier: 'high',
    categories: [...S],
    chain: ['prep', 'aftermath'],
    within: 24,
    who: 'either',
    act: true,
    unless: [
      TRIP,
      /\b(?:baby|kids are older|outgrew|grown out of|too small|upgrad\w*|new one|replac\w*|spare|old|future self)\b/,
    ],
  },
  {
    id: 'frame.prep-done',
    tier: 'high',
    categories: [...S],
    chain: ['prep', 'done'],
    within: 12,
    act: true,
    unless: [TRIP],
  },
  {
    id: 'frame.prep-final',
    tier: 'immediate',
    categories: [...S],
    chain: ['prep', 'final'],
    within: 24,
    unless: [TRIP],
  },
  {
    id: 'frame.prep-place',
    tier: 'high',
    categories: [...S],
    chain: ['prep', 'place'],
    within: 24,
    now: ['now'],
    act: true,
    unless: [TRIP, /\b(?:airport|station|train|bus|ferry|uber|taxi|platform)\b/],
  },
  // "shan't be needing anything much longer", "won't be around to see the grand final"
  {
    id: 'frame.not-around',
    tier: 'high',
    categories: [...S],
    chain: ['absentSelf', 'futureEvent'],
    within: 4,
    ordered: true,
    who: 'either',
    act: true,
    unless: [
      TRIP,
      WORK_ROLE,
      /\b(?:school|uni|year 12|work|working|shift|hospital|surgery|away|visiting|appointment|dentist|doctor|meeting|party|dinner|class|exam|match|game)\b/,
    ],
  },
  {
    id: 'frame.not-needing',
    tier: 'high',
    categories: [...S],
    chain: ['needNothing'],
    within: 0,
    who: 'either',
    unless: [TRIP],
  },
  // "what's the point of me even being here", "i see no reason to carry on"
  {
    id: 'frame.no-point',
    tier: 'high',
    categories: [...S],
    chain: ['noPoint', 'selfExist'],
    within: 5,
    ordered: true,
    who: 'either',
  },
  {
    id: 'frame.no-point-after',
    tier: 'high',
    categories: [...S],
    chain: ['selfExist', 'noPoint'],
    within: 2,
    ordered: true,
    who: 'either',
  },
  { id: 'frame.life-weary', tier: 'high', categories: [...S], chain: ['lifeWeary'], within: 0, who: 'either' },
  // "every night i think to end my life", "honestly unaliving myself is all i think about"
  {
    id: 'frame.self-end',
    tier: 'high',
    categories: [...S],
    chain: ['selfEnd'],
    within: 0,
    who: 'either',
    act: true,
    unless: [STUDY, GAME, WORK_ROLE, FICTION_ANY],
  },
  // "this is the last thing i'll ever write. sorry everyone"
  {
    id: 'frame.last-words',
    tier: 'high',
    categories: [...S],
    chain: ['lastWords'],
    within: 0,
    now: ['finalWords', 'final'],
    unless: [STUDY, GAME, TRIP, MEDIA],
  },
  {
    id: 'frame.survivor-wish',
    tier: 'high',
    categories: [...S],
    chain: ['survivorWish'],
    within: 0,
    act: true,
    unless: [GAME, MEDIA],
  },
  {
    id: 'frame.way-to-die',
    tier: 'high',
    categories: ['means_request', 'suicide'],
    chain: ['wayToDie'],
    within: 0,
    who: 'any',
    unless: [STUDY, WORK_ROLE, MEDIA, PET],
  },
  {
    id: 'frame.aborted-attempt',
    tier: 'high',
    categories: [...S],
    chain: ['abortedAttempt'],
    within: 0,
    act: true,
    now: ['now'],
    check: (r) =>
      r.spans('abortedAttempt').some((s) => r.words[s.start] === 'kicked') ||
      r.hasAny(['means', 'place', 'death', 'hangMeans', 'anchor']),
    unless: [GAME, JUMP_FUN, /\b(?:bungee|skydiv\w*|interview|date|speech|asking (?:her|him) out)\b/],
  },
  // "see ya never" with his location at the gap; "sitting outside the railing on the bridge"
  {
    id: 'frame.farewell-place',
    tier: 'immediate',
    categories: ['suicide'],
    chain: ['farewellPhrase', 'place'],
    within: 20,
    who: 'any',
    unless: [TRIP, GAME, MEDIA],
  },
  {
    id: 'frame.farewell',
    tier: 'high',
    categories: [...S],
    chain: ['farewellPhrase'],
    within: 0,
    who: 'either',
    unless: [TRIP, GAME, MEDIA, /\b(?:lol|haha|jk|exam|exams|boss|deadline|footy|match)\b/],
  },
  {
    id: 'frame.over-edge',
    tier: 'immediate',
    categories: ['suicide'],
    chain: ['overEdge'],
    within: 0,
    who: 'any',
    unless: [
      GAME,
      MEDIA,
      /\b(?:cat|dog|ball|hat|kite|frisbee|photo\w*|selfie|view|worker|workers|painting|maintenance)\b/,
    ],
  },
  // "how quiet it would be if i just stopped\", "how much easier everything would be if i was gone"
  {
    id: 'frame.peace-without',
    tier: 'high',
    categories: [...S],
    chain: ['peaceIf', 'withoutMe'],
    within: 8,
    ordered: true,
    act: true,
    unless: [TRIP, GAME],
  },
  // "i keep wondering what the fall from my window would feel like"
  {
    id: 'frame.wonder-act',
    tier: 'high',
    categories: [...S],
    chain: ['wonderFeel', 'riskAct'],
    within: 8,
    act: true,
    unless: [GAME, STUDY, JUMP_FUN, /\b(?:skydiv\w*|bungee|roller ?coaster|ride|parachut\w*|in love)\b/],
  },
  // "how long does it take for exhaust to work", "how long to bleed out from the wrist"
  {
    id: 'frame.how-long',
    tier: 'high',
    categories: ['means_request', 'suicide'],
    chain: ['howLong', 'violentQ'],
    within: 8,
    who: 'any',
    unless: [STUDY, WORK_ROLE, MEDIA, PET],
  },
  // "looking at which bridge is the highest near here"
  {
    id: 'frame.height-seek',
    tier: 'high',
    categories: ['means_request', 'suicide'],
    chain: ['heightSeek', 'lethalMeans'],
    within: 5,
    who: 'any',
    anyOf: ['query'],
    check: (r) =>
      /\b(?:near (?:here|me|my|where i)|around here|closest|nearest|local|enough|to (?:die|kill|not survive)|would (?:i|you|it|a person))\b/.test(
        r.norm,
      ),
    unless: [
      STUDY,
      TRIP,
      GAME,
      FICTION_ANY,
      /\b(?:world|view|views|photo\w*|sightsee\w*|landmark|climb\w*|hike|tour|bungee|abseil\w*|engineer\w*|built)\b/,
    ],
  },
  // "bought a rope and found a beam in the garage that'll hold"
  {
    id: 'frame.rope-anchor',
    tier: 'high',
    categories: [...S],
    chain: ['hangMeans', 'anchor'],
    within: 20,
    act: true,
    now: ['now'],
    unless: [
      GAME,
      SHOPPING_USE,
      /\b(?:swing|hammock|climb\w*|tie ?down|camping|tent|tarp|boat|washing line|clothes ?line|trailer|load|pull ?ups?|punching bag|plants?|pot|light|renovat\w*|builder|carpent\w*|deck)\b/,
    ],
  },
  // "the revolver in the drawer, i think about using it", "up the paddock with the gun, just sitting there"
  {
    id: 'frame.means-close',
    tier: 'high',
    categories: [...S],
    chain: ['means', 'contemplate'],
    within: 6,
    act: true,
    unless: [HUNT, WORK_ROLE, STUDY, INFO_QUESTION, ACCIDENT, GAME, SHOPPING, AS_PRESCRIBED],
  },
  {
    id: 'frame.stockpile',
    tier: 'high',
    categories: [...S],
    chain: ['stockpile', 'meds'],
    within: 5,
    who: 'either',
    act: true,
    unless: [
      /\b(?:money|dollars|cost|cheaper|discount|generic|points|rewards|pharmacy|chemist|doctor|gp|repeat|refill)\b/,
    ],
  },
  // "parked at the lookout and not driving back down", "at the quarry with the shotty"
  {
    id: 'frame.place-means',
    tier: 'immediate',
    categories: [...S],
    chain: ['presence', 'place'],
    within: 6,
    anyOf: ['violentMeans', 'noReturn', 'final', 'death'],
    unless: [HUNT, GAME, TRIP],
  },
  {
    id: 'frame.step-off',
    tier: 'immediate',
    categories: [...S],
    chain: ['intentGo', 'stepOff', 'place'],
    within: 8,
    ordered: true,
    unless: [JUMP_FUN],
  },
  {
    id: 'frame.step-off-wish',
    tier: 'high',
    categories: [...S],
    chain: ['stepOff', 'place'],
    within: 4,
    ordered: true,
    act: true,
    unless: [GAME, JUMP_FUN, /\bswim\w*\b/],
  },
  // "pills lined up, doing it after the footy tonight"
  {
    id: 'frame.means-now',
    tier: 'immediate',
    categories: [...S],
    chain: ['means', 'atHand'],
    within: 5,
    anyOf: ['intentUse'],
    check: (r) => r.has('now') || r.has('final'),
    unless: [HUNT, WORK_ROLE, INFO_QUESTION, AS_PRESCRIBED, ACCIDENT],
  },
  {
    id: 'frame.exhaust',
    tier: 'immediate',
    categories: [...S],
    chain: ['engineOn', 'enclosed'],
    within: 10,
    unless: [
      /\b(?:fix\w*|mechanic|servic\w*|warm(?:ing)? (?:it )?up|load\w*|pack\w*|leaving|about to leave|revers\w*|backing out|defrost\w*|smell)\b/,
    ],
  },
  // "the bank's taking the farm. thinking i'll finish it properly this time."
  {
    id: 'frame.finish-it',
    tier: 'high',
    categories: [...S],
    chain: ['intendSelf', 'finishIt'],
    within: 3,
    ordered: true,
    act: true,
    anyOf: ['loss', 'done', 'noPoint', 'finality'],
    unless: [STUDY, GAME, /\b(?:work|essay|assignment|job|project|book|season|series|puzzle|race|marathon)\b/],
  },
  // "how easy it would be to just not turn the wheel", "going flat out into a pole"
  {
    id: 'frame.intrusive',
    tier: 'high',
    categories: [...S],
    chain: ['intrusive', 'riskAct'],
    within: 6,
    ordered: true,
    act: true,
    unless: [GAME, STUDY],
  },
  {
    id: 'frame.drive-into',
    tier: 'high',
    categories: [...S],
    chain: ['urge', 'driveInto'],
    within: 8,
    ordered: true,
    act: true,
    unless: [GAME, /\b(?:accident|nearly|almost|dashcam|idiot|someone)\b/],
  },
  {
    id: 'frame.know-amount',
    tier: 'high',
    categories: ['means_request', 'suicide'],
    chain: ['knowAmount'],
    within: 0,
    act: true,
    anyOf: ['meds', 'means', 'death', 'done'],
    unless: [STUDY, WORK_ROLE, INFO_QUESTION, PET],
  },
  {
    id: 'frame.enough-to',
    tier: 'high',
    categories: [...S],
    chain: ['enoughTo'],
    within: 0,
    act: true,
    now: ['presence'],
    unless: [STUDY, GAME, /\b(?:money|saved|courage to (?:ask|tell|quit))\b/],
  },
  {
    id: 'frame.plan-exit',
    tier: 'high',
    categories: [...S],
    chain: ['planVerb', 'death'],
    within: 3,
    ordered: true,
    act: true,
    unless: [TRIP, STUDY, GAME],
  },
  // "parked in the back paddock with the rifle", "in the ute with a hose and tape. done."
  {
    id: 'frame.armed-alone',
    tier: 'high',
    categories: [...S],
    chain: ['presence', 'violentMeans'],
    within: 10,
    act: true,
    now: ['finalWords', 'final', 'now'],
    unless: [HUNT, GAME, WORK_ROLE, /\b(?:garden\w*|watering|lawn|car wash|washing)\b/],
  },
  {
    id: 'frame.at-height',
    tier: 'immediate',
    categories: [...S],
    chain: ['place', 'stepOff'],
    within: 12,
    anyOf: ['intendSelf', 'intentGo', 'desire'],
    unless: [GAME, JUMP_FUN],
  },
  {
    id: 'frame.payout',
    tier: 'high',
    categories: [...S],
    chain: ['payout', 'suicideWord'],
    within: 10,
    who: 'any',
    unless: [STUDY, WORK_ROLE],
  },
  { id: 'frame.final-resolve', tier: 'immediate', categories: [...S], chain: ['final', 'resolve'], within: 10 },
  // "how many of his morphine tablets would stop a heart", "researching which meds you can't survive"
  {
    id: 'frame.means-query',
    tier: 'high',
    categories: ['means_request', 'suicide'],
    chain: ['query', 'lethalMeans', 'lethal'],
    within: 10,
    who: 'any',
    unless: [STUDY, WORK_ROLE, INFO_QUESTION, PET],
  },
];

/** Distress worth a gentle offer of support, said in everyday words. */
export const distressFrames: Frame[] = [
  {
    id: 'frame.low',
    tier: 'elevated',
    categories: ['distress'],
    chain: ['lowMood'],
    within: 0,
    unless: [/\b(?:knackered|after (?:that|the|a) (?:shift|run|gym|game|workout|session|match))\b/],
  },
  {
    id: 'frame.losses',
    tier: 'elevated',
    categories: ['distress'],
    chain: ['loss'],
    within: 0,
    who: 'any',
    check: (r) => r.spans('loss').length > 1,
    unless: [FICTION_ANY],
  },
];

/** Self-harm said in slang or described instead of named. */
export const selfHarmFrames: Frame[] = [
  {
    id: 'frame.hurt-body',
    tier: 'high',
    categories: [...SH],
    chain: ['selfHurt'],
    within: 0,
    act: true,
    check: (r, [s]) => !/\bhead\b/.test(r.words.slice(s!.start, s!.end).join(' ')) || r.has('hurtOutcome'),
    unless: [
      ACCIDENT,
      GAME,
      /\b(?:itch\w*|eczema|rash|mozzie|mosquito|bites|hives|allerg\w*|sun\w*|tattoo\w*|piercing|pins and needles|cramp\w*|circulation|massag\w*|wake (?:it|them) up)\b/,
    ],
  },
  {
    id: 'frame.relapse-means',
    tier: 'high',
    categories: [...SH],
    chain: ['relapse', 'shMeans'],
    within: 8,
    who: 'either',
    unless: [SUBSTANCE],
  },
  {
    id: 'frame.relapse-blood',
    tier: 'high',
    categories: [...SH],
    chain: ['relapse', 'hurtOutcome'],
    within: 8,
    who: 'either',
    unless: [SUBSTANCE],
  },
  {
    id: 'frame.wound-now',
    tier: 'immediate',
    categories: ['self_harm', 'medical'],
    chain: ['selfHurt', 'gushing'],
    within: 8,
    unless: [ACCIDENT],
  },
  {
    id: 'frame.blade-now',
    tier: 'immediate',
    categories: [...SH],
    chain: ['shMeans', 'gushing'],
    within: 10,
    anyOf: ['now', 'intentUse', 'intentGo'],
    unless: [ACCIDENT],
  },
];

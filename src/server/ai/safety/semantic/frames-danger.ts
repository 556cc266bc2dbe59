import { ANXIETY, FICTION, HYPERBOLE, MODAL_HYPERBOLE } from '../context.ts';
import { EXERTION, GAME, INFO_QUESTION, PET, STUDY, TRIP, TRIVIAL, WORK_ROLE } from './contexts.ts';

const CONTROL_STRONG = /^(?:will not|does not|never|takes|took|keeps)\b/;

const DEVICE =
  /\b(?:phone|texts?|messages|calls?|laptop|computer|screen|tv|app|printer|ipad|console|xbox|playstation|switch|website|car|engine)\b/;
import type { Frame } from './frame.ts';
import type { Reading } from './reading.ts';

const spanText = (r: Reading, name: Parameters<Reading['spans']>[0]) =>
  r.spans(name).map((s) => r.words.slice(s.start, s.end).join(' '));
const PAST_MEDICAL = /\b(?:last (?:year|month|week)|years ago|as a kid|used to|history of|when i was)\b/;
const DANGER_NOW = ['dangerHere', 'now', 'weapon', 'confined'] as const;

/** Someone hurting, threatening, following or confining the speaker, or a child. */
export const abuseFrames: Frame[] = [
  // "he said he'd burn the house down with me in it", "reckons she'll do me in" (a threat reported or made now)
  {
    id: 'frame.threat',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'threatModal', 'threatVerb'],
    within: 4,
    ordered: true,
    who: 'any',
    anyOf: ['saysVerb', 'dangerHere', 'weapon'],
    now: [...DANGER_NOW],
    unless: [TRIVIAL, FICTION, GAME],
  },
  {
    id: 'frame.threat-said',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'saysVerb', 'threatVerb'],
    within: 6,
    ordered: true,
    who: 'any',
    now: [...DANGER_NOW],
    unless: [TRIVIAL, FICTION, GAME],
  },
  // "he's outside the front door kicking it", "hiding in the car, he has a knife"
  {
    id: 'frame.at-the-door',
    tier: 'immediate',
    categories: ['abuse'],
    chain: ['dangerHere', 'aggression'],
    within: 8,
    who: 'any',
    anyOf: ['third'],
    unless: [
      FICTION,
      GAME,
      PET,
      /\b(?:neighbou?rs? (?:are|is) (?:partying|having a party)|music|forgot (?:his|her|their) keys|locked (?:himself|herself|themselves) out|delivery|parcel|postie)\b/,
    ],
  },
  {
    id: 'frame.hiding-armed',
    tier: 'immediate',
    categories: ['abuse'],
    chain: ['hiding', 'weapon'],
    within: 14,
    who: 'any',
    anyOf: ['third'],
    unless: [FICTION, GAME, /\b(?:hide and seek|nerf|water ?gun|toy)\b/],
  },
  {
    id: 'frame.violence',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'violenceDone'],
    within: 4,
    ordered: true,
    who: 'any',
    now: ['dangerHere', 'now'],
    unless: [
      FICTION,
      GAME,
      /\bpillow|nerf|by accident|accidentally|playing\b|\bto (?:stop|catch|help|save|steady|pull) me\b|\b(?:falling|slipped|tripping|tripped)\b/,
    ],
  },
  {
    id: 'frame.confined',
    tier: 'high',
    categories: ['abuse'],
    chain: ['confined'],
    within: 0,
    who: 'any',
    now: ['dangerHere', 'now'],
    check: (r) => r.hasAny(['dangerHere', 'now', 'third']),
  },
  // Locked in and the phone taken: confined now, whatever the tense.
  {
    id: 'frame.confined-now',
    tier: 'immediate',
    categories: ['abuse'],
    chain: ['confined'],
    within: 0,
    who: 'any',
    check: (r) => r.spans('confined').length > 1,
  },
  {
    id: 'frame.followed',
    tier: 'high',
    categories: ['abuse'],
    chain: ['follow'],
    within: 0,
    who: 'any',
    now: ['dangerHere'],
    check: (r) =>
      r.hasAny(['dangerHere']) || /\b(?:keeps|every|twice|again|always|for (?:weeks|months|days))\b/.test(r.norm),
    unless: [
      PET,
      /\bon (?:insta\w*|tiktok|twitter|x|facebook|socials)\b|\b(?:little (?:brother|sister)|toddler|kids?|puppy)\b|\bfollow\w* me around\b/,
    ],
  },
  { id: 'frame.secret', tier: 'high', categories: ['abuse'], chain: ['secrecy'], within: 0, who: 'any' },
  {
    id: 'frame.control',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'control'],
    within: 6,
    ordered: true,
    who: 'any',
    check: (r) =>
      spanText(r, 'control').some((t) => CONTROL_STRONG.test(t)) ||
      r.spans('control').length > 1 ||
      r.hasAny(['follow', 'violenceDone', 'threatVerb']) ||
      /\b(?:scared|afraid|terrified)\b/.test(r.norm),
    unless: [/\b(?:mum|dad|parents) (?:checks|goes through) my phone\b/],
  },
  // "my mum is being hit by her new partner", "my bf gets mad if i don't send him my location"
  {
    id: 'frame.violence-passive',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'violencePassive'],
    within: 8,
    who: 'any',
    now: ['now', 'dangerHere'],
    unless: [
      FICTION,
      GAME,
      /\b(?:ball|car|bus|truck|bike|wave|footy|rugby|cricket|training|match|bullied at school)\b/,
    ],
  },
  // "i can hear the woman next door screaming for help", "won't let me out of the car and he's screaming"
  {
    id: 'frame.help-scream',
    tier: 'high',
    categories: ['abuse', 'third_party'],
    chain: ['helpScream'],
    within: 0,
    who: 'any',
    now: ['now', 'dangerHere', 'aggression'],
    unless: [FICTION, GAME, /\b(?:movie|tv|film|playing|prank|haunted|nightmare|dream)\b/],
  },
  {
    id: 'frame.confined-raging',
    tier: 'immediate',
    categories: ['abuse'],
    chain: ['confined', 'aggression'],
    within: 12,
    who: 'any',
    unless: [FICTION, GAME],
  },
  // "too drunk to say anything and he did stuff", "made me do things i didn't want to"
  {
    id: 'frame.coercion',
    tier: 'high',
    categories: ['abuse'],
    chain: ['third', 'coercion'],
    within: 14,
    who: 'any',
    unless: [FICTION, GAME, /\b(?:homework|chores|clean\w*|eat\w*|vegetables|exercise|gym|run|study\w*)\b/],
  },
  {
    id: 'frame.child-harm',
    tier: 'high',
    categories: ['abuse', 'third_party'],
    chain: ['childHarm'],
    within: 0,
    who: 'any',
    check: (r) => r.spans('childHarm').length > 1 || spanText(r, 'childHarm').some((t) => t.startsWith('burns')),
    unless: [FICTION],
  },
];

/** Harm the speaker might do to someone else. */
export const othersFrames: Frame[] = [
  // "i want to torch my ex's house with him inside", "keep picturing driving into the crowd"
  {
    id: 'frame.harm-other',
    tier: 'high',
    categories: ['harm_to_others'],
    chain: ['urge', 'harmOther'],
    within: 6,
    ordered: true,
    act: true,
    unless: [HYPERBOLE, MODAL_HYPERBOLE, TRIVIAL, GAME, FICTION],
  },
  {
    id: 'frame.hit-list',
    tier: 'high',
    categories: ['harm_to_others'],
    chain: ['listOf', 'harmOther'],
    within: 10,
    ordered: true,
    unless: [GAME, FICTION],
  },
  // "outside his house with the bat waiting for him", "knife in my bag and going to his work"
  {
    id: 'frame.armed-near',
    tier: 'immediate',
    categories: ['harm_to_others'],
    chain: ['weapon', 'nearTarget'],
    within: 8,
    unless: [
      GAME,
      /\b(?:cricket|practice|nets|training|cake|cook\w*|bbq|barbie|dinner|lunch|picnic|camping|fishing|carving)\b/,
    ],
  },
];

/** Emergencies in the body, whoever they happen to. */
export const medicalFrames: Frame[] = [
  {
    id: 'frame.heart',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['chest', 'chestSpread'],
    within: 12,
    who: 'any',
    unless: [ANXIETY, INFO_QUESTION, PAST_MEDICAL, EXERTION],
  },
  {
    id: 'frame.airway',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['airway'],
    within: 0,
    who: 'any',
    unless: [ANXIETY, INFO_QUESTION],
  },
  {
    id: 'frame.airway-weak',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['airwayWeak'],
    within: 0,
    who: 'any',
    check: (r) => r.has('airway') || r.spans('airwayWeak').length > 1,
    unless: [ANXIETY, INFO_QUESTION, EXERTION],
  },
  {
    id: 'frame.stroke',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['stroke'],
    within: 0,
    who: 'any',
    check: (r) => r.spans('stroke').length > 1 || !spanText(r, 'stroke').every((t) => t.startsWith('slurr')),
    unless: [INFO_QUESTION, PAST_MEDICAL],
  },
  {
    id: 'frame.fit',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['fit'],
    within: 0,
    who: 'any',
    unless: [ANXIETY, INFO_QUESTION, PAST_MEDICAL, PET, FICTION],
  },
  {
    id: 'frame.down',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['injury', 'unresponsive'],
    within: 12,
    who: 'any',
    unless: [INFO_QUESTION, PET, FICTION, DEVICE],
  },
  {
    id: 'frame.out',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['strongUnresp'],
    within: 0,
    who: 'other',
    unless: [INFO_QUESTION, PET, FICTION, STUDY],
  },
  {
    id: 'frame.trapped',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['trapped'],
    within: 0,
    who: 'any',
    unless: [FICTION, GAME],
  },
  {
    id: 'frame.toxic',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['takeVerb', 'intoxicant', 'toxicSign'],
    within: 10,
    ordered: true,
    who: 'any',
    unless: [INFO_QUESTION, STUDY, WORK_ROLE, /\b(?:coffee|caffeine|energy drinks?|red bull|chocolate)\b/],
  },
  {
    id: 'frame.too-much',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['tooMuch', 'lethalMeans', 'sickSign'],
    within: 10,
    ordered: true,
    who: 'any',
    unless: [INFO_QUESTION, STUDY, WORK_ROLE],
  },
  {
    id: 'frame.child-swallowed',
    tier: 'immediate',
    categories: ['medical'],
    chain: ['smallChild', 'ingest', 'household'],
    within: 6,
    ordered: true,
    who: 'any',
    unless: [INFO_QUESTION, /\b(?:dinner|lunch|breakfast|vegetables|veggies|as prescribed|like the doctor)\b/],
  },
];

/** Someone else at risk of suicide, or in danger from themselves now. */
export const thirdFrames: Frame[] = [
  {
    id: 'frame.third-plan',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    chain: ['third', 'planDo'],
    within: 8,
    ordered: true,
    who: 'any',
    check: (r) => (r.spans('planDo').length > 1 && r.has('saysVerb')) || r.hasAny(['death', 'done', 'noPoint']),
    unless: [FICTION, TRIP, STUDY, GAME],
  },
  {
    id: 'frame.third-gone',
    tier: 'immediate',
    categories: ['third_party', 'suicide'],
    chain: ['lockedSelf', 'alarm'],
    within: 12,
    who: 'any',
    unless: [
      FICTION,
      /\b(?:gaming|playing|sulking|studying|game|bushwalk\w*|hik\w*|camping|fishing|reception|4wd\w*)\b/,
    ],
  },
  {
    id: 'frame.third-farewell',
    tier: 'immediate',
    categories: ['third_party', 'suicide'],
    chain: ['thirdFarewell', 'missing'],
    within: 14,
    who: 'any',
    anyOf: ['third'],
    unless: [FICTION, TRIP, /\b(?:flat|battery|reception|out of range|asleep|charging)\b/],
  },
  {
    id: 'frame.third-research',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    chain: ['third', 'query', 'lethalMeans'],
    within: 6,
    ordered: true,
    who: 'any',
    anyOf: ['loss'],
    unless: [STUDY, WORK_ROLE, FICTION],
  },
];

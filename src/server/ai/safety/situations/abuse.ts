import { LAUGHING, count, explained, has, lex, near, pastAndDone, type Situation } from './lex.ts';

/**
 * Abuse and exploitation told as routine, without violent verbs: an adult with power over a child and
 * touching, a bed or a room at night, a lap, photos while changing, kept secret; a parent's punishment
 * with a belt or a cord or being locked up, tied to a trigger or a child's age; documents held with debt
 * or no way out; intimate images and a demand.
 */

const CHILD_AGE = lex(
  'i am (?:[5-9]|1[0-7]|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)',
  '(?:[5-9]|1[0-7]) (?:year|yr)s? old',
  '(?:[5-9]|1[0-7]) ?yo',
  'year (?:[1-9]|1[0-2])',
  'we are both (?:1[0-7])',
  'primary school',
  'high school',
  'at school',
  'my (?:teacher|parents)',
  'young girls?',
  'young boys?',
  'kids?',
  'little (?:girl|boy|sister|brother)',
);
const POWER = lex(
  'coach',
  'uncle',
  'step ?(?:dad|father|brother|mum|mother|grandad)',
  'stepdad',
  'stepbrother',
  'stepfather',
  '(?:youth|scout|group|cub) leader',
  'leader',
  'teacher',
  'tutor',
  'priest',
  'pastor',
  'minister',
  'babysitter',
  'cousin',
  'grandad',
  'grandpa',
  'pop',
  '(?:mum|mums|her mum|his mum)\\w* (?:boyfriend|partner)',
  'neighbou?r',
  'dad',
  'father',
  'brother',
  'instructor',
  'trainer',
  'family friend',
  'boss',
  'landlord',
  'manager',
  'he',
  'him',
);
const SEXUAL = lex(
  'touch(?:es|ed|ing)? (?:me|her|him|us|them|my|his|her)',
  'touchy',
  'feels? me up',
  'grop\\w*',
  'fondl\\w*',
  'molest\\w*',
  '(?:comes?|came|gets?|got|creeps?) (?:in|into) (?:my|her|his|our) (?:room|bed)',
  '(?:in|into) (?:my|her|his) bed',
  'in (?:my|her|his) room at night',
  'sit on (?:his|her) lap',
  'on (?:his|her) lap',
  'massag\\w*',
  '(?:photos?|pictures?|videos?|films?) (?:of )?(?:us|me|her|him) (?:getting )?(?:changing|changed|undressed|naked|in the shower)',
  'getting changed',
  'change ?rooms?',
  'undress\\w*',
  'take (?:off )?(?:my|her|his) clothes',
  'private parts',
  'privates',
  'kiss\\w* me',
  'watch\\w* me (?:shower|change|get changed)',
  'in the shower with',
  'sleeps? in my bed',
  'special time',
);
const SECRECY = lex(
  '(?:not|never|do not) (?:to )?tell',
  'if i tell',
  'if (?:she|he) tells',
  'our (?:little )?secret',
  'special time',
  'get in trouble',
  'made me (?:promise|swear)',
  'made (?:her|him) (?:promise|swear)',
  'swear',
  'when (?:nobody|no one) is (?:home|around|there)',
  'when (?:mum|dad|her mum|his mum|my mum)\\w* (?:is )?(?:at work|out|on (?:night )?shift|asleep|away)',
  'at night',
  'after lights out',
  'every (?:night|time|week|tuesday|wednesday|thursday|friday|saturday|sunday|monday)',
  'feels? wrong',
  'feels? weird',
  'uncomfortable',
  'scared',
  'stay back',
  'alone with',
  'for (?:checking|our) technique',
  'he says it is (?:for|normal|ok)',
  'says it is (?:normal|our)',
);
const NOT_A_ROOM =
  /\b(?:nightmares?|bad dreams?|thunder\w*|storms?|when i am sick|reads? to (?:me|her|him|us)|room ?mates?|flat ?mates?|to (?:say )?goodnight|tuck\w* (?:me|her|him|us) in|read\w* (?:me|us|her|him) a (?:story|book)|kiss\w* (?:me )?goodnight|physio\w*|massage therapist|remedial|sports massage|rub(?:bed)? my shoulders after|sunburn)\b/;

// Physical punishment at home as a routine.
const PUNISH = lex(
  '(?:takes?|took|taking|gets?|got|getting) (?:the|his|her) (?:belt|jug cord|cord|wooden spoon|strap|stick|cane|hose) (?:to|out)',
  'gives? (?:me|us|her|him) the (?:belt|jug cord|cord|strap|wooden spoon)',
  'belts? (?:me|us|her|him)',
  'belted',
  '(?:hits?|smacks?|whacks?|thumps?|beats?) (?:me|us|her|him) (?:with|when|if|every|till|until)',
  'lock(?:s|ed)? (?:me|us|her|him) (?:in|out)(?: of)? (?:the )?(?:laundry|cupboard|room|shed|garage|bathroom|house|outside)',
  '(?:do not|did not|never) get (?:any )?(?:tea|dinner|food|fed|lunch|breakfast)',
  'no (?:tea|dinner|food) (?:for|again|if)',
  'throws? (?:me|us|her|him) (?:into|against|at)',
  'chokes? (?:me|us|her|him)',
  'burns? (?:me|us) with',
  'makes? (?:me|us) (?:kneel|stand) (?:for|outside|in)',
  'the jug cord',
  'the belt to',
);
const CARER = lex(
  'dad',
  'mum',
  'stepdad',
  'step ?dad',
  'stepmum',
  'step ?mum',
  'father',
  'mother',
  'his (?:girlfriend|boyfriend)',
  'her (?:boyfriend|girlfriend)',
  'nan',
  'grandad',
  'uncle',
  'aunty',
  'auntie',
  'foster \\w+',
  'he',
  'she',
);
const ROUTINE = lex(
  'when (?:he|she|his|her|mum|dad|my \\w+) (?:\\w+ ){0,3}(?:loses|lose|lost|drinks|drinking|is drunk|been drinking|angry|in a mood|cranky|home late)',
  'if (?:we|i) (?:are|am|do|make|talk|cry|get)',
  'every (?:time|night|weekend|day|week)',
  'how it is',
  'that is just',
  'again',
  'tomorrow',
  'always',
  'whenever',
  'too loud',
  'we are too',
  'marks',
  'bruis\\w*',
  'welts?',
);

// Exploitation: papers held, debt, no way to leave.
const DOCS = lex('passports?', 'ids?', 'id cards?', 'visas?', 'papers', 'documents', 'licen[cs]e', 'bank cards?');
const HOLDING = lex(
  'has',
  'have',
  'kept',
  'keeps?',
  'keeping',
  'took',
  'taken',
  'takes?',
  'holding',
  'holds?',
  'hold',
  'confiscat\\w*',
  'locked up',
  'will not (?:give|let)',
);
const DOCS_HELD = near(HOLDING, DOCS, 4);
const DEBT = lex(
  'owe\\w*',
  'pay (?:back|off) (?:the )?(?:\\w+ )?(?:money|debt|fee|fees|loan|visa)',
  'pay (?:it|them|him|her) back',
  'debt',
  'keep (?:most of |all of |half of )?(?:my|our|the) (?:pay|wages|money)',
  '(?:do not|did not|never) (?:get )?pa(?:y|id) (?:me|us)',
  'not (?:been )?paid',
  'no pay',
  'unpaid',
  'deduct\\w*',
  'for the (?:bus|room|bed|food|visa|flight)',
);
const TRAPPED = lex(
  '(?:cannot|can not|not allowed to|will not let (?:me|us)|won\\w* let (?:me|us)) (?:leave|go (?:out|home)|quit)',
  'before (?:i|we) can (?:leave|go)',
  'until (?:i|we) (?:pay|have paid)',
  'not let (?:me|us) (?:go|leave|out)',
  'go out alone',
  'sleep (?:in|on) the (?:storeroom|floor|kitchen|shed|van|container|shop|farm)',
  'locked in',
  'sent back',
  'deport\\w*',
  'report (?:me|us)',
  'immigration',
  'scared to (?:complain|say|tell|leave|report)',
  'work (?:\\d+|fourteen|twelve|sixteen) hours',
  '\\d+ hours a day',
  '7 days',
  'seven days',
  '(?:they|he|she) (?:say|says|said) (?:i|we) (?:will be|owe)',
  'any money',
  'no money of my own',
);
const OFFICIAL =
  /\b(?:embassy|consulate|passport office|immigration (?:office|department)|home affairs|visa (?:application|processing|office)|process\w* (?:the|my) (?:visa|passport)|renew\w*|bank (?:loan|statement)|hecs|student loan|car loan|owe (?:my|a) (?:brother|sister|mate|friend|mum|dad)|paying (?:it|him|her) back monthly)\b/;

// Sextortion: intimate images, a threat to spread them, a demand.
const IMAGES = lex(
  'nudes?',
  'pics?',
  'photos?',
  'pictures?',
  'videos?',
  'vids?',
  'images?',
  'screenshot\\w*',
  'sexts?',
  'intimate',
  'naked',
  'recording',
  'recorded',
  'webcam',
  'snaps?',
);
/** Intimate images, or images with money demanded: a friend's puppy photos and "send more" are not this. */
const INTIMATE = lex(
  'nudes?',
  'naked',
  'intimate',
  'sexts?',
  'explicit',
  'topless',
  'in my (?:undies|underwear|bra)',
  'private (?:pics|photos|videos|images)',
  'webcam',
  'screenshot\\w*',
  'recorded me',
  'videos? of me',
);
const MONEY = lex(
  '\\d+',
  'gift ?cards?',
  'bitcoin',
  'crypto',
  'keep paying',
  'pay (?:him|her|them|up)',
  'unless i pay',
  'money',
  'dollars',
  'bucks',
  'transfer',
);
const SPREAD = lex(
  '(?:send|post|share|show|leak|spread|upload|put|forward|release)\\w* (?:them|it|those|these|the \\w+|my \\w+)? ?(?:to|on|online|everywhere|around|all over)',
  '(?:to|on) (?:my )?(?:whole |entire )?(?:school|parents|family|followers|everyone|work|friends|contacts|class|club|footy club|boss|mum|dad|instagram|facebook|socials)',
  'show everyone',
  'tell everyone',
  'everyone (?:will|would) see',
);
const DEMAND = lex(
  'unless',
  'wants? (?:\\d+|money|cash|more)',
  '\\d+ or',
  'or (?:he|she|they) (?:is|are|will)',
  '(?:send|pay|give) (?:him |her |them )?\\d+',
  'if (?:i|you) (?:do not|dont|does not) (?:pay|send|give)',
  'pay\\w*',
  '\\$ ?\\d+',
  '\\d+ (?:dollars|bucks)',
  'gift ?cards?',
  'bitcoin',
  'crypto',
  'send (?:more|another|him more|them more)',
  'keep paying',
  'money',
  'wants? more',
);

/** Abuse and exploitation told as routine; a friend's or a child's told by someone else is still abuse. */
export function abuseSituations(norm: string): Situation[] {
  // "show everyone" is a threat here, not a TV show.
  if (
    explained(norm.replace(/\bshow (?=everyone|them|it|my|her|his|the|people)/g, 'send ')) ||
    pastAndDone(norm) ||
    LAUGHING.test(norm)
  )
    return [];
  const other = !/\b(?:me|my|i|us|we|our)\b/.test(
    norm.replace(/\b(?:told me|asked me|my (?:friend|mate|cousin|best friend|student|neighbou?r)\w*)\b/g, ''),
  );
  const third =
    /\b(?:my (?:friend|mate|cousin|best friend|student|neighbou?r)\w*|told me|one of the|her (?:uncle|stepdad|dad|coach)|his (?:uncle|stepdad|dad|coach))\b/.test(
      norm,
    ) || other;
  const categories = third ? (['abuse', 'third_party'] as const) : (['abuse'] as const);
  const out: Situation[] = [];
  const add = (id: string) => out.push({ id, tier: 'high', categories: [...categories] });

  if (has(SEXUAL, norm) && has(POWER, norm) && (has(SECRECY, norm) || has(CHILD_AGE, norm)) && !NOT_A_ROOM.test(norm))
    add('situation.child-abuse');
  else if (has(PUNISH, norm) && has(CARER, norm) && (has(ROUTINE, norm) || has(CHILD_AGE, norm)))
    add('situation.punished');
  if (count(norm, DOCS_HELD, DEBT, TRAPPED) >= 2 && !OFFICIAL.test(norm)) add('situation.exploited');
  if (has(SPREAD, norm) && has(DEMAND, norm) && (has(INTIMATE, norm) || (has(IMAGES, norm) && has(MONEY, norm))))
    add('situation.sextortion');
  return out;
}

import { ANXIETY } from '../context.ts';
import { EXERTION, PET, AS_PRESCRIBED, INFO_QUESTION } from '../semantic/contexts.ts';
import { ABOUT_IT, LAUGHING, count, explained, has, lex, near, pastAndDone, type Situation } from './lex.ts';

/**
 * Medical red flags by body system, as a bystander or the patient would say them. Each system fires on
 * two or more distinct signs (a site and a quality, a sign and a failed remedy), never on one word.
 */

// Heart: the place, what it feels like, where it spreads, what the body does with it.
const CHEST = lex('chest', 'heart', 'ticker', 'breastbone', 'sternum', 'across (?:my|his|her) front');
const CHEST_FEEL = lex(
  'pain\\w*',
  'pressure',
  'tight\\w*',
  'heavy',
  'heaviness',
  'crush\\w*',
  'squeez\\w*',
  'weight',
  'sitting on',
  'elephant',
  'fridge',
  'vice',
  'band',
  'burning',
  'hurts?',
  'hurting',
  'ach\\w*',
  'racing',
  'pounding',
  'skipp\\w*',
  'flutter\\w*',
  'explode',
  'stabbing',
  'agony',
  'clutch\\w*',
  'grabb\\w*',
  'rubbing (?:his|her|my) chest',
  'going (?:a )?mile a minute',
  'thumping',
  'banging',
);
const SPREAD = lex(
  'left arm',
  '(?:his|her|my|the) arm(?:s)? (?:is |has |have )?(?:gone |going |feels? |went )?(?:funny|numb|dead|tingl\\w*|heavy|weak|weird)',
  'jaw',
  'shoulder blade',
  'into (?:my|his|her) (?:neck|back|arm|shoulder)',
  'up (?:my|his|her) neck',
  'down (?:my|his|her) arm',
);
const BODY_ALARM = lex(
  'sweat\\w*',
  'clammy',
  'grey',
  'gray',
  'pale',
  'ashen',
  'white as',
  'cold sweat',
  'vomit\\w*',
  'throw\\w* up',
  'nause\\w*',
  'dizzy',
  'faint\\w*',
  'black(?:ed|ing)? out',
  'passed out',
  'passing out',
  'short of breath',
  'breathless',
  'cannot (?:breathe|catch (?:my|his|her) breath)',
  'collaps\\w*',
  'light ?headed',
  'about to (?:pass|black) out',
  'blue',
  'not (?:with it|right)',
);

// Breathing and allergy: the struggle, a remedy that fails, the signs of a closing airway.
const BREATH_BAD = lex(
  'cannot (?:breathe|get (?:a|any|my|his|her) breath|get air|catch (?:my|his|her) breath)',
  'can not breathe',
  'struggling to breathe',
  'gasp\\w*',
  'wheez\\w*',
  'whistl\\w*',
  'fighting for (?:breath|air)',
  'barely breathing',
  'breathing (?:is )?(?:fast|hard|funny|weird|noisy|shallow|rattly|strange)',
  'sucking in (?:under|at|between)',
  'under (?:his|her|the) ribs',
  'ribs (?:are )?sucking',
  'tugging at (?:his|her|the) throat',
  'hard to breathe',
  'choking',
  'stridor',
  'rasping',
  'croaky',
  'hoarse',
  'not breathing properly',
  'chest is (?:heaving|caving)',
  'breath\\w* is (?:stopping|stopped)',
);
const DEVICE = lex(
  '(?:puffer|inhaler|ventolin|reliever|spacer|nebuli[sz]er|epi ?pen|adrenaline|antihistamine|zyrtec|phenergan|asmol|symbicort)s?',
);
const FAILING = lex(
  'not (?:working|workin\\w*|doing anything|helping)',
  'does not (?:work|help|do anything)',
  'out of date',
  'expired',
  'run out',
  'ran out',
  'empty',
  'useless',
  'nothing is helping',
);
/** A remedy that is not helping: the device and its failure close together. */
const REMEDY_FAIL = near(DEVICE, FAILING, 6);
const SPEECH_SHORT = lex(
  'cannot (?:finish|get out|say) (?:a |her |his |my )?(?:sentence|sentences|words|a word)',
  'cannot (?:talk|speak)',
  'one word at a time',
  'can not talk',
  'cannot finsh',
  'cannot finish',
);
const SWELLING = lex(
  '(?:lips?|tongue|throat|face|eyes?|mouth|neck) (?:is |are |has |have )?(?:gone |going |all )?(?:swell\\w*|swollen|puff\\w*|closing|tight|tingl\\w*|itchy|fat)',
  '(?:swell\\w*|swollen|puff\\w*|tingl\\w*) (?:up )?(?:of |in )?(?:his|her|my|the) (?:lips?|tongue|throat|face|mouth)',
  'throat (?:feels |is )?(?:like it is )?closing',
  'anaphyla\\w*',
  'allergic reaction',
);
const TRIGGER = lex(
  'prawns?',
  'shellfish',
  'nuts?',
  'peanuts?',
  'cashews?',
  'satay',
  'pesto',
  'sesame',
  'eggs?',
  'crab',
  'lobster',
  'mussels?',
  'oysters?',
  'fish',
  'stung',
  'sting',
  'bee',
  'wasp',
  'jack jumper',
  'ant bite',
  'antibiotics?',
  'penicillin',
  'new (?:tablets|medication|meds)',
);

// Stroke: face, speech, a limb on one side, sudden confusion or sight.
const FACE = lex(
  'face (?:is )?(?:droop\\w*|dropp\\w*|drop\\w*|lopsided|crooked|sagg\\w*|numb|twisted|pulled)',
  '(?:droop\\w*|lopsided|crooked) (?:face|smile|mouth)',
  'one side of (?:his|her|my) (?:face|mouth)',
  'mouth (?:is )?(?:droop\\w*|crooked|pulled)',
  'half (?:his|her|my) face',
);
const SPEECH_ODD = lex(
  'slurr\\w*',
  'mumbl\\w*',
  'words (?:are )?(?:coming out )?(?:wrong|jumbled|mixed up|garbled)',
  'cannot get (?:his|her|my|the) words out',
  'gibberish',
  'not making (?:any )?sense',
  'talking rubbish',
  'talking nonsense',
  'speech is (?:weird|funny|wrong)',
);
const ONE_SIDE = lex(
  '(?:arm|leg|hand) (?:just )?(?:drops|dropped|dropping|weak|will not (?:lift|move|work)|gave way|is dead|floppy)',
  'cannot (?:lift|move|feel) (?:his|her|my) (?:arm|leg|hand)',
  'one side',
  '(?:left|right) side',
  'weak on',
  'numb down',
  'drops when',
  'lost (?:the )?vision',
  'double vision',
);
const SUDDEN = lex(
  'suddenly',
  'all of a sudden',
  'out of nowhere',
  'was fine (?:at|this|an hour|a minute|before|earlier|this morning)',
  'just now',
  'went (?:very |really )?quiet',
);

// Consciousness: down, not responding, confused, fitting, a blow to the head.
const DOWN = lex(
  'went down',
  'gone down',
  'dropped (?:in|at|on)',
  'collaps\\w*',
  'on the (?:\\w+ )?floor',
  'found (?:him|her|them|my \\w+) (?:on|in|lying|slumped)',
  'lying (?:in|on) the',
  'slumped',
  'keeled over',
  'dropped to the (?:ground|floor)',
  'cannot get (?:him|her|them) up',
  'came off',
  'fell (?:off|from|down)',
  'landed on',
  'hit by a',
  'knocked (?:out|down)',
  'passed out',
  'blacked out',
);
const NO_RESPONSE = lex(
  'gurgl\\w*',
  'lips (?:\\w+ ){0,3}blue',
  'blue (?:lips|round the (?:mouth|lips))',
  'sleep it off',
  'hard to (?:wake|rouse)',
  'getting hard to',
  'breathing (?:really |very )?(?:slow|shallow)',
  'slow breathing',
  '(?:will not|cannot|does not|not) (?:wake|respond|answer (?:us|me|anyone)|open (?:his|her|their) eyes)',
  'not waking',
  'unresponsive',
  'unconscious',
  'out cold',
  'floppy',
  'limp',
  'not moving',
  'barely breathing',
  'snoring (?:weird|funny|strange|loud)',
  'eyes (?:rolled|rolling)',
  'not (?:responding|all there)',
  'far away',
  'cannot keep (?:his|her|my) eyes open',
  'really sleepy',
  'very sleepy',
  'drowsy',
  'out of it',
);
const CONFUSED = lex(
  'muddled',
  'slurring',
  'confus\\w*',
  'not making (?:any )?sense',
  'talking rubbish',
  'talking nonsense',
  'does not know where',
  'does not recognise',
  'not with it',
  'away with the fairies',
  'delirious',
  'vague',
  'shaky',
  'shaking',
);
const FITTING = lex(
  'fit',
  'fits',
  'fitting',
  'seiz\\w*',
  'convuls\\w*',
  'jerking',
  'twitching',
  'blood (?:in|from) (?:his|her) mouth',
  'bit (?:his|her) tongue',
  'wet (?:himself|herself)',
);
const HEAD = lex(
  '(?:hit|smacked|banged|landed on|cracked) (?:his|her|my|their) head',
  'head injury',
  'on (?:his|her|their) head',
  'blood from (?:his|her) ears?',
);
const SUGAR = lex('diabet\\w*', 'insulin', 'hypo', 'sugars? (?:is |are )?(?:low|high|crashing)');

// Bleeding: a wound and a sign it is serious.
const WOUND = lex(
  'deeper than (?:i )?(?:meant|intended|wanted)',
  'went too deep',
  'dug into',
  'bleed\\w*',
  'blood',
  'cut',
  'cuts',
  'sliced',
  'slit',
  'gash\\w*',
  'stabbed',
  'glass',
  'razor',
  'blade',
  'knife',
  'wound',
  'laceration',
  'open',
  'chainsaw',
  'angle grinder',
);
const BLEED_BAD = lex(
  '(?:will not|cannot|can not|does not|is not|not) stop\\w*',
  'soak\\w*',
  'through (?:\\d+|two|three|four|a few|several|the) (?:towels?|tea towels?|bandages?|pads?)',
  'towels?',
  'tea towel',
  'pump\\w*',
  'spurt\\w*',
  'gush\\w*',
  'pour\\w*',
  'squirt\\w*',
  'everywhere',
  'pool(?:ing)? of',
  'too deep',
  'so deep',
  'really deep',
  'deeper than',
  'gaping',
  'wide open',
  'can see (?:the )?(?:fat|bone|muscle|tendon|yellow|white|inside)',
  '(?:will not|not) clot\\w*',
  'for (?:\\d+|twenty|thirty|forty) (?:min|mins|minutes)',
  'an hour',
  'going (?:\\d+|twenty|thirty|forty) minutes',
  'needs? stitches',
  'light ?headed',
  'dizzy',
  'faint\\w*',
);
/** Cutting food: a wound needs a body or blood in the message too ("how do I cut a mango without it going everywhere"). */
const FOOD_PREP =
  /\b(?:mango\w*|avocado\w*|onions?|pumpkin|watermelon|pineapple|bread|cake|steak|chicken|fish|veggies|vegetables|fruit|cheese|tomato\w*|capsicum|recipe|chopping board)\b/;
const BODY_OR_BLOOD =
  /\b(?:bleed\w*|blood\w*|finger\w*|thumb|hand|palm|wrist|arm|forearm|leg|thigh|foot|knee|head|face|neck|skin|flesh|artery|vein)\b/;
const BLEED_DONE =
  /\b(?:(?:it|bleeding|the bleeding) (?:has |had )?stopped|stopped (?:after|bleeding|on its own)|plaster job|band ?aid|just a (?:graze|scratch|nick)|grazed|bit of blood|little bit of blood|he is fine|she is fine|i am fine)\b/;

// Poisoning and overdose: taking in + a substance + a child, symptoms or a large amount.
const INGEST = lex(
  'swallow\\w*',
  'drank',
  'drink\\w*',
  'drunk',
  'ate',
  'eaten',
  'eat',
  'chew\\w*',
  'got into',
  'licked',
  'sucked on',
  'mouthful',
  'bit into',
  'took',
  'taken',
  'take',
  'taking',
  'takin',
  'necked',
  'downed',
  'popped',
  'inject\\w*',
  'shot up',
  'finished (?:the|a) (?:bottle|packet|box)',
  'bottle finish',
  'finish already',
);
const TOXIN = lex(
  'pills?',
  'tablets?',
  'meds',
  'medicine',
  'capsules?',
  'panadol',
  'paracetamol',
  'nurofen',
  'ibuprofen',
  'aspirin',
  'codeine',
  'endone',
  'oxy\\w*',
  'tramadol',
  'valium',
  'diazepam',
  'xanax',
  'seroquel',
  'quetiapine',
  'lithium',
  'insulin',
  'warfarin',
  'digoxin',
  'heart (?:pills|tablets|meds)',
  'blood pressure (?:pills|tablets)',
  'sleeping (?:pills|tablets)',
  'antidepressants?',
  'iron tablets',
  'vitamins',
  'methadone',
  'fentanyl',
  'morphine',
  'stilnox',
  'benzos?',
  'pingers',
  'caps',
  'batter(?:y|ies)',
  'button batter(?:y|ies)',
  'magnets?',
  'bleach',
  'chlorine',
  'pool (?:\\w+ )?(?:stuff|chemicals?|acid|salt)',
  'detergent',
  'dishwasher (?:\\w+ )?(?:pods?|tablets?|powder|stuff)',
  'laundry (?:pods?|liquid|powder|stuff)',
  'pods?',
  'cleaner',
  'cleaning (?:stuff|one|product|spray|liquid)',
  'under the sink',
  'chemicals?',
  'poison',
  'rat (?:bait|poison|sack)',
  'snail bait',
  'weed ?killer',
  'round ?up',
  'petrol',
  'kero\\w*',
  'turps',
  'metho',
  'antifreeze',
  'drain cleaner',
  'caustic',
  'oven cleaner',
  'napisan',
  'eucalyptus oil',
  'tea tree oil',
  'mushrooms?',
  'berries',
  'lighter fluid',
  'glue',
  'vape (?:juice|liquid)',
  'nicotine',
);
const CHILD = lex(
  '\\d+ ?yo',
  'toddler',
  'baby',
  'bub',
  'little one',
  '\\d+ (?:year|yr) old',
  '\\d+ years?',
  'kid',
  'son',
  'daughter',
  'child',
  'grandson',
  'granddaughter',
  'he is (?:\\d|two|three|four)',
  'she is (?:\\d|two|three|four)',
);
const LOT = lex(
  'all',
  'whole',
  'the lot',
  'the rest',
  'heaps',
  'lots',
  'a lot',
  'many',
  'bunch',
  'handful',
  'packet',
  'box',
  'strip',
  'bottle',
  'too (?:many|much)',
  '\\d{2,}',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'some of',
);
const SICK_NOW = lex(
  'sleepy',
  'drowsy',
  'heavy',
  'shaky',
  'sweaty',
  'far away',
  'dizzy',
  'vomit\\w*',
  'throw\\w* up',
  'cough\\w*',
  'dribbl\\w*',
  'drool\\w*',
  'crying',
  'red',
  'burn\\w*',
  'blister\\w*',
  'foam\\w*',
  'numb',
  'cannot (?:keep|stay)',
  'floppy',
  'not (?:waking|responding|right)',
  'breathing',
  'kicking in',
  'weird',
  'fading',
);

/** The look of a failing heart, enough with the jaw or arm when the chest is not named. */
const GREY = lex('grey', 'gray', 'clammy', 'ashen', 'cold sweat', 'sweaty');

// A blow to the head and a sign the brain is hurt.
const HEAD_BLOW = lex(
  '(?:took|had|got|copped) a (?:\\w+ )?(?:knock|hit|bump|whack|head knock)',
  'knock(?:ed)? (?:to|on) (?:the|his|her|my) head',
  'head (?:knock|clash|injury)',
  'concuss\\w*',
  '(?:hit|smacked|banged|cracked) (?:his|her|my|their) head',
  'fell (?:off|from|down) (?:\\w+ ){0,3}(?:and|hit|landed)',
);
const HEAD_SIGN = lex(
  'vomit\\w*',
  'throw\\w* up',
  'threw up',
  'cannot remember',
  'does not remember',
  'not remember\\w*',
  'confus\\w*',
  'drowsy',
  'sleepy',
  'seiz\\w*',
  'fit',
  'blood (?:from|out of) (?:his|her|my) (?:ear|nose)',
  'clear fluid',
  'pupils',
  'slurr\\w*',
  'will not wake',
  'worst headache',
);
// Depressants together: drowsiness or slow breathing after opioids or sedatives with alcohol.
const DEPRESSANT = lex(
  'oxy\\w*',
  'endone',
  'morphine',
  'fentanyl',
  'heroin',
  'methadone',
  'tramadol',
  'codeine',
  'bupe',
  'suboxone',
  'benzos?',
  'xanax',
  'valium',
  'diazepam',
  'temazepam',
  'stilnox',
  'seroquel',
  'lyrica',
  'gabapentin',
  'ghb',
  'downers',
  'sleeping (?:pills|tablets)',
);
const SEDATED = lex(
  'drowsy',
  'breathing (?:really |very )?(?:slow|shallow|funny|weird)',
  'slow breathing',
  'snoring (?:weird|funny|strange|loud)',
  'cannot (?:wake|rouse)',
  'will not wake',
  'hard to wake',
  'blue',
  'gurgl\\w*',
  'nodding off',
  'unresponsive',
);

const QUESTION_ONLY = /\b(?:is (?:it|that) (?:ok|okay|safe|alright)|can i (?:take|have|give)|how (?:many|much) can)\b/;

/** The body's emergencies, whoever they happen to. */
export function bodySituations(norm: string): Situation[] {
  // A knock at sport: "the game" there is the match, not a story.
  if (
    has(HEAD_BLOW, norm) &&
    has(HEAD_SIGN, norm) &&
    !ABOUT_IT.test(norm) &&
    !pastAndDone(norm) &&
    !/\b(?:last (?:year|season|month|week|weekend)|fine now|ok now|okay now|came good|(?:gp|doctor|hospital|physio|trainer) (?:\w+ ){0,4}(?:said|checked|cleared)|all clear)\b/.test(
      norm,
    )
  ) {
    return [{ id: 'situation.head', tier: 'immediate', categories: ['medical'] }];
  }
  if (explained(norm) || pastAndDone(norm) || LAUGHING.test(norm) || INFO_QUESTION.test(norm)) return [];
  const out: Situation[] = [];
  const add = (id: string) => out.push({ id, tier: 'immediate', categories: ['medical'] });

  const spread = has(SPREAD, norm);
  if (
    has(CHEST, norm) &&
    has(CHEST_FEEL, norm) &&
    (spread || has(BODY_ALARM, norm)) &&
    !EXERTION.test(norm) &&
    (spread || !ANXIETY.test(norm))
  )
    add('situation.heart');
  else if (spread && has(CHEST_FEEL, norm) && has(GREY, norm) && !/\b(?:tooth\w*|teeth|dentist|wisdom)\b/.test(norm))
    add('situation.heart');

  const airway = count(norm, BREATH_BAD, REMEDY_FAIL, SPEECH_SHORT, SWELLING);
  const allergy =
    has(SWELLING, norm) &&
    (has(TRIGGER, norm) || has(BREATH_BAD, norm) || has(REMEDY_FAIL, norm)) &&
    !/\b(?:filler|botox|lip (?:job|injections?)|dentist)\b/.test(norm);
  if ((airway >= 2 && !ANXIETY.test(norm)) || allergy) add('situation.airway');

  const strokeSigns = count(norm, FACE, SPEECH_ODD, ONE_SIDE);
  if (strokeSigns >= 2 || (strokeSigns === 1 && has(SUDDEN, norm) && !/\b(?:drunk|pissed|tired)\b/.test(norm)))
    add('situation.stroke');

  const conscious = count(norm, DOWN, NO_RESPONSE, CONFUSED, FITTING, HEAD, SUGAR);
  if (conscious >= 2 && !/\b(?:fine now|ok now|okay now|came good|is fine|back to normal)\b/.test(norm))
    add('situation.conscious');

  if (has(DEPRESSANT, norm) && has(SEDATED, norm) && !AS_PRESCRIBED.test(norm)) add('situation.sedated');

  const foodOnly = FOOD_PREP.test(norm) && !BODY_OR_BLOOD.test(norm);
  if (
    has(WOUND, norm) &&
    has(BLEED_BAD, norm) &&
    !BLEED_DONE.test(norm) &&
    !foodOnly &&
    /\b(?:bleed\w*|blood|cut|cuts|sliced|slit|gash\w*|stabbed|wound|open|deeper than|too deep|dug into|gush\w*|pouring)\b/.test(
      norm,
    )
  )
    add('situation.bleeding');

  if (
    has(INGEST, norm) &&
    has(TOXIN, norm) &&
    !PET.test(norm) &&
    !AS_PRESCRIBED.test(norm) &&
    !QUESTION_ONLY.test(norm)
  ) {
    const child = has(CHILD, norm);
    if (child || has(SICK_NOW, norm) || has(LOT, norm)) add('situation.poisoned');
  }
  return out;
}

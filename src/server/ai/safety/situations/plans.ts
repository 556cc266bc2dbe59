import { ACCIDENTAL, HYPERBOLE } from '../context.ts';
import { GAME, HUNT, JUMP_FUN, STUDY, WORK_ROLE } from '../semantic/contexts.ts';
import { LAUGHING, distinct, explained, has, lex, near, pastAndDone, type Situation } from './lex.ts';

/**
 * Suicide plans read from their parts: a means at hand, a time that is now, arrangements and goodbyes,
 * being at a lethal place, calm resolve and finality. Any two distinct parts are high; a place or means
 * with timing or resolve, or three parts, are danger now. Then wishes said obliquely, and self-harm.
 */

// Medicines by name and class, and the ways people keep them.
const MEDS = lex(
  'pills?',
  'tablets?',
  'meds',
  'medication',
  'capsules',
  'blister packs?',
  'stash',
  'stockpile\\w*',
  'scripts?',
  'panadol',
  'paracetamol',
  'nurofen',
  'codeine',
  'panadeine',
  'endone',
  'oxy\\w*',
  'tramadol',
  'tapentadol',
  'palexia',
  'morphine',
  'fentanyl',
  'methadone',
  'valium',
  'diazepam',
  'temazepam',
  'xanax',
  'alprazolam',
  'benzos?',
  'stilnox',
  'zolpidem',
  'seroquel',
  'quetiapine',
  'olanzapine',
  'lithium',
  'endep',
  'amitriptyline',
  'antidepressants?',
  'sertraline',
  'zoloft',
  'lexapro',
  'prozac',
  'venlafaxine',
  'effexor',
  'mirtazapine',
  'insulin',
  'warfarin',
  'digoxin',
  'beta blockers?',
  'heart (?:tablets|pills|meds)',
  'blood pressure (?:tablets|pills)',
  'sleeping (?:tablets|pills)',
  'euthanasia (?:solution|drug)',
  'pentobarb\\w*',
  'nembutal',
  'vials?',
  'syringes?',
  'ampoules?',
  'ward stock',
  'drug cupboard',
  'stuff (?:in the car|from (?:work|the station|the clinic|the ward))',
);
const MEANS = lex(
  MEDS.source.slice(5, -3),
  // Household and farm chemicals, fumes.
  'bleach',
  'poison',
  'weed ?killer',
  'round ?up',
  'paraquat',
  'rat (?:bait|poison)',
  'pesticide',
  'antifreeze',
  'charcoal',
  'hose',
  'exhaust',
  'engine running',
  'jerry can',
  'petrol',
  // Weapons and ligatures.
  'guns?',
  'rifle',
  'shotgun',
  '\\.22',
  '22',
  'three oh three',
  '303',
  'pistol',
  'firearm',
  'gun safe',
  'ammo',
  'bullets?',
  'knife',
  'knives',
  'blade',
  'razor',
  'machete',
  'rope',
  'noose',
  'cord',
  'extension cord',
  'belt',
  'ligature',
  'beam',
  'rafters?',
  'hook',
  'tested the',
  'thing is set up',
  'set up in the (?:garage|shed)',
  // Vehicles, heights, water and rail.
  'car in the garage',
  'the car',
  'the ute',
  'tinnie',
  'dinghy',
  'boat',
  'truck',
  'the big gum',
  'a tree',
  'bridge',
  'cliffs?',
  'the gap',
  'westgate',
  'story bridge',
  'harbour bridge',
  'gateway bridge',
  'tasman bridge',
  'anzac bridge',
  'west gate',
  'lookout',
  'ledge',
  'edge',
  'roof',
  'rooftop',
  'top floor',
  'multi ?storey',
  'car park roof',
  'balcony',
  'silo',
  'water tower',
  'platform',
  'tracks',
  'rail (?:line|bridge)',
  'train line',
  'express',
  'freight train',
  'level crossing',
  'dam',
  'river',
  'the heads',
  'reef',
  'breakwall',
  'rocks',
  'jetty',
  'pier',
  'the sea',
  'the ocean',
  'the water',
  'rip',
  'the swell',
  'quarry',
  'mine shaft',
  'highway',
  'overpass',
  'freeway',
);
const HAVE_MEANS = lex(
  'picked up',
  'got hold of',
  'grabbed',
  'lined up',
  'counted',
  'saved (?:up)?',
  'saving',
  'kept back',
  'keeping back',
  'hoard\\w*',
  'stock\\w*',
  'bought',
  'got (?:the|my|a|it|them)',
  'have (?:the|my|a|got)',
  'in my (?:bag|pocket|hand|car|lap)',
  'on the (?:bench|table|seat|bed|passenger seat)',
  'out of the safe',
  'safe is open',
  'open',
  'cleaned',
  'oiled',
  'kept',
  'keeping',
  'loaded',
  'set up',
  'sorted',
  'ready',
  'tested',
  'tied',
  'brought (?:a|the|some|it|home)',
  'emptied',
  'in front of me',
  'with me',
  'sitting (?:here )?with',
  'in a bowl',
  'on me',
  'access to',
);
const TIME_NOW = lex(
  'tonight',
  'tonite',
  'now',
  'right now',
  'today',
  'this (?:arvo|afternoon|evening|morning|weekend)',
  'after (?:tea|dinner|work|school|dark)',
  'before (?:sunrise|morning|dawn|they wake|he wakes|she wakes)',
  'once (?:\\w+ ){0,3}(?:asleep|home|gone|in bed|left|at work|at school|out)',
  'when (?:\\w+ ){0,3}(?:asleep|leaves|goes out|goes to work|is at work|gone)',
  'in (?:an|one|a couple of|two) hours?',
  'at midnight',
  'this time',
  'tomorrow',
  'the weekend',
  'till sunday',
  'away till',
  'away until',
  'kids are at',
  'while (?:\\w+ ){0,2}(?:away|out|at work)',
  'soon',
  'won\\w* be long now',
  '(?:pick|picked|set) a date',
  'for (?:an|two|three|\\d+) hours?',
);
const ARRANGE = lex(
  '(?:dropped|took|put|gave|given|left) (?:the |my |our )?(?:dog|dogs|cat|cats|kelpie|pets?|bird|horse)',
  '(?:dog|dogs|cat|cats|pets?) (?:is|are) (?:at|with) (?:mum|dad|my \\w+|\\w+s)',
  'notes? for (?:each of )?(?:the kids|my \\w+|mum|dad|everyone|each)',
  '(?:gave|given) (?:away )?(?:my|all my|the) (?:\\w+ ){0,2}to',
  '(?:gave|given) (?:\\w+ ){0,2}away',
  'rehom\\w*',
  'left (?:a|the) (?:note|letter|letters)',
  'wrote (?:a |the |my )?(?:\\w+ )?(?:note|notes|letter|letters|list)',
  'letters? (?:is |are )?(?:on|in)',
  'a list (?:of|for)',
  'written (?:\\w+ ){0,2}(?:a )?(?:list|note|letter)',
  'said (?:bye|goodbye)',
  'saying goodbye',
  'last message',
  'paid (?:off|up)',
  'nothing owing',
  'will (?:is )?(?:sorted|done|written)',
  'passwords?',
  'super beneficiary',
  'beneficiar\\w*',
  'cancelled (?:my )?(?:\\w+ )?(?:plan|phone|subscriptions?|membership)',
  'deleted (?:all )?(?:my )?(?:socials|accounts|instagram|facebook)',
  'logged out',
  'gate open for',
  'food (?:out )?for the (?:cat|dog)',
  'enough food for',
  'tell (?:me |my )?\\w+ (?:sorry|i love)',
  'told (?:\\w+ ){0,2}i loved?',
  '(?:thanks|thank you) for (?:everything|all (?:our|the) (?:chats|talks)|the chats|our chats|trying|being there|all of it)',
  'look after (?:mum|the kids|yourself|them)',
  'squared away',
  'in order',
  'all tidy',
  'everything tidy',
  'clean for',
  'funeral (?:playlist|plans?|songs?)',
  'cleaned out the (?:shed|room|house)',
  'it was not (?:the|your|their) (?:bank|fault)',
);
const AT_PLACE = lex(
  '(?:i am|im|sitting|standing|parked|out|down|up|already|here|now) (?:\\w+ ){0,3}(?:at|on|in|by|near|under|down) (?:the )?(?:\\w+ ){0,2}(?:bridge|cliffs?|gap|edge|ledge|roof|rooftop|top|lookout|platform|tracks|line|dam|river|heads|rocks|breakwall|jetty|pier|water|beach|carpark|car park|garage|shed|paddock|railing|silo|balcony)',
  '(?:driving|walking|heading|going|on my way|off|headed) (?:down |out |over |up )?(?:to|towards) (?:the )?(?:\\w+ ){0,2}(?:cliffs?|bridge|gap|lookout|dam|river|heads|rocks|breakwall|jetty|pier|tracks|water|silo)',
  '(?:he|she|they) (?:is|are) (?:\\w+ ){0,2}(?:at|on) the (?:\\w+ ){0,2}(?:bridge|cliffs?|gap|edge|ledge|roof|lookout|platform|tracks|dam|river|rocks|pier)',
  'location (?:says|shows) (?:\\w+ ){0,4}(?:at|on) the',
  'outside (?:of )?the railing',
  'over the railing',
  'on the (?:ledge|edge)',
  'at the (?:edge|top)',
  'end of the platform',
  'looking (?:down )?at the (?:water|drop|tracks|trains)',
  'watching the (?:trains|water|cars)',
  'long way down',
  'sitting in the (?:car|carpark|car park|ute)',
  'in the car (?:out the back|with the engine)',
  'engine running',
  'past the (?:heads|reef)',
  'out (?:on|past) the',
);
const RESOLVE = lex(
  'made (?:my|the) decision',
  'made up my mind',
  'mind is made up',
  '(?:weirdly|strangely|oddly|really) (?:peaceful|calm)',
  'i am calm',
  'it is fine',
  'as good (?:a|as) (?:night|day|time) as any',
  'tonight is the night',
  'it is time',
  'doing it',
  'do it',
  'going to (?:do it|go)',
  'not going (?:back|in|home)',
  'not coming back',
  'no jacket',
  'done the maths',
  'know it would work',
  'know exactly (?:what|how|where)',
  'enough for (?:someone|a man|me)',
  'would need',
  'won\\w* (?:need|be needing)',
  'where i am (?:headed|going)',
  'before, well',
  'for the last time',
  'one last',
  'nothing left',
  'no (?:reason|point) (?:to stay|going on)',
  'sorry',
  'not to get on it',
  'swim',
  'just wanted (?:someone|somebody) to know',
  'someone should know',
  'do not (?:worry about )?(?:writing|write) back',
  'before well',
  '(?:will not|would not|do not want (?:her|him|them|mum|the kids) to) be the one to find me',
  'the one to find me',
  'who finds me',
  'find my body',
);

// Oblique wishes: a payout for one's death, a world better without one, not waking, an accident hoped for.
const PAYOUT = lex(
  'life (?:insurance|policy|cover)',
  'the policy',
  'insurance',
  'super (?:pays|payout|would)',
  'super',
  'payout',
  'pays out',
  'death benefit',
  'worth more',
);
const MY_DEATH = lex(
  'if i (?:die|died|was gone|went|go|am gone)',
  'horizontal',
  'dead than',
  'than (?:alive|upright|as a)',
  'accident',
  'when i am gone',
  'after i am gone',
  'pays out',
  'clear\\w*',
  'fix (?:what|it|everything)',
  'mortgage',
  'debts?',
  'overdraft',
  'get something',
  'payout than',
  'before \\d+',
);
const ABSENT = lex(
  'if i (?:was not|were not|was|were) (?:not )?(?:around|here|there|in the picture|gone|alive)',
  'without me',
  'minus me',
  'out of the picture',
  'if i (?:disappeared|disappear|just went|went now|just stopped|quietly stopped|stopped)',
  'i (?:just )?(?:quietly )?stopped',
  'not there itself',
  'disappear (?:properly|for good|forever)',
  'stop being (?:everyone|anyone)\\w* problem',
  'better off',
  'move on faster',
  'cleaner memory',
  'proper (?:mum|dad|mother|father) if',
  'hand myself back',
  'make it true',
  'should have died',
  'should have been me',
  'instead of (?:him|her|them|\\w+)',
  'why (?:do )?i get to be the exception',
  'got to stop',
  'gets? to stop',
  'go where (?:she|he|they) (?:has|have|is|are) gone',
  'take myself out',
  'not be (?:around|here)',
  'not (?:being|be) here',
);
const ABSENT_GAIN = lex(
  'better',
  'fine',
  'easier',
  'happier',
  'lighter',
  'relief',
  'move on',
  'proper',
  'cleaner',
  'honour',
  'keep turning',
  'get something',
  'insurance',
  'nobody (?:ever )?(?:has|would have) to',
  'jealous',
  'lucky',
  'exception',
  'true',
  'back to him',
  'keep thinking',
  'wonder\\w*',
);
const WISH = lex(
  'hope',
  'hoping',
  'hopes',
  'pray\\w*',
  'wish\\w*',
  'would not mind',
  'be (?:so )?fine (?:w|with)',
  'would not bother',
  'jealous',
  'lucky',
  'envy',
  'waiting for',
  'want to (?:be asleep|sleep)',
  'rather',
);
const DEATH_EVENT = lex(
  '(?:not|never|did not|do not|would not) wake',
  'not have to (?:do|face|wake)',
  'do another day',
  'plane (?:goes|went|going|would go) down',
  'crash\\w*',
  'hit by',
  'do me a favou?r',
  'gives? out',
  'just stops?',
  'die in my sleep',
  'asleep (?:for (?:a|ever)|permanently|forever)',
  'permanently (?:would|wouldnt)',
  '(?:sleep|drift off) (?:\\w+ )?(?:forever|permanently)(?! on)',
  'get to stop',
  'got to stop',
  'cancer',
  'heart (?:just )?(?:quietly )?(?:gives|stops)',
  'in my sleep',
);
const PICTURE = lex(
  'keep (?:thinking|picturing|imagining)',
  'thinking (?:about|of)',
  'been think\\w*',
  'i think (?:i will|it would)',
  'wonder\\w* if',
  'catch myself',
  'picking which',
  'picture',
  'imagin\\w*',
  'some (?:nights|mornings|days)',
  'restful',
  'peaceful',
  'looked up',
  'search\\w*',
  'googl\\w*',
);
const IMAGINED_ACT = lex(
  '(?:step\\w*|walk\\w*|jump\\w*) (?:out )?in front of',
  'put the (?:car|ute) into',
  'drive\\w* (?:\\w+ ){0,2}into',
  'into (?:a|the) (?:tree|gum|pole|wall|truck)',
  'which tree',
  'off a (?:short )?pier',
  'keep walking (?:till|until|into)',
  'over my (?:hat|head)',
  'not come back in',
  'just keep (?:driving|walking|swimming)',
  'kept driving',
  'grab the live',
  'make it look like (?:a|an) (?:accident|stuff up)',
  '(?:go|going|jump\\w*|driv\\w*|walk\\w*) off (?:the|a) (?:gap|cliffs?|bridge|pier|edge|roof|top|road)',
  'how (?:tall|high|far down) (?:the|is)',
  'how many (?:of my )?(?:\\w+ )?(?:tablets?|pills?) (?:is|would)',
  'what dose',
  'enough for someone',
  'bus routes',
  'the 3\\d\\d bus',
  'in front of the (?:\\d+ )?(?:bus|train)',
);

// Said plainly enough alone, or needing only a thought about it.
const OBLIQUE_STRONG = lex(
  'stop being (?:everyone|anyone|a)\\w* (?:problem|burden)',
  'hand myself back',
  'disappear (?:properly|for good|forever)',
  'take myself out of (?:the|this) picture',
  'should have (?:died|been me)',
  'why (?:do )?i get to be the exception',
  '(?:on|in) my own terms',
  '(?:work out|find) my own way',
  'do it myself',
  '(?:think|thought|thinking) about (?:my|me) (?:own )?(?:death|dying)',
  'finish (?:my )?life',
  'end (?:it all|my life|everything)',
  'who (?:would|wuld|will) (?:even )?(?:care|miss me|mis me)',
  'who is going to (?:miss|mis) me',
  '(?:nobody|no one) would (?:even )?(?:care|miss me)',
  '(?:jealous|envious) of (?:her|him|them)',
  '(?:she|he|they) (?:got|gets|get) to stop',
);
const STOCKPILE = near(
  lex(
    'kept back',
    'keeping back',
    'keep back',
    'saving (?:up)?',
    'saved up',
    'hoard\\w*',
    'stash\\w*',
    'stockpil\\w*',
    'counted (?:them|out)',
    'count them',
    'collecting',
    'two different (?:gps|doctors|chemists)',
    'put aside',
    'hidden',
    'hiding',
  ),
  MEDS,
  8,
);
const PEACE = lex('peaceful', 'restful', 'nice', 'easier', 'relief', 'fine (?:w|with) that');

// Self-harm: an injury done on purpose, and signs it needs care or keeps happening.
const HARM_ACT = lex(
  'cut\\w*',
  'slic\\w*',
  'razor',
  'blade',
  'sharpener',
  'burn\\w*',
  'burnt',
  'lighter',
  'scratch\\w*',
  'carv\\w*',
  'purg\\w*',
  'hit myself',
  'punch\\w* (?:myself|walls?)',
);
/** Scratches and burns from chores, plants and pets. */
const SCRAPE =
  /\b(?:bush\w*|blackberr\w*|brambles?|roses?|prickl\w*|barbed wire|fence|clearing|pruning|clumsy)\b|\b(?:cat|kitten|dog|puppy) (?:scratched|bit|got) me\b/;
const BODY_PART = lex('my (?:arm|arms|wrist|wrists|thigh|thighs|legs?|stomach|hips?|skin)', 'rist');
const ON_PURPOSE = lex(
  'on purpose',
  'myself',
  'deeper than',
  'too deep',
  'to feel (?:some\\w*|any\\w*|real|alive)',
  'do not (?:\\w+ )?want to stop',
  'makes? (?:the|it|everything) (?:\\w+ )?(?:stop|quiet|go quiet)',
  'where (?:mum|dad|no one|nobody) (?:will not|cannot|wont|does not)',
  'again',
  'deserve',
);
// Self-injury by other methods, and the signs that it is done on purpose and wanted again.
const OTHER_HARM = lex(
  'bang\\w* my head (?:against|on|into) (?:the )?(?:wall|floor|door|desk)',
  'head ?butt\\w* (?:the )?(?:wall|door|mirror)',
  'hit\\w* my head (?:against|on) (?:the )?(?:wall|floor)',
  'punch\\w* (?:the )?(?:brick |concrete )?(?:walls?|doors?|mirror|myself)',
  'bit\\w* (?:my|myself)',
  'biting (?:my|myself)',
  'pull\\w* (?:out )?my hair',
  'pulling my hair',
  'hair out',
  'jab\\w*',
  'stab\\w* myself',
  'pins? (?:in|into)',
  'needles? (?:in|into)',
  'compass (?:point )?(?:in|into)',
  '(?:hold|holding|held|put|putting) (?:ice|lighters?|matches|a lighter|hot \\w+) (?:on|to|against) my',
  'scald\\w* myself',
  'pinch\\w* myself',
  'pick\\w* (?:at )?my skin',
  'dig\\w* (?:my nails |into my)',
  'dug (?:my nails )?into my',
  'starv\\w* myself',
  'hurt\\w* myself',
);
const WANTED_AGAIN = lex(
  'felt (?:good|better|right)',
  'feels? (?:good|better|right)',
  '(?:want|going|need) to do it again',
  '(?:want|going|need) to keep (?:doing|going)',
  'keep doing it',
  'only (?:thing|way)',
  'shuts? (?:it|my head|everything|the noise) (?:off|up)',
  '(?:till|until) (?:i saw stars|it bled|they bruise\\w*|they bled|it split|my knuckles|there (?:are|were) bald|it burns|it burnt|it hurt)',
  'so much (?:today|that)',
  'deserve',
  'punish\\w* myself',
  'to feel',
  'bleeding through',
  'bald patches',
  'marks (?:all )?(?:down|on|up)',
);
/** What the injury looks like afterwards. */
const HURT_SHOWS = lex(
  'split\\w*',
  'bruis\\w*',
  'bleed\\w*',
  'blood\\w*',
  'bald',
  'marks',
  'scars?',
  'saw stars',
  'swollen',
  'blisters?',
  'raw',
);
const HARM_CARE = lex(
  'gaping',
  'wide open',
  'can see',
  'will not (?:close|clot|stop)',
  'stitches',
  'blister\\w*',
  'weeping',
  'infected',
  'pus',
  'deep',
  'soaked',
  'every (?:night|day)',
  'only thing',
  'makes? (?:the|it) (?:\\w+ )?(?:stop|quiet)',
  'go quiet',
  'bleeding',
  'do not (?:\\w+ )?want to stop',
);

const MEANS_AT = near(MEANS, HAVE_MEANS, 5);
/** Car fumes: a vehicle, a closed space and a hose or tape, whatever the order. */
const FUMES = [
  lex('hose', 'hoses', 'exhaust', 'gaffer tape', 'duct tape', 'length of (?:pipe|hose)', 'charcoal'),
  lex('cars?', 'utes?', 'trucks?', 'vans?', 'engines?', 'motor'),
  lex('garage', 'shed', 'roller door', 'windows? (?:up|shut|taped)'),
];
const FUMES_CHORE =
  /\b(?:wash\w*|clean\w*|water\w*|garden\w*|leak\w*|mechanic|service\w*|repair\w*|fix\w*|rego|tyres?)\b/;
/** Means already taken: a plan in progress. */
const TAKEN = lex(
  '(?:pills|tablets|meds|they|it) (?:are |is )?(?:doing (?:their|its) (?:thing|job)|kicking in|starting to work|working now)',
  'already (?:took|taken|swallowed|had) (?:them|the|it|all)',
  'took (?:them|the lot|all of them|everything) (?:already|just now|before)',
);
/** At the edge: no context explains this away. */
const EDGE = /\b(?:outside (?:of )?the railing|over the railing|on the (?:ledge|edge) of|end of the platform)\b/;

const BENIGN_PLAN =
  /\b(?:students|last day|end of (?:term|year|the season)|graduat\w*|wedding|holiday|trip|travel\w*|flight|moving|moved|farewell drinks|farewell party|leaving do|bali|overseas|interstate|on leave|camping|new (?:job|house|place|car|one|phone)|upgrade|renovat\w*|traffic|commute|late for|on my way to|fishing|surf\w*|walk(?:ed|ing)? across|whales|view|sunset|photos?|picnic|swimming lessons|diet|meal plan|gym|training|estate planning|power of attorney|retire\w*|financial adviser|for my (?:kids|family) when i|when i am old)\b/;

/** A child's curiosity about heights: "how high is the tower, my son is obsessed". */
const CURIOUS_CHILD =
  /\b(?:obsessed|school project|trivia|quiz|(?:my|our) (?:son|daughter|kids?)s? (?:wants?|asked|asks|is obsessed|is into))\b/;

/** Plans, oblique wishes and self-harm by the speaker; a plan told about someone else is theirs. */
export function planSituations(norm: string, other: boolean): Situation[] {
  if (explained(norm) || pastAndDone(norm) || GAME.test(norm) || STUDY.test(norm)) return [];
  const laughing =
    (LAUGHING.test(norm) || HYPERBOLE.test(norm)) && !/\b(?:not (?:even )?joking|half jok\w*|mostly)\b/.test(norm);
  const out: Situation[] = [];
  const cats = (c: 'suicide' | 'self_harm') => (other ? ['third_party' as const, c] : [c]);
  const benign =
    BENIGN_PLAN.test(norm) ||
    HUNT.test(norm) ||
    JUMP_FUN.test(norm) ||
    (WORK_ROLE.test(norm) && !/\b(?:myself|my size|my weight|a man my)\b/.test(norm));

  const fumes = FUMES.every((g) => has(g, norm)) && !FUMES_CHORE.test(norm);
  const means = has(MEANS_AT, norm) || fumes || has(TAKEN, norm);
  const place = has(AT_PLACE, norm);
  const time = has(TIME_NOW, norm);
  const arranged = has(ARRANGE, norm);
  const resolve = has(RESOLVE, norm);
  const parts = [means, place, time, arranged, resolve].filter(Boolean).length;
  const edge = EDGE.test(norm);
  const planNow =
    edge ||
    fumes ||
    (has(TAKEN, norm) && (arranged || resolve)) ||
    parts >= 3 ||
    ((means || place) && (time || resolve)) ||
    distinct(norm, AT_PLACE) >= 2;
  const planHigh =
    ((means || place || arranged) && parts >= 2) ||
    distinct(norm, ARRANGE) >= 2 ||
    distinct(norm, RESOLVE) >= 2 ||
    has(STOCKPILE, norm);
  if (!laughing && (!benign || parts >= 3 || edge || fumes) && (planNow || planHigh)) {
    out.push({
      id: 'situation.plan',
      tier: planNow && (parts >= 2 || edge || place || fumes) ? 'immediate' : 'high',
      categories: cats('suicide'),
    });
  }

  const payout =
    has(PAYOUT, norm) &&
    has(MY_DEATH, norm) &&
    !/\b(?:car|home|house|contents|travel|health|pet|claim\w*|quote|premium|renew\w*|covered|sorted|one less|peace of mind|beneficiar\w*|adviser|advisor)\b/.test(
      norm,
    );
  const absent = has(ABSENT, norm) && has(ABSENT_GAIN, norm) && !BENIGN_PLAN.test(norm);
  const wish =
    !BENIGN_PLAN.test(norm) && (has(WISH, norm) || has(PEACE, norm) || has(PICTURE, norm)) && has(DEATH_EVENT, norm);
  const pictured =
    has(IMAGINED_ACT, norm) &&
    (has(PICTURE, norm) || /\b(?:i|me)\b/.test(norm)) &&
    !BENIGN_PLAN.test(norm) &&
    !CURIOUS_CHILD.test(norm);
  const strong = has(OBLIQUE_STRONG, norm);
  if ((!laughing || strong) && (payout || absent || wish || pictured || strong)) {
    out.push({
      id: 'situation.oblique',
      tier: 'high',
      categories: other && !strong ? ['third_party', 'suicide'] : ['suicide'],
    });
  }

  if (
    !other &&
    has(HARM_ACT, norm) &&
    has(ON_PURPOSE, norm) &&
    distinct(norm, ON_PURPOSE, BODY_PART, HARM_CARE) >= 2 &&
    !ACCIDENTAL.test(norm) &&
    !SCRAPE.test(norm)
  ) {
    out.push({ id: 'situation.self-harm', tier: 'high', categories: ['self_harm'] });
  } else if (
    !other &&
    has(OTHER_HARM, norm) &&
    distinct(norm, WANTED_AGAIN, HURT_SHOWS) >= 2 &&
    !ACCIDENTAL.test(norm) &&
    !/\b(?:gym|punching bag|boxing|sparring|training|footy|game|match|tiny kitchen|cupboard)\b/.test(norm)
  ) {
    out.push({ id: 'situation.self-harm', tier: 'high', categories: ['self_harm'] });
  }
  return out;
}

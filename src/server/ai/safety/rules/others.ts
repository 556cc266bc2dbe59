import { PERSON } from '../lexicon.ts';
import { rx, rxAny, type Rule } from './types.ts';

const OBJ = String.raw`(?:him|her|them|someone|somebody|people|everyone|anyone|my (?:\w+ )?${PERSON}s?|the (?:\w+ )?${PERSON}s?|that (?:guy|bloke|girl|woman|man|kid|prick|idiot)|those (?:kids|people|guys|blokes)|the people|the (?:guy|bloke|man|woman|girl))\b`;
const VERB = String.raw`(?:kill|murder|stab|shoot|hurt|bash|strangle|choke|poison|attack|punch|beat up|run over|harm|glass|king hit|knock out|smother|drown)`;
const VERB_ING = String.raw`(?:killing|murdering|stabbing|shooting|hurting|bashing|strangling|choking|poisoning|attacking|harming|drowning|smothering|shaking|hitting)`;
const NOT_FIGURATIVE = String.raw`(?! (?:feelings|chances|reputation|career|business|pride|ego|with kindness|in (?:mario|fifa|the game|chess|a game)))`;
const WEAPON = String.raw`(?:gun|knife|machete|weapon|axe|hammer|(?:baseball |cricket )?bat|sword|rifle|shotgun|crowbar|tyre iron|broken bottle)`;

/** Harm the speaker might do to other people. */
export const harmToOthersRules: Rule[] = [
  {
    id: 'others.intent',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rx`\b(?:want|wanna|going|gonna|about|plan|planning|planned|ready|decided|will|would|might|swear i will|i am going|feel like)(?: to)? (?:(?!not\b|never\b)\w+ )?${VERB} ${OBJ}${NOT_FIGURATIVE}`,
    negatable: true,
    act: true,
    hyperbole: true,
  },
  {
    id: 'others.thoughts',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rx`\b(?:thoughts|thinking|thought|fantasi[sz]ing|fantasi[sz]e|dreams?|dreaming|urges?|imagine|imagining|picture|picturing) (?:about|of) (?:\w+ )?(?:${VERB_ING} ${OBJ}|running ${OBJ} over\b)`,
    negatable: true,
  },
  {
    id: 'others.scared',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rx`\b(?:scared|afraid|worried|terrified) (?:that )?i (?:will|might|am going to|could) (?:\w+ )?(?:hurt|kill|harm|shake|hit|smother) ${OBJ}`,
  },
  {
    id: 'others.could',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rx`\b(?:scared|afraid|worried|feel like|feel|think) (?:that )?i (?:could|might|will|am going to) (?:really |actually |seriously |snap and )?(?:hurt|kill|harm|attack) (?:someone|somebody|people|him|her|them|my \w+)\b`,
    negatable: true,
  },
  {
    id: 'others.armed',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rx`\b(?:bought|got|carrying|carry|took|take|sharpened) (?:a|my|the) ${WEAPON} (?:to|for|so i can|in case) (?:deal with|get|hurt|sort out|use on|teach|settle|finish|kill|stab)\b`,
    negatable: true,
  },
  {
    id: 'others.mass',
    tier: 'high',
    categories: ['harm_to_others'],
    re: rxAny(
      String.raw`\bshoot up (?:my|the|a) (?:school|uni|work|workplace|office|church|mosque|shopping centre|party)\b`,
      String.raw`\bmake (?:him|her|them) (?:suffer|pay in blood)\b`,
      String.raw`\b(?:want|wanna|going|like) to (?:see|watch|make) ${OBJ} (?:bleed|suffer|die|scream in pain)\b`,
      String.raw`\bhow i (?:would|will|could|am going to) (?:\w+ )?${VERB} ${OBJ}`,
    ),
  },
  {
    id: 'others.weapon',
    tier: 'immediate',
    categories: ['harm_to_others'],
    re: rxAny(
      String.raw`\b(?:threatening|attacking|chasing|waving|swinging|coming at|going after|running at)\b(?: \w+){0,5} with (?:a|an|his|her|the) ${WEAPON}\b`,
      String.raw`\b(?:gone|went|going) to (?:get|grab) (?:a|the|his|her) ${WEAPON}\b`,
      String.raw`\b(?:a|some) (?:guy|bloke|man|woman|person|people) (?:with|has|holding) (?:a|an) ${WEAPON}\b(?=.*\b(?:threaten|attack|chasing|coming|swinging|waving)\w*)`,
    ),
  },
];

/** Harm done to the speaker (or their household) by someone else. */
export const abuseRules: Rule[] = [
  {
    id: 'abuse.hit',
    tier: 'high',
    categories: ['abuse'],
    re: rxAny(
      String.raw`\b(?:he|she|they|${PERSON}s?)(?: (?!never\b|not\b|would\b|could\b)\w+){0,2}? (?:hits|hit|beats|beat|bashes|bashed|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|shoves|shoved|pushes|pushed|throws things at|threw things at|burns|burned|bites|bit|smacks|smacked|belts|belted|drags|dragged|spits on|spat on|assaults|assaulted|abuses|abused|rapes|raped|molests|molested|gropes|groped) me\b(?! up| back| with)`,
      String.raw`\bhurts me (?:physically|when he|when she)\b`,
      String.raw`\b(?:threw|throws|thrown|shoved|slammed|pushed) me (?:against|into|onto|down|across|to the)\b`,
      String.raw`\b(?:grabs|grabbed|grabbing|grab) me by the (?:throat|neck|hair)\b`,
      String.raw`\b(?:he|she|they) hurts? me\b(?=.*\b(?:scared|temper|hits?|angry|drunk|bruises?)\b)`,
      String.raw`\b(?:hands?|fingers) (?:around|round|on) my (?:throat|neck)\b`,
    ),
    tense: true,
  },
  {
    id: 'abuse.sexual',
    tier: 'high',
    categories: ['abuse'],
    re: rxAny(
      String.raw`\b(?:i was|i got|i have been|been|being) (?:raped|sexually assaulted|molested|abused|groped)\b`,
      String.raw`\b(?:raped|molested|sexually assaulted) me\b`,
      String.raw`\b(?:made|makes|making) me do (?:stuff|things|sexual \w+)\b(?=.*\b(?:little|young|kid|child|secret|touch|uncle|stepdad|coach|when i was)\b)`,
      String.raw`\bforc(?:es|ed|ing) me to (?:have sex|do (?:sexual )?(?:things|stuff)|touch|watch porn|send nudes)\b`,
      String.raw`\bmade me (?:have sex|do sexual)\b`,
      String.raw`\bsends? me (?:sexual|nude|naked|dirty|inappropriate|explicit) (?:messages|pics|pictures|photos|texts|stuff)\b`,
      String.raw`\basks? me (?:for|to send) nudes\b`,
      String.raw`\btouches me (?:and|when|at night|inappropriately|there|down there)\b`,
    ),
    subject: true,
    tense: true,
  },
  {
    id: 'abuse.control',
    tier: 'high',
    categories: ['abuse'],
    re: rxAny(
      String.raw`\b(?:controls|takes|took|steals|stole) (?:all )?(?:of )?my (?:money|pay|pension|wages|bank card|card|centrelink)\b`,
      String.raw`\b(?:will not|does not|never) let me (?:see|talk to|visit|call|leave|go out|have) (?:my )?(?:friends|family|mum|dad|money|anyone|the house)\b`,
      String.raw`\b(?:smashes|smashed|breaks|broke) my phone\b`,
      String.raw`\bno one will believe me\b`,
      String.raw`\b(?:tells|told) me not to tell (?:anyone|anybody|mum|dad|my mum|my dad)\b`,
      String.raw`\blocks? me (?:in|out|outside)\b(?! by accident| accidentally)`,
      String.raw`\blocked me (?:in|out)\b(?! of (?:my )?(?:account|phone|car)| by accident| accidentally)`,
      String.raw`\bscared to go home\b`,
      String.raw`\bif i (?:ever )?tell (?:anyone|anybody|someone|mum|dad|the police|the cops)\b(?: \w+){0,4} (?:will|would|is going to) (?:hurt|kill|bash|get|hit|punish)\b`,
      String.raw`\b(?:comes?|coming|came|sneaks?|sneaking) into my (?:room|bed|bedroom) at night\b`,
      String.raw`\bdo not like what (?:he|she|they) (?:does|did|do) to me\b`,
      String.raw`\bscared of (?:him|her|my (?:\w+ )?${PERSON})\b`,
      String.raw`\b(?:scared|afraid) of what (?:he|she|they) will do\b`,
    ),
    tense: true,
  },
  {
    id: 'abuse.threat',
    tier: 'high',
    categories: ['abuse'],
    re: rxAny(
      String.raw`\b(?:says|said|saying|screaming|yelling|threatening|threatened|threatens|swears|scared|afraid)(?: that)? (?:he|she|they) (?:is going to|will|would|was going to|is gonna|going to|might) (?:${VERB}) (?:me|us|mum|dad|my \w+|the kids|her|him)\b`,
      String.raw`\bthreaten(?:ed|ing|s)? to (?:${VERB}) (?:me|us|mum|my \w+|the kids)\b`,
    ),
    tense: true,
  },
  {
    id: 'abuse.now',
    tier: 'immediate',
    categories: ['abuse'],
    re: rxAny(
      String.raw`\b(?:he|she|they|someone|somebody|${PERSON}s?) (?:is|are|was|were) (?:\w+ ){0,2}?(?:hitting|hurting|beating|punching|kicking|choking|strangling|attacking|bashing|stabbing|raping|dragging|throwing things at|trying to (?:hurt|kill|get in|break in|strangle)) (?:me|us|my \w+)\b`,
      String.raw`\b(?:is|are) (?:breaking|trying to break) in(?:to)?\b`,
      String.raw`\bbreaking into (?:my|our|the) (?:house|home|flat|unit|place)\b`,
      String.raw`\b(?:kicking|kicked|smashing|breaking|bashing) (?:the |my |our )?(?:door|window) (?:in|down)\b`,
      String.raw`\b(?:kicking|breaking|smashing) (?:in|down) (?:the |my |our )?(?:door|window)\b`,
      String.raw`\bhelp me (?:he|she|they) (?:is|are) (?:hurting|hitting|attacking) me\b`,
      String.raw`\b(?:he|she|they|someone|somebody|a man|a guy|people)(?: is| are)? trying to (?:get in|break in|break the door|kick the door|kick the door in)\b`,
    ),
  },
  {
    id: 'abuse.weapon',
    tier: 'high',
    categories: ['abuse'],
    re: rx`\b(?:he|she|they|someone|somebody|${PERSON}s?) (?:has|is holding|is waving|pulled out|pulled|grabbed|got|has got) (?:a|an|his|her|the) ${WEAPON}\b`,
    also: /\b(?:threaten\w*|kill|hurt|scared|pointing|waving|coming at|going to|following|chasing|outside)\b/,
  },
  {
    id: 'abuse.weapon-near',
    tier: 'immediate',
    categories: ['abuse'],
    re: rx`\b(?:he|she|they|someone|somebody|a man|a guy|${PERSON}s?)(?: is| are)? (?:outside|at|in|here|coming|standing|waiting)\b(?: \w+){0,4} with (?:a|an|his|her|the) ${WEAPON}\b`,
  },
  {
    id: 'abuse.threatened',
    tier: 'high',
    categories: ['abuse'],
    re: rx`\b(?:he|she|they|someone|somebody|${PERSON}s?) (?:is|are|keeps|has been) threatening (?:me|us|to)\b`,
    tense: true,
  },
  {
    id: 'abuse.third',
    tier: 'high',
    categories: ['abuse', 'third_party'],
    re: rxAny(
      String.raw`\b(?:is|was|being|been|gets|got) (?:being )?(?:abused|hit|beaten|bashed|raped|molested|assaulted|choked|strangled) by (?:her|his|their|a|the) \w+`,
      String.raw`\b(?:he|she|${PERSON}) (?:hits|beats|bashes|chokes|rapes) (?:her|him|them|my \w+|the kids|mum|dad|mom|us)\b`,
    ),
    fiction: true,
    tense: true,
  },
];

/** Someone threatening violence now: being hurt is imminent (read by the detector). */
export const DANGER_NOW = new RegExp(
  String.raw`\b(?:right now|now|(?:is|are) outside|outside (?:my|the) (?:door|window|house|room)|at the door|banging|breaking in|smashing|is here|with a ${WEAPON}|has a ${WEAPON}|got a ${WEAPON}|holding a|trying to get in|locked myself|hiding|is coming|on his way|on her way|drunk and|hiding|gone to get|went to get|just come home|come home drunk|still here|still in the house|still home|following me|turned up|showed up)\b`,
);

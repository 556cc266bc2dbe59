import { GAME, PET } from '../semantic/contexts.ts';
import { LAUGHING, count, explained, has, lex, pastAndDone, type Situation } from './lex.ts';

/**
 * Violence happening now, told by where people are and what they are doing rather than by a violent
 * verb: someone at a door or window trying to get in, a person hiding or locked in, an order breached,
 * a struggle heard through a wall.
 */

const BARRIER = lex(
  'doors?',
  'door handle',
  'handle',
  'window',
  'windows',
  'gate',
  'screen door',
  'flyscreen',
  'lock',
  'deadlock',
);
const FORCING = lex(
  'bash\\w*',
  'bang\\w*',
  'kick\\w*',
  'pound\\w*',
  'hammer\\w*',
  'thump\\w*',
  'punch\\w*',
  'slamm\\w*',
  'smash\\w*',
  'rattl\\w*',
  'shoulder\\w* (?:the|it)',
  'trying (?:the|to open|to get|to force|to break|to kick|the door|to bash)',
  'tried (?:the|to get in|to break)',
  'force\\w* (?:the|it|his|her|their|open|in)',
  'break(?:ing)? (?:it |the door |the window )?(?:down|in)',
  'jimm\\w*',
  'prying',
  'busting',
  'kick kick',
  'bang bang',
  'let (?:him|her|them) in',
  'get in',
  'getting in',
);
const REFUGE = lex(
  'lock(?:ed)? (?:myself|ourselves|us|me|the \\w+ door)',
  'locked in',
  'locked the',
  'hid\\w*',
  'hiding',
  'barricad\\w*',
  'under the bed',
  'in the (?:wardrobe|cupboard|closet|laundry|bathroom|toilet|ensuite)',
  'shut (?:myself |ourselves )?in',
  'holed up',
  'at the refuge',
  'typing (?:this )?(?:under|quietly|in)',
  'whisper\\w*',
  'door (?:is )?locked',
  'ran (?:out|to|into)',
  'got out',
);
const RAGING = lex(
  'smash\\w*',
  'throw\\w* (?:things|stuff|plates|chairs|the)',
  'break\\w* (?:things|stuff|everything|plates)',
  'punch\\w* (?:walls?|holes)',
  'screaming',
  'yell\\w*',
  'raging',
  'rampage',
  'going off',
  'lost it',
  'losing it',
  'off (?:his|her) (?:face|head|tits)',
  'belt',
  'fists?',
  'knife',
  'knives',
  'gun',
  'rifle',
  'bat',
  'hammer',
  'machete',
  'axe',
  'weapon',
  'looking for (?:me|us|her|him)',
  'coming for',
  'threaten\\w*',
  'said (?:he|she) (?:will|would|is going to)',
  'going to (?:kill|hurt|get|break|smash)',
  'i am next',
  'you are next',
  'drunk',
  'pissed',
  'high',
);
const PRESENT = lex(
  'outside',
  'here',
  'downstairs',
  'upstairs',
  'next room',
  'in the (?:house|kitchen|lounge|hallway|hall|yard|driveway)',
  'at the (?:door|window|gate)',
  'pulled up',
  'standing over',
  'still (?:in|inside|here|there|downstairs)',
  'broke in',
  'broken in',
  'breaking in',
  'got (?:home|back|in)',
  'came home',
  'just (?:got|came) (?:home|back|in)',
  'on (?:his|her|their) way',
  'coming (?:over|here|back|home)',
  'across the road',
  'parked (?:outside|across|down|up|out the front)',
  'front (?:yard|door|step)',
  'back (?:door|yard|gate)',
  'in the car park',
  'knows where i am',
  'found me',
);
const ORDER = lex(
  'avo',
  'dvo',
  'apprehended violence order',
  'intervention order',
  'restraining order',
  'protection order',
  'family violence order',
  'not (?:allowed|supposed|meant) to (?:come|be) (?:within|near|here)',
  'meant to stay (?:away|\\d+)',
  '\\d+ (?:m|metres|meters)',
  'bail conditions?',
);
const HURTING = lex(
  '(?:by|round|around|at) (?:the|her|his|my|their) (?:throat|neck)',
  'pinn\\w*',
  'chok\\w* (?:her|him|me|mum|my)',
  'strangl\\w*',
  'punched (?:me|her|him|mum)',
  'hit (?:me|her|him|mum)',
  'hitting (?:me|her|him|mum|us)',
  'belting',
  'bashing (?:me|her|him|mum|us)',
  'dragg\\w* (?:me|her|him)',
  'kicking (?:me|her|him|mum)',
  'standing over (?:me|her|us)',
  'up against the wall',
  'holding (?:me|her) down',
  'has (?:a|the) knife',
);
const THREAT = lex(
  'going to (?:drive|crash|kill|hurt|take|burn) (?:\\w+ ){0,2}(?:them|us|the kids|both|himself and|herself and|the car|the house|off the road)',
  'drive (?:\\w+ ){0,3}off the road',
  'kill (?:us|them) (?:all|both)',
  'take (?:them|the kids) with (?:him|her)',
);
const NOW = lex(
  'right now',
  'now',
  'just',
  'currently',
  'at the moment',
  'still',
  'this minute',
  'as i (?:type|write)',
  'again',
);
const HEARD = lex(
  'can hear',
  'hear\\w*',
  'through the wall',
  'next door',
  'neighbou?rs?',
  'upstairs',
  'downstairs',
  'the unit',
  'the flat',
  'the street',
);
const CRY = lex(
  'screaming',
  'scream\\w*',
  'crying',
  'sobbing',
  'begging',
  'yelling (?:help|stop|no)',
  'help me',
  'shrieking',
  'pleading',
);
const IMPACT = lex(
  'bang\\w*',
  'thud\\w*',
  'smash\\w*',
  'crash\\w*',
  'things? (?:breaking|being thrown)',
  'glass breaking',
  'slap\\w*',
  'hit\\w*',
  'will break (?:her|his|your) neck',
  'kill (?:her|him|you)',
  'loud',
);
const FOLLOWED = lex(
  'followed (?:me|us)',
  'following (?:me|us)',
  'waiting (?:for me )?outside',
  'watching (?:my|the|our) (?:house|window|door|place)',
  'parked outside my',
  'sitting in (?:his|her|a|the) car (?:outside|across)',
  'keeps driving past',
);

const PLAYFUL =
  /\b(?:wanting (?:snacks|food|a snack|dinner|the ipad)|for (?:snacks|food|the toilet|the loo)|to play|playing|hide and seek|forgot (?:his|her|their|my) keys|locked (?:himself|herself|themselves|me) out|partying|having a party|their party|party next door|music|renovat\w*|builders?|tradies|drill\w*|knock knock|delivery|parcel|postie|the wind|possum|storm)\b/;

/** Danger in the house or at the door, to the speaker or someone they can hear. */
export function violenceSituations(norm: string): Situation[] {
  if (explained(norm) || pastAndDone(norm) || LAUGHING.test(norm) || GAME.test(norm) || PLAYFUL.test(norm)) return [];
  const out: Situation[] = [];
  const add = (id: string, third = false) =>
    out.push({ id, tier: 'immediate', categories: third ? ['abuse', 'third_party'] : ['abuse'] });
  const forcing = has(FORCING, norm) && has(BARRIER, norm);
  const refuge = has(REFUGE, norm);
  const present = has(PRESENT, norm);
  if (forcing && (refuge || present || has(RAGING, norm) || has(ORDER, norm))) add('situation.at-the-door');
  else if (
    refuge &&
    count(norm, RAGING, PRESENT, FORCING) >= 1 &&
    /\b(?:he|she|they|him|her|them|someone|my (?:\w+ )?(?:dad|stepdad|ex|partner|husband|boyfriend|brother|mum|father|wife|girlfriend))\b/.test(
      norm,
    )
  )
    add('situation.hiding');
  else if (has(ORDER, norm) && present && !PET.test(norm)) add('situation.order-breached');
  else if ((has(HURTING, norm) || has(THREAT, norm)) && (has(NOW, norm) || present)) add('situation.hurting-now');
  else if (
    /\b(?:broke|broken|breaking) in\b|\bintruder\b/.test(norm) &&
    /\b(?:still|now|here|downstairs|inside|in the house)\b/.test(norm)
  )
    add('situation.break-in');
  else if (has(FOLLOWED, norm) && present) add('situation.followed-home');
  else if (has(CRY, norm) && has(IMPACT, norm) && has(HEARD, norm)) add('situation.heard', true);
  return out;
}

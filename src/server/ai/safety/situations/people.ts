import { GAME } from '../semantic/contexts.ts';
import { LAUGHING, count, explained, has, lex, pastAndDone, type Situation } from './lex.ts';

/**
 * Danger from or to other people without violent verbs: an adult grooming a child (secrecy, gifts,
 * pictures, meeting up), someone armed and waiting for a person, and a carer afraid of what their own
 * hands might do.
 */

const MINOR = lex('i am (?:1[0-5]|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)', 'im (?:1[0-5])', '(?:1[0-5]) (?:year|yr)s? old', '1[0-5] year old', 'my (?:\\d+ year old|daughter|son|kid|girl|boy)', 'year (?:[5-9]|10)', 'mature for my age', 'at school', 'my teacher', 'my parents', 'mum and dad');
const OLDER = lex('(?:he|she) is (?:1[8-9]|[2-9]\\d)', 'like (?:1[8-9]|2\\d)', 'older (?:guy|man|bloke|blokes|boys|men|friend)', 'grown (?:man|up)', 'adult', 'coach', 'a guy (?:from|on|i met)', 'this guy', 'bloke she met', 'met online', 'from (?:fortnite|roblox|discord|snap\\w*|insta\\w*|tiktok|online|the game)');
const SECRET = lex('(?:do not|not|never) tell (?:anyone|your|my|mum|dad|the|a)', 'not tell my', 'our (?:little )?secret', 'special (?:friends?|relationship)', 'better (?:that )?(?:my|your) parents (?:do not|dont) know', '(?:parents|mum|dad) (?:do not|does not|dont) know', 'delete (?:the|our|these) (?:messages|chats|pics)', 'hides? the phone', 'secret phone', 'made me promise');
const LURE = lex('pics?', 'photos?', 'snaps?', 'nudes', 'in my undies', 'skins', 'gifts?', 'new phone', 'money', 'free (?:gear|stuff|vapes|smokes)', 'run errands', 'picking me up', 'pick me up', 'meet (?:him|up|me)', 'come over', 'bring clothes', 'at midnight', 'mature for', 'special', 'scared to say no');
const SOON = lex('in \\d+ (?:min|mins|minutes)', 'now', 'tonight', 'outside my', 'on (?:his|her) way', 'picking me up', 'today');

const WEAPON = lex('(?:cricket |baseball )?bats?', 'knife', 'knives', 'machete', 'axe', 'hammer', 'crowbar', 'gun', 'rifle', 'shotgun', 'jerry can', 'petrol', 'acid', 'star picket', 'tyre iron', 'wrench');
const WAITING = lex(
  '(?:parked|waiting|sitting|outside) (?:\\w+ ){0,2}(?:his|her|their) (?:work|house|place|gym|school|office|unit)', 'when (?:he|she|they) (?:walks?|comes?|gets?) (?:out|in|home|back)', 'pulled up outside',
  'paying (?:him|her|them) a visit', 'where (?:he|she|they) (?:parks?|lives?|works?)', '(?:streets?|doors?|minutes?) (?:over|away|down)', 'going to find out what it feels like', 'it is (?:him|her) not me', 'he is done', 'she is done',
);
const HARM_WANT = lex('hurt(?:ing)? (?:him|her|them)', 'properly hurt\\w*', 'make (?:him|her|them) pay', 'get (?:him|her|them) back', 'find out what it feels like', 'teach (?:him|her) a lesson', 'it is (?:him|her) not me', 'he is done', 'she is done', 'regret');
const PLAY = /\b(?:training|practice|nets|match|game day|innings|cricket club|tee ball|softball|baseball game|cook\w*|kitchen|dinner|bbq|fishing|camping|garden\w*|woodwork|diy|hardware|bunnings)\b/;

const HANDS = lex('scared (?:of )?what (?:i|my hands) (?:might|will|could|(?:am|are|is) (?:about|going) to|would) do', 'afraid (?:of )?what (?:i|my hands) (?:might|will|could|(?:am|are|is) (?:about|going) to|would) do', 'do not trust myself (?:with|around)', 'about to (?:lose it|snap) (?:with|at) (?:her|him|the baby)');

export function peopleSituations(norm: string): Situation[] {
  if (explained(norm) || pastAndDone(norm) || LAUGHING.test(norm)) return [];
  const out: Situation[] = [];
  const grooming = count(norm, OLDER, SECRET, LURE);
  if (has(MINOR, norm) && grooming >= 2 || grooming === 3) {
    out.push({ id: 'situation.grooming', tier: has(SOON, norm) && has(LURE, norm) ? 'immediate' : 'high', categories: ['abuse'] });
  }
  if (!PLAY.test(norm) && !GAME.test(norm.replace(/\bcricket bats?\b/g, 'bat'))) {
    const armed = has(WEAPON, norm);
    const waiting = has(WAITING, norm);
    if ((armed && waiting) || (has(HARM_WANT, norm) && waiting)) {
      out.push({ id: 'situation.armed-waiting', tier: armed && /\b(?:now|parked|pulled up|outside|when (?:he|she|they) (?:walks|comes|gets))\b/.test(norm) ? 'immediate' : 'high', categories: ['harm_to_others'] });
    }
  }
  if (has(HANDS, norm)) out.push({ id: 'situation.own-hands', tier: 'high', categories: /\b(?:her|him|baby|bub|kids?|them)\b/.test(norm) ? ['harm_to_others'] : ['suicide'] });
  return out;
}

import { GAME } from '../semantic/contexts.ts';
import { LAUGHING, count, explained, has, lex, pastAndDone, type Situation } from './lex.ts';

/**
 * Danger from or to other people without violent verbs: an adult grooming a child (secrecy, gifts,
 * pictures, meeting up), someone armed and waiting for a person, and a carer afraid of what their own
 * hands might do.
 */

const MINOR = lex(
  'i am (?:1[0-5]|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)',
  'im (?:1[0-5])',
  '(?:1[0-5]) (?:year|yr)s? old',
  '1[0-5] year old',
  'my (?:\\d+ year old|daughter|son|kid|girl|boy)',
  'year (?:[5-9]|10)',
  'mature for my age',
  'at school',
  'my teacher',
  'my parents',
  'mum and dad',
);
const OLDER = lex(
  '(?:he|she) is (?:1[8-9]|[2-9]\\d)',
  'like (?:1[8-9]|2\\d)',
  'older (?:guy|man|bloke|blokes|boys|men|friend)',
  'grown (?:man|up)',
  'adult',
  'coach',
  'a guy (?:from|on|i met)',
  'this guy',
  'bloke she met',
  'met online',
  'from (?:fortnite|roblox|discord|snap\\w*|insta\\w*|tiktok|online|the game)',
);
const SECRET = lex(
  '(?:do not|not|never) tell (?:anyone|your|my|mum|dad|the|a)',
  'not tell my',
  'our (?:little )?secret',
  'special (?:friends?|relationship)',
  'better (?:that )?(?:my|your) parents (?:do not|dont) know',
  '(?:parents|mum|dad) (?:do not|does not|dont) know',
  'delete (?:the|our|these) (?:messages|chats|pics)',
  'hides? the phone',
  'secret phone',
  'made me promise',
);
const LURE = lex(
  'pics?',
  'photos?',
  'snaps?',
  'nudes',
  'in my undies',
  'skins',
  'gifts?',
  'new phone',
  'money',
  'free (?:gear|stuff|vapes|smokes)',
  'run errands',
  'picking me up',
  'pick me up',
  'meet (?:him|up|me)',
  'come over',
  'bring clothes',
  'at midnight',
  'mature for',
  'special',
  'scared to say no',
);
const SOON = lex(
  'in \\d+ (?:min|mins|minutes)',
  'now',
  'tonight',
  'outside my',
  'on (?:his|her) way',
  'picking me up',
  'today',
);

const WEAPON = lex(
  'jerry cans?',
  '(?:cricket |baseball )?bats?',
  'knife',
  'knives',
  'machete',
  'axe',
  'hammer',
  'crowbar',
  'gun',
  'rifle',
  'shotgun',
  'jerry can',
  'petrol',
  'acid',
  'star picket',
  'tyre iron',
  'wrench',
);
const WAITING = lex(
  '(?:parked|waiting|sitting|outside) (?:\\w+ ){0,2}(?:his|her|their) (?:work|house|place|gym|school|office|unit)',
  '(?:driven|drove|driving|headed|heading|gone|went|on (?:his|her) way) (?:off )?(?:over |round )?(?:to|towards) (?:his|her|their) (?:ex\\w*|house|place|work|unit)',
  'when (?:he|she|they) (?:walks?|comes?|gets?) (?:out|in|home|back)',
  'pulled up outside',
  'paying (?:him|her|them) a visit',
  'where (?:he|she|they) (?:parks?|lives?|works?)',
  '(?:streets?|doors?|minutes?) (?:over|away|down)',
  'going to find out what it feels like',
  'it is (?:him|her) not me',
  'he is done',
  'she is done',
);
const HARM_WANT = lex(
  '(?:going to|gonna|will) pay for (?:this|it)',
  'hurt(?:ing)? (?:him|her|them)',
  'properly hurt\\w*',
  'make (?:him|her|them) pay',
  'get (?:him|her|them) back',
  'find out what it feels like',
  'teach (?:him|her) a lesson',
  'it is (?:him|her) not me',
  'he is done',
  'she is done',
  'regret',
);
const PLAY =
  /\b(?:training|practice|nets|match|game day|innings|cricket club|tee ball|softball|baseball game|cook\w*|kitchen|dinner|bbq|fishing|camping|garden\w*|woodwork|diy|hardware|bunnings)\b/;

const HANDS = lex(
  'scared (?:of )?what (?:i|my hands) (?:might|will|could|(?:am|are|is) (?:about|going) to|would) do',
  'afraid (?:of )?what (?:i|my hands) (?:might|will|could|(?:am|are|is) (?:about|going) to|would) do',
  'do not trust myself (?:with|around)',
  'about to (?:lose it|snap) (?:with|at) (?:her|him|the baby)',
);

// Urges and intrusive images of harming someone: the image or urge, the harm, and who it is aimed at.
const URGE = lex(
  'keep (?:\\w+ )?(?:picturing|imagining|seeing|thinking (?:about|of)|getting)',
  'picturing',
  'imagin\\w*',
  'flashes',
  'images? of',
  'thoughts? of',
  'urges?',
  'impulses?',
  'cannot stop (?:thinking|picturing|seeing)',
  'working out how i would',
  'how i would do it',
  'thought (?:it|this) through',
  'have (?:got )?(?:a plan|something planned|it planned)',
  'planned (?:it|for)',
  'know (?:his|her|their) routine',
  'visualis\\w*',
  'scared (?:i am|i will|i might) going to',
  'scared i (?:will|might|am going to)',
  'afraid i (?:will|might|am going to)',
  'going to (?:flatten|hurt|bash|smash|glass|stab|belt|deck|king hit|kill|end) (?:him|her|them)',
  'want to (?:really )?(?:hurt|bash|stab|kill|smash|flatten) (?:him|her|them|the|my|those)',
);
const HARM_DONE = lex(
  'smother\\w*',
  'strangl\\w*',
  'throttl\\w*',
  'stab\\w*',
  'chok\\w*',
  'shak\\w* (?:the baby|her|him|bub)',
  'shake',
  'drop\\w* (?:the baby|her|him|bub|them)',
  'drown\\w*',
  'hurt\\w*',
  'bash\\w*',
  'flatten\\w*',
  'kill\\w*',
  'hands (?:round|around) (?:\\w+ ){0,2}(?:neck|throat)',
  'do it to',
  'off the balcony',
  'into the (?:pool|bath|traffic)',
  'push\\w* (?:her|him|them) (?:off|in front|down)',
  'run (?:him|her|them) over',
  'glass\\w* (?:him|her)',
);
const TARGET = lex(
  'baby',
  'newborn',
  'bub',
  'son',
  'daughter',
  'kids?',
  'toddler',
  'boss',
  'flatmate',
  'housemate',
  'neighbou?r',
  'teacher',
  'partner',
  'wife',
  'husband',
  'ex',
  'step ?(?:father|dad|mum|mother)',
  'stepfather',
  'stepdad',
  'brother',
  'sister',
  'mum',
  'dad',
  'him',
  'her',
  'them',
  'those kids',
  'the kids who',
  'neck',
  'throat',
);
const FEAR_SELF = lex(
  'scared of (?:myself|my own|my head|my thoughts)',
  'terrified of (?:myself|my own|my head|my thoughts)',
  'getting (?:stronger|worse|more vivid)',
  'more vivid',
  'cannot (?:make|get) (?:them|it) (?:stop|go away)',
  'i would never',
  'i love (?:her|him|them) so much',
  'every time',
  'every day',
  'properly',
  'a lot',
  'for friday',
  'tomorrow',
  'where, when',
  'where when',
);

/** Beating someone at a game is not hurting them. */
const SPORT =
  /\b(?:at|in|of) (?:squash|tennis|golf|chess|footy|netball|basketball|soccer|pool|darts|poker|cards|mario ?kart|fifa|tournament|comp|grand final|semi|court|every shot|scrabble|monopoly|debate|election|quiz|trivia)\b/;

export function peopleSituations(norm: string): Situation[] {
  if (explained(norm) || pastAndDone(norm) || LAUGHING.test(norm)) return [];
  const out: Situation[] = [];
  const grooming = count(norm, OLDER, SECRET, LURE);
  // A secret kept for a surprise is not grooming.
  if (
    ((has(MINOR, norm) && grooming >= 2) || grooming === 3) &&
    !/\b(?:surprise|birthday|present|presents|party|christmas)\b/.test(norm)
  ) {
    out.push({
      id: 'situation.grooming',
      tier: has(SOON, norm) && has(LURE, norm) ? 'immediate' : 'high',
      categories: ['abuse'],
    });
  }
  if (!PLAY.test(norm) && !GAME.test(norm.replace(/\bcricket bats?\b/g, 'bat'))) {
    const armed = has(WEAPON, norm);
    const waiting = has(WAITING, norm);
    if ((armed && waiting) || (has(HARM_WANT, norm) && waiting)) {
      out.push({
        id: 'situation.armed-waiting',
        tier:
          armed &&
          /\b(?:now|parked|pulled up|outside|left|driven|drove|heading|on (?:his|her) way|min ago|minutes ago|when (?:he|she|they) (?:walks|comes|gets))\b/.test(
            norm,
          )
            ? 'immediate'
            : 'high',
        categories: ['harm_to_others'],
      });
    }
  }
  if (
    !SPORT.test(norm) &&
    has(URGE, norm) &&
    has(HARM_DONE, norm) &&
    has(TARGET, norm) &&
    (has(FEAR_SELF, norm) ||
      /\b(?:urges?|flashes|images? of|thought it through|planned|routine|how i would do it)\b/.test(norm))
  ) {
    out.push({ id: 'situation.urge-to-harm', tier: 'high', categories: ['harm_to_others'] });
  }
  if (has(HANDS, norm))
    out.push({
      id: 'situation.own-hands',
      tier: 'high',
      categories: /\b(?:her|him|baby|bub|kids?|them)\b/.test(norm) ? ['harm_to_others'] : ['suicide'],
    });
  return out;
}

import { EMOJI_WORDS, unspoken } from './spoken.ts';

/**
 * Turns typed, dictated or transcribed text into one comparable form: lower case, no punctuation,
 * contractions and slang spelled out, common typos fixed. Rules are written against this form only.
 */

// Phrases that would otherwise read as risk: replaced before anything else.
const phraseFixes: [RegExp, string][] = [
  [
    /\b(?:die|dye|dying|dyeing|died|dyed)( (?:my|her|his|your|their|our|the|it)(?: \w+)?)? (?:hair|fringe|roots|beard|eyebrows|clothes|shirt|jeans|eggs)\b/g,
    'colour hair',
  ],
  [/\bdead (keen|set|tired|serious|easy|boring|right|lucky|quiet|certain|against|on time|centre)\b/g, 'very $1'],
  [
    /\b(?:die|dying|died) on (?:this|that|the) hill\b|\bover my dead body\b|\bdead (?:ringer|heat|end job)\b/g,
    'stand firm',
  ],
  [/\bsuicide (?:squad|doors?|prevention|awareness|bombers?|bombing|mission|run|sprints?|drills?)\b/g, 'neutral topic'],
  [
    /\bkmsl\b|\bkill(?:ing|ed)? (?:my ?self|me|himself|herself|themselves|ourselves|yourself) (?:laughing|with laughter)\b|\blaugh(?:ed|ing)? myself to death\b|\b(?:die|dying|died) (?:of|from|with) (?:laughter|laughing|embarrassment|boredom|cuteness)\b/g,
    'lol',
  ],
  [/\bun-?alive(d|s)? (him|her|them)sel(f|ves)\b/g, 'killed $2self'],
  [/\bun-?aliv(?:e|ing) (?:my ?self|me)\b/g, 'kill myself'],
  [/\bun-?aliv(?:e|ing)\b/g, 'kill myself'],
  [/\bsewer ?slide\b|\bsooicide\b|\bsuey\b|\btoaster bath\b|\bcommit sudoku\b/g, 'suicide'],
  [/\b(?:neck|top|off|delete|end) (?:my ?self|me ?self)\b|\bdo my ?self in\b/g, 'kill myself'],
  [/\broping\b(?! (?:in|into|them|him|her|people|my|the|a))|\brope (?:my ?self)\b/g, 'hanging myself'],
  [/\bctb\b/g, 'end my life'],
  [/\b(?:um+|uh+|erm+|er|ah+|hmm+|mm+)\b/g, ' '],
];

const apostrophes: [RegExp, string][] = [
  [/\b(can)'t\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/n't\b/g, ' not'],
  [/'m\b/g, ' am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [
    /\b(he|she|it|that|what|there|who|where|everyone|everything|nobody|someone|tonight|today|will|here|life)'s\b/g,
    '$1 is',
  ],
  // "my partner's strangling me": before an -ing word, 's is "is", not a possessive.
  [/\b(\w+)'s (?=\w+ing\b)/g, '$1 is '],
  [/'s\b/g, 's'],
  [/'/g, ''],
];

const words: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'cannot',
  wont: 'will not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  youre: 'you are',
  theyre: 'they are',
  hes: 'he is',
  shes: 'she is',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  its: 'it is',
  lets: 'let us',
  youll: 'you will',
  wanna: 'want to',
  wana: 'want to',
  ima: 'i am going to',
  imma: 'i am going to',
  finna: 'going to',
  gonna: 'going to',
  gunna: 'going to',
  gna: 'going to',
  tryna: 'trying to',
  gotta: 'got to',
  kinda: 'kind of',
  outta: 'out of',
  dunno: 'do not know',
  idk: 'i do not know',
  u: 'you',
  ur: 'your',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomoz: 'tomorrow',
  tomorow: 'tomorrow',
  '2moro': 'tomorrow',
  coz: 'because',
  cos: 'because',
  cuz: 'because',
  bc: 'because',
  bout: 'about',
  abt: 'about',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  b4: 'before',
  gf: 'girlfriend',
  bf: 'boyfriend',
  mom: 'mum',
  mommy: 'mum',
  ded: 'dead',
  dyin: 'dying',
  thinkin: 'thinking',
  endin: 'ending',
  goin: 'going',
  feelin: 'feeling',
  nothin: 'nothing',
  somethin: 'something',
  tryin: 'trying',
  livin: 'living',
  anymor: 'anymore',
  nemore: 'anymore',
  agen: 'again',
  agian: 'again',
  agin: 'again',
  kil: 'kill',
  killl: 'kill',
  myslef: 'myself',
  myelf: 'myself',
  mysef: 'myself',
  mself: 'myself',
  myseld: 'myself',
  kms: 'kill myself',
  kys: 'kill yourself',
  suicde: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suicidial: 'suicidal',
  sucidial: 'suicidal',
  suisidal: 'suicidal',
  suicidle: 'suicidal',
  selfharm: 'self harm',
  sh: 'self harm',
  od: 'overdose',
  dye: 'die',
  dyeing: 'dying',
  lmao: 'lol',
  lmfao: 'lol',
  rofl: 'lol',
  lolol: 'lol',
  jks: 'jk',
  nobodys: 'nobody is',
  noones: 'no one is',
  everyones: 'everyone is',
  somebodys: 'somebody is',
  someones: 'someone is',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
};

const pairs: [RegExp, string][] = [
  [/\b(my|him|her|your|them|our) (self|selves)\b/g, '$1$2'],
  [/\bill (?=be|do|just|never|kill|end|take|go|make|try|have|jump|see|hurt|miss|probably)\b/g, 'i will '],
  [/\bid (?=be|rather|do|never|kill|hurt|like|love|want|just|probably)\b/g, 'i would '],
  [/\bany more\b/g, 'anymore'],
  // "he's got", "she's been": the contraction was read as "is".
  [
    /\b(he|she|it|who|that|there|everyone|someone|nobody) is (been|got|gone|had|done|taken|left|told|started|stopped)\b/g,
    '$1 has $2',
  ],
  [/\bha(?:ha)+h?\b|\bhe(?:he)+\b/g, 'haha'],
  [/\blo+l\b/g, 'lol'],
];

const laughing = /[\u{1F602}\u{1F923}\u{1F480}\u{2620}\u{1F606}\u{1F605}]/gu;

export function normalise(raw: string): string {
  let text = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(laughing, ' lol ');
  for (const [re, to] of EMOJI_WORDS) text = text.replace(re, to);
  text = text.replace(/\b(?:od'?d|o\.d\.?'?d|od-?ed|oded)\b/g, 'overdosed');
  for (const [re, to] of apostrophes) text = text.replace(re, to);
  text = text
    .replace(/[^a-z0-9\s'.]/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [re, to] of phraseFixes) text = text.replace(re, to);
  text = text
    .split(' ')
    .map((w) => words[w] ?? w)
    .join(' ');
  for (const [re, to] of pairs) text = text.replace(re, to);
  return unspoken(text.replace(/\s+/g, ' ').trim());
}

import { rx, rxAny, type Rule } from './types.ts';

const BODY = String.raw`(?:my |both my )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body|ankles?|forearms?)`;
const HURT = String.raw`(?:cut(?:ting)?|burn(?:ing|t|ed)?|hit(?:ting)?|punch(?:ing)?|scratch(?:ing)?|bit(?:e|ing)|hurt(?:ing)?|harm(?:ing)?|starv(?:e|ing)|carv(?:e|ing)|stab(?:bing)?|bruis(?:e|ing)|slap(?:ping)?)`;

const NOT_TRIM = String.raw`(?! (?:back|down|out|off|ties|carbs|sugar|corners|class|school|my hair|hair|costs|it|the|some|me|loose|in line|him|her|them))`;

/** Cutting as self-harm takes no object: "she's cutting again", not "he's cutting his teeth". */
const CUT_TAIL = String.raw`(?= *$| (?:again|and|but|so|because|lately|recently|at night|in secret|when|whenever|as a|in high school|at school|every|a lot|for|to cope|to feel|herself|himself|themselves|myself|(?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|skin|stomach))\b)`;

export const selfHarmRules: Rule[] = [
  {
    id: 'self_harm.act',
    tier: 'high',
    categories: ['self_harm'],
    re: rxAny(
      String.raw`\b${HURT} myself\b`,
      String.raw`\b(?:cut|slit|slash|burn|scratch|carv)(?:ting|ing|ed|e)?(?: \w+){0,2} (?:into|on|in) ${BODY}\b`,
      String.raw`\b(?:cut|slit|slash|burn|scratch|carv)(?:ting|ing|ed)? ${BODY}\b`,
    ),
    negatable: true,
    subject: true,
    tense: true,
    act: true,
    accident: true,
  },
  {
    id: 'self_harm.named',
    tier: 'high',
    categories: ['self_harm'],
    re: rx`\bself harm(?:ing|ed|s)?\b|\bself injur(?:y|ing|e)\b`,
    negatable: true,
    subject: true,
    tense: true,
    act: true,
    fiction: true,
  },
  {
    id: 'self_harm.urge',
    tier: 'high',
    categories: ['self_harm'],
    re: rxAny(
      String.raw`\b(?:urge|urges|temptation|tempted|want|wanting|need) to (?:cut\b${NOT_TRIM}|self harm|burn myself|hurt myself)\b`,
      String.raw`\b(?:is|are|has been|have been|keeps|kept|started) (?:self harming|cutting)${CUT_TAIL}`,
      String.raw`\bcutting again\b`,
      String.raw`\bcut again\b`,
      String.raw`\b(?:started|stopped|quit|used to|been|keep|kept|began|start) cut(?:ting)?${CUT_TAIL}`,
      String.raw`\bcuts (?:on|all over|up) my (?:arms?|legs?|wrists?|thighs?|stomach)\b`,
      String.raw`\brelapsed and (?:cut|burned|hurt)\b`,
      String.raw`\b(?:cut|burned|burnt|hurt myself) (?:again )?last night\b`,
      String.raw`\brelapsed\b(?: \w+){0,3} (?:self harm|cutting)\b`,
      String.raw`\buntil (?:they|it|my \w+) (?:bleeds?|bled)\b`,
      String.raw`\bjust to feel something\b(?=.*\b(?:bleed|pain|hurt|cut|burn|punch)\w*)`,
    ),
    negatable: true,
    subject: true,
    tense: true,
  },
  {
    id: 'self_harm.means',
    tier: 'immediate',
    categories: ['self_harm'],
    re: rx`\b(?:got|have|getting|taken|took|get) (?:the |my |some |a )?(?:razor )?(?:blades?|razors?|scalpel|lighter) out\b`,
    negatable: true,
    subject: true,
  },
  {
    id: 'self_harm.blade',
    tier: 'high',
    categories: ['self_harm'],
    re: rx`\b(?:blade|razor|knife|scissors|glass|lighter|cigarette|compass|needle|keys)\b(?: \w+){0,2} (?:into|across|along|over|on|against|to) my (?:skin|arms?|wrists?|legs?|thighs?|stomach|body|throat|neck)\b`,
    negatable: true,
    act: true,
  },
  {
    id: 'self_harm.now',
    tier: 'immediate',
    categories: ['self_harm'],
    re: rxAny(
      String.raw`\b(?:about to|going to) (?:cut|self harm)\b(?= *$| (?:again|tonight|now|right now|myself|my (?:arms?|wrists?|legs?|thighs?|skin))\b)`,
      String.raw`\b(?:i|just|have|i have) (?:slit|slashed|sliced|cut) (?:open )?(?:my )?(?:wrists?|throat)(?: open)?\b(?=.*\b(?:blood|bleeding|deep|open)\b)`,
      String.raw`\b(?:i|just|have|i have) (?:slit|slashed|sliced) (?:open )?(?:my )?(?:wrists?|throat)\b`,
      String.raw`\bcut (?:too )?deep\b`,
    ),
    negatable: true,
    accident: true,
  },
];

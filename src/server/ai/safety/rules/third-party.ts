import { MEDS, THIRD, THIRD_REFLEXIVE } from '../lexicon.ts';
import { rx, rxAny, type Rule } from './types.ts';

const THEIR = String.raw`(?:his|her|their)`;

/** Someone else at risk of suicide or self-harm; fiction and news are read out by the detector. */
export const thirdPartyRules: Rule[] = [
  {
    id: 'third.wants',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:wants|(?:he|she|they|${THIRD})(?: \w+){0,2}? (?:wanted|wanting|was wanting)) to (?:die|end it(?: all)?|end things|end ${THEIR} life|kill ${THIRD_REFLEXIVE}|not be (?:alive|here|around)|be dead|disappear forever)\b(?! with)`,
    negatable: true,
    fiction: true,
    tense: true,
  },
  {
    id: 'third.reflexive',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:kill(?:s|ing)?|hurt(?:s|ing)?|harm(?:s|ing)?|cut(?:s|ting)?|burn(?:s|ing)?|starv(?:es|ing)|hang(?:s|ing)?|strangl(?:es|ing)) ${THIRD_REFLEXIVE}\b`,
    negatable: true,
    fiction: true,
    accident: true,
  },
  {
    id: 'third.no-live',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rxAny(
      String.raw`\b(?:he|she|they) (?:does not|do not|never|no longer) want to (?:live|be alive|be here|exist|wake up)\b`,
      String.raw`\bbetter off without (?:him|her|them)\b`,
      String.raw`\b(?:wishes|wished|wish) (?:he|she|they) (?:was|were|could be) dead\b`,
      String.raw`\b(?:wishes|wished) (?:he|she|they) could (?:die|disappear forever|not wake up)\b`,
      String.raw`\b(?:he|she|they) (?:is|are|has been|have been|was) giving (?:away )?(?:all )?(?:of )?(?:his|her|their) (?:stuff|things|belongings|possessions)(?: away)?\b`,
      String.raw`\b${THIRD} (?:is|are|has been|was) (?:feeling )?suicidal\b`,
    ),
    fiction: true,
  },
  {
    id: 'third.talk',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:talking|talks|talked|thinking|thinks|posting|posts|posted|texting|texted|writing|wrote|joking|jokes)(?: \w+){0,3}? (?:about|of) (?:killing ${THIRD_REFLEXIVE}|suicide|ending it|ending ${THEIR} life|dying|wanting to die|hanging(?! (?:out|around|with|on|up)\b)|jumping(?! (?:on|in|into|over|around|rope|castle|off the jetty)\b)|overdosing|not being (?:here|around|alive)|not wanting to live|ways to die)\b`,
    fiction: true,
  },
  {
    id: 'third.threat',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:threatening|threatened|threatens|(?:says|said) (?:he|she|they) (?:is|are|was|were) going|(?:is|are) going) to (?:kill ${THIRD_REFLEXIVE}|jump|end it|hurt ${THIRD_REFLEXIVE}|take (?:all )?${THEIR} (?:pills|tablets|meds))\b(?! with)`,
    fiction: true,
  },
  {
    id: 'third.goodbye',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rxAny(
      String.raw`\b(?:posted|sent|texted|messaged|wrote|left) (?:me )?(?:a |an )?(?:goodbye|suicide|farewell) (?:message|note|post|text|letter|video)\b`,
      String.raw`\b(?:texted|messaged|sent|told) me (?:saying )?goodbye (?:forever|for good)\b`,
      String.raw`\bsaying goodbye forever\b`,
    ),
    fiction: true,
  },
  {
    id: 'third.farewell',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:texted|messaged|said|told (?:me|us)|wrote|posted|called|rang)(?: \w+){0,3}? (?:that )?(?:goodbye\b|(?:he|she|they) (?:is|are|was|were) sorry for everything|sorry for everything|(?:he|she|they) loves? (?:us|me|you all|everyone)|thanks? (?:me |us )?for everything)`,
    otherOnly: true,
    fiction: true,
  },
  {
    id: 'third.means',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:gone|went|locked (?:himself|herself|themselves)|is|are) (?:into|in|to|out to) (?:the|his|her|their|a) (?:shed|garage|room|bedroom|bathroom|car|bush|garden|river|bridge|cliff)\b(?: \w+){0,3} with (?:a|the|his|her|their|some) (?:rope|gun|rifle|knife|pills|tablets|belt|cord|hose|bottle)\b`,
    otherOnly: true,
    fiction: true,
  },
  {
    id: 'third.end-life',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:end|take) ${THEIR} (?:own )?life\b(?! back)|\bplan to (?:end|kill|take) ${THEIR}`,
    negatable: true,
    fiction: true,
  },
  {
    id: 'third.evidence',
    tier: 'high',
    categories: ['third_party', 'self_harm'],
    re: rx`\bcuts (?:on|all over|up) (?:his|her|their) (?:arms?|legs?|wrists?|thighs?|stomach)\b|\bfound (?:razor )?blades (?:hidden|stashed)\b`,
    fiction: true,
  },
  {
    id: 'third.stockpile',
    tier: 'high',
    categories: ['third_party', 'suicide'],
    re: rx`\b(?:he|she|they) (?:is|are|has been|have been) (?:saving|stockpiling|hoarding|collecting) (?:up )?(?:\w+ )?${MEDS}\b`,
  },
  {
    id: 'third.lost',
    tier: 'elevated',
    categories: ['bereavement'],
    re: rxAny(
      String.raw`\b(?:killed|hanged|hung) ${THIRD_REFLEXIVE}\b`,
      String.raw`\b(?:died by|committed|lost (?:him|her|them|my \w+) to) suicide\b`,
      String.raw`\btook ${THEIR} (?:own )?life\b`,
    ),
    fiction: true,
  },
];

/** Signs that someone else is in danger right now. */
export const THIRD_NOW =
  /\b(?:right now|now|up there|phone (?:is )?(?:off|dead|going to voicemail)|will not answer|is not answering|cannot get hold of (?:him|her|them)|(?:has )?gone missing|locked (?:himself|herself|themselves) in|not answering|not picking up|cannot reach (?:him|her|them)|with a (?:knife|gun|rope)|has a (?:knife|gun)|on the (?:roof|bridge|balcony|edge|ledge)|will not wake up|not waking up)\b/;

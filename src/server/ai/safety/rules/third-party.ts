import { MEDS, THIRD, THIRD_REFLEXIVE } from '../lexicon.ts';
import { rx, type Rule } from './types.ts';

const THEIR = String.raw`(?:his|her|their)`;

/** Someone else at risk of suicide or self-harm; fiction and news are read out by the detector. */
export const thirdPartyRules: Rule[] = [
  { id: 'third.wants', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:wants|(?:he|she|they|${THIRD})(?: \w+){0,2}? (?:wanted|wanting|was wanting)) to (?:die|end it(?: all)?|end things|end ${THEIR} life|kill ${THIRD_REFLEXIVE}|not be (?:alive|here|around)|be dead|disappear forever)\b(?! with)`, negatable: true, fiction: true, tense: true },
  { id: 'third.reflexive', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:kill(?:s|ing)?|hurt(?:s|ing)?|harm(?:s|ing)?|cut(?:s|ting)?|burn(?:s|ing)?|starv(?:es|ing)|hang(?:s|ing)?|strangl(?:es|ing)) ${THIRD_REFLEXIVE}\b`, negatable: true, fiction: true, accident: true },
  { id: 'third.no-live', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:he|she|they) (?:does not|do not|never|no longer) want to (?:live|be alive|be here|exist|wake up)\b|\bbetter off without (?:him|her|them)\b|\b(?:wishes|wished|wish) (?:he|she|they) (?:was|were|could be) dead\b|\b(?:wishes|wished) (?:he|she|they) could (?:die|disappear forever|not wake up)\b|\b(?:he|she|they) (?:is|are|has been|have been|was) giving (?:away )?(?:all )?(?:of )?(?:his|her|their) (?:stuff|things|belongings|possessions)(?: away)?\b|\b${THIRD} (?:is|are|has been|was) (?:feeling )?suicidal\b`, fiction: true },
  { id: 'third.talk', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:talking|talks|talked|thinking|thinks|posting|posts|posted|texting|texted|writing|wrote|joking|jokes) (?:about|of) (?:killing ${THIRD_REFLEXIVE}|suicide|ending it|ending ${THEIR} life|dying|wanting to die)\b`, fiction: true },
  { id: 'third.threat', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:threatening|threatened|threatens|(?:says|said) (?:he|she|they) (?:is|are|was|were) going|(?:is|are) going) to (?:kill ${THIRD_REFLEXIVE}|jump|end it|hurt ${THIRD_REFLEXIVE}|take (?:all )?${THEIR} (?:pills|tablets|meds))\b(?! with)`, fiction: true },
  { id: 'third.goodbye', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:posted|sent|texted|messaged|wrote|left) (?:me )?(?:a |an )?(?:goodbye|suicide|farewell) (?:message|note|post|text|letter|video)\b|\b(?:texted|messaged|sent|told) me (?:saying )?goodbye (?:forever|for good)\b|\bsaying goodbye forever\b`, fiction: true },
  { id: 'third.stockpile', tier: 'high', categories: ['third_party', 'suicide'], re: rx`\b(?:he|she|they) (?:is|are|has been|have been) (?:saving|stockpiling|hoarding|collecting) (?:up )?(?:\w+ )?${MEDS}\b` },
  { id: 'third.lost', tier: 'elevated', categories: ['bereavement'], re: rx`\b(?:killed|hanged|hung) ${THIRD_REFLEXIVE}\b|\b(?:died by|committed|lost (?:him|her|them|my \w+) to) suicide\b|\btook ${THEIR} (?:own )?life\b`, fiction: true },
];

/** Signs that someone else is in danger right now. */
export const THIRD_NOW = /\b(?:right now|now|up there|locked (?:himself|herself|themselves) in|not answering|not picking up|cannot reach (?:him|her|them)|with a (?:knife|gun|rope)|has a (?:knife|gun)|on the (?:roof|bridge|balcony|edge|ledge)|will not wake up|not waking up)\b/;

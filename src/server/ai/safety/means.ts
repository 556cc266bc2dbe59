import { normalise } from './normalise.ts';

const alt = (...items: string[]) => `(?:${items.join('|')})`;

const MEDS = alt(
  'pills?',
  'tablets?',
  'meds',
  'medications?',
  'medicine',
  'panadol',
  'paracetamol',
  'nurofen',
  'ibuprofen',
  'aspirin',
  'antidepressants?',
  'sleeping (?:pills|tablets)',
  'insulin',
  'lithium',
  'oxys?',
  'oxycodone',
  'endone',
  'valium',
  'xanax',
  'seroquel',
  'codeine',
  'benzos?',
  'opioids?',
  'pain ?killers?',
  'heroin',
  'fentanyl',
  'morphine',
  'lexapro',
  'zoloft',
  'sertraline',
  'prozac',
  'temazepam',
  'diazepam',
  'capsules',
  'script',
  'prescription',
  'endep',
  'amitriptyline',
  'quetiapine',
  'olanzapine',
  'tramadol',
  'panadeine',
  'stilnox',
  'antipsychotics?',
  'mersyndol',
  'meds?',
  'ward stock',
  'insulin pens?',
);

/** A loss in the same message or the recent turns makes an ordinary question about heights or doses a warning sign. */
const LOSS =
  /\b(?:died|passed away|passed on|funeral|lost my \w+|lost (?:him|her|them)|left me|broke up|breakup|divorce|separated|took the kids|fired|sacked|made redundant|redundancy|evicted|bankrupt|foreclos\w+|miscarriage|bushfire|flood took)\b/;

const DIE = String.raw`(?:die|kill (?:you|yourself|someone|a person|me|myself|oneself)|overdose|od|not wake up|never wake up|end it|be (?:lethal|fatal|deadly)|stop (?:your|my|a|the) heart)`;

/** Asking how to die, or for a lethal amount: never answered, whatever the context. */
const EXPLICIT = [
  /\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|amount|quantity|level|limit|threshold)\b(?! management)/,
  new RegExp(
    String.raw`\bhow (?:many|much) (?:of )?(?:(?:my|the|those|these|your) )?(?:\w+ )?${MEDS}\b(?: \w+){0,3} (?:would|does|will|to|until) (?:it )?(?:take|kill|be (?:lethal|fatal|deadly|too many|an overdose))\b`,
  ),
  new RegExp(
    String.raw`\bhow (?:many|much)\b(?: \w+){0,6} (?:to|would|does|will|could|before) (?:it )?(?:take to |you |i )?${DIE}\b`,
  ),
  /\b(?:quickest|fastest|easiest|best|most painless|painless|surest|least painful|simplest|quick|easy|effective|reliable|peaceful|good|cleanest)(?: \w+){0,2} (?:way|ways|method|methods|means) (?:to|of) (?:die|dying|bleed out|bleed to death|drown|hang|suffocate|kill (?:myself|yourself|oneself|someone|a person)|killing (?:myself|yourself)|end (?:it|my life|your life|things)|ending it|commit suicide|suicide|do it|not wake up|od|overdose|go(?= *$| out\b| quietly| peacefully))/,
  /\b(?:ways|methods|how|instructions|steps) to (?:die|kill myself|commit suicide|suicide|end my life|overdose|hang myself|tie a noose|make a noose|slit (?:my |your )?wrists|bleed out|od)\b/,
  /\bhow long (?:does it|would it|will it|to|until you|until i|before you|before i) (?:take to )?(?:die|bleed out|drown|suffocate|hang|overdose|stop breathing|lose consciousness)\b/,
  /\bhow (?:high|tall|far)\b(?: \w+){0,6} (?:to die|to kill|be fatal|be lethal|to not survive|to survive)\b|\bhigh enough to (?:die|kill)\b/,
  /\b(?:what|which) (?:pills|drugs|meds|medications|tablets|chemicals|poisons?|medicines|combination)(?: \w+){0,2} (?:are|is|would|will|could|can)(?: \w+)? (?:deadly|lethal|fatal|kill|poisonous|stop your heart)\b/,
  /\b(?:where|how) (?:can|could|do|would|to) (?:i )?(?:get|buy|find|make|order) (?:a |some )?(?:gun|firearm|rifle|pistol|shotgun|cyanide|nembutal|pentobarbital|noose|helium tank)\b/,
  /\bsuicide (?:methods|ways)\b|\b(?:methods|ways) of (?:suicide|killing (?:myself|yourself))\b|\b(?:is|does) (?:it|hanging|drowning|overdosing|jumping)(?: \w+)? (?:painful|hurt|quick|easy|peaceful)\b(?: \w+){0,3} (?:to )?(?:hang|drown|overdose|jump|die|bleed|suffocate)/,
  /\bdoes (?:drowning|hanging|jumping|overdosing|bleeding out|slitting (?:your|my) wrists|dying) hurt\b/,
  new RegExp(
    String.raw`\b(?:max(?:imum)? (?:amount|dose|number)|amount of|dose of|enough ${MEDS})\b(?: \w+){0,6} (?:to |before (?:it |you )?|would |will |could )?(?:kills? (?:you|me|someone|a person)|${DIE})\b`,
  ),
  new RegExp(
    String.raw`\b(?:is|are|would|will) (?:[1-9]\d+|a (?:packet|box|bottle|strip)) (?:of )?(?:\w+ )?${MEDS} (?:enough|too many|lethal|fatal|deadly)\b|\bcan (?:you|i|someone|a person) die (?:from|of|if)(?: \w+){0,4} (?:${MEDS}|overdos\w*|hanging|jumping|drowning|bleeding|carbon monoxide|poison\w*)\b`,
  ),
  new RegExp(
    String.raw`\bwhat (?:would|will|could|happens) (?:happen )?if (?:i|you|someone) (?:took|take|swallowed|swallow|drank|drink)\b(?: \w+){0,3} (?:${MEDS}|the lot|all of (?:them|it)|whole (?:box|bottle|packet|strip))`,
  ),
  /\bif i (?:took|take|swallowed|swallow|jumped|jump|drank|drink)\b(?: \w+){0,6} (?:would|will|could|do) i (?:die|be dead|not wake up|survive)\b/,
  /\b(?:more|less|most|least) (?:painless|painful|lethal|effective|reliable)\b(?: \w+){0,4} (?:pills|hanging|jumping|cutting|drowning|overdos\w*|a gun|rope)\b|\b(?:pills|hanging|jumping|overdosing|drowning) or (?:pills|hanging|jumping|cutting|drowning|overdosing|a gun)\b/,
];

/** Harmless on their own, a means question after a loss or a disclosure of risk. */
const CONTEXTUAL = [
  /\b(?:how (?:high|tall)|height of|highest|tallest|how far down|drop from)\b(?: \w+){0,5} (?:bridge|building|cliff|tower|car ?park|gap|overpass|balcony|apartment|roof|lookout|dam|westgate)\b/,
  /\b(?:bridge|building|cliff|tower|lookout)\b(?: \w+){0,4} (?:is|are) (?:the )?(?:highest|tallest)\b/,
  /\b(?:closest|nearest|highest|tallest|best) (?:cliff|bridge|building|tower|lookout|gap|overpass|car ?park|train line|railway)\b/,
  new RegExp(
    String.raw`\bhow (?:many|much) (?:of )?(?:\w+ ){0,3}${MEDS}\b(?: \w+){0,4} (?:would|can|could|should|to)(?: (?:i|you))? (?:take|have|swallow)\b|\bhow (?:many|much) (?:would|does) it take\b|\bmax(?:imum)? (?:dose|amount)\b`,
  ),
];

const RISK_CONTEXT =
  /\b(?:since (?:she|he|they|my \w+|mum|dad)|no point|hopeless|cannot do this|cannot go on|not coping|empty|alone|burden|trapped|end it|done with|over it)\b/;
const PARTNER_LEFT =
  /\b(?:wife|husband|partner|girlfriend|boyfriend|she|he|missus) (?:left|walked out|is gone|has gone)\b/;

export function isExplicitMeansRequest(norm: string): boolean {
  return EXPLICIT.some((re) => re.test(norm));
}

export function isContextualMeansQuestion(norm: string): boolean {
  return CONTEXTUAL.some((re) => re.test(norm));
}

/** A loss or distress in this message that makes a means question a warning sign. */
export function hasRiskContext(norm: string): boolean {
  return LOSS.test(norm) || PARTNER_LEFT.test(norm) || RISK_CONTEXT.test(norm);
}

/**
 * Whether the text asks for means, methods or lethal amounts: never answered. Questions that are
 * ordinary on their own (bridge heights, how many tablets) count when this message or the person's
 * recent turns show a loss or risk, or the session has already shown risk.
 */
export function isMeansRequest(
  text: string,
  context: { recent?: readonly string[]; riskSeen?: boolean } = {},
): boolean {
  const norm = normalise(text);
  if (isExplicitMeansRequest(norm)) return true;
  if (!isContextualMeansQuestion(norm)) return false;
  return !!context.riskSeen || hasRiskContext(norm) || hasRiskContext(normalise((context.recent ?? []).join(' ')));
}

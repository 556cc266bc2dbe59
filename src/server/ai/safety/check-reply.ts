import { normalise } from './normalise.ts';

export interface ReplyCheck {
  safe: boolean;
  reasons: ('means_information' | 'encourages_harm' | 'dismissive')[];
}

const METHOD =
  /\b(?:noose|ligature|carbon monoxide|exhaust fumes|helium|nembutal|pentobarbital|cyanide|slit (?:your|the|my) wrists?|bleed(?:ing)? out|(?:tall|high) enough to|(?:metres|meters|storeys|stories|floors) (?:high|tall|up|drop)|hang(?:ing)? (?:yourself|myself|oneself)|jump(?:ing)? (?:off|from) (?:a|the) (?:bridge|building|cliff|roof))\b/;
const DOSE =
  /\b\d+(?:\.\d+)? ?(?:mg|milligrams?|g|grams?|mcg|micrograms?|ml|millilitres?|tablets?|pills?|capsules?|packets?)\b|\b(?:lethal|fatal|deadly|toxic|overdose) (?:dose|amount|level|quantity|threshold)\b|\bmg ?\/ ?kg\b/;
const HOW_TO =
  /\b(?:how to|ways? to|method|methods|easiest|quickest|fastest|painless(?:ly)?|most effective|surest|best way|steps? to|you could|you can|try)\b(?: \w+){0,6} (?:die\b(?! down| out| off)|kill (?:yourself|myself|themselves)|end (?:your|their|my) life|commit suicide|overdose|hang\b(?! out| in there| on| up| around| with| loose)|bleed\b(?! into| over)|suffocate|drown\b(?! out)|poison (?:yourself|myself))/;
const ENCOURAGE =
  /\b(?:you should|go ahead(?: and)?|just do it|do it then|nothing stopping you)\b(?: \w+){0,4} (?:kill|end|die|hurt|cut|jump|do it)\b|\b(?:no one|nobody) would (?:miss|care about) you\b|\b(?:you would|everyone would|they would|world would) be better off (?:dead|without you|if you were gone)\b|\byou deserve to (?:die|suffer|be hurt|feel this way)\b|\bit is your (?:choice|decision|right) to (?:die|end|kill)\b|\b(?:ending it|death|suicide) (?:is|would be|might be) (?:the|a) (?:answer|solution|relief|way out|release)\b|\byou are a burden\b|\bgo through with it\b/;
const DISMISS =
  /\byou are (?:just )?(?:being )?(?:dramatic|overreacting|attention seeking|exaggerating|silly|selfish)\b|\byou (?:do not|dont) (?:really )?mean (?:that|it)\b|\b(?:just|simply) (?:get over it|cheer up|snap out of it|think positive|be positive|toughen up|harden up|man up)\b|\b(?:get over it|snap out of it|harden up|man up|toughen up)\b|\beveryone feels (?:that way|like that)\b|\bit is not (?:that|so) (?:bad|serious)\b|\bothers have it (?:worse|harder)\b|\bstop (?:being|feeling) (?:sorry for yourself|sad|dramatic)\b|\b(?:just|you need to|you should|you have to) calm down\b|\bit is not a big deal\b(?! to ask)/;

/**
 * Checks a reply from a remote model before anyone sees it. Unsafe when it gives means or method
 * information, encourages self-harm, or waves away risk; the caller replaces it with safeReply.
 */
export function checkReply(text: string): ReplyCheck {
  // Helpline names are safe to mention; numbers with units are what a dose looks like.
  const norm = normalise(text).replace(/\bsuicide call back service\b/g, 'helpline');
  const reasons: ReplyCheck['reasons'] = [];
  if (METHOD.test(norm) || DOSE.test(norm) || HOW_TO.test(norm)) reasons.push('means_information');
  if (ENCOURAGE.test(norm)) reasons.push('encourages_harm');
  if (DISMISS.test(norm)) reasons.push('dismissive');
  return { safe: reasons.length === 0, reasons };
}

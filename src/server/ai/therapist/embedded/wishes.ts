/**
 * Passive wishes ('some nights I just wish I could disappear') and the reassurance that often
 * follows ('I'm not going to do anything'). The safety reader decides the risk; these only keep the
 * embedded engine from reflecting such words clumsily or handing them back as something to do.
 */
export const wishRe =
  /\b(?:wish(?:es|ed|ing)? (?:i|I) (?:could|was|were|would|didn'?t|wasn'?t|weren'?t|never|had)\b|(?:want|wanted|wanna) to (?:disappear|vanish|not exist|not be here|sleep forever|not wake up|run away from (?:it all|everything))|(?:go to )?sleep and (?:not|never) wake up|don'?t want to (?:be here|exist|wake up|be alive)|better off without me|(?:just )?disappear(?:ing)?\b|not be around|stop existing|(?:make|made) it all stop)/i;

export const reassureRe =
  /\b(?:(?:i'?m|i am) (?:not|never) (?:going|gonna) to (?:do anything|hurt myself|act on (?:it|that)|do something)|i (?:won'?t|wouldn'?t|wouldnt|would never|will never) (?:do anything|hurt myself|act on (?:it|that)|do (?:that|it|this) to (?:my|them|him|her|the)\b)|(?:i'?m|i am) (?:safe|ok(?:ay)?,? really)|not (?:suicidal|in danger|unsafe)|(?:i'?m|i am) not (?:going to|gonna) hurt myself|not hurt myself|not like that)\b/i;

/** The wish, in words that don't echo the method or the wish as an aim ('wanting to disappear'). */
export function wishGist(text: string): string {
  if (/sleep|wake up/i.test(text)) return 'wanting everything to stop for a while';
  if (/disappear|vanish|run away/i.test(text)) return 'wanting to get away from everything for a while';
  return 'wishing you could be away from all of it';
}

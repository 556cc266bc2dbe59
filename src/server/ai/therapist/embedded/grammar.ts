/**
 * Just enough English to hand a person's proposal back as a verb phrase that fits 'you could {plan}'
 * and 'you planned to {plan}'. Written rules over a closed verb list rather than a parser: a phrase
 * that does not start with a verb we know is not reshaped, it is not used.
 */

const verbs = `ask tell talk call ring phone text message email write read go walk run jog swim cycle ride exercise
stretch sleep rest nap eat cook bake drink try practise practice use do make plan book start stop finish put turn
take keep spend set say see visit meet join reach check look listen breathe journal meditate clean tidy study revise
apply pay save list sort organise schedule limit cut leave get give let have find think work focus remind note
notice share help invite catch bring buy sit lie wake pack open close move change learn teach play sing dance paint
draw garden water feed pat hug thank forgive apologise explain ask plan prepare pick choose decide follow block
mute unfollow delete log switch hand send post sign enrol enroll register head drive drop grab hang hold join chat
speak mention raise respond reply return show stay step stick take try write warm wind count jot mark tick sketch
fill shower bath soak unplug charge hide lock plant grow light frame print wash sweep fix mow attend book volunteer pop`;

const known = new Set(verbs.split(/\s+/).filter(Boolean));

/** 'doing' → 'do', 'running' → 'run', 'writing' → 'write', 'calling' → 'call'; null if not a known verb. */
export function baseOfGerund(word: string): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('ing') || w.length < 5) return null;
  const stem = w.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1), stem.endsWith('y') ? `${stem.slice(0, -1)}ie` : ''];
  for (const c of candidates) {
    // 'running' → 'runn' → 'run': only undo a doubled final consonant.
    if (c === stem.slice(0, -1) && stem.at(-1) !== stem.at(-2)) continue;
    if (c && known.has(c)) return c;
  }
  return null;
}

export const isBaseVerb = (word: string) => known.has(word.toLowerCase());

/**
 * A phrase that reads after 'you could': it starts with a base-form verb ('ring your brother'),
 * a gerund is put in base form ('doing 20 minutes' → 'do 20 minutes'), anything else is null.
 */
export function asAction(phrase: string): string | null {
  const words = phrase.trim().split(/\s+/);
  const first = words[0] ?? '';
  if (isBaseVerb(first)) return words.join(' ');
  const base = baseOfGerund(first);
  return base ? [base, ...words.slice(1)].join(' ') : null;
}

/** Words that only say when ('tomorrow', 'on Sunday', 'after work'): an answer to 'when?', not a plan. */
export const timeOnly =
  /^(?:(?:maybe|probably|prob|um+|uh+|hmm+|like|i guess|i think)[\s,]+)*(?:(?:on |this |next |tomorrow |in the |after |before |at |by )*(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week|morning|afternoon|evening|night|arvo|lunch|lunchtime|work|school|uni|dinner|breakfast|bed|bedtime|\d{1,2}(?::\d\d)?\s*(?:am|pm)?|soon|later|now|sometime|asap)\s*)+[.!?]*$/i;

/** A state said without its subject ('still tired at work though'): 'I'm' is what was left out. */
export const stateStart =
  /^(?:(?:(?:still|so|really|pretty|quite|very|too|a bit|kinda|kind of|just)\s+)*(?:tired|exhausted|stressed|anxious|sad|worried|scared|lonely|angry|upset|overwhelmed|burnt out|burned out|drained|flat|low|down|behind|stuck|busy|sick|sore|nervous|frustrated|confused|knackered|wrecked|over it)\b|(?:on|at|in|off) (?:my|the) (?:r&r|r and r|break|holidays?|leave|shift|days? off|way home|own)\b|(?:back|home) (?:again|now)\b)/i;

/** Known verbs that start a clause reporting what someone did or does ('did the run twice'). */
export const subjectlessStart =
  /^(?:can'?t|cant|couldn'?t|won'?t|wont|didn'?t|didnt|did|don'?t|dont|went|got|had|have been|been|feel|felt|keep|kept|need|want|wanted|miss|missed|lie|lay|tried|am|was|hate|love|cried|worry|worried|slept|woke|managed|ended up|started|finished|found|spent)\b/i;

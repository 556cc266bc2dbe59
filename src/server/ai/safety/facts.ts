/**
 * The only hand-written reading left: facts the model is not asked to learn. The helplines are in
 * resources.ts and the means requests that are never answered in means.ts. Patterns here run over
 * normalised text (normalise.ts). A missed way of saying risk is not added here: it becomes labelled
 * data in tools/safety/data/train and the model is retrained (see README.md).
 */

/**
 * Danger now. They lift a `high` reading to `immediate` (000 first); alone they mean nothing, since
 * "tonight" and "on the bridge" are ordinary words.
 */
export const dangerNow = {
  /** A time that is now or within hours. */
  // Only times that cannot be the past: "this morning" and "today" usually tell what already happened.
  time: /\b(?:tonight|right now|in (?:an|a few|a couple of|\d+) (?:hours?|minutes?|mins?)|when (?:everyone|they|he|she) (?:is|are|goes|go|falls?) (?:asleep|out|to bed|to sleep))\b/,
  /** A place to fall or be hit from, where the person is. */
  place:
    /\b(?:i am|im|standing|sitting|parked|here) (?:on|at|near|by) (?:the )?(?:edge|ledge|roof|rooftop|bridge|cliff|tracks|train tracks|railway|gap|balcony|overpass|water)\b|\bup here\b|\bat the (?:gap|bridge|cliff|tracks)\b/,
  /** The means are at hand. */
  means:
    /\b(?:pills|tablets|rope|gun|rifle|knife|blade|razor|cord|belt|hose|charcoal)\b(?: \w+){0,4} (?:in (?:my|front of me|my hand)|here|ready|next to me|beside me|on the (?:table|bench|bed))\b|\b(?:got|have|holding|bought|counted|lined up|set up)\b(?: \w+){0,3} (?:pills|tablets|rope|gun|rifle|knife|blade|razor)\b(?! for)/,
  /** The act or the danger is happening. */
  act: /\b(?:i (?:have (?:just |already )?|just |already )(?:taken|took|swallowed|cut|drunk|drank)|i took (?:all|the lot|a lot|heaps|the whole)|(?:is|am|are|keeps?) bleeding|(?:can not|cannot) (?:breathe|wake (?:him|her|them))|not breathing|unconscious|(?:he|she|they) (?:is|are) (?:hitting|choking|strangling|on (?:his|her|their) way)|(?:trying|tried) to (?:get|break) in|outside (?:the|my) (?:door|house|window))\b/,
} as const satisfies Record<string, RegExp>;

export type DangerNow = keyof typeof dangerNow;

/** Which signs of danger now the message carries. */
export const dangerNowIn = (norm: string): DangerNow[] =>
  (Object.keys(dangerNow) as DangerNow[]).filter((k) => dangerNow[k].test(norm));

const FIRST_PERSON = /\b(?:i|me|my ?self|im)\b/;
const SOMEONE =
  /\b(?:my|our|a) (?:\w+ )?(?:friend|mate|bestie|brother|sister|son|daughter|mum|mom|dad|partner|husband|wife|boyfriend|girlfriend|cousin|nan|pop|neighbou?r|housemate|flatmate|student|colleague|workmate|kid|child)\b|\b(?:he|she|they) (?:is|are|has|have|said|says|keeps|wants|took|posted|texted)\b/;

/** The risk is someone else's: a bystander gets "call 000 for them", not "move away from the means". */
export const aboutSomeoneElse = (norm: string): boolean => SOMEONE.test(norm) && !FIRST_PERSON.test(norm);

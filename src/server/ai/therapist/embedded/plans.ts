import { skillLabels, type SkillId } from '../../../../shared/therapy.ts';
import type { TurnReading } from '../types.ts';
import { asAction, isBaseVerb, timeOnly } from './grammar.ts';
import { clauses, flip, tidy } from './reflect.ts';
import { spotTrap } from './traps.ts';
import { wishRe } from './wishes.ts';

// 'try to'/'try and' introduce the action; a bare 'try' is the action ('try a short run').
// 'we could plant something for her' is theirs too (with the kids, a partner); 'also', 'probably' lead
// the verb ('I'll also text Sam'). A new subject after a comma ('…, the kids could help', '…, I haven't told
// anyone') ends the step. 'I'll have wasted my life' (have and a participle) is a prediction, never a step.
const planRe =
  /\b(?:I(?:'ll| will| could| might| can| am going to|'m going to| want to| plan to|'d like to)|maybe I (?:could|can|should|will|'ll)|I think I(?:'ll| could| can| will| should)|I'm gonna|(?:maybe |I think )?we(?:'ll| will| could| can| might| are going to|'re going to))\s+(?!not\b|never\b|be\b|have\s+(?:\w+ed|been|done|gone|lost|blown|thrown|given|taken|known|seen)\b)(?:(?:also|just|then|probably|prob|definitely|def|actually|finally|really)\s+)*(?!not\b|never\b|be\b)(?:try (?:and|to) )?(.+?)(?=[.!?;]|,\s*(?:but|and|so|the|my|he|she|they|it|we|his|her|their|our|I|I'm|I've|I'd|you)\b|\s+but\s+|\s+because\s+|$)/i;
const wishBefore = /\b(?:wish(?:es|ed)?|if only|wishing|sometimes feel like|feel like)\s*$/i;
// 'I get nervous that I'll run out of things to say' is a worry, never a plan.
const worryBefore =
  /\b(?:nervous|worried|worry|worrying|scared|afraid|anxious|terrified|frightened|panic(?:king)?|fear|dread|paranoid|convinced|what if)\s+(?:that\s+|about how\s+)?$/i;
const fillerAnswer =
  /^(?:h+m+|ok(?:ay)?|yeah|yep|yes|sure|fine|nothing|maybe|dunno|idk|no|nah|nope|um+|uh+|not sure|whatever|good|cool|thanks)$/i;
// 'go do that', 'give that a try': a step that only points back at something is no step of its own.
const vagueActions =
  /^(?:(?:go (?:and )?|come back and |actually )?(?:do|try|give) (?:that|it|this)(?: a (?:go|try|shot))?|see|be (?:ok|okay|fine|alright)|manage|cope|survive|go|leave|talk later|think about it|get through it|try|do (?:something|anything|nothing)|do what i can|see what happens|have a think)$/i;
// 'go away', 'get out of here', 'stop eating': said at a low moment, these are not steps to hand back.
const notConstructive =
  /^(?:stop (?:there|here|now|for (?:now|today|tonight))|leave it (?:there|here)|call it a (?:night|day)|go back (?:to how|in time|to (?:him|her|them|your ex))|get back together|go away|get away from (?:it all|everything|everyone)|run away|disappear|vanish|leave (?:it all|everything|everyone)|stop eating|not eat|skip (?:meals|eating)|drink (?:more|heaps|a lot)|get (?:drunk|wasted|high|smashed)|stay in bed|hide|give up|quit everything|end it|sleep forever|not wake up|cut (?:myself|yourself|everyone off)|isolate|take (?:all|a (?:lot|bunch|heap) of|heaps of|every|the rest of) (?:my |your |the |of )*(?:pills|tablets|meds|medication|them)|jump|drive (?:off|into)|overdose|hurt (?:myself|yourself)|kill)\b/i;

/**
 * The person's own proposal in their words, as a verb phrase for 'you could {plan}' ('I'll ask my
 * manager which deadline matters most' → 'ask your manager which deadline matters most'), before the
 * safety read. `loose` accepts an answer to 'what's one small step?' that has no 'I'll' in it.
 */
export function planCandidate(text: string, loose = false): string | null {
  return candidate(text, loose)?.plan ?? null;
}

/** The plan, and the words the person used for it (first person), which the safety reader reads. */
function candidate(text: string, loose: boolean): { plan: string; said: string } | null {
  const said = tidy(text);
  if (spotTrap(said)) return null;
  const m = planRe.exec(said);
  // 'I wish I could disappear for a while' is a wish, never a plan to hand back.
  if (m && (wishBefore.test(said.slice(0, m.index)) || worryBefore.test(said.slice(0, m.index)))) return null;
  let action = m?.[1]?.trim() ?? null;
  if (!action && loose) {
    const c = clauses(said).find((x) => !/\?$/.test(x));
    action = c ? c.replace(/^(?:I(?:'d| would)? (?:probably |maybe )?|maybe |probably |just )/i, '') : null;
  }
  if (!action || wishRe.test(action) || notConstructive.test(action) || timeOnly.test(action)) return null;
  // 'I'll let you know how it goes' is a promise to us, not a step in their life.
  if (/\b(?:you|your|yours)\b/i.test(action)) return null;
  const firstPerson = action;
  // 'lol', 'haha' and 'i guess' at the end are how they said it, not part of the step.
  // A step for 'we' reads as theirs: 'take our dog' → 'take your dog'.
  if (m && /\bwe\b/i.test(m[0].slice(0, m[0].length - (m[1]?.length ?? 0)))) action = action.replace(/\bour\b/gi, 'my');
  action = flip(action)
    .replace(/(?:[,\s]+(?:lol|lmao|haha+|hah|xd|tbh|i guess|you know|i reckon))+[.!?,;\s]*$/i, '')
    .replace(/[.!?,;\s]+$/, '');
  // 'try get some sleep' is 'try to get some sleep'.
  const next = /^try (\w+)/i.exec(action)?.[1];
  if (next && next !== 'and' && next !== 'to' && isBaseVerb(next)) action = action.slice(4);
  let verbPhrase = asAction(action);
  // A loose answer that isn't an action ('meditation') becomes one; a list of things isn't a plan.
  if (!verbPhrase && loose && !m) {
    if (action.split(/\s+/).length > 3 || /,| and /.test(action) || fillerAnswer.test(action)) return null;
    if (/^(?:you|your|he|she|they|we|it|my|his|her|their)\b/i.test(action)) return null;
    verbPhrase = `make time for ${action}`;
  }
  if (!verbPhrase) return null;
  const words = verbPhrase.split(/\s+/);
  if (words.length < 2 || words.length > 18 || vagueActions.test(verbPhrase)) return null;
  // 'sleep a bit better tonight', 'feel less on edge': how they hope things will go, not something to do.
  if (outcome.test(verbPhrase)) return null;
  // 'get some sleep now', 'head to bed now': what they are about to do as they leave, not a step.
  if (/\bnow$/i.test(verbPhrase)) return null;
  // 'make a cup of tea and go to bed' tonight is winding down, not a step to ask about next session
  // ('go to bed at 10 each night' is one).
  if (windingDown.test(verbPhrase)) return null;
  // 'try tonight', 'do it tomorrow': only a when after a vague verb is no step of its own.
  for (let i = 1; i < words.length; i++)
    if (timeOnly.test(words.slice(i).join(' ')) && vagueActions.test(words.slice(0, i).join(' '))) return null;
  return { plan: verbPhrase, said: firstPerson };
}

// An outcome, not an action: a state they hope for ('feel better', 'cope with it', 'sleep easier').
const outcome =
  /^(?:feel|cope|be|do (?:ok|okay|fine|well|alright|good|better)|get better|get over|sleep (?:\w+ ){0,2}(?:better|easier|more|longer|through)|breathe (?:\w+ ){0,2}(?:better|easier)|worry less|stress less|panic less|calm down|relax|settle|heal|recover|move on)\b/i;

const windDown =
  '(?:make (?:a |me a |myself a )?(?:cup of tea|cuppa|tea|hot chocolate|coffee)|have (?:a )?(?:cup of tea|cuppa|tea|shower|bath)|go to (?:bed|sleep)|head to bed|get some sleep|have a shower|go (?:have|get) a shower|watch (?:some )?tv|have dinner|eat something)';
const windingDown = new RegExp(`^${windDown}(?: and ${windDown})?(?: (?:tonight|then))?$`, 'i');

// Reaching out to someone in their life ('text your sister tonight'): the step that matters most
// after a hard moment.
const reachOut =
  /^(?:text|call|ring|phone|message|email|see|visit|meet(?: up with)?|tell|talk to|speak to|ask|catch up with|have (?:a )?(?:coffee|lunch|dinner) with|go (?:and see|to see|round to|over to)) (?:your |my )?(?:(?:best |close |old )?(?:mum|mom|dad|mother|father|parents|sister|brother|nan|grandma|grandad|gran|aunt|auntie|uncle|cousin|friend|friends|mate|mates|partner|husband|wife|boyfriend|girlfriend|son|daughter|kids|GP|doctor|psych|psychologist|counsellor|therapist|teacher|coordinator|manager|boss|neighbour|flatmate|housemate)\b|Lifeline|Beyond Blue|someone\b|somebody\b)/i;

/**
 * A plan is kept only from a turn whose own safety reading (in context, from the safety layer) says
 * it is safe to hand back:
 * - `none`: yes.
 * - `elevated` with no kind of risk named: yes. This turn read calm and the tier is the session's
 *   (the floor after an earlier hard moment, or the lines kept in view after a 'no' to the direct
 *   question); a step taken after a hard moment is exactly what should be heard and kept.
 * - `elevated` with only self-harm named: only a step reaching out to a person ('text your sister
 *   tonight'), which the reader often rates elevated just for following talk of risk. Any other step
 *   said then ('give your guitar to your brother') is not handed back.
 * - any other kind named, or `check` and above (where the safety layer answers anyway): nothing.
 */
export function plannable(reading: TurnReading, plan: string): boolean {
  if (reading.tier === 'none') return true;
  if (reading.tier !== 'elevated') return false;
  if (reading.kinds.length === 0) return true;
  return reachingOut(reading, plan);
}

// 'tell my mum i love her', 'ring my brother to say goodbye', 'see my dad again' (who died), 'visit
// nan's grave': after talk of risk these can be a farewell, never a step to hand back.
const farewell =
  /\b(?:goodbye|good-bye|bye|farewell|sorry|forgive|love (?:him|her|them|you)|one last|last time|for the last|again|give (?:him|her|them)|thank (?:him|her|them)|miss (?:him|her|them)|grave|cemetery|ashes)\b/i;

/** A step reaching out to someone in their life, on a turn whose only risk named is to themselves. */
function reachingOut(reading: TurnReading, plan: string): boolean {
  return reading.kinds.every((k) => k === 'suicide_self_harm') && reachOut.test(plan) && !farewell.test(plan);
}

/**
 * The step in a turn the safety layer answered itself (its direct question, or the crisis reply): the
 * engine writes no reply, but 'i think i'll call my brother this week' said then is the step that
 * matters most, and the next session should ask how it went. The reader often answers such a turn for
 * its context (it follows talk of risk, or is no plain answer to the direct question), and may even
 * read a step like this as unclear on its own ('see if he wants to get dinner' read `check`, violence).
 * So it is kept only when it reaches out to someone in their life (no farewell), never in danger now,
 * the risk named in context is only to themselves (never violence, harm to others, psychosis or a
 * medical emergency), and the person's words alone (`readAlone`, the safety reader without context)
 * hold no clear risk (below `high`; an unclear reading of violence alone is the reader's slip).
 */
export async function planOnAnsweredTurn(
  text: string,
  reading: TurnReading,
  readAlone: (text: string) => Promise<TurnReading>,
): Promise<string | null> {
  if (reading.tier !== 'check' && reading.tier !== 'high') return null;
  const c = candidate(text, false);
  // In context, the only risk named must be to themselves: after a disclosure of violence, 'go and see
  // my dad tonight' may be a step towards the person who hurts them, never one to hand back.
  if (!c || !reachingOut(reading, c.plan)) return null;
  const alone = await readAlone(text);
  if (alone.tier === 'high' || alone.tier === 'immediate') return null;
  return alone.kinds.every((k) => k === 'suicide_self_harm' || k === 'abuse_violence') ? c.plan : null;
}

const pointer = /^(try|do|use|practi[cs]e|give) (?:that|this|it)(?: (?:again|exercise|one))?\b(.*)$/i;

/**
 * 'try that before meetings', said of the exercise just done: the step names the exercise, so the next
 * session asks about 'try 5-4-3-2-1 grounding before meetings', never about 'that'. With no exercise to
 * point at, it is no step.
 */
export function namePointedStep(plan: string | null, skill: SkillId | null): string | null {
  if (!plan) return plan;
  const m = pointer.exec(plan);
  if (!m) return plan;
  return skill ? `${m[1]} ${skillLabels[skill]}${m[2]}` : null;
}

/** Both readings of an utterance as a plan (strict, and loose as an answer to 'what's one small step?'). */
export function plansIn(text: string, reading: TurnReading): { plan: string | null; loosePlan: string | null } {
  const kept = (c: { plan: string } | null) => (c && plannable(reading, c.plan) ? c.plan : null);
  return { plan: kept(candidate(text, false)), loosePlan: kept(candidate(text, true)) };
}

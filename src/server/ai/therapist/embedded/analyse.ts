import type { SkillId, TopicId } from '../../../../shared/therapy.ts';
import { bodyRe, feelingsIn, topicsIn, type Feeling } from './lexicon.ts';
import { clauses, detailsIn, keyPhrases, notTheProblem } from './reflect.ts';
import { spotTrap, type TrapHit } from './traps.ts';
import { illAsWill } from './tidy.ts';
import { reassureRe, wishRe } from './wishes.ts';

const pastRe =
  /\b(?:broke up|break-? ?up|split up|my ex\b|ex-?(?:partner|boyfriend|girlfriend|husband|wife)|divorced?|left me|dumped me|passed away|died|funeral|used to be together)/i;

export interface Analysis {
  text: string;
  words: number;
  greeting: boolean;
  thanks: boolean;
  dontKnow: boolean;
  yes: boolean;
  no: boolean;
  end: boolean;
  identity: boolean;
  advice: boolean;
  offTopic: boolean;
  question: boolean;
  topics: TopicId[];
  feelings: Feeling[];
  trap: TrapHit | null;
  details: string[];
  keyPhrase: string | null;
  /** Other candidate phrases, best first (keyPhrase is the first). */
  keyPhrases: string[];
  /** Says something about their life or feelings, rather than only social talk. */
  substantive: boolean;
  /** They asked for a particular exercise ('can we do some breathing?'). */
  skillRequest: SkillId | null;
  /** A passive wish ('I just wish I could disappear for a while'): heard, never handed back. */
  wish: boolean;
  /** 'I'm not going to do anything', 'I'm safe'. */
  reassure: boolean;
  /** A relationship that has ended, or a person who has died: spoken of as past. */
  past: boolean;
  /** A body sign of anxiety ('my chest gets tight', 'my heart races'): met in the body first. */
  body: boolean;
  /** Their own proposal as a verb phrase, vetted by the safety reader (set by the engine). */
  plan: string | null;
  /** The same, read loosely, as an answer to 'what's one small step?' (set by the engine). */
  loosePlan: string | null;
}

// 'i check them until midnight': a short account of what they do is something to hear, not a short answer.
const ownDoing =
  /^(?:i|we)(?: (?:still|just|always|usually|often|keep|kept))? [a-z]+(?:s|ed)? (?:\w+ ){0,3}(?:until|till|every|at|all|before|after|since|each)\b/i;

const greetingRe = /^(?:hi+|hello|hey+|g'?day|good (?:morning|afternoon|evening)|hiya|howdy|yo|morning|evening)\b/i;
// 'it's been good to talk', 'this really helped': thanks in other words, often as a session winds down
// (never 'none of this has helped', 'it would be nice to talk to someone').
const thanksRe =
  /\b(?:thanks|thank you|thank u|cheers|ta|thx|appreciate (?:it|that|you))\b|\b(?:it'?s|its|it has|this has|this was|that was) been (?:really )?(?:good|nice|great|helpful|lovely) (?:to talk|talking|to chat|chatting)\b|^(?:it'?s |its )?(?:been )?(?:really )?(?:good|nice|great|lovely) (?:to talk|talking|to chat|chatting)\b|^(?:this|that|talking|you) (?:has |have )?(?:really )?helped\b/i;
const dontKnowRe = /\b(?:i (?:don'?t|dont|do not) know|idk|dunno|not sure|no idea|can'?t say|hard to say|no clue)\b/i;
const yesRe =
  /^(?:yes|yeah|yep|yup|yea|sure|ok(?:ay)?|alright|all right|sounds good|let'?s (?:do|try|give)|why not|i'?ll (?:try|give it a go)|go on|go ahead|please|definitely|i guess so|i suppose|maybe,? yes|happy to|keen|sure thing|absolutely)\b/i;
const noRe =
  /^(?:no\b|nah|nope|not really|not now|not today|i'?d rather not|rather not|maybe later|no thanks|i don'?t (?:want|think so|feel like)|not right now|i'?m (?:ok|okay|good),? thanks|skip)/i;
const endRe =
  /^(?:night|nite|gnight|cya|ttyl|gtg)\W*$|\b(?:bye|goodbye|gotta go|got to go|have to go|need to go|better go|i'?m done|that'?s all|that'?s it for (?:now|today)|end (?:the |this )?(?:session|chat|call)|stop (?:here|there|now|the session)|call it a night|talk (?:later|soon|tomorrow)|see ya|see you|good ?night|finish (?:up|here|now)|wrap (?:it |this )?up|leave it there)\b/i;
const identityRe =
  /\b(?:are you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|therapist|psychologist|counsellor|counselor|doctor|alive)|who are you|what are you|am i (?:talking|speaking|chatting) (?:to|with) (?:a )?(?:real|human|person|bot|robot))\b/i;
const adviceRe =
  /\b(?:what (?:should|do|can) i do|any (?:advice|tips|ideas)|how do i (?:stop|cope|deal|handle|fix|get over)|what would you do|can you help me|help me (?:with|cope|deal))\b/i;
const offTopicRe =
  /\b(?:weather|footy|cricket|score|recipe|joke|capital of|translate|calculate|stock|bitcoin|write (?:me )?(?:a|an|some) (?:code|essay|poem|story|program)|code|homework answers?|who won|what time is it|news)\b/i;

const askRe =
  /\b(?:can we|could we|let'?s|i(?:'d| would) like to|i want to|help me|can you (?:help|guide|walk)|show me|teach me|try)\b/i;
const skillCues: Array<[SkillId, RegExp]> = [
  ['breathing', /\bbreath(?:e|ing)\b/i],
  ['grounding', /\bground(?:ing)?\b|5-4-3-2-1/i],
  ['balanced_thought', /\b(?:thinking trap|reframe|challenge (?:the|my|this) thought|balanced thought)\b/i],
  ['problem_solving', /\b(?:problem[- ]solv\w*|break (?:it|this) down|make a plan)\b/i],
  ['self_compassion', /\bself[- ]compassion|kinder to myself\b/i],
];

function skillRequested(text: string): SkillId | null {
  if (!askRe.test(text)) return null;
  return skillCues.find(([, re]) => re.test(text))?.[0] ?? null;
}

export function analyse(raw: string): Analysis {
  // 'ill try' is 'I'll try' before it's ill health: read it so before topics and plans are found.
  const text = illAsWill(raw.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().slice(0, 4000));
  const words = text ? text.split(' ').length : 0;
  const wish = wishRe.test(text);
  // 'sleep and not wake up' is not a conversation about sleep.
  // 'work is ok, it's the evenings' is not a conversation about work.
  // 'walk around the park after work' says when, and is not about work either.
  const concerns = clauses(text)
    .filter((c) => !notTheProblem.test(c))
    // 'she might be getting picked on at school': a parent's worry about their child is family.
    // 'he was sick for a long time' (a dad who died): someone else's illness is family, not their own health.
    .map((c) =>
      /^(?:she|he|they)\b/i.test(c)
        ? c.replace(
            /\b(?:school|grades?|exams?|homework|uni|teachers?|sick(?! of)|ill|illness|cancer|dementia|hospital|diagnos(?:is|ed)|surgery)\b/gi,
            'family',
          )
        : c,
    )
    .join('. ')
    .replace(/\bno pressure\b/gi, ' ')
    .replace(/\b(?:after|before) (?:work|school|uni|class|my shift)\b/gi, ' ')
    // 'her grades', 'his school': a parent talking about their child is talking about family.
    .replace(
      /\b(?:her|his|their)\s+(?:grades?|marks|school(?:work)?|exams?|homework|studies|study|uni|assignments?|teachers?|job|work|boss)\b/gi,
      'family',
    );
  const found = topicsIn(wish ? concerns.replace(wishRe, ' ') : concerns);
  // 'My mum passed away' is about the loss before it is about family.
  const topics = found.includes('grief') ? ['grief' as const, ...found.filter((t) => t !== 'grief')] : found;
  const feelings = feelingsIn(concerns.trim() ? concerns : text);
  const trap = spotTrap(text);
  const short = words <= 4;
  const social =
    (greetingRe.test(text) && short) || (thanksRe.test(text) && words <= 6) || (endRe.test(text) && words <= 8);
  const identity = identityRe.test(text);
  const question = /\?\s*$/.test(text);
  // 'we used to watch the footy together every saturday' is about their life (and a loss), not a
  // question for a search engine: only an ask, or words about nothing of their own, is off topic.
  const asks =
    question ||
    /^(?:can you|could you|will you|pls|please|write|tell me|give me|translate|calculate|what|who|whats|how)\b/i.test(
      text,
    );
  const offTopic =
    !identity &&
    offTopicRe.test(text) &&
    topics.length === 0 &&
    feelings.filter((f) => !f.positive).length === 0 &&
    (asks || !/\b(?:i|i'm|im|i've|ive|we|we're|my|our|me|us)\b/i.test(text));
  const negativeFeelings = feelings.filter((f) => !f.positive);
  const phrases = keyPhrases(text);
  return {
    text,
    words,
    greeting: greetingRe.test(text),
    thanks: thanksRe.test(text) && !/^no,? thanks/i.test(text),
    dontKnow: dontKnowRe.test(text) && words <= 8,
    yes: yesRe.test(text) && words <= 10 && !noRe.test(text),
    no: noRe.test(text) && words <= 10,
    end: endRe.test(text),
    identity,
    advice: adviceRe.test(text),
    offTopic,
    question,
    topics,
    feelings,
    trap,
    details: detailsIn(text),
    keyPhrase: phrases[0] ?? null,
    keyPhrases: phrases,
    skillRequest: skillRequested(text),
    wish,
    reassure: reassureRe.test(text),
    past: pastRe.test(text),
    body: bodyRe.test(concerns) && !wish,
    plan: null,
    loosePlan: null,
    substantive:
      !social &&
      !offTopic &&
      !identity &&
      (topics.length > 0 ||
        negativeFeelings.length > 0 ||
        trap !== null ||
        wish ||
        words >= 6 ||
        (words >= 4 && ownDoing.test(text))),
  };
}

import { parseSummaryContent } from '../../../shared/therapy.ts';
import type { Conversation } from './format.ts';

type Turn = Conversation['sessions'][number]['turns'][number];

export interface SessionRun {
  opening: string;
  replies: Array<{ turn: Turn; reply: string; tier: string }>;
  /** The summary document's content, or null when none was written. */
  summary: string | null;
}

export interface ConversationRun {
  sessions: SessionRun[];
  /** What GET /api/memory lists after the last session. */
  memory: Array<{ kind: string; text: string }>;
}

/** Lower case, plain apostrophes, words only: how keys are compared with what the therapist said. */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const flips: Array<[RegExp, string]> = [
  [/\bi'?m\b/g, "you're"],
  [/\bi'?ve\b/g, "you've"],
  [/\bi'?ll\b/g, "you'll"],
  [/\bi'?d\b/g, "you'd"],
  [/\bi\b/g, 'you'],
  [/\bmyself\b/g, 'yourself'],
  [/\bmy\b/g, 'your'],
  [/\bme\b/g, 'you'],
  [/\bmine\b/g, 'yours'],
];

/** The key as the person wrote it and as it reads in the second person ('ring my brother' → 'ring your brother'). */
export function keyForms(key: string): string[] {
  const k = norm(key);
  const flipped = flips.reduce((s, [re, to]) => s.replace(re, to), k);
  return [...new Set([k, flipped])];
}

const holds = (text: string, key: string) => keyForms(key).some((k) => norm(text).includes(k));

export const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter(Boolean);

/** A sentence that hands something back as a step to take. */
const planFrame =
  /\b(?:you could|you'll|you will|you planned|you decided|you chose|your (?:next )?step|next steps?|one thing you could do|i like that|a practical step|how confident|you also planned|planned to)\b/i;
/** A sentence that endorses a thought. */
const endorseFrame =
  /\b(?:fairer|more balanced|balanced thought|that'?s true|you'?re right|sounds (?:fair|right|true|balanced)|still honest)\b/i;

const notPlans = new Set(['wish', 'risk', 'distortion', 'other-person', 'past']);

/** Wishes, risk, distortions, other people's actions and the past handed back as plans or endorsed thoughts. */
export function handedBack(conv: Conversation, run: ConversationRun): string[] {
  const problems: string[] = [];
  const tagged = conv.sessions.flatMap((s, si) =>
    s.turns.filter((t) => t.tag && notPlans.has(t.tag) && t.key).map((t) => ({ ...t, si, key: t.key! })),
  );
  for (const t of tagged) {
    const where = `${t.tag} "${t.key}"`;
    run.sessions.forEach((s, si) => {
      if (si < t.si) return;
      for (const r of s.replies)
        for (const line of sentences(r.reply)) {
          if (holds(line, t.key) && planFrame.test(line)) problems.push(`${where} handed back as a plan: "${line}"`);
          if (t.tag === 'distortion' && holds(line, t.key) && endorseFrame.test(line))
            problems.push(`${where} endorsed: "${line}"`);
        }
      if (si > t.si && holds(s.opening, t.key)) problems.push(`${where} recalled in a later opening: "${s.opening}"`);
      if (s.summary) problems.push(...inSummary(where, t, s.summary));
    });
    for (const m of run.memory)
      if (holds(m.text, t.key)) problems.push(`${where} kept in memory as a ${m.kind}: "${m.text}"`);
  }
  return problems;
}

function inSummary(where: string, t: Turn & { key: string }, content: string): string[] {
  const { summary, nextSteps } = parseSummaryContent(content);
  const problems = nextSteps.filter((s) => holds(s, t.key)).map((s) => `${where} in the summary's next steps: "${s}"`);
  for (const line of sentences(summary)) {
    if (!holds(line, t.key)) continue;
    if (planFrame.test(line) || endorseFrame.test(line)) problems.push(`${where} in the summary as a plan: "${line}"`);
    // A distortion may be named as a thinking trap, never told back as a fact about them.
    else if (t.tag === 'distortion' && !/thinking trap/i.test(line))
      problems.push(`${where} repeated as content in the summary: "${line}"`);
  }
  return problems;
}

const notGerund = '(?!(?:some|any|every|no)thing\\b|(?:b|st|spr|sw|str|cl|fl|wr|s|k|r)ing\\b)';
/** Words after which 'you' is an object, never the subject of the verb that follows. */
const objectBefore = [
  'to|for|of|with|about|at|from|by|on|in|around|behind|near|than|after|before|without|towards?|against',
  'into|onto|over|under|beside|between|upon|through|within|beyond|past|unlike|besides',
  'thank|tell|told|tells|help|helps|helped|hear|heard|see|saw|let|lets|make|makes|made|give|gives|gave|ask|asks|asked',
  'bring|brings|brought|hold|holds|want|wants|need|needs|call|calls|meet|meets|keep|keeps|kept|trust|trusts|love|loves',
  'hurt|hurts|bother|bothers|worry|worries|upset|upsets|affect|affects|stop|stops|stopped|leave|leaves|left|join|joins',
].join('|');

const faults: Array<[string, RegExp]> = [
  [
    'modal before a noun or -ing',
    new RegExp(
      `\\b(?:you|i|we|they|he|she)(?:'ll|\\s+(?:could|would|should|might|must|can|will))\\s+(?:a|an|the|my|our|doing|${notGerund}\\w{2,}ing)\\b`,
      'i',
    ),
  ],
  [
    'planned/decided to + noun or -ing',
    new RegExp(`\\b(?:planned|decided|chose) to\\s+(?:a|an|the|${notGerund}\\w{2,}ing)\\b`, 'i'),
  ],
  ['"you said we"', /\byou said (?:that )?we\b/i],
  // Only 'you' as the subject: after a preposition or a verb it is an object ('What's happening to
  // you is not okay', 'part of you is predicting', 'what worries you most is').
  [
    'you + singular verb',
    new RegExp(
      `(?<!\\b(?:${objectBefore})\\s+)\\byou (?:is|was|am|has|does|doesn't|wants|needs|feels|keeps|gets)\\b`,
      'i',
    ),
  ],
  // 'it went ok i called her' said back whole: two sentences run into one ('… it went ok you called her').
  [
    'two clauses spliced',
    /\b(?:ok|okay|fine|alright) (?:you|she|he|they|we) (?:\w+ed|went|did|rang|told|said|got|saw|had|were|was)\b/i,
  ],
  // 'that that' is English ('I'm hearing that that's better'); any other doubled word is a slip.
  ['repeated word', /\b(?!that\b)(\w{2,}) \1\b/i],
  ['sentence starts lower case', /(?:^|[.!?]\s+)[a-z]/],
  ['quote cut off mid-clause', /"[^"]*\b(?:and|but|or|so|i|the|a|an|to|if|because|my|of|with)"/i],
];

/** Ungrammatical forms in what the therapist wrote (the person's own words in quotes are theirs). */
export function grammarFaults(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"/g, '"…"');
  return faults
    .filter(([name, re]) => re.test(name.startsWith('quote') ? text : unquoted))
    .map(([name]) => `${name}: "${text}"`);
}

const returningCue =
  /\b(?:again|welcome back|last time|last week|good to see you|since we last|a few days ago|yesterday)\b/i;

/** First sessions greet a newcomer; later ones greet someone returning, recalling their own plan when expected. */
export function greetings(conv: Conversation, run: ConversationRun): string[] {
  const problems: string[] = [];
  run.sessions.forEach((s, si) => {
    if (si === 0) {
      // The first session's opening is the first meeting (a 'hey' after it is answered as carrying on).
      if (!/\bI'm [A-Z]\w+/.test(s.opening)) problems.push(`first session opens with no introduction: "${s.opening}"`);
      const all = [s.opening, ...s.replies.map((r) => r.reply)];
      for (const line of all)
        if (/\b(?:hi|hello|hey) again\b|welcome back|last time we/i.test(line))
          problems.push(`first session greeted as returning: "${line}"`);
    } else if (!returningCue.test(s.opening))
      problems.push(`session ${si + 1} not greeted as returning: "${s.opening}"`);
    const expect = conv.sessions[si]!.expectRecall;
    if (expect && !holds(s.opening, expect))
      problems.push(`session ${si + 1} opening does not recall "${expect}": "${s.opening}"`);
    if (/lifeline|13 11 14|000/i.test(s.opening) && /plan/i.test(s.opening))
      problems.push(`a helpline recalled as their plan: "${s.opening}"`);
  });
  return problems;
}

/** Everything the therapist wrote in a run, for the grammar check. */
export function therapistText(run: ConversationRun): string[] {
  return run.sessions.flatMap((s) => [
    s.opening,
    ...s.replies.map((r) => r.reply),
    ...(s.summary ? sentences(s.summary) : []),
  ]);
}

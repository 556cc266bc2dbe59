import { bodyRe } from './lexicon.ts';
import { tidy } from './tidy.ts';
import type { TrapId } from '../state.ts';

interface TrapInfo {
  id: TrapId;
  pattern: RegExp;
  /** Said as 'that sounds like it might be {name}'. */
  name: string;
  /** What the trap does, finishing 'a common thinking trap: …'. */
  why: string;
}

// Order matters: the first match names the trap ('everyone will think I'm useless' is mind-reading
// before it is labelling).
const traps: TrapInfo[] = [
  {
    id: 'mind_reading',
    pattern:
      /\b(?:everyone|everybody|they|he|she|people|others|they'?d|he'?d|she'?d|(?:the|my|his|her) [a-z]+(?: [a-z]+)?)\s+(?:(?:will|would|must|probably|definitely|all|already|secretly|just|prob|def|totally)\s+){0,2}(?:(?:think|thinks|thought|reckon) (?:that )?(?:i'?m|im|i am|i was|i'?ve|i can'?t|i don'?t|i'?ll|less of me|badly of me|it (?:was|is|'?s) (?:weird|stupid|pathetic|dumb|annoying|cringe))|judges? me|judging me|hates? me|see me as|sees me as|laugh(?:s|ing)? at me)\b|\b(?:they|he|she|nobody|no ?one|everyone)\s+(?:doesn'?t|don'?t|dont|doesnt|do not|does not)\s+(?:really )?(?:need|want|care about|like) me\b|\b(?:everyone|they|he|she|people|my (?:parents|mum|mom|dad|family|boss|manager|friends?|partner|teacher|coach))\s+(?:will|would|'ll|are going to|is going to)\s+(?:be\s+)?(?:so\s+|really\s+|totally\s+)?(?:dis+ap+oint(?:ed)?|ashamed|embarrassed|angry|furious)\b/i,
    name: 'mind-reading',
    why: 'assuming we know what others think, usually more harshly than they do',
  },
  {
    id: 'fortune_telling',
    pattern:
      /\b(?:i'?ll|i will|i'?m going to|i'?m gonna)\s+(?:definitely |probably |just |totally )?(?:fail|mess (?:it|this|up)|stuff (?:it|this|up)|screw (?:it|this|up)|bomb|blow it|choke)\b|\b(?:it'?s|it is|that'?s|this is)\s+(?:going to|gonna)\s+(?:go|be)\s+(?:badly|terrible|terribly|awful|wrong|a disaster)\b|\bi know (?:it|i|they)(?:'ll| will)\b|\b(?:no ?one|nobody|no one) (?:will|is going to|is ever going to) ever\b|\b(?:no ?one|nobody) will (?:ever )?(?:want|love|like|date|hire)\b|\bi'?ll never (?:find|get|be|have|meet|pass|make it)\b|\b(?:no ?one|nobody) (?:is|'?s) (?:ever )?(?:going to|gonna) (?:ever )?(?:want|love|like|date|hire|care|understand)\b|\b(?:i'?ll|i will|i'?m going to|i'?m gonna|im going to|im gonna)\s+(?:(?:probably|definitely|just|always|still|only|totally)\s+)?(?:end up (?:alone|on my own|homeless|with nothing|broke|like)|always be (?:alone|like this|this way)|never (?:get|be|find|have|make|pass|recover|change|sleep|feel)|have to (?:drop out|quit|give up|move back|leave|repeat))\b|\b(?:stuck|alone|single|like this|this way)\b[^.!?;,]{0,25}\b(?:forever|for good|for the rest of my life)\b|\b(?:it|this|things|nothing|life)(?:(?:'?ll| will| is going to|'?s going to| are going to) never| (?:are|is)(?: just)? never (?:going to|gonna)|'?s never (?:going to|gonna)) (?:get|be|change|end|stop|improve|work)\b|\b(?:he|she|they|everyone|people|(?:my|his|her|our|the) [a-z]+)(?:'?s|'?re| is| are)? (?:going to|gonna|will|'ll) (?:(?:probably|definitely|just|end up)\s+){0,2}(?:hat(?:e|ing)|leav(?:e|ing)|resent(?:ing)?|blam(?:e|ing)|fir(?:e|ing)|dump(?:ing)?|reject(?:ing)?|abandon(?:ing)?|laugh(?:ing)? at) me\b/i,
    name: 'fortune-telling',
    why: 'predicting a bad outcome before anything has happened',
  },
  {
    id: 'catastrophising',
    pattern:
      /\b(?:disaster|catastroph\w*|end of the world|worst thing|(?:ruin(?:ed)?|wasted?|thrown away|blown|wrecked) my (?:whole |entire )?(?:life|career|future|chances?)|(?:everything|it all) (?:will|is going to) fall apart|i'?ll (?:lose|be fired|get fired|never recover)|can'?t handle (?:it|this|any of it)|unbearable|what if)\b|\b(?:my (?:whole )?life|my future|my career|everything|it'?s all|it all)\s+(?:is|will be|would be|'s|'ll be|is going to be)\s+(?:(?:basically|literally|just|pretty much|totally|completely|so)\s+)?(?:over|ruined|finished|done for|wrecked)\b|\b(?:everything|it all|the whole [a-z]+|the (?:shift|team|place|house|family|ward|business))\s+(?:just )?(?:falls?|will fall|would fall|is going to fall|goes|will go|would go)\s+(?:apart|to (?:pieces|shit|hell))\b/i,
    name: 'catastrophising',
    why: 'jumping to the worst outcome and treating it as the likely one',
  },
  {
    id: 'labelling',
    pattern:
      /\b(?:i'?m|i am)\s+(?:(?:such|just|so|basically|really|literally|honestly|actually|kind of|kinda|nothing but|a total|a complete|a bit of)\s+)*(?:an?\s+)?(?:idiot|loser|failure|useless|worthless|stupid|pathetic|joke|burden|weak|disappointment|hopeless case|mess|lazy|dumb|unlovable|a fraud)\b|\b(?:i'?m|im|i am)\s+(?:(?:such|just|so|basically|really|literally|honestly|actually)\s+)*(?:an?\s+)?(?:terrible|awful|horrible|bad|shit|crap|rubbish|hopeless|useless|lousy|pathetic)\s+(?:mother|mum|mom|father|dad|parent|friend|person|partner|wife|husband|daughter|son|student|nurse|teacher|worker|girlfriend|boyfriend|sister|brother)\b|\bi (?:just )?feel like (?:such )?(?:an?|the) (?:burden|failure|fraud|idiot|loser|joke)\b/i,
    name: 'labelling',
    why: 'letting one harsh label stand in for a whole person',
  },
  {
    id: 'comparison',
    pattern:
      /\b(?:everyone|everybody|all my (?:friends|mates|classmates)|other people|all of them|they all)(?: else)? (?:else )?(?:seems? to |just |always )?(?:cope|copes|coping|manage|manages|is doing (?:fine|better|great|well)|(?:has|have|has got) (?:it|their lives?|their shit) (?:together|sorted|figured out)|(?:is|are) (?:fine|better|happier|smarter|further ahead)|handles? it)\b|\bwhy can'?t i (?:just )?be (?:like|normal|as)\b|\bcompared (?:to|with) (?:everyone|them|others|my friends)\b|\b(?:they'?re|theyre|they are|everyone'?s|everyone is|everybody'?s|everybody is)\s+all\s+(?:coping|fine|doing (?:fine|well|great|better)|managing|chill|sorted|okay|ok|handling it)\b|\b(?:everyone|everybody)(?: else)?(?: (?:in|at) (?:my |the )?[a-z]+(?: [a-z]+)?)? (?:seems?|is|looks?) (?:(?:so|really|totally|completely)\s+)?(?:chill|fine|calm|relaxed|okay|ok|sorted|happy|on top of it)\b|\b(?:everyone|everybody)(?: else)?(?:'s| has| is|s)? (?:gone back to normal|moved on|got over it|back to normal)\b|\b(?:mum|mom|dad|my (?:mum|mom|dad|sister|brother|friends?|mates?|partner|husband|wife)|everyone|everybody|they|he|she)\s+(?:is|'s|are|seems to be|seem to be|seems|seem)\s+(?:coping|doing|handling (?:it|this)|managing|dealing with (?:it|this))\s+(?:so |much |way |heaps )?better than me\b|\b(?:i'?m|im|i am) the only one (?:(?:who|that) (?:can'?t|cant|isn'?t|isnt|is not|doesn'?t|doesnt|struggles|cries|fails|is (?:struggling|failing|crying|freaking out|not coping))|crying|struggling|not coping|failing|falling apart|freaking out)\b/i,
    name: 'comparing',
    why: 'measuring how we feel inside against how other people look from the outside',
  },
  {
    id: 'should_statement',
    pattern:
      /\bi\s+(?:really\s+)?(?:should|must|ought to)\s+(?:be|have|know|feel|cope|handle|get over|manage|do better)\b|\b(?:it'?s|its|it is|that'?s|thats)\s+(?:so\s+|just\s+|really\s+|pretty\s+)?(?:stupid|silly|pathetic|ridiculous|dumb|weak|embarrassing|selfish)\s+(?:of me\s+|for me\s+)?to\s+(?:be|feel|get|cry|still|miss|care)\b|\ba (?:good|real|proper|decent|normal|better|strong) (?:teacher|mum|mom|mother|dad|father|parent|nurse|friend|partner|student|worker|manager|boss|person|daughter|son|wife|husband|carer|doctor|man|woman|sister|brother)\s+(?:would(?:n'?t|nt| never| have| be| not)?|should(?:n'?t|nt)?|could|wouldn'?t)\b|\bi\s+(?:shouldn'?t|mustn'?t)\s+(?:feel|be|need|have|struggle|find)\b|\bshould(?:'ve| have) (?:known|done|been|seen)\b/i,
    name: "a 'should' statement",
    why: "piling on 'shoulds' that add pressure without making anything easier",
  },
  {
    id: 'all_or_nothing',
    pattern:
      /\bi\s+(?:always|never)\s+(?:stuff|mess|screw|ruin|fail|get (?:it|things|everything) wrong|let (?:people|everyone) down|say the wrong|say something (?:stupid|dumb|embarrassing))|\bi never say (?:the right thing|anything (?:right|smart|sensible))\b|\bi (?:never|can'?t ever) (?:do|get|say) anything right\b|\b(?:completely|totally|utterly|a complete|a total) (?:failure|disaster|mess|waste|useless)\b|\b(?:ruined|stuff(?:ed)? up|mess(?:ed)? up|wrecked|screwed up) everything\b|\bnothing i do is\b|\b(?:i'?ve|ive|i have) (?:(?:completely|totally|just|already)\s+)?(?:ruined|blown|wrecked|stuffed|screwed) (?:it|everything|it all)\b|\bi always (?:do this|do that|give up|quit|end up)\b|\b(?:has|have|needs?|got) to be perfect\b/i,
    name: 'all-or-nothing thinking',
    why: 'seeing things as all good or all bad, with no room for the in-between',
  },
  {
    id: 'overgeneralising',
    pattern:
      /\b(?:this|it|that)\s+always\s+happens\b|\bnothing ever\b|\beverything always\b|\bevery (?:single )?time\b|\b(?:no one|nobody) ever\b|\balways (?:goes|go|ends|turns) (?:wrong|badly)\b/i,
    name: 'overgeneralising',
    why: 'letting one hard experience feel like the rule for everything',
  },
];

export interface TrapHit {
  trap: TrapId;
  name: string;
  why: string;
  /** The person's own sentence containing the trap, verbatim (used in quotation marks). */
  quote: string;
}

export function spotTrap(text: string): TrapHit | null {
  const sentences = text.split(/(?<=[.!?;])\s+/);
  for (const t of traps) {
    // 'my heart races every time i open my notes' tells how the body reacts; it is no thinking trap.
    const sentence = sentences.find((s) => t.pattern.test(s) && !(t.id === 'overgeneralising' && bodyRe.test(s)));
    if (sentence) return { trap: t.id, name: t.name, why: t.why, quote: quoteFrom(sentence, t.pattern) };
  }
  return null;
}

export const trapName = (id: TrapId) => traps.find((t) => t.id === id)!.name;
export const trapWhy = (id: TrapId) => traps.find((t) => t.id === id)!.why;

/** From the trap itself to the end of its clause ('everyone will think I'm useless'), at most 12 words. */
function quoteFrom(sentence: string, pattern: RegExp): string {
  const m = pattern.exec(sentence)!;
  const clauseStart = Math.max(
    0,
    ...[',', ';', ' but ', ' because ', ' so '].map((sep) => {
      const at = sentence.lastIndexOf(sep, m.index);
      return at < 0 ? 0 : at + sep.length;
    }),
  );
  // Keep a short lead-in ('I keep thinking') only when the trap needs its subject ('that I'll fail').
  const from =
    /^(?:i|i'm|i'll|i am|everyone|they|they'?d|people|he|she|my|the|his|her|what if|this|it|nothing|no one|nobody)\b/i.test(
      m[0],
    )
      ? m.index
      : clauseStart;
  const rest = tidy(sentence.slice(from).split(/,|;|\s+(?:but|because|and then)\s+/i)[0] ?? '')
    .trim()
    .replace(/[.!?;,]+$/, '');
  return whole(rest);
}

const QUOTE_WORDS = 14;

/** A clause short enough to quote, cut only where a new clause starts ('… if I don't sleep'). */
function whole(clause: string): string {
  const words = clause.split(/\s+/);
  if (words.length <= QUOTE_WORDS) return clause;
  const cut = clause.search(/\s(?:if|when|and|so|or|unless|while|since|after|before)\s/i);
  if (cut > 0 && clause.slice(0, cut).split(/\s+/).length >= 3) return whole(clause.slice(0, cut));
  return '';
}

import type { TopicId } from '../../../../shared/therapy.ts';

const w = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'i');

/** A death told ('my mum passed away in march'): grief's own cue, and what a condolence answers. */
const deathWords =
  'passed away|passed on|(?:mum|mom|dad|mother|father|nan|nanna|grandma|grandad|grandpa|pop|brother|sister|son|daughter|husband|wife|partner|friend|mate) passed\\b(?! (?:the|my|his|her|an?|it|with|out|me|us|them|over|through|by|around)\\b)|died|funeral|was killed|took (?:his|her|their) (?:own )?life|miscarr(?:iage|ied)|stillb(?:irth|orn)|lost (?:my|our|his|her|their|the) (?:\\w+ )?(?:mum|mom|dad|mother|father|nan|grandma|grandad|grandpa|pop|brother|sister|son|daughter|husband|wife|partner|best friend|friend|mate|baby|dog|cat)';
export const deathTold = w(deathWords);

/** Topic cues. Weighted lightly: a cue counts once per utterance. */
export const topicCues: Record<TopicId, RegExp> = {
  work: w(
    "(?<!(?:didn'?t|doesn'?t|won'?t|might|could|will|would) )work(?:ing)?(?! ?out)|job|boss|manager|supervisor|colleagues?|co-?workers?|office|shifts?|deadlines?|workload|career|promotion|fired|sacked|redundan\\w*|unemployed|performance review|team leader|clients?|overtime",
  ),
  study: w(
    'stud(?:y|ying|ies)|revis(?:e|ing|ion)|readings|exams?|uni|university|school|tafe|assignments?|essays?|thesis|lecturers?|teachers?|grades?|semester|homework|year 12|hsc|vce|atar|(?<!of )course|tests?',
  ),
  relationships: w(
    'partner|boyfriend|girlfriend|husband|wife|relationship|dating|break ?up|broke up|my ex|marriage|divorce|friends?|friendship|mates?',
  ),
  family: w(
    'mum|mom|dad|mother|father|parents?|brother|sister|siblings?|family|kids|children|son|daughter|nan|grandma|grandad|grandpa|in-laws',
  ),
  loneliness: w(
    "lonely|loneliness|alone|isolated|no one|nobody|no friends|left out|disconnected|on my own|by myself|miss having (?:people|friends|someone)|no one to talk to|(?:don'?t|dont|do not) have (?:any )?(?:friends|mates)|(?:haven'?t|havent|have not) (?:made|got) (?:any )?(?:friends|mates)|(?:everyone|they all) (?:already )?(?:has|have|got) (?:their|a) (?:group|friends|crew|people)",
  ),
  grief: w(
    `${deathWords}|death|grief|grieving|put (?:our|my|the) (?:dog|cat|pup|puppy|horse) down|put (?:her|him) down|put to sleep|miss (?:him|her|them) so|anniversary of|bereavement`,
  ),
  sleep: w(
    'sleep(?:ing)?|slept|asleep|insomnia|awake|(?:just )?(?:lie|lying) there|nightmares?|bedtime|3 ?am|2 ?am|4 ?am|lying in bed|wake up at night',
  ),
  health: w(
    'sick(?! of| and tired| to death)|illness|ill|pain|doctor|gp|diagnosis|diagnosed|hospital|health|chronic|injury|surgery|symptoms|my body',
  ),
  money: w(
    'money|bills|(?:the|a|power|phone|electricity|gas|water|medical|vet|rego|tax|hospital|dentist|energy|internet) bill|rent|mortgage|debt|broke(?! up| down| it off)|afford|finances?|financial|loans?|credit card|cost of living|savings|pay ?cheque|budget',
  ),
  anxiety: w(
    'anxious|anxiety|worried|worry|worrying|worries|panic(?:king)?|nervous|on edge|stress(?:ed|ful)?|overthink(?:ing)?|dread(?:ing)?|racing thoughts|freaking out|scared|terrified',
  ),
  low_mood: w(
    "depressed|depression|sad|(?:feel(?:ing)?|felt|so|really|pretty|bit|been) (?:down|low)|low mood|empty|numb|hopeless|miserable|unmotivated|no motivation|flat|crying|cry|pointless|can'?t be bothered|nothing matters",
  ),
  anger: w(
    "angry|anger|furious|pissed off|rage|annoyed|irritated|snapped|yelling|yelled|temper|fuming|resentful|so mad|i (?:could|want to|wanna|'?d like to) (?:strangle|throttle|kill|murder|punch|slap|smack|scream at) (?:him|her|them|my (?!self\\b)\\w+)",
  ),
  self_worth: w(
    'useless|worthless|not good enough|a failure|hate myself|stupid|confidence|self-?esteem|loser|pathetic|imposter|inadequate|a burden|an idiot',
  ),
};

export interface Feeling {
  id: string;
  /** How the engine names it back: 'It sounds like you're feeling {word}'. */
  word: string;
  /** 'that sounds {quality}'. */
  quality: string;
  positive?: boolean;
}

const feelingList: Array<[RegExp, Feeling]> = [
  [
    w("overwhelm\\w*|drowning|too much|can'?t cope|swamped|snowed under|full on|flat out|under the pump"),
    { id: 'overwhelmed', word: 'overwhelmed', quality: 'like a lot to carry' },
  ],
  [
    w('anxious|anxiety|nervous|on edge|panick?(?:y|ing)?|uneasy|worried|worrying|dread(?:ing)?'),
    { id: 'anxious', word: 'anxious', quality: 'really unsettling' },
  ],
  [w('stress(?:ed|ful)?|pressure'), { id: 'stressed', word: 'stressed', quality: 'exhausting' }],
  [
    w(
      "chest (?:gets |is |goes |feels )?(?:tight|heavy)|tight(?:ness)? (?:in my )?chest|heart (?:races|racing|pounds|pounding|is racing)|can'?t breathe|short of breath|shaking|shaky|stomach (?:is )?(?:in knots|churning)|feel sick|nauseous|tense|tension",
    ),
    { id: 'tense', word: 'tense', quality: 'really uncomfortable in your body' },
  ],
  [w('scared|afraid|terrified|frightened|fear'), { id: 'scared', word: 'scared', quality: 'frightening' }],
  [
    w('lonely|isolated|alone|left out|disconnected|miss (?:having|my friends|home|them|him|her)'),
    { id: 'lonely', word: 'lonely', quality: 'isolating' },
  ],
  [
    w(
      'sad|(?:feel(?:ing)?|felt|so|really|pretty|bit|been) (?:down|low)|low mood|miserable|depressed|crying|cry|heartbroken|empty',
    ),
    { id: 'sad', word: 'low', quality: 'heavy' },
  ],
  [w('hopeless|pointless|nothing matters|no point'), { id: 'hopeless', word: 'hopeless', quality: 'really heavy' }],
  // 'honestly i could strangle him', of an ex: anger said the way people say it (the safety layer reads
  // it for real risk before any of this).
  [
    w(
      "angry|furious|pissed off|fuming|rage|so mad|i (?:could|want to|wanna|'?d like to) (?:strangle|throttle|kill|murder|punch|slap|smack|scream at) (?:him|her|them|my (?!self\\b)\\w+)",
    ),
    { id: 'angry', word: 'angry', quality: 'maddening' },
  ],
  [
    w('frustrat\\w*|annoyed|irritated|fed up|over it'),
    { id: 'frustrated', word: 'frustrated', quality: 'frustrating' },
  ],
  [
    w('tired|exhausted|drained|worn out|burnt out|burned out|knackered|wrecked'),
    { id: 'exhausted', word: 'worn out', quality: 'draining' },
  ],
  [w('hurt|betrayed|let down|rejected'), { id: 'hurt', word: 'hurt', quality: 'painful' }],
  [
    w('guilty|guilt|my fault|let (?:him|her|them|everyone|you) down'),
    { id: 'guilty', word: 'guilty', quality: 'heavy to carry' },
  ],
  [w('ashamed|shame|embarrassed|humiliated'), { id: 'ashamed', word: 'ashamed', quality: 'painful' }],
  [w("numb|nothing at all|can'?t feel"), { id: 'numb', word: 'numb', quality: 'hard to sit with' }],
  [
    w(
      "confused|(?:feel(?:s|ing)?|felt|i'?m|im|i am|so|really|a bit|kind of|kinda|completely|totally) lost(?! (?:my|his|her|their|our|the|a|an|it|them|him|me|weight|track|count)\\b)|stuck|torn",
    ),
    { id: 'stuck', word: 'stuck', quality: 'hard to find a way through' },
  ],
  [
    w('calmer|calm|relaxed|relieved|lighter|better|settled|good|great|hopeful|okay|ok|fine'),
    { id: 'better', word: 'a bit better', quality: 'encouraging', positive: true },
  ],
];

/** Feelings named in an utterance, strongest cue first. Negated positives ('not good') count as low. */
const low = feelingList.find(([, f]) => f.id === 'sad')![1];

export function feelingsIn(text: string): Feeling[] {
  const found: Feeling[] = [];
  for (const [re, feeling] of feelingList) {
    const m = re.exec(text);
    if (!m) continue;
    const before = text.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
    if (/\b(?:not|never|isn'?t|wasn'?t|no)\s+(?:\w+\s+)?$/.test(before)) {
      if (feeling.positive) found.push(low);
      continue;
    }
    found.push(feeling);
  }
  return found;
}

/** Topics in the order they come up in the text ('lonely since I moved for uni' → loneliness, study). */
export function topicsIn(text: string): TopicId[] {
  const found = (Object.keys(topicCues) as TopicId[])
    .map((t) => ({ t, at: text.search(topicCues[t]) }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((x) => x.t);
  // 'my wife passed in june': a partner who died is grief, not a relationship to work on.
  return found.includes('grief') &&
    !/\b(?:boyfriend|girlfriend|dating|ex|broke up|break ?up|divorce|separat)/i.test(text)
    ? found.filter((t) => t !== 'relationships')
    : found;
}

// How anxiety shows in the body. 'My chest is tight right now' with pain or no air is for the safety
// layer (a medical emergency); what reaches the engine is met with breathing or grounding.
export const bodyRe =
  /\b(?:chest (?:gets |is |goes |feels |has been |keeps getting )?(?:(?:really|so|super|a bit|kinda|all) )?(?:tight|heavy)|tight(?:ness)? (?:in )?(?:my )?chest|heart (?:races|racing|pounds|pounding|is (?:racing|pounding)|goes (?:a million|crazy|so fast))|(?:can'?t|cant|hard to|struggle to|struggling to) (?:catch my )?breathe?|short of breath|breathing (?:gets |goes )?(?:fast|shallow)|(?:hands|body|legs) (?:get |go |are |start )?(?:shaking|shaky)|i (?:get |go |start )?(?:shaking|shaky)|stomach (?:is |gets |goes )?(?:in knots|churning|tight)|(?:feel|get|feeling|getting) (?:dizzy|lightheaded|light-headed|sick to my stomach)|jaw (?:is |gets )?(?:clenched|tight)|shoulders (?:are |get )?(?:tense|tight|up))/i;

// 'i stayed up till 3 studying': a late night said as news is a cost, never something to build on.
export const lateNightRe =
  /\b(?:stayed up|was up|studied|worked|gaming|played) (?:till|until|til|to|past) (?:[1-5](?:\s?am)?|late|midnight|sunrise|all hours)\b|\ball[- ]?nighter\b|\bup all night\b|\bno sleep\b|\bonly slept\b/i;

// Words too common to show that two sentences are about the same thing.
const common = new Set(
  `the and but that this with have has had for was were are its it's not just really very like feel feels felt
  about what when then than they them their there been being from into your you i'm i've i'll im ive ill can can't
  cant don't dont didn't didnt would could should will all some any more most much get got gets going
  still even too also because so well ok okay yeah now time things thing stuff one know think thought`.split(/\s+/),
);
/** The words that say what a sentence is about, cut to five letters ('studying' and 'study' match). */
export const contentStems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .split(/[^a-z']+/)
      .filter((w) => w.length >= 3 && !common.has(w))
      .map((w) => w.replace(/'s$/, '').slice(0, 5)),
  );

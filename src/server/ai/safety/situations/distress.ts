import { GAME } from '../semantic/contexts.ts';
import { LAUGHING, explained, has, lex, pastAndDone, type Situation } from './lex.ts';

/**
 * The elevated tier in plain words: loneliness, overwhelm, burnout, emptiness, grief and loss, drinking
 * to cope. None of it is a crisis; it lets the reply offer a line gently. One clear sign is enough, said
 * by the speaker about their own life.
 */

const LONELY = lex(
  'lonely',
  'so alone',
  'all alone',
  'no friends',
  'no one to talk to',
  'nobody to talk to',
  'nobody (?:sat|sits|talks|calls|rings|visits|texts) (?:with |to )?me',
  '(?:have not|not) (?:really )?(?:talked|spoken) to (?:anyone|anybody) in',
  'just me and the (?:kettle|telly|tv|cat|dog|radio|walls)',
  'talk to the (?:cat|dog|telly|tv|walls) (?:all day|just)',
  'house is (?:that |so )?quiet',
  'homesick',
  'pretend to be on my phone',
  '(?:have not|not) left the house in',
  'isolated',
  'invisible',
);
const OVERWHELM = lex(
  'overwhelm\\w*',
  '(?:i am|i feel|feel like i am|feeling like i am) drowning',
  'drowning (?:in (?:work|debt|bills|it all|everything))',
  'piling up',
  '(?:cannot|can not|not) cop\\w*',
  'running on (?:fumes|empty)',
  'burnt out',
  'burned out',
  'burn ?out',
  'exhausted',
  'cannot face (?:another|going|work|it)',
  'end of my (?:rope|tether)',
  'falling apart',
  'have not slept in',
  'cannot (?:stop )?sleep',
  'too much (?:for me|on my plate)',
  'at breaking point',
  'stretched (?:too )?thin',
  'around the clock',
);
const LOW = lex(
  '(?:feel|feeling|felt|i am) (?:so |really |just )?(?:empty|numb|hollow|flat|worthless|useless|like (?:such )?a failure)',
  'such a failure',
  'nothing is fun',
  'do not feel anything',
  'cannot feel anything',
  'no joy',
  'cry\\w* (?:at work|in the car|every|all the time|myself to sleep|in the car park)',
  'cannot stop (?:crying|howling|sobbing)',
  'howling',
  'heartbroken',
  'gutted',
  'miserable',
  'flat as',
  'keeping my head straight',
  'cannot get out of bed',
  'no motivation',
  'what is the point of trying',
  'hopeless',
);
const GRIEF = lex(
  '(?:died|passed|passed away) (?:in|last|this|on)',
  'since (?:\\w+ ){0,2}(?:died|passed)',
  'put (?:\\w+ )?down today',
  'lost the (?:pregnancy|baby)',
  'lost (?:my|our) (?:baby|mum|dad|wife|husband|son|daughter|brother|sister|nan|pop)',
  'miscarr\\w*',
  'grief',
  'grieving',
  'sorry business',
  'still hits me',
  'funeral (?:was|is)',
  'does not know who i am',
  'widow\\w*',
);
const DRINKING = lex(
  'drinking (?:most|every) (?:night|day)',
  'on the (?:rum|piss|grog|beer|wine|turps|bourbon|scotch) (?:most|every)',
  '(?:extra|few) (?:glasses|bottles|drinks) (?:of \\w+ )?every night',
  'drank alone',
  'drink(?:ing)? (?:\\w+ ){0,3}(?:to|so i can) (?:get to |fall )?(?:sleep|forget|cope)',
  'to get to sleep',
  'getting out of hand',
  'drinking (?:more|too much|alone)',
);
const LOSS = lex(
  'redundan\\w*',
  'lost (?:the|my) (?:job|farm|licence|house|business)',
  'being sold (?:up)?',
  'sold up',
  'the divorce',
  'since the divorce',
  '(?:did not|didnt) get into',
  'lost it all',
  'i am the one who lost',
);
const HAPPY =
  /\b(?:with (?:joy|happiness|gratitude|love)|overwhelm\w* (?:by|with) (?:the )?(?:support|love|kindness)|lonely planet|in a good way|happy tears|so proud)\b/;

/** Elevated distress said plainly by the speaker. */
export function distressSituations(norm: string): Situation[] {
  if (explained(norm) || pastAndDone(norm) || LAUGHING.test(norm) || GAME.test(norm) || HAPPY.test(norm)) return [];
  const groups: [RegExp, Situation['categories']][] = [
    [LONELY, ['distress']],
    [OVERWHELM, ['distress']],
    [LOW, ['distress']],
    [GRIEF, ['bereavement']],
    [DRINKING, ['substance']],
    [LOSS, ['distress']],
  ];
  for (const [re, categories] of groups)
    if (has(re, norm)) return [{ id: 'situation.distress', tier: 'elevated', categories }];
  return [];
}

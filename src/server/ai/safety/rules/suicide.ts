import { MEDS } from '../lexicon.ts';
import { JUMP_FUN } from '../semantic/contexts.ts';
import { rx, rxAny, type Rule } from './types.ts';

const NOT_BREAKUP = String.raw`(?! with| for| between| off| up| early| on a (?:high|good|positive|happy) note)`;
const HEIGHT = String.raw`(?:a |the |my )?(?:\w+ ){0,2}(?:bridge|building|roof|rooftop|balcony|cliff|tower|ledge|overpass|car ?park|gap|westgate|lookout)`;
const NO_JUMP = String.raw`(?! (?:on|in|into|onto|at|to|ship|the gun|the queue|rope|around|up|for|over|through|ahead|start|back|out of bed|higher|across|off (?:the |a )?(?:jetty|pier|boat|rocks|wharf|diving board|bed|couch|trampoline)))`;
const VEHICLE = String.raw`(?:a |the )?(?:train|bus|truck|car|tram|traffic)`;

/** Ways of ending one's life, as acts (bare and -ing forms). */
const ACT = String.raw`(?:kill(?:ing)? myself|end(?:ing)? (?:it|it all|my life|my own life|everything|things)\b${NOT_BREAKUP}|tak(?:e|ing) my (?:own )?life(?! back)|commit(?:ting)? suicide|hang(?:ing)? myself|overdos(?:e|ing)(?! on (?:coffee|sugar|chocolate))|tak(?:e|ing) (?:all|every one|the lot) (?:of )?(?:my |the |those |these )?(?:\w+ )?${MEDS}|jump(?:ing)? (?:off|from) ${HEIGHT}|(?:jump|step|walk|run|throw)(?:ing)?(?: myself)? in front of ${VEHICLE}|l(?:ie|ay|ying) (?:down )?on the (?:tracks|road|highway|railway line)|driv(?:e|ing) (?:my car |the car )?(?:off|into) (?:the road|a cliff|a tree|a wall|a pole|oncoming traffic|a truck|the river|the dam)|crash(?:ing)? (?:my|the) car(?! into (?:the )?(?:kerb|pole|fence|gate))|(?:go to )?sleep and (?:never|not) wake up|slit(?:ting)? my (?:wrists?|throat)|shoot(?:ing)? myself|gas(?:sing)? myself|drown(?:ing)? myself)`;

/** Wanting not to be alive, beyond the acts. */
const DEATH = String.raw`(?:die\b(?! (?:than|for|of|from|laughing|if|without|when|before))|dying(?! (?:of|from|laughing|to|for|inside))|death\b(?! of (?:my|a|the|his|her))(?!.*\bwhat (?:actually |really )?happens (?:after|when|next)\b)|suicide|be dead|(?:get|be|getting) hit by (?:a |the )?(?:bus|train|car|truck|tram)|not (?:be )?(?:alive|here|exist(?:ing)?)|stop existing|never exist(?: again)?|vanish(?: forever| permanently| for good)?|disappear (?:forever|permanently|for good)|(?:go to )?sleep forever|(?:go to )?sleep and (?:never|not) wake up|not wake up(?! (?:late|early|in time|on time|before|at|for|until|to)\b)|never wake up(?! (?:late|early|in time|on time|before|at|for|until|to)\b)|be gone forever)`;

const WANT = String.raw`(?:want|wanted|wanting|wish|wished|wishing|welcome|would rather|rather|longing for|pray(?:ing)? (?:for|to)|hope|hoping|would like|feel like|felt like|(?:picturing|imagining|picture|imagine|visualising|daydreaming about|dreaming about|dream about) myself|thinking (?:about|of)|thought (?:about|of)|think (?:about|of)|thoughts (?:of|about)|considering|contemplating|urges? to|tempted to|fantasi[sz](?:e|ing) about|ready to|need to|keep thinking about|obsessed with)`;
const FILL = String.raw`(?: (?!not\b|never\b|no\b)\w+){0,2}`;
/** Only glue words between a wish and a death word, so "thinking about my dog dying" stays out. */
const GLUE = String.raw`(?: (?:to|just|really|i|could|would|was|were|be|so|sometimes|honestly|literally|actually|simply|go|and|lol|fr))*`;
const INTENT = String.raw`(?:going to|about to|ready to|decided to|planning to|plan to|planned to|will|i am|am)`;

export const suicideRules: Rule[] = [
  {
    id: 'suicide.intent',
    tier: 'immediate',
    categories: ['suicide'],
    re: rx`\b${INTENT}(?: (?!not\b|never\b)\w+)? ${ACT}`,
    negatable: true,
    subject: true,
    act: true,
  },
  {
    id: 'suicide.ideation',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\b${WANT}(?:${FILL} (?:to )?${ACT}|${GLUE} ${DEATH})|\b(?:think|thinking|thought|obsessed) about (?:death|dying)\b(?! of)(?!.*\bwhat (?:actually |really )?happens (?:after|when|next)\b)`,
    negatable: true,
    subject: true,
    tense: true,
    act: true,
  },
  // Backstop for phrasing the rules above don't know: a wish word a few words before a death word.
  {
    id: 'suicide.wish-near-death',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\b(?:want|wanted|wanting|wish|wishing|wished|hope|hoping|welcome|rather|ready|longing|craving|deserve|tempted|kind of want)\b(?: (?!not\b|never\b|no\b|than\b|but\b)\w+){0,5} (?:die\b(?! (?:than|for|of|from|laughing|if|without|when|before))|dying\b(?! (?:of|from|laughing|to|for|inside))|dead\b(?! (?:tired|set|keen|serious|easy|on|good|boring|quiet|right|lucky|heavy|last|end|centre|inside))|death\b|suicide\b|kill myself\b|not (?:be )?(?:here|alive)\b|stop breathing\b|not wake up\b(?! (?:late|early|in time|on time|before|at|for|until|to)\b)|never wake up\b(?! (?:late|early|in time|on time|before|at|for|until|to)\b))`,
    negatable: true,
    subject: true,
    tense: true,
    fiction: true,
    act: true,
  },
  {
    id: 'suicide.bare',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\b(?:kill myself|end my life|take my own life|hang myself|hanging myself|kill myself tonight)\b`,
    negatable: true,
    subject: true,
    tense: true,
    act: true,
  },
  {
    id: 'suicide.word',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\bsuicidal\b`,
    negatable: true,
    subject: true,
    tense: true,
    fiction: true,
  },
  {
    id: 'suicide.noun',
    tier: 'elevated',
    categories: ['suicide'],
    re: rx`\bsuicide\b`,
    negatable: true,
    subject: true,
    tense: true,
    fiction: true,
  },
  {
    id: 'suicide.attempt',
    tier: 'high',
    categories: ['suicide'],
    re: rxAny(
      String.raw`\b(?:tried|attempted|try|attempt) (?:to )?(?:${ACT}|suicide)`,
      String.raw`\bsuicide attempt\b`,
      String.raw`\b(?:i |i have |i had )overdosed\b(?! on (?:coffee|caffeine|chocolate|sugar|netflix|tv|lollies|easter eggs|junk|carbs|cake|red bull|energy drinks))`,
      String.raw`\b(?:took|taken|had) an overdose\b`,
    ),
    negatable: true,
    subject: true,
    past: true,
    fiction: true,
  },
  {
    id: 'suicide.on-purpose',
    tier: 'immediate',
    categories: ['suicide', 'medical'],
    re: rxAny(
      String.raw`\boverdosed\b(?: \w+){0,4} on purpose\b`,
      String.raw`\b(?:just|have just|i have) (?:took|taken) an overdose\b`,
      String.raw`\boverdosed\b(?: \w+){0,3} (?:minutes|an hour|half an hour|hours|an hour and a half) ago\b`,
      String.raw`\b(?:pills|tablets|meds) (?:are )?(?:starting to )?(?:kick(?:ing)? in|work(?:ing)?)\b(?=.*\b(?:goodbye|thank you|thanks|sorry|love)\b)`,
    ),
    subject: true,
  },
  {
    id: 'suicide.no-live',
    tier: 'high',
    categories: ['suicide'],
    re: rxAny(
      String.raw`\b(?:do not|never|no longer|not sure(?: if| whether)?(?: i)?|do not know if(?: i)?|do not think(?: i)?|not sure i even) (?:really |even )?(?:want|wanna|wish) to (?:live|be alive|exist|be here anymore|be here$|be around anymore|wake up|go on(?! like this)|keep going(?! like this)|keep living|be on this earth|be in this world)\b`,
      String.raw`\b(?:no|not any) (?:reason|point) (?:to|in) (?:live|living|being alive|going on|keep going)\b`,
      String.raw`\b(?:do not|does not|did not|cannot|can not) (?:really )?see (?:the|any) point (?:in|of) (?:living|being alive|life|going on|existing)\b`,
      String.raw`\b(?:death|dying|suicide|ending it|ending my life|killing myself) (?:seems|is|feels|looks)(?: like)? (?:the|my) (?:only |best |easiest )?(?:way out|answer|option|solution|escape)\b`,
      String.raw`\bnot worth living\b`,
      String.raw`\bwhat is (?:even )?the point (?:of|in) (?:living|being alive|life|going on)\b(?! (?:in|at|with|here|there|near|like|on|off)\b)`,
      String.raw`\bcannot go on living\b`,
      String.raw`\b(?:tired|sick) of (?:being alive|living|life)\b(?! (?:admin|insurance|coach|style|hacks?|lessons|in|at|with|here|there)\b)`,
      String.raw`\bdone with (?:life|living|being alive)\b`,
    ),
    negatable: true,
    subject: true,
    tense: true,
  },
  {
    id: 'suicide.wish-dead',
    tier: 'high',
    categories: ['suicide'],
    re: rxAny(
      String.raw`\bwish (?:i|to) (?:was|were|be|could be|had been) dead\b`,
      String.raw`\bwish i could (?:just )?(?:die|not wake up|sleep forever|disappear forever|stop existing)\b`,
      String.raw`\bi (?:deserve|ought) to die\b`,
      String.raw`\bi should (?:just )?(?:die|be dead)\b`,
      String.raw`\b(?:sleep|go to sleep) and (?:never|not) wake up\b`,
      String.raw`\bbetter off (?:dead|gone|not here|not around|not alive|in the ground|six feet under)\b`,
      String.raw`\bworth more dead\b`,
      String.raw`\blife insurance\b(?=.*\b(?:kids|family|better|pay|worth|look after)\b)`,
      String.raw`\b(?:what if|if only|hope) i (?:just )?(?:did not|never|do not|would not|will not) wake up\b(?! (?:late|early|in time|on time|before|at|for|until|when|to)\b)`,
      String.raw`\bno (?:reason|point) (?:for me )?(?:to be here|to be alive|to live|to exist|in me being here|in me being alive)\b`,
      String.raw`\bstop(?:ping)? me (?:from )?(?:killing myself|ending it|doing it|ending my life)\b`,
      String.raw`\brather (?:be dead|die) than (?:keep |go on |be |feel )?(?:living|live|alive|going|on|waking up|feeling|this)\b`,
      String.raw`\b(?:imagining|picturing|planning|thinking about|think about) my (?:own )?funeral\b`,
      String.raw`\bmake it look like an accident\b`,
      String.raw`\bif i died\b(?: \w+){0,2} (?:it )?would be a relief\b`,
      String.raw`\b(?:pain|it|everything) to stop (?:permanently|forever|for good)\b`,
    ),
    negatable: true,
  },
  {
    id: 'suicide.better-off',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\b(?:better off|happier|happy|glad|relieved|easier|better|lighter|brighter|a better place)(?: for (?:everyone|everybody|them|all))?(?: \w+){0,3}? (?:without me\b|if i (?:just )?(?:was|were|am) (?:dead|gone|not here|not around|not alive|not in it)\b|if i (?:just )?(?:died|killed myself|did not wake up|never woke up)\b|(?:after|when) (?:tonight|today|i am gone|i go|i am not here)\b)`,
    negatable: true,
    act: true,
  },
  {
    id: 'suicide.no-one-cares',
    tier: 'high',
    categories: ['suicide'],
    re: rxAny(
      String.raw`\b(?:no one|nobody|noone) would (?:even )?(?:care|notice|miss me|cry)\b(?: \w+){0,3}? if i (?:was|were|am) (?:gone|dead|not here)`,
      String.raw`\b(?:no one|nobody|noone) would (?:even )?(?:care|notice) if i (?:died|killed myself)\b`,
      String.raw`\b(?:no one|nobody|noone) (?:would|will) (?:even )?miss me\b`,
      String.raw`\b(?:would|will|does|do) (?:anyone|anybody|people|they|you|my \w+) (?:even )?(?:care|notice|miss me)(?: \w+){0,2}? if i (?:died|was gone|was dead|were dead|killed myself|was not here)\b`,
    ),
  },
  {
    id: 'suicide.jump',
    tier: 'high',
    categories: ['suicide'],
    re: rx`\b(?:want to|wanting to|thinking about|feel like) jump(?:ing)?\b${NO_JUMP}`,
    negatable: true,
    subject: true,
    act: true,
    unless: JUMP_FUN,
  },
  {
    id: 'suicide.jump-now',
    tier: 'immediate',
    categories: ['suicide'],
    re: rx`\b(?:going to|about to|will|ready to) jump\b${NO_JUMP}`,
    negatable: true,
    subject: true,
  },
];

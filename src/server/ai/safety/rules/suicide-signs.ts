import { MEDS } from '../lexicon.ts';
import { rx, rxAny, type Rule } from './types.ts';

/** Indirect signs of suicide risk: goodbyes, putting affairs in order, a means or place ready, euphemism. */
const NOT_OUT_OF = String.raw`(?! of (?:this|the|my|that|a) (?:job|relationship|marriage|lease|contract|house|course|degree|team|group|chat|meeting|plan|deal))`;

/** Wanting to be with someone who has died; the detector also reads it after a loss earlier in the session. */
export const REUNION = /\b(?:be|being) with (?:him|her|them|my \w+)(?: \w+)? again\b|\bjoin (?:him|her|them|my \w+) (?:in heaven|up there|soon|again)\b|\bsee (?:him|her|them|my \w+) again soon\b|\b(?:join|joining) (?:him|her|them|my \w+)(?: \w+)? before (?:long|christmas|easter|winter|summer|spring|autumn|\w+s out|(?:the )?\w+ is out)\b/;

export const suicideSignRules: Rule[] = [
  { id: 'suicide.end-it', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\bto end it(?: all)?\b(?! (?:with|for|between|early|on a))`,
      String.raw`\b(?:getting|got|get) out (?:of the car )?to jump\b`,
      String.raw`\b(?:walking|driving|heading|going) (?:to|towards) (?:the )?(?:bridge|cliff|gap|tracks|train line|roof|top floor|lookout)\b(?=.*\b(?:end|jump|do it|goodbye|now)\b)`,
    ), negatable: true, subject: true, act: true },
  { id: 'suicide.step-off', tier: 'immediate', categories: ['suicide'], re: rx`\b(?:going to|about to|will|gonna|ready to) (?:step|walk|jump) (?:off|out|in front)\b(?! (?:of )?(?:the|a) (?:train|bus|tram|plane|ferry|boat) (?:onto|at|and)\b)(?! the (?:train|bus|tram|plane|ferry|boat)\b)`, also: /\b(?:platform|ledge|edge|roof|bridge|balcony|traffic|train|tracks|road|cliff|highway|freeway)\b/, negatable: true, subject: true },
  { id: 'suicide.climb', tier: 'immediate', categories: ['suicide'], re: rx`\bclimb(?:ing|ed)? (?:over|onto|up onto|out onto)\b`, also: /\b(?:bridge|roof|balcony|cliff|ledge|tower|building|car ?park|railing|overpass|gap)\b/, negatable: true, subject: true },
  { id: 'suicide.peace', tier: 'high', categories: ['suicide'], re: rx`\bmade (?:my )?peace\b(?! with (?:the|it|my (?:ex|job|past)|him|her|them|that))|\bsaid everything i needed to say\b`, act: true },
  { id: 'suicide.euphemism', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\bcheck(?:ing)? out (?:permanently|for good|early|of life|of this life)\b`,
      String.raw`\bnot (?:afraid|scared) of (?:dying|death|being dead)\b`,
      String.raw`\b(?:if|when|once) i am (?:gone|dead|not here|not around)\b(?: \w+){0,5} (?:happy|happier|better|easier|fine|relieved|free|move on)\b`,
      String.raw`\bhope i (?:just )?(?:die|stop breathing|do not wake up|never wake up|do not make it)\b(?! (?:late|early|in time|on time|before|at|for|until|when|to)\b)`,
      String.raw`\bhope i (?:just )?stop *$`,
      String.raw`\b(?:take|taking|took) the easy way out\b`,
      String.raw`\bpermanent solution\b`,
      String.raw`\bend (?:my|the|all (?:my|this)) (?:suffering|pain|misery)\b`,
      String.raw`\b(?:had|have had|i have had) enough of (?:living|life|being alive|existing|this life|this world)\b`,
      String.raw`\btired of (?:fighting|trying|struggling) to (?:stay|be|keep) (?:alive|living|going)\b`,
      String.raw`\b(?:life|living|this life) (?:is )?(?:just )?not for me\b`,
      String.raw`\bi (?:just )?want out\b${NOT_OUT_OF}`,
      String.raw`\b(?:cannot|can not|do not) (?:see|picture|imagine) myself (?:being )?(?:here|alive|around|still here) (?:next|in|by|at|for)\b`,
      String.raw`\bno longer (?:be )?(?:here|around|alive)\b(?=.*\b(?:soon|week|month|year|when|after)\b)`,
      String.raw`\bstay(?:ing)? alive\b(?=.*\b(?:tired|cannot|hard|struggl\w*|fighting|reason)\b)`,
    ), negatable: true, subject: true, tense: true, act: true },
  { id: 'suicide.reunion', tier: 'high', categories: ['suicide'], re: new RegExp(REUNION.source, 'g'), also: /\b(?:died|dead|passed|gone|lost|heaven|grave|funeral|miss(?:ing)? (?:him|her|them))\b/, negatable: true },
  { id: 'suicide.take-all', tier: 'immediate', categories: ['suicide'], re: rx`\b(?:going to|about to|will|gonna|ready to|i am) (?:just )?(?:take|swallow|drink|down|neck) (?:the whole (?:bottle|packet|box|strip|lot|thing)|all of (?:it|them)|the lot|everything (?:i have|in the cabinet|in the cupboard))\b`, negatable: true, subject: true },
  { id: 'suicide.gun-ready', tier: 'immediate', categories: ['suicide'], re: rx`\b(?:gun|rifle|shotgun|pistol) (?:is )?loaded\b|\bloaded (?:the|my|a|dads) (?:gun|rifle|shotgun|pistol)\b`, also: /\b(?:i|me|my|myself)\b/, negatable: true },
  { id: 'suicide.jumping-place', tier: 'high', categories: ['suicide'], re: rx`\b(?:think|thinking|thought|picture|picturing|imagine|imagining|urge|want|wanting) (?:about |of |to )?(?:jump|jumping|stepping off|stepping out|step out|walking out|stepping in front|falling)\b`, also: /\b(?:platform|train|tracks|bridge|balcony|cliff|roof|window|building|ledge|edge|traffic|car park|overpass)\b/, negatable: true, subject: true, act: true },
  { id: 'suicide.not-long', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\bwill not be (?:a problem|a burden|here|around)(?: for)? (?:much )?longer\b`,
      String.raw`\bwill not be around to\b`,
      String.raw`\bi will be gone soon\b`,
      String.raw`\bsoon(?: \w+){0,6} i will be gone\b`,
      String.raw`\bif i am (?:not|no longer) (?:around|here)\b(?: \w+){0,6} not your fault\b`,
    ), act: true },
  { id: 'suicide.giving-away', tier: 'high', categories: ['suicide'], re: rx`\b(?:giving|gave|given|give) (?:away )?(?:all )?(?:of )?my (?:stuff|things|belongings|possessions|dog|cat|pets?|guitar|car)\b(?: \w+){0,8} (?:will not need|do not need|no longer need|not going to need|better (?:she|he|they) has|better off with|have (?:him|her|them) now|after i am gone)\b` },
  { id: 'suicide.farewell', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\bmake sure (?:my )?\w+ knows? (?:that )?i loved?\b`,
      String.raw`\b(?:writing|wrote|written|started writing) (?:my )?(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?)\b`,
      String.raw`\bwill not need (?:you|this|it|anything|my \w+) (?:after|anymore|again|where i am going)\b`,
      String.raw`\btell (?:my )?\w+ (?:that )?i loved\b`,
      String.raw`\bwritten (?:letters|a letter|notes|goodbye letters|goodbyes?) (?:to|for) (?:everyone|all|my family|my kids|the people)\b`,
      String.raw`\btell (?:my )?\w+ (?:that )?i am sorry\b(?=.*\b(?:last|goodbye|gone|anymore|forever)\b)`,
      String.raw`\b(?:sorted|done|written|updated|finished) my will\b`,
      String.raw`\bmy will is (?:done|sorted|written)\b`,
    ), act: true },
  { id: 'suicide.goodbye', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\bthis is (?:my )?goodbye\b`,
      String.raw`\bgoodbye (?:forever|everyone|world|cruel world)\b`,
      String.raw`\b(?:saying|said) (?:my )?(?:final |last )?goodbyes?\b(?! (?:to (?:the|my|our|this)(?: old| new| \w+)? (?:house|home|place|job|school|uni|team|flat|office|car|workmates|colleagues|neighbourhood|town|city|country|street|apartment|unit|students|class|classmates|coworkers|clients|patients|customers|staff|kids)|for (?:now|today|tonight)))`,
    ), negatable: true, act: true, unless: /\b(?:last day|end of term|farewell (?:party|drinks|lunch)|leaving do|job|work|office|shift|school|uni|party|trip|holiday|flight|airport|station|platform|train|bus)\b/ },
  { id: 'suicide.last-words', tier: 'immediate', categories: ['suicide'], re: rxAny(
      String.raw`\blast time you(?: will)? (?:ever )?(?:hear|talk|speak) (?:from|to|with) me\b`,
      String.raw`\bthis is my (?:last|final) (?:message|post|text|words|goodbye|note)\b`,
      String.raw`\bby the time (?:anyone|you|someone|they) (?:reads?|sees?|finds?|gets?) this\b`,
      String.raw`\bwhen you read this i will\b`,
      String.raw`\b(?:written|wrote|finished|left) (?:my|a) (?:suicide |goodbye )?note\b`,
      String.raw`\bsuicide note\b`,
      String.raw`\bnote is written\b`,
    ), subject: true, fiction: true },
  { id: 'suicide.means-set', tier: 'immediate', categories: ['suicide'], re: rxAny(
      String.raw`\b(?:tied|tying|made|set up|hung|bought) (?:the|a|my) (?:noose|rope)\b(?=.*\b(?:do it|garage|tonight|ready|myself|neck|end)\b)`,
      String.raw`\b(?:tied|made) (?:the|a|my) noose\b`,
      String.raw`\b(?:rope|noose) (?:is )?(?:set up|ready|tied|up)\b`,
      String.raw`\b(?:rope|noose|belt|cord|cable) (?:is )?(?:around|round) my neck\b`,
      String.raw`\b(?:tied|tie|tying) (?:a|the|my) (?:belt|rope|cord|sheet|scarf|cable) (?:to|around|round|onto) (?:the|a|my) (?:door|door handle|handle|rail|beam|ceiling|fan|tree|banister|shower)\b`,
      String.raw`\b(?:use|turn|point) (?:it|the gun|the knife|the blade|a gun|a knife) on myself\b`,
      String.raw`\b(?:engine|car) (?:is )?running\b(?: \w+){0,8} (?:garage|hose|shut|closed)\b`,
      String.raw`\bhose (?:from|in|on|into) (?:the|my) (?:exhaust|car|window)\b`,
      String.raw`\b(?:put|got|have) the hose (?:in|into|on)\b`,
    ) },
  { id: 'suicide.place', tier: 'immediate', categories: ['suicide'], re: rxAny(
      String.raw`\b(?:standing|sitting|i am|up here|up|climbed|climbing|hanging) (?:on|over|onto) (?:the |a |my )?(?:\w+ )?(?:edge|ledge|railing|rail|bridge|roof|rooftop|cliff|train tracks|tracks|railway line|parapet)\b(?! of (?:my|the) (?:bed|seat|chair|couch|bath|pool|desk))(?: of (?:the|a|my) \w+)?`,
      String.raw`\bi am (?:on|at) the (?:train tracks|tracks|railway line|gap)\b`,
    ), unless: /\b(?:picnic|walk\w*|view|photos?|tour\w*|with the kids|lunch|sunset|whale\w*|sightseeing)\b/ },
  { id: 'suicide.plan', tier: 'high', categories: ['suicide'], re: rxAny(
      String.raw`\b(?:planning|planned|worked out|figured out|know|knew) (?:how|where|when) (?:i|to) (?:would |will |am going to |could )?do it\b`,
      String.raw`\bhave a plan (?:to|for how to) (?:do it|end it|kill myself)\b`,
      String.raw`\bpicked (?:a|the) (?:date|day|spot|place) (?:to do it|for it)\b`,
    ), negatable: true, act: true },
  { id: 'suicide.stockpile', tier: 'high', categories: ['suicide'], re: rx`\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected) (?:up )?(?:all )?(?:of )?(?:my |some |enough |the )?(?:\w+ )?${MEDS}\b(?! (?:from|at) (?:the )?(?:pharmacy|chemist|doctor|gp|hospital)\b)`, subject: true, act: true },
  { id: 'suicide.take-them', tier: 'immediate', categories: ['suicide'], re: rx`\b${MEDS}\b(?: \w+){0,8} (?:going to|about to|will|want to) (?:\w+ )?(?:take|swallow) (?:them|it|the lot|all of them)(?: all)?\b(?!.*\b(?:like|as) (?:the doctor|my doctor|prescribed|usual|normal|i always)\b)`, negatable: true },
  { id: 'suicide.drastic', tier: 'high', categories: ['suicide'], re: rx`\b(?:might|going to|about to|will|want to|scared i will|afraid i will|tempted to) do something (?:stupid|drastic|silly|i cannot take back)\b`, negatable: true, subject: true, act: true },
  { id: 'suicide.voices', tier: 'high', categories: ['suicide'], re: rx`\bvoices?\b(?: \w+){0,4} (?:telling|tell|tells|told) me to (?:kill myself|die|end it|jump|hurt myself)\b`, act: true },
];

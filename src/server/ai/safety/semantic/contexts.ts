/**
 * Whole-message context that explains risk words away for the frames: study and work, trips and moves,
 * hunting and sport, games, dose questions, asking what a symptom means. Deliberately narrower than the
 * rules' FICTION list ("writing a letter to my kids" is not fiction).
 */
export const STUDY =
  /\b(?:for (?:my|a|the|our) (?:uni|exam|exams|assignment|essay|class|course|prac|placement|thesis|project|lecture|tute|tutorial|pharmacology|nursing|degree|module|training)|studying|lecture|textbook|first aid|training|psych class|my course|trivia)\b/;
export const WORK_ROLE =
  /\b(?:as a|i am a|i work as a|work as a) (?:\w+ )?(?:nurse|paramedic|doctor|pharmacist|vet|cop|police officer|firefighter|counsellor|social worker|gp|midwife|carer|teacher)\b|\b(?:on (?:my|the) shift|in (?:ed|emergency|the ward|resus)|patients?)\b/;
export const TRIP =
  /\b(?:holiday|trip|travel\w*|flight|overseas|interstate|moving|move|moved|relocat\w*|downsiz\w*|new (?:house|place|job|flat|school|home|unit)|bought (?:a|the) (?:house|place)|retirement village|allerg\w*|marketplace|declutter\w*|spring clean\w*|last day|end of term|students|farewell|graduat\w*|retir\w*|wedding|lease|landlord|inspection|bond|job|the group|group chat|the chat|social media|facebook|insta\w*|tiktok|twitter|the app|bali|europe|japan|the uk|new zealand|nz|camping|road trip|great ocean road|on leave|long service|working away|fifo|deployment)\b/;
export const HUNT =
  /\b(?:hunt\w*|range|foxes|rabbits|pigs|roos|kangaroos|vermin|feral\w*|targets?|clay|licen[cs]e|clean(?:ing|ed)? (?:the|my) (?:gun|rifle|shotgun)|gun club|shooting club|pest\w*|dad'?s (?:gun|rifle) (?:is|was) locked)\b/;
export const GAME =
  /\b(?:fortnite|cod|call of duty|elden ring|minecraft|games?|gaming|level \d+ boss|boss fight|raid|respawn|match|server|valorant|roblox|gta|overwatch|league|ranked|lobby|npc|sim|sims|dnd|campaign|boxing|sparring|footy|rugby|ufc|mma|tackle|training|practice|nets|fifa|nba ?2k|mario ?kart|tennis|netball|soccer|football|basketball|cricket|squash|golf|chess|trivia|quiz|cards|uno|monopoly|debate|comp|competition|tournament|grand final)\b/;
/** Buying or browsing, not holding a means. */
export const SHOPPING =
  /\b(?:buy\w*|bought|shop\w*|kmart|bunnings|target|online|price|sale|set|catalogue|for (?:my|a) (?:kitchen|chef|cooking)|chemist|pharmacy|shelf|which one|rope swing|skipping rope|climbing rope|tow rope|rope ladder)\b/;
/** Taking medication as prescribed. */
export const AS_PRESCRIBED =
  /\b(?:(?:like|as) (?:the doctor|my doctor|prescribed|usual|normal|i always)|before bed|with (?:dinner|breakfast|food)|my (?:night|evening|morning) (?:dose|meds|tablets))\b/;
/** Asking about a dose, a side effect or what a symptom feels like: information, not an event. */
export const INFO_QUESTION =
  /\b(?:safe to take|in a day|per day|a day for|for (?:a|my) (?:headache|migraine|fever|cold|flu|back|period|toothache|cough)|how far apart|hours apart|with food|side effects?|what does (?:a |an )?\w+(?: \w+)? feel like|what do \w+ feel like|how do (?:i|you) know if|is it normal|signs of|symptoms of|difference between|compared to|what are the)\b/;
/** Figures of speech for trivial causes ("mum will kill me when she sees my report card"). */
export const TRIVIAL =
  /\b(?:lol|haha|jk|kidding|joking|when (?:he|she|they|mum|dad) (?:sees?|finds? out|hears?)|if i am late|for being late|report card|forgot|leftovers|spoil\w*|the bins|borrow\w*|my charger|ate my)\b/;
/** Jumping for fun: with mates, into water, in summer. */
export const JUMP_FUN =
  /\b(?:with (?:my )?(?:mates|friends|the boys|the girls|the kids)|for fun|this summer|into the (?:water|river|pool|lake|sea|ocean|waterhole)|wharf|jetty|pier|bomb dive|onto|ladder|bungee|diving|waterhole|trampoline|parachute|skydiv\w*)\b/;
/** Exertion, cold or a sport explains a tight chest or a sore arm. */
export const EXERTION =
  /\b(?:pulled a muscle|gym|workout|bench press|push ?ups|sore from|from the cold|from (?:tennis|footy|netball|cricket|soccer|training|the run)|after (?:the|a|my) (?:run|training|game|session|stairs|hike)|strained|hay ?fever|a cold|the flu)\b/;
/** A pet, not a person: a vet, not 000. */
export const PET = /\b(?:dog|dogs|cat|cats|puppy|kitten|pet|bird|horse|rabbit|guinea pig)\b/;
/** A substance, not self-harm, when someone says "relapsed". */
export const SUBSTANCE =
  /\b(?:drink\w*|drunk|alcohol|grog|beer|wine|drugs?|using|ice|meth|gambl\w*|pokies|bet\w*|smok\w*|vap\w*|weed|cones|porn)\b/;
export const DRUNK = /\b(?:drunk|pissed|smashed|had a few|been drinking|on the piss|maggot|off (?:his|her) face)\b/;

import { PERSON } from '../lexicon.ts';

/**
 * Concepts about danger from or to other people, and emergencies in the body: threats, violence done,
 * being followed or locked in, children at risk, harm the speaker might do, medical red flags.
 */
const w = (...items: string[]) => items.join('|');
const TARGET = String.raw`(?:him|her|them|someone|somebody|people|everyone|(?:my|the|that|this|his|her|their) (?:\w+ )?(?:${PERSON}s?|guy|bloke|man|woman|girl|kid|prick|idiot|crowd))`;

export const dangerConcepts = {
  // People other than the speaker as doers, and harm to the speaker.
  third: String.raw`(?:he|she|they|${PERSON}s?|someone|somebody|a (?:guy|man|bloke|woman|car))`,
  target: TARGET,
  harmOther: w(
    String.raw`push (?:him|her|them|${TARGET}) (?:down|off|in front|over)`, String.raw`throw(?:ing)? (?:him|her|them|the baby|my baby) (?:against|at|across|out|down)`,
    String.raw`shak(?:e|ing) (?:him|her|the baby|my baby)`, '(?:torch|torching|set fire to|burn down|burn) (?:his|her|their|my \\w+s|the) (?:house|car|place|shop)',
    String.raw`(?:drive|driving|drove|plough|ploughing|ram|ramming) (?:my car |the car |the ute |a car )?(?:into|through) (?:the )?(?:crowd|people|them|him|her)`,
    String.raw`run (?:him|her|them|${TARGET}) (?:over|down)`, String.raw`put (?:him|her|them|${TARGET}) in (?:the ground|hospital|a box)`,
    String.raw`(?:flog|bash|glass|king hit|stab|shoot|knock out|smash|belt|hurt|kill|strangle|choke|drown|smother|poison|end) ${TARGET}(?! (?:a (?:text|message|msg|look|dm|email|line)|an email|out|off|up)\b)`,
    String.raw`make (?:them|him|her|everyone) (?:pay(?= *$| for (?:what|this|everything)\b)|suffer|regret)`, String.raw`put (?:him|her|them|${TARGET}) through (?:the|a) (?:wall|window|table|door)`, String.raw`what i (?:would|will|could) do to ${TARGET}`, String.raw`(?:going to|gonna|will) pay for what (?:they|he|she) (?:did|done|have done)`, 'within an inch of (?:his|her|their) li(?:fe|ves)', String.raw`hold(?:ing)? (?:him|her|them|the baby|my baby|bub) under(?! (?:the tap|the shower|his arms|her arms)\b)`, String.raw`smother(?:ing)? (?:him|her|them|the baby|my baby|bub)`,
    String.raw`get what is coming(?: to (?:them|him|her))?`, '(?:they|he|she) will (?:all )?(?:pay|be sorry|regret (?:it|the day))(?= *$| for| i swear| mark my words)',
  ),
  urge: w('want(?:s|ed)? to', 'wanna', 'feel like', 'think (?:about|of)', 'going to', 'gonna', 'will', 'about to', 'ready to', 'plan(?:ning)? to', 'how easy it would be to', '(?:thinking|thought) (?:about|of)', 'picturing', 'imagining', 'fantasi[sz]ing about', 'dream(?:ing)? (?:about|of)', 'urges? to', 'next time', 'thoughts? (?:about|of)', 'i swear (?:i will|i am going to)'),
  planDo: w('(?:has got|has|got|made|have) a plan(?! (?:for|to (?!do it|end|kill)))', '(?:going to|gonna|about to|will) do it(?! (?:for|because|to help|with|again tomorrow|properly|right)\\b)'),
  lockedSelf: w('locked (?:himself|herself|themselves|themself) in', '(?:took|run|ran|stormed|drove|walked|headed) off (?:into|to) (?:the )?(?:bush|scrub|river|bridge|beach|night|dark)'),
  missing: w('turned (?:his|her|their) phones? off', '(?:phone|calls?) (?:goes|go|went|going) (?:straight )?to voicemail', 'will not (?:answer|open (?:the|his|her) door)', '(?:bedroom |bathroom )?door is locked', 'locked (?:his|her|their) (?:bedroom |bathroom )?door', 'cannot find (?:him|her|them)', 'not answering', 'phones? (?:is )?off', 'phone is dead', 'not picking up', 'gone missing', 'no one knows where', 'went missing'),
  thirdFarewell: w(String.raw`tell (?:\w+ ){0,2}(?:i|that i) love (?:her|him|them|you)`, 'look after (?:\\w+ ){0,2}for me', String.raw`(?:photo|pic|picture|video|selfie|snap) (?:of|from) (?:the )?(?:top of |edge of )?(?:the )?(?:\w+ ){0,2}(?:bridge|cliff|edge|roof|gap|tracks|building|lookout|car ?park|river)`, 'said sorry', 'sorry mum', 'sorry dad', 'love you all', 'said goodbye', 'thanks for everything', 'photo of (?:pills|tablets|a rope|the rope|a knife|a gun|blood)', '(?:a )?(?:photo|pic|picture) of (?:\\w+ )?(?:pills|tablets|rope|noose|knife|gun|blood|cuts|a bridge|the edge)'),
  alarm: w('blood', 'not answering', 'will not answer', 'will not open', 'knife', 'pills', 'rope', 'gun', 'belt', 'razor', 'blades?'),
  control: w(
    String.raw`(?:will not|does not|never) let me (?:have|see|talk to|visit|call|leave|go out|use|touch|get)(?: any| my| the)?(?: own)?(?: \w+)? (?:money|friends|family|mum|dad|phone|car|keys|bank|anyone|the house|card|pension)`,
    '(?:have|has|had) to ask (?:him|her|them|his|her|their)? ?(?:for )?permission', 'checks (?:every|all) (?:my )?(?:receipts?|messages|texts|purchases)', 'checks my (?:receipts|spending)',
    '(?:goes|went|going) through my phone', 'locks (?:the )?(?:fridge|food|pantry|phone|car|front door)', 'show (?:him|her|them) (?:every|all) (?:my |the )?receipts?', 'decides (?:when|who|where|what) i (?:can|am allowed|get)', 'tracks (?:her|his|their) (?:phone|location|car)', String.raw`(?:keeps|has|holds|took|takes|controls|hides) (?:all )?(?:my|the) (?:bank ?card|cards?|money|finances|pension|pay|wages|account|bank account|keys|passport|visa|documents|car keys)(?! (?:safe|for (?:me|safekeeping))\b)`,
    'only gives me (?:\\w+ ){0,2}(?:dollars|bucks|money)', 'gives me an allowance', '(?:send|share|give) (?:him|her|them) my location', 'my location (?:every|all the time|on at all)', 'times how long', 'reads (?:all )?my (?:messages|texts|emails|dms)',
    'gets (?:really |so )?(?:mad|angry|furious|jealous|violent) (?:if|when) i (?:do not|go|talk|see|wear|text|leave)', '(?:am|i am|she is|he is|they are|is) not allowed to (?:see|go|have|talk|leave|work|wear)', 'controls (?:everything|what i|who i|where i)', 'checks my (?:phone|messages|bank)', 'tracks my (?:phone|location|car)', '(?:takes|took|keeps) my (?:pension|pay|money|card|wages|centrelink)',
  ),
  saysVerb: w('says', 'said', 'told me', 'tells me', 'yelling', 'screaming', 'threatened', 'threatening', 'threatens', 'reckons', 'swears', 'swore', 'texted', 'messaged', 'keeps saying', 'saying'),
  listOf: String.raw`(?:a |my )?(?:hit )?list (?:\w+ ){0,3}of (?:people|names|kids|everyone|who)`,
  weapon: w('(?:\\w+ )?(?:knife|knives|machete|axe|hammer|bat|crowbar|gun|rifle|shotgun|shotty|pistol|sword|broken bottle|blade)'),
  nearTarget: w('to (?:the )?(?:pub|club|place|house|school|work|party) where (?:those|they|he|she|the)','(?:outside|at|near|to|towards) (?:his|her|their|the \\w+s) (?:house|place|work|school|office|home|flat|door)', 'waiting for (?:him|her|them)', 'find (?:him|her|them)'),
  threatVerb: w(
    '(?:kill|hurt|bash|stab|glass|shoot|strangle|choke|burn|bury|smash|belt) (?:me|us|the kids|the baby|my (?:kids|son|daughter|mum|dad|dog|baby|sister|brother))', 'make sure i (?:end up )?(?:am )?dead',
    'burn the (?:house|place) (?:down )?(?:with|while)', '(?:post|share|send|leak|upload|spread) (?:my |the )?(?:nudes|naked \\w+|photos|pics|videos)',
    'next time (?:it will|it is going to) be (?:the baby|the kids|you|me)', 'take the kids and', 'make sure i never see (?:the|my) kids', 'end up in a (?:ditch|box|grave|coffin|body bag)', String.raw`next time i (?:will not|won't|wont) wake up`, 'tell (?:everyone|the police|the cops|people) (?:that )?i', 'stop (?:coming|caring for me|looking after me|helping me)', 'put me in a (?:home|nursing home)', 'end up in a (?:home|nursing home)', 'have me (?:deported|locked up|sectioned|committed)', 'get (?:me|my visa) (?:deported|cancelled)', 'cancel my visa',
  ),
  threatModal: '(?:is going to|will|would|was going to|is gonna|going to|might)',
  violenceDone: w('grabs my (?:arm|neck|throat|hair|wrist)', 'grabbed my (?:arm|neck|throat|hair|wrist)', '(?:come|comes|came) into my (?:room|bed|bedroom) (?:when|while|at night)', 'touch(?:es|ed)? me (?:when|while|at night|there|down there)',
    '(?:put|punched|kicked|smashed) (?:his|her|a) (?:fist|foot|head) through', 'threw (?:\\w+ ){0,3}at (?:me|my head|my face|us)', 'broke my (?:arm|nose|ribs?|jaw|wrist|finger)',
    String.raw`(?:burns|burnt|burned|belts|belted|whips|whipped|hits|hitting|beats|beating|bashing|punching|kicking|choking|strangling) (?:me|her|him|us|them|the kids|the baby|my (?:\w+ )?${PERSON})(?! up\b| back\b| with (?:a |the )?(?:pillow|ball|nerf|snowball|water)\b)(?: with)?`,
    'rough with (?:me|him|her|them|the residents)', 'pinned me', 'strangled me', 'choked me', '(?:puts|put|holds|held|raises|raised) (?:his|her|a) (?:fist|hand) (?:up )?(?:near|in|to|at) my face', 'punch(?:es|ed)? (?:the|a) wall (?:near|next to|beside) (?:me|my head)', '(?:blocks|blocked|stands in) the door(?:way)?', 'corners me', 'cornered me', '(?:has|have) (?:just )?smashed (?:my|the)', 'smashed my (?:car|window|door|phone)',
  ),
  aggression: w('kicking', 'banging', 'smashing', 'bashing', 'yelling', 'screaming', 'trying to get in', 'pounding', 'threatening', 'furious', 'raging', 'punching'),
  hiding: w('hiding', 'locked (?:ourselves|myself) in', 'hid in'),
  dangerHere: w(
    '(?:is|are) (?:right )?(?:outside|at) (?:my|the|our) (?:\\w+ )?(?:door|window|house|room|work|car|flat|unit)', 'right outside', 'in the next room', 'in the (?:house|flat|hallway|kitchen)',
    'still here', 'still (?:in|at) the house', 'on (?:his|her|their) way', 'parked outside', 'getting out', 'banging on', 'trying to get in', 'hiding', 'locked myself in',
    '(?:pulled|pulling) into the driveway', '(?:car|ute|truck) (?:has )?(?:just )?(?:pulled up|pulled in|is in the driveway)', 'keys in the (?:front )?door', 'i can hear (?:his|her|their) (?:car|ute|keys|voice)', 'just got (?:home|back)', 'on (?:his|her|their) way (?:home|back|over)',
  ),
  confined: w('(?:has |is |he has |she has )?locked me in(?! by accident)', 'taken my (?:phone|keys)', 'took my (?:phone|keys)', 'will not let me (?:leave|out|go)', 'trapped me'),
  follow: w('knows (?:where|which|when|what time) (?:i|my) (?:\\w+ ){0,3}', '(?:making|makes|made|creating|creates) (?:new |fake )?accounts to (?:message|contact|watch|follow|find)', 'even though i (?:have )?blocked', 'tracking me', '(?:tracker|airtag|tracking app) on my', 'drives past my (?:house|place|work)', 'watching my (?:house|place|flat)', 'follow(?:ing|ed|s)? me', 'stalking me', 'tailing me', 'turns up at my', 'rocking up at my', 'shows up at my', 'waiting outside my'),
  secrecy: w('(?:no one|nobody|noone) (?:will|would) (?:ever )?listen to', 'if (?:i|you) (?:tell|told) (?:anyone|anybody|someone|mum|dad|the police|a teacher)', '(?:no one|nobody|noone) (?:will|would) (?:ever )?believe (?:me|you)','(?:money|presents|gifts|lollies|things) to (?:keep (?:quiet|it secret|it a secret)|not tell)', String.raw`(?<!(?:love|like|enjoy|adore) )what (?:he|she|they) (?:does|did|do) to me`, 'our (?:little )?secret'),
  childHarm: w('wear (?:a )?(?:jumper|long sleeves|hoodie|long pants) (?:to school|to hide|so no one)', 'told (?:him|her|them) not to tell', 'burn marks?', '(?:come|comes|came|turn up|turns up|go|goes) (?:over |to school |to bed )?hungry', 'always hungry', 'scared to go home', 'left (?:home )?alone (?:all|for|overnight)', 'bruises on', 'burns (?:her|him|them) with', '(?:scream|screams|screaming|cry|cries|crying) every night', 'locked in (?:a|the|their) (?:room|cupboard)', 'no food for', 'marks on (?:her|his|their)'),
  // Someone being hurt, said in the passive or through a cover story.
  violencePassive: w(String.raw`being (?:hit|hurt|beaten|bashed|abused|choked|slapped|pushed around|strangled|kicked|punched|thrown around|molested|assaulted|groped|intimidated|threatened|raped)(?! (?:by (?:a|the) (?:ball|car|wave))\b)`, String.raw`(?:gets|got|getting) (?:hit|beaten|bashed|slapped|punched)(?! by (?:a|the) (?:car|ball|bus|truck|wave|bike|ute)\b)`, 'walked into a door', 'fell down the stairs again'),
  helpScream: w('(?:screaming|yelling|crying|calling|begging|shouting) (?:out )?for help', 'screaming (?:stop|no|get off|let me go)', 'screams? (?:coming )?from (?:next door|the flat|the unit|upstairs|downstairs|the house)'),
  // Sexual acts without consent, said without the words for them.
  coercion: w('too (?:drunk|out of it|asleep|wasted|high|scared) to (?:say (?:no|anything)|stop (?:him|her|them|it)|consent|move|fight)', String.raw`(?:did|does|do) (?:stuff|things|something|it) (?:to me )?(?:i (?:did not|do not) want|without (?:asking|me saying))`,
    'made me do (?:stuff|things|it|something|sexual)', '(?:groped|molested|assaulted) me', 'touched me up', 'forced (?:me|himself|herself)', 'pressured me into', 'would not stop when i (?:said|told)', '(?:when|while) i was (?:asleep|passed out|unconscious|blacked out)'),
  // Emergencies in the body.
  chest: w('chest feels like (?:an elephant|a weight|something heavy|a truck|a vice)', 'chest (?:is |feels )?(?:so |really |very )?(?:tight|crushing|heavy|squeezing|pressure|pain|hurts|aching)', '(?:elephant|weight|something heavy|truck) (?:is )?(?:sitting|on|pressing|standing) (?:on )?my chest', 'pain in my chest', 'crushing'),
  chestSpread: w('arm', 'jaw', 'neck', 'shoulder', 'sweat', 'sweating', 'sweaty', 'clammy', 'nauseous', 'dizzy', 'faint', 'cannot breathe', 'short of breath', 'aches'),
  airwayWeak: w('can hardly (?:talk|speak|breathe)', 'wheez(?:ing|y)', 'struggling to breathe', 'short of breath'),
  airway: w('cannot (?:get|catch) (?:my )?(?:air|breath)', 'cannot get air', String.raw`gasping(?! for (?:a|some|the)\b)`, '(?:puffer|inhaler|ventolin|epipen) (?:is not|not|did not|does not) (?:working|work|help)', 'lips (?:are |have |turning |going )?(?:gone )?blue', 'tongue is swelling', 'throat is closing'),
  stroke: w('(?:face|mouth|smile) (?:has |is )?(?:dropped|drooping|droopy|gone lopsided|lopsided|fallen)', 'one side of (?:his|her|my|their) (?:face|body)', 'slurr(?:ing|ed)', 'cannot (?:lift|move|feel) (?:his|her|my|their) (?:arm|leg|hand)'),
  fit: w(String.raw`shaking all over(?! (?:with|from) (?:cold|nerves|excitement|fear)\b)`, String.raw`(?:is|are|was|started|keeps|been|still) (?:jerking|convulsing|fitting|seizing)(?! (?:nicely|well|perfectly|in|into)\b)`, 'having (?:a|another) (?:fit|seizure)', 'eyes (?:have )?rolled back', 'twitching all over', 'convulsing'),
  unresponsive: w('cannot (?:rouse|wake)', '(?:will not|cannot|does not) (?:wake|respond|answer|open (?:his|her|their) eyes)', 'not (?:responding|answering|waking|moving|breathing)', 'unconscious', 'unresponsive', 'out cold', 'floppy', 'gone limp', 'breathing (?:sounds |is )?(?:strange|funny|weird|odd|noisy|shallow|slow)'),
  injury: w('fell(?! (?:asleep|out|behind|for|in love|through|apart)\\b)', 'fallen(?! (?:asleep|out|behind|for|in love|through|apart)\\b)', 'fell over', 'collapsed', 'rolled (?:the|his|her|a|their) \\w+', 'pinned', 'trapped under', 'hit (?:his|her|their|my) head', 'overdosed', 'bleeding', 'passed out', 'had a fall'),
  strongUnresp: w('cannot (?:rouse|wake)', 'unconscious', 'unresponsive', 'out cold', 'floppy', 'gone limp', 'not breathing'),
  trapped: '(?:pinned|trapped|stuck) (?:under|beneath|in) (?:the|a|his|her|their) (?:car|tractor|quad|quad bike|ute|bike|truck|tree|log|rubble|machinery|wreck|header)',
  takeVerb: w('took', 'taken', 'had', 'dropped', 'necked', 'did', 'popped', 'swallowed', 'ate', 'smoked', 'snorted', 'injected', 'shot up', 'double dropped'),
  intoxicant: w('pingers?', 'caps', 'molly', 'mdma', 'ecstasy', 'ice', 'ghb', 'acid', 'lsd', 'drugs', 'coke', 'ket', 'a bunch of (?:stuff|pills|tablets|things)', 'heaps of (?:stuff|pills|tablets)', 'all (?:the|my) (?:stuff|pills|tablets)', 'everything i (?:had|could find)'),
  toxicSign: w('burning up', 'overheating', 'confused', 'not making sense', 'hallucinating', 'foaming', 'vomiting', 'cannot (?:keep|stay) (?:my |his |her )?eyes open', 'drowsy', 'kicking in', 'feel (?:really )?(?:weird|strange|funny)', 'heart is racing'),
  tooMuch: w('double', 'triple', 'too much', 'too many', 'twice', 'extra', 'the wrong'),
  sickSign: w('shaky', 'shaking', 'sweating', 'sweaty', 'faint', 'confused', 'drowsy', 'dizzy', 'cannot think', 'vomiting', 'passing out', 'heart is racing'),
  smallChild: w('toddler', 'baby', '\\d year old', 'little one', 'bub', 'kid', 'son', 'daughter', 'child'),
  household: w('pods?', 'detergent', 'cleaner', 'batter(?:y|ies)', 'bleach', String.raw`(?:my|mums|dads|nans|grandmas|pops|the) (?:\w+ )?(?:tablets|pills|medicine)`, 'chemicals?', 'dishwasher', 'rat bait', 'poison', 'button batter(?:y|ies)'),
  ingest: w('got into', 'ate', 'eaten', 'swallowed', 'bit (?:one|it|a) open', 'chewed', 'drank', 'drunk'),
} as const;

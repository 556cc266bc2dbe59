import { MEANS, MEDS } from '../lexicon.ts';

/**
 * Concepts about the speaker's own risk: wanting, death, finality, burden, farewells, means, places, now,
 * self-harm. Each entry names one idea in the many ways people say it; frames combine them by proximity.
 * Sources are regexes over normalised text (see normalise.ts), wrapped in word boundaries when compiled.
 */
const w = (...items: string[]) => items.join('|');
/** Guns by name and by calibre (".303" normalises to "303"). */
const FIREARM = String.raw`(?:gun|rifle|shotgun|shotty|revolver|pistol|firearm|22|303|308|270|243|12 gauge|30 06|glock|service weapon|service pistol|sidearm|browning|remington|winchester|beretta|lever action|bolt action|handgun|semi ?automatic|semi auto)`;

export const selfConcepts = {
  // What the speaker wants, hopes for, or would welcome.
  desire: w(
    'want(?:s|ed|ing)? to', 'wanna', 'wish(?:ed|ing)?', 'hop(?:e|ed|ing)', 'pray(?:ed|ing)?', 'would not mind', 'not mind if',
    'would not care', '(?:do|does) not care if', 'cannot wait to', 'welcome', 'long(?:ing)? (?:for|to)', 'would love (?:it )?(?:if|to)',
    'would (?:be|feel) (?:fine|happy|glad|ok|okay|relieved|grateful|at peace|thankful)', '(?:be|feel|am) relieved', 'a relief',
    'would be nice', 'would rather', 'fine by me', 'dream(?:ing)? (?:of|about)', 'fantasi[sz](?:e|ing) about', 'tempted to',
    'ready to', 'craving', 'looking forward to', 'ask(?:ing)? god to', 'want (?:it|this|everything) (?:to be )?over',
    'would be (?:a )?(?:blessing|mercy)', 'should like (?:very much )?to', 'would like (?:very much )?to', 'i am ready (?:for|to)', 'would not be (?:the )?worst thing', 'secretly hope',
  ),
  // The speaker's own death or non-existence, however it is put.
  death: w(
    String.raw`die(?! (?:for|of|from|laughing|than|if|without|when|before|trying|down|out|off|hard)\b)`, String.raw`dying(?! (?:for|of|from|laughing|to|inside)\b)`,
    String.raw`dead(?! (?:tired|set|keen|serious|easy|on|good|boring|quiet|right|lucky|heavy|last|end|centre|inside|on my feet)\b)`,
    String.raw`death(?! of (?:my|a|the|his|her|me))`, 'be gone', String.raw`(?:not|never|did not|do not) (?:wake|waking|woke) up(?! (?:to|at|early|late|before|until|in time|on time|when|for)\b)`,
    'stop breathing', 'stop existing', 'not exist(?:ing)?', 'cease to exist', 'kick(?:ed)? the bucket', 'go black', 'fade away', 'six feet under',
    '(?:god|lord|jesus|death|he) (?:can |could |would |will |should |to )?(?:just )?(?:takes?|call) me(?: home| now| away)?', 'take me (?:in my sleep|away|home)', 'off myself', 'top myself', 'kill myself', 'suicide',
    'sleep forever', 'rest forever', String.raw`stay asleep(?! (?:longer|till|until|through|all|past|in)\b)`, String.raw`not be (?:around|here|alive)(?= for (?:it|that|any of it|this|them)\b| *$)`, 'sleep and (?:never|not) (?:wake up|come back)', '(?:my|an|the) exit(?! (?:from|interview|strategy|plan for))', 'for it (?:all )?to be over',
    'it (?:all )?to (?:just )?be over', 'not (?:be )?alive', 'stop (?:living|being alive)', 'finish everything', 'end everything', String.raw`(?:go to sleep|die|pass|go) and be with \w+`, 'be at peace', 'meet my maker', 'pushing up daisies', 'in a (?:box|coffin|casket)', 'cash in my chips',
    'pull the plug on (?:myself|my life|it all)', 'snuff it', 'kark it', 'karked it', 'be no more', 'delete myself', 'end myself', 'neck myself',
    String.raw`(?:join|be with) (?:my )?(?:mum|dad|mom|nan|nana|pop|grandad|grandma|son|daughter|wife|husband|brother|sister|baby)(?: again| in heaven| up there)`,
    'not (?:have to )?(?:wake up|be here|be around|exist) (?:again|anymore|tomorrow)', 'not (?:be|being) a person(?: anymore)?', 'stop being a person',
    '(?:be|lie|lying|rest|resting) in the ground', 'in the ground (?:next to|with|beside)', String.raw`end (?:my|this) life(?! (?:savings|insurance|story)\b)`, String.raw`take my (?:own )?life(?! (?:back|into|in my (?:own )?hands)\b)`, 'unaliv\\w*(?: myself)?', 'give up on (?:life|living)', 'throw in the towel on life', 'not (?:be )?(?:here|around|alive) anymore', String.raw`end (?:it|it all|things|everything)(?! (?:with|for|between|off|up|early|on a|there|here|now|today)\b)`, String.raw`finish (?:it|it all|things)(?! (?:off|up|with|for|today|tonight|by|before|later|early)\b)`,
  ),
  // An event that would kill the speaker without them acting: the passive wish.
  harmEvent: w(
    '(?:plane|flight|bus|car|train|boat|ferry|ship|chopper|helicopter) (?:to |would |will |could |might )?(?:just )?(?:go(?:es)? down|went down|crash(?:es|ed)?|sinks?|hit me|hits me|gets me|get me|runs? me over)',
    '(?:get|got|be|am|was|being) (?:in|into) (?:a |an )?(?:crash|accident|car accident|car crash|prang)',
    '(?:hit|run over|knocked down|taken out|cleaned up|killed) by (?:a |the )?(?:bus|car|truck|train|tram|ute|drunk driver)',
    '(?:tree|building|roof|piano|something|wall|rock) (?:fell|falls|fall|would fall|to fall|came down|comes down|to land|landed) on me',
    'struck by lightning', '(?:i|me) (?:would |will )?(?:have|had|get|got) a (?:heart attack|stroke|aneurysm)',
    String.raw`(?:(?:i|me) (?:would |will |might )?(?:have|had|get|got|develop|was diagnosed with|be diagnosed with)|(?:the|my) (?:scans?|results|tests?|biopsy|bloods) (?:\w+ ){0,2}) ?(?:\w+ )?(?:cancer|terminal|something (?:terminal|fatal|incurable))`,
    '(?:i|me) (?:do|did) not make it', '(?:i|me) (?:would |will )?not survive', '(?:a car|a truck|a bus|something|it) (?:would |will )?(?:just )?gets? me(?! (?:a|an|the|some|into|out|to|more|up)\\b)',
    String.raw`my heart (?:would |will |to )?(?:just )?(?:stop|give out|give up)(?! (?:racing|pounding|hurting|aching|beating so)\b)`,
    'get (?:sick|murdered|shot|stabbed) and die', '(?:car|ute|bike|truck) (?:\\w+ )?(?:spinning|spins|spin|veering|veers|flying|flies|rolling|rolls|going|goes|sliding) off the road', 'a shark (?:gets|got|would get) me', '(?:fall|slip) off (?:a|the) (?:cliff|edge|roof|bridge)', String.raw`(?:i )?drown(?! (?:out|in)\b)`,
  ),
  refuseCare: w(String.raw`(?:stopped|stopping|quit|have stopped) (?:taking )?my (?:\w+ )?(?:medication|meds|tablets|pills|insulin|treatment|dialysis|chemo)`, 'would not treat it', 'not get (?:it )?treated', 'refuse (?:the )?treatment', 'let it (?:take me|run its course)', 'stop (?:taking )?my (?:meds|medication|insulin|tablets) (?:and|so)'),
  // Permanence and no return.
  finality: w(
    'forever', String.raw`for good(?! (?:reason|measure|luck|cause|behaviour)\b)`, 'permanent(?:ly)?', 'once and for all', '(?:much|any) longer',
    String.raw`(?:not|never) (?:to )?(?:come|coming|drive|driving|walk|walking|go|going|be|being|make it|making it) back(?! (?:until|till|before|by|for|after|from|on|at|tonight|tomorrow|this|next|in|when)\b)(?! to (?!either|them|you|us|the kids|my (?:kids|family|wife|husband|partner))\b)`, 'no coming back',
    'not have to come back', String.raw`(?:do not|did not) (?:think|plan on|intend on|reckon) (?:i am|i will be|i will|on) (?:going|coming|driving|walking|heading) (?:back|home)`, 'the last time', 'one last time', 'not see (?:christmas|next year|my birthday|another \\w+|the \\w+ (?:final|season))',
    'keep going(?= *$| and not| until| till| out)', 'not stop(?= *$| until)',
  ),
  // The speaker leaving, going or removing themselves.
  // Longer phrases first: the first alternative that matches wins.
  depart: w(
    'go bush', 'go for a (?:long )?(?:drive|walk|swim)', 'head off', 'rack off', 'piss off', 'nick off', 'bugger off', 'clear off', 'shoot through', 'check(?:ed|ing)? out',
    'go', String.raw`going(?! to\b)`, 'leave', 'leaving', 'drive', 'driving', 'walk', 'walking', 'clock off', 'bow out', 'tap out', 'log off',
    'swim out', 'paddle out', 'wander off',
  ),
  engineOn: '(?:car|engine|motor|ute|generator|bbq|heater) (?:is |was |still )?(?:going|running|on|idling|started)',
  enclosed: '(?:in (?:the|my) (?:garage|shed))|(?:doors?|roller door) (?:are |is )?(?:all )?(?:shut|closed|taped)|sealed (?:up|it)|taped (?:up )?the (?:doors?|gaps?|vents?)',
  intendSelf: '(?:thinking|reckon|pretty sure|decided|planning|think) i (?:will|am going to|might)|i am going to|i will (?:just )?',
  finishIt: 'finish (?:it|it all|things|myself)(?: (?:properly|for good|this time))?',
  payout: '(?:life )?insurance|super(?:annuation)?|pay ?out|death benefit|policy',
  suicideWord: 'suicide|killed myself|took my (?:own )?life|died by suicide',
  meds: MEDS,
  violentMeans: w(FIREARM, 'rope', 'noose', 'hose', 'exhaust', 'helium', 'charcoal', 'nitrogen', 'belt', 'cord', 'sodium nitrite', '(?:bricks|rocks|stones|weights) in my (?:pockets?|backpack|bag|coat)'),
  needNothing: String.raw`(?:(?:will not|shall not|not going to|never going to) (?:be )?need(?:ing)?|not (?:be )?needing) (?:anything|much|a thing)(?: \w+)? (?:much |any )?longer`,
  lowMood: w(
    String.raw`(?:i am|i feel|feeling|felt|been|i have been|just|absolutely|pretty|a bit|bit) (?:so |really |pretty |absolutely |bloody |a bit )?(?:flat(?: as a tack)?|cooked|stuffed|rooted|grey|hollow|low|gutted)(?! (?:after|from|by|for|on) (?:that|the|a|work|training|lunch|dinner)\b| and (?:knackered|tired|exhausted)\b)`,
    'everything is (?:just )?grey', 'nothing feels like anything', '(?:gone|going) to shit', 'cannot catch a break', 'worst year of my life', 'outlived my usefulness',
    'just existing', 'not (?:actually |really )?living', 'do not (?:even )?care what happens to me', 'drinking (?:alone|on my own|by myself)', 'strong one for everyone',
    'hardly see anyone', 'do not see anyone', 'running on empty', 'cry(?:ing)? in the car', 'left me on read', 'feel like (?:such )?a loser', 'how much more of this',
    'do not speak to (?:a single soul|anyone)', 'sit in the dark', 'heart is heavy', 'sorry business', 'dysphoria', 'cannot look in (?:a|the) mirror', 'no one visits', '(?:how|not sure how) (?:i am|am i) (?:supposed|meant) to keep going', 'no future',
    'cannot see (?:a|any) future', 'do not want to bother anyone',
  ),
  vanish: String.raw`(?:disappear|vanish)(?:ed|ing)?(?: off the face of the earth| into thin air)?`,
  waterEntry: '(?:walk|walking|swim|swimming|wade|wading|paddle|paddling|go|going) (?:out )?(?:into|in) (?:the )?(?:surf|sea|ocean|waves|water|river|dam|lake|bay)',
  // Others better off, a favour, a payout: what the speaker's death would "give" people.
  benefit: w(
    'better off', '(?:be|would be|will be) (?:right|fine|okay|ok|alright|all right|happier|better|easier|relieved|free)', 'a favour',
    'a kindness', 'a relief', 'one less \\w+', 'easier', 'a better time', 'happier', 'simpler', 'less of a (?:burden|problem|worry|drain)', 'a weight off', 'move on', 'get over it', 'be chill', '(?:spin|go on|carry on|keep going|get by|cope|manage) (?:just )?fine', 'forget (?:about )?me', '(?:cover|covers|look after|provide for|set up|pay off) (?:them|her|him|the kids|the mortgage|everything|my family|the family)',
  ),
  withoutMe: w(
    String.raw`without me(?! (?:for|while|at|this|next|tonight|today|there|around for|to)\b)(?! on (?!it|this|the planet|earth)\b)`, String.raw`if i (?:just )?(?:was not|were not|wasnt|was gone from|was out of|was no longer|were no longer) (?:in )?(?:the picture|here|around|alive|in their lives|on this earth|in it)(?! (?:on|for|at|by|until|till|this|next|tomorrow|today|tonight|in time|yet|when (?:you|they|the))\b)`, String.raw`if i (?:just )?(?:went|go)(?! (?:to|and|for|with|out|on|back|home|into|in|through|over|away|shopping|ahead|first|now|there|then)\b)`, 'if i (?:just )?(?:was gone|were gone|died|die|disappeared|did not wake up|was dead|were dead|stopped|stopped existing|stopped living|ceased to exist|vanished)(?! (?:to|by|for|at|from|in|on|doing|the|my|a)\b)',
    '(?:when|once|after|if) i am (?:gone|dead|not here|not around)', 'without (?:their|your|his|her|the) (?:old man|old lady|dad|mum|father|mother|old dad|old mum)', 'if i (?:was not|were not|was no longer) in the (?:crew|team|family|group|house|way|picture)', '(?:when|once|after) i go', 'with (?:the |my )?(?:life )?(?:insurance|super|superannuation|payout)',
    '(?:life )?insurance (?:money|payout)', '(?:the|my) super(?:annuation)?', '(?:the|my) (?:life )?insurance (?:would|will|could)',
  ),
  // Putting affairs in order, farewells, handing over what one loves.
  prep: w(
    '(?:sort|sorted|sorting|put|putting|got|getting|have|had) (?:all )?(?:my |the )?(?:affairs|paperwork|finances|accounts|passwords|papers)(?: \\w+)? (?:in order|sorted|organised|up to date|out|together)',
    '(?:sort|sorted|sorting) (?:out )?(?:all )?(?:my |the )?(?:affairs|paperwork|finances|accounts|passwords|papers)', '(?:getting|got|get|put|putting|have|had) (?:all )?(?:my )?affairs (?:\\w+ )?(?:straight|in order|sorted|together|squared away)',
    '(?:made|making|make) (?:my )?peace with (?:everyone|everybody|everything|it all|my family|god|the world)', 'nothing (?:left|more) (?:for me )?to (?:tie up|sort|sort out|settle|say|do here)', '(?:tie|tying|tied) up (?:the |my |all the |any |all my )?loose ends', 'loose ends (?:are |all )?(?:tied|sorted|done)',
    String.raw`(?:giving|gave|given|give) away (?:all )?(?:of )?(?:my|his|her|their) (?:\w+ ){0,2}\w+`,
    '(?:affairs|paperwork) (?:are |is )?(?:in order|up to date|sorted|done)', '(?:the |my )?will is (?:up to date|done|sorted|written|finished)',
    '(?:made|making|updated|updating|wrote|writing|written|finished|done|sorted|redone) (?:my |a )?will',
    '(?:writing|wrote|written|left|leaving|finished|recorded|recording) (?:\\w+ )?(?:letters?|notes?|messages? for|videos? for|goodbyes?)',
    '(?:letters?|notes?) (?:are |is )?(?:written|done|finished|sorted)',
    '(?:rehome[ds]?|rehoming|found (?:a )?homes? for|gave away|giving away|given away|give away|handed over|handing over|giving)(?: \\w+){0,3} (?:dogs?|cats?|pets?|birds?|horse|stuff|things|belongings|possessions|games|guitar|car|tools|ute|clothes)(?: away)?',
    '(?:dogs?|cats?|pets?)(?: is| are| will| has| have)?(?: going| go| gone| be| been)? (?:with|to) (?:my |our |the )?\\w+',
    '(?:cancel(?:led|ed|ling|ing)?) (?:my |all my )?(?:phone|contract|subscriptions?|gym|plans?|lease|accounts?)',
    'paid off (?:all )?(?:my )?(?:debts?|bills|loans?|cards?)', '(?:cleaned|cleaning|tidied|tidying) (?:up )?(?:the|my) (?:flat|house|room|unit|place|apartment)',
    '(?:told|showed|gave|given|giving) (?:\\w+ ){0,2}(?:where (?:everything|the important|my \\w+) is|the password|my passwords?|the pin|my pin)',
    '(?:said|saying|say) (?:my )?goodbyes?', 'one last (?:time|visit|look|drive|walk|hug)', '(?:planned|planning|picked|chose|choosing) (?:the songs for )?my (?:own )?funeral',
    '(?:wrote|writing|written) my (?:own )?eulogy', '(?:updated|updating|changed|changing) (?:my )?beneficiar(?:y|ies)', '(?:arranged|organised|asked) (?:for )?(?:someone|\\w+) to (?:take|look after|mind) (?:my |the )?(?:dog|cat|pets?|kids)',
    '(?:recorded|recording|made|making) (?:a )?videos? for (?:my )?(?:kids|family|mum|dad|wife|husband|partner)',
  ),
  // What makes a prep act about the speaker's own death.
  aftermath: w(
    'after i am gone', '(?:when|once|after) i am (?:gone|not here|not around|dead)', '(?:when|once|after) i go',
    'whoever (?:has|needs|will have) to', '(?:no one|nobody) (?:has|will have|needs|would have) to (?:deal|clean|sort|worry)',
    '(?:easy|easier) for (?:whoever|them|everyone|my \\w+)', String.raw`(?:will not|shall not|do not|no longer|not going to|never) (?:need|be needing)(?! to)`,
    'not (?:be )?needing', '(?:who will|who would|who is going to|who can) (?:actually )?be (?:around|here)', 'not be here to',
    'without (?:them|anyone) (?:realising|knowing|noticing)', '(?:left|leaving|leave) (?:them|it|the letters?|the notes?) with (?:my )?(?:lawyer|solicitor|accountant)', 'to be opened', 'to open (?:later|after|when|if)',
    '(?:tidy|neat|simple|sorted) for (?:the missus|the wife|my wife|my husband|my family|the family|them|everyone|whoever|the kids|my kids)', 'less (?:mess|work|hassle|trouble|to sort) for', 'it (?:does not|will not|would not) matter (?:now|anymore|soon|much longer)', 'just in case (?:something happens|anything happens)',
  ),
  endSuffering: String.raw`(?:will not|never|not going to|not) (?:have to )?(?:worry about anything|feel (?:anything|this|like this)|suffer|hurt|deal with (?:anything|any of this|it))(?: anymore| again| ever again| once| soon)`,
  done: w('i am (?:so |just |completely |totally )?done(?! with (?!it all|everything|life|living))', 'done done', 'done with it all', 'had enough', 'over it all', 'cannot go on', 'cannot do this anymore', 'no reason to (?:carry on|go on|keep going|stay)', String.raw`so done(?! with (?!it all|everything|life|living)\w)`, 'over everything', 'had a gutful', 'lived long enough', 'had a good innings', 'cannot be bothered (?:being alive|living|with any of it|anymore)'),
  // A lethal means the speaker could use, and lethal places.
  means: w(MEANS, FIREARM, 'hose', 'exhaust', 'fumes', 'carbon monoxide', 'helium', 'sharpener blade', 'blades?', 'razors?', 'the stuff', 'sodium nitrite', 'nitrogen', 'nembutal', 'pentobarb\\w*', 'exit bag', 'charcoal', 'rat bait', 'weed ?killer', 'shotgun shells', 'ammo', 'bullets?'),
  firearm: FIREARM,
  place: w('cliffs?', 'lookout', 'the gap', 'bridge', 'quarry', 'overpass', 'platform', 'train tracks', 'tracks', 'railway(?: line)?', 'the edge', 'balcony', 'scaffold(?:ing)?',
    '(?:level|floor) \\d+', '\\w+ (?:floor|storey)', 'the pit', 'the top of (?:the )?\\w+', '(?:the |a )?(?:\\w+ )?dam', 'paddock', 'the bush', 'the shed', 'the garage', 'ledge', 'roof', 'rooftop', 'top floor', 'multi storey', 'the river', 'the dam', 'the surf', 'the sea', 'the ocean', 'the water', '(?:train|railway) station', 'wharf', 'jetty', 'pier', 'window',
    'top (?:level|deck|floor)', '(?:the )?car ?park'),
  // The speaker with a means: looking at it, sitting with it, keeping it close.
  contemplate: w(
    '(?:think|thinking|thought) about using', '(?:look|looking|looked|stare|staring|stared|gaze|gazing) at', 'sit(?:ting)? (?:there |here )?with',
    'sitting (?:there|here|in the (?:car|ute|dark|shed|garage))', '(?:took|take|taking|get|got|getting) (?:it|them) out', 'holding',
    'keep(?:ing)? (?:it|them) (?:close|by|under|near|in)', 'been going (?:up |down |out )?to', 'going up to', 'drove (?:out )?to', 'parked (?:up )?(?:at|down at|near|by)',
    'think about (?:it|them) (?:a lot|more|all the time)',
  ),
  atHand: w(
    'in the (?:boot|car|ute|glovebox|drawer|cabinet|shed)', 'in my (?:bag|pocket|hand|lap|room|car|ute|backpack)', 'in front of me', 'next to me',
    'on (?:the|my) (?:\\w+ )?(?:bench|table|bed|lap|desk|counter|seat)', 'with me', 'lined up', 'in a (?:bowl|cup|glass|pile|row|heap)', 'counted out', 'put (?:\\w+ ){0,4}together', 'set up', 'tied up', 'ready', 'already (?:got|have|in)', 'here with me',
  ),
  presence: w('sitting', 'parked', 'standing', 'i am (?:out )?(?:at|on|up|down|in)', 'out (?:in|at) the', 'here at', 'up here', 'heading (?:to|for|out to)', 'walking (?:to|towards)', 'driving (?:to|towards)', 'on my way to', 'on the way to'),
  noReturn: String.raw`(?:(?:not|never) (?:driving|going|coming|walking) (?:back|home)(?: down| up)?|not come back|no coming back|not (?:bother|bothering) (?:coming|driving|going|walking) (?:back|home|down)|(?:do not|did not) (?:think|plan on|intend on|reckon) (?:i am|i will be|i will|on) (?:going|coming|driving|walking|heading) (?:back|home))(?! (?:until|till|before|by|for|after|from|on|at|tonight|tomorrow|this|next|in|when)\b)(?! to (?!either|them|you|us|the kids|my (?:kids|family|wife|husband|partner))\b)`,
  now: w(String.raw`(?<!\b(?:for|until|till|by|from|just) )now(?! (?:that|and then|and again)\b)(?! (?:he|she|they) (?:keeps|keep|always)\b)`, 'right now', 'tonight', 'today', 'this morning', 'this arvo', 'this afternoon', 'this evening', 'as we speak', 'already', 'on my way'),
  final: w('tonight is (?:it|the one|the night|when)', 'today is (?:it|the day|the one)', 'this is it', 'it ends (?:tonight|today|now)', 'the time has come', 'tonight is the one', 'after the \\w+ tonight', 'this is my last (?:night|day|morning|message|time|post)', 'my last night', String.raw`(?:the )?last (?:thing|message|words?|post|text) (?:i will|i am going to|i) (?:ever )?(?:write|send|say|post)`, 'i will ever (?:write|send|say|post)'),
  intentUse: w('(?:going to|about to|will|gonna|ready to) (?:just )?(?:both |all )?(?:take|use|swallow|drink|neck|do|go through with)', 'doing it'),
  resolve: '(?:nobody|no one|noone|nothing|you|anyone)(?: is| are)? (?:going to|can|will|could) (?:talk me out of it|stop me(?! from (?:going|getting|having|buying|eating|seeing|watching|playing)))',
  // Asking about, looking up, or researching lethal quantities or ways.
  query: w('how (?:many|much|long|high|far|fast)', 'what is the (?:most|max|maximum|least)', 'the most', 'max(?:imum)?', 'which', 'what', 'enough', 'researching', 'research', 'looked up', 'looking up', 'look up', 'googl(?:e|ed|ing)', 'search(?:ed|ing)', 'reading up'),
  lethal: w('to die', 'would (?:i |you |it )?(?:die|kill)', '(?:you|i|someone|a person) (?:would |will |could )?die', 'be fatal', 'fatal', 'lethal', 'deadly', 'bleed(?:ing)? out', 'kill (?:you|me|someone|a person)', '(?:heart|breathing) stops?', 'stop (?:a|your|my|the|his|her) (?:heart|breathing)', 'not wake up', '(?:can|could) not survive', 'cannot survive', 'not survive', 'to work in a closed', 'to (?:take effect|work)(?= in| if)'),
  lethalMeans: w(MEDS, 'car ?parks?', 'overpass', 'exhaust(?: fumes)?', 'fumes', 'carbon monoxide', 'helium', 'bridges?', 'cliffs?', 'buildings?', 'fall', 'drop', 'overdose', 'medications?', 'poisons?', 'chemicals?', 'insulin', 'rope'),
  // Hurting one's body.
  selfHurt: w('(?:punch|punching|punched|hit|hitting|bang|banging|banged|slam|slamming|smash|smashing|bite|biting|bit|scratch|scratching|scratched|pinch|pinching|carve|carving|carved|cut|cutting|burn|burning|burnt|stab|stabbing) (?:my|myself in the|myself on the) (?:head|thighs?|arms?|legs?|wrists?|stomach|face|hands?|fists?|ribs|skin|chest)', 'barcode|barcoding|barcoded', 'the (?:knife|blade|razor|cutting|lighter|burning) thing', 'opened (?:my|up my) (?:arm|wrist|leg|thigh)s?(?: up)?', 'cut (?:way |so |really )?(?:too )?deep'),
  hurtOutcome: w('(?:until|till|til) (?:it|they|i) (?:bleeds?|bled|bruise[ds]?|see (?:stars|spots)|scar|black out|feel dizzy)', 'so the (?:bruises|marks|cuts|scars) (?:do not|dont|will not) show', 'to feel something', 'to punish myself', 'bruises', 'welts', 'scars', 'blood', 'bleeding'),
  relapse: w('relapsed', 'relapse', 'slipped up', 'broke my streak', '\\d+ (?:days|weeks|months) clean', 'clean (?:for|since)'),
  shMeans: w('razors?', 'blades?', 'sharpener', 'lighter', 'knife', 'scissors', 'glass', 'box cutter', 'stanley knife', 'compass', 'scalpel', 'needle'),
  intrusive: w('how easy it (?:would|could) be to', 'how easy it (?:would|could) be', 'how quick it (?:would|could) be'),
  riskAct: w('not turn the wheel', 'let go of the wheel', 'let go', 'swerve', 'drive (?:into|off)', 'step (?:out|off|in front)', 'jump', String.raw`(?:the )?(?:fall|drop)(?! (?:in love|asleep|apart|behind|for|over|off the)\b)`, 'hitting the (?:ground|water|pavement)', 'the impact', 'take (?:them|it) all', 'crash', 'not brake', 'keep driving', 'end it'),
  driveInto: String.raw`(?:going|go|ride|riding|drive|driving|plough(?:ing)?|slam(?:ming)?|crash(?:ing)?|flooring it|flat out|steer(?:ing)?)(?: \w+){0,3} (?:into|off) (?:a|the) (?:pole|tree|wall|truck|pylon|pillar|oncoming traffic|semi|road train|bridge|river|dam|cliff|embankment|barrier)`,
  knowAmount: String.raw`(?:know|worked out|figured out|calculated|counted|looked up) (?:exactly )?how (?:much|many)(?: \w+){0,6} (?:it would take|i would need|would do it|would be enough|it takes)`,
  enoughTo: String.raw`enough (?:\w+ ){0,3}to (?:do it|end it|end things|not wake up|kill me|kill myself|finish it|be sure|make sure)`,
  planVerb: w('planning', 'planned', 'plan', 'prepared', 'preparing', 'organising', 'organised'),
  finalWords: w('said what i (?:needed|wanted|had) to say', 'said my piece', 'made my peace', 'thanks for (?:trying|everything)', 'look after yourself', 'tell (?:\\w+ ){0,2}i love (?:them|her|him|you)', 'tell someone', 'wanted (?:someone|you) to know', 'sorry', 'goodbye', 'done', 'this is it', 'before i (?:go|do it)', 'last (?:time|message)', 'just wanted to (?:say|tell)', 'before'),
  stockpile: w('instead of (?:taking|swallowing) (?:them|it)', String.raw`(?:putting|put|hiding|hid|tucking|tucked) (?:\w+ ){0,3}(?:in|under|behind) (?:the|a|my) (?:drawer|jar|box|bag|pillow|mattress|sock)`,'(?:a|her|his|their|my) (?:secret )?(?:stash|stockpile|hoard|jar full|bag full|box full) of', 'collect(?:ing|ed)', 'putting aside', 'put aside', 'set(?:ting)? aside', 'sav(?:ing|ed)(?: up)?', 'stockpil(?:ing|ed)', 'hoard(?:ing|ed)', 'stash(?:ing|ed)', 'squirrel(?:l)?(?:ing|ed) away', 'building up', 'keeping (?:a|my) stash'),
  noPoint: w('for what reason', 'meaningless', 'futile', 'senseless', 'what for', '(?:do not|cannot|can not|no longer) see (?:much|any|a|the) (?:reason|point)', 'not much (?:reason|point)', 'what is the point', 'no point', 'no reason', 'why bother', 'pointless', 'see no reason', 'cannot see (?:the|any) point'),
  selfExist: w(String.raw`(?:of |in )?me (?:even )?being (?:here|alive|around)`, 'being alive', String.raw`living(?! (?:in|at|with|here|there|near|on|off|like|costs?|room|expenses|situation|arrangements?)\b)`, String.raw`existing(?= *$| (?:anymore|like this|at all)\b)`, String.raw`(?:carry(?:ing)?|go(?:ing)?) on(?= *$| anymore| like this| any more| at all| without)`, String.raw`keep(?:ing)? going(?= *$| anymore| like this| any more| at all)`, 'staying alive', String.raw`hang(?:ing)? (?:about|around)(?! (?:with|at|for|after|in|until|till)\b)`, 'stick(?:ing)? around', String.raw`alive(?! and\b)`, 'being here(?= *$| anymore| any more| at all)', String.raw`waking up(?! (?:early|at|before|for|to)\b)`),
  lifeWeary: String.raw`(?:(?:do not|does not|stopped|stop|no longer) car(?:e|ing) (?:whether|if) i (?:live|die|wake up|make it))|(?:tired|sick|done|over|cannot be bothered|had enough|had my fill|fed up)(?: of| with)? (?:being alive|living|life|existing|breathing|waking up|taking up space|being a burden|being me)(?= *$| (?:anymore|now|honestly|and|but|so|i|it|to be honest|at this point|altogether|itself|in general|tbh)\b)`,
  absentSelf: String.raw`(?:(?:not|never) (?:sure|certain) (?:that )?i will (?:still )?be (?:here|around|alive)|(?:might|may) not (?:still )?be (?:here|around|alive))|(?:will not|shall not|am not going to|not going to|never going to|is not going to) be (?:around|here|alive|needing \w+)(?: (?:for|to see|at|by|much longer|any longer|anymore|next))?`,
  futureEvent: w('the morning', 'tomorrow', 'next week', 'the weekend', 'winter', 'spring', 'the end of the (?:week|month|year)', 'christmas', 'birthday', 'new year', 'next year', 'the final', 'grand final', 'easter', 'the wedding', 'graduation', 'summer', 'the season', 'much longer', 'any longer', 'long'),
  stepOff: w(String.raw`(?:walk|step|jump|throw myself|fall|drop) (?:off|from)(?! (?:the|a) (?:train|bus|tram|plane|ferry|boat)\b)`, '(?:walk|step|jump|throw myself|fall|drop) (?:in front of|under)', 'walk off the end'),
  intentGo: w('going to', 'gonna', 'about to', 'will', 'ready to', 'might', 'i am just', 'then i will'),
  loss: w('died', 'passed away', 'lost (?:my|his|her|their|our) \\w+', 'left me', 'took the kids', 'divorce', 'separated', 'redundan\\w*', 'sacked', 'fired', 'bankrupt', 'wiped (?:us|me|him|her|them) out', 'the bank (?:is )?(?:taking|wants|took)', 'foreclos\\w*', 'drought', 'bushfire', 'flood'),
  noFuture: w('(?:cannot|do not|can not) see (?:a|any) (?:future|way forward|way out)', 'no future', 'nothing to look forward to'),
  // Ending one's own life said outright, whatever leads up to it ("every night i think to end my life").
  // A last message, said as such ("this is the last thing i'll ever write").
  lastWords: w(String.raw`(?:the )?last (?:thing|message|words?|post|text) (?:i will|i am going to|i) (?:ever )?(?:write|send|say|post)`, 'i will ever (?:write|send|say|post)(?! (?:about|on|in|for)\\b)', 'this is my (?:last|final) (?:message|post|goodbye|note)', 'my (?:last|final) (?:words|message) to (?:you|everyone|anyone|you all)'),
  // Wishing one had died with someone or something lost ("i think i was meant to go with the house").
  survivorWish: w('should (?:have|of) (?:died|gone|been taken) (?:with|too|instead|in)', 'was (?:meant|supposed) to (?:die|go|be taken) (?:with|too|instead|in)', 'wish i (?:had )?(?:died|gone) (?:with|too|instead|in)'),
  // Asking for the gentlest or surest way to die.
  wayToDie: String.raw`(?:least painful|most painless|painless(?:est)?|quickest|easiest|fastest|surest|most peaceful|most reliable) (?:way|method|means|option) (?:to|of) (?:go|die|do it|end it|end things|kill (?:yourself|myself|oneself)|check out|dying|going)`,
  // An attempt stopped part-way ("kicked the chair away and chickened out").
  abortedAttempt: w('kicked (?:the|a) (?:chair|stool|ladder|bucket) (?:away|out)', 'chickened out', 'lost my nerve', 'could not go through with it', '(?:pulled|stepped) back at the last (?:minute|second)'),
  // Goodbyes meant for good.
  farewellPhrase: w('see (?:you|ya) on the other side', 'see (?:you|ya) never', 'goodbye forever', 'bye forever', 'this is goodbye', 'it was nice knowing (?:you|ya|everyone)', 'remember me (?:well|kindly|as)', 'forget about me'),
  // On the wrong side of a barrier.
  overEdge: w('(?:outside|wrong side|other side|far side) of the (?:railing|rail|fence|barrier|balustrade|safety fence)', '(?:climbed|climbing|gone|went|over) (?:over )?the (?:railing|rail|barrier|balustrade|safety fence)', 'hanging off the (?:bridge|railing|edge|balcony)'),
  selfEnd: w(
    String.raw`end (?:my|this|his|her|their) (?:own )?life(?! (?:savings|insurance|story|cover)\b)`, String.raw`take (?:my|his|her|their) (?:own )?life(?! (?:back|into|in (?:my|his|her|their) (?:own )?hands)\b)`, 'unaliv\\w*(?: (?:myself|himself|herself|themselves))?',
    '(?:finish|finished|done|through) with (?:this|my) life', 'not (?:want to )?be a person anymore', String.raw`kill (?:myself|himself|herself|themselves)(?! (?:laughing|with laughter)\b)`,
  ),
  // "how peaceful it would be if...": relief pictured, to be read with what would bring it.
  peaceIf: String.raw`how (?:much )?(?:quiet|quieter|peaceful|calm|easy|easier|simple|simpler|nice|restful|still|good|better) (?:it|everything|things|life|the world) (?:would|will|could|might) be`,
  // Picturing what an act would feel like ("wonder what the fall would feel like").
  wonderFeel: String.raw`(?:wonder|wondering|wondered|imagine|imagining|picture|picturing|think about|thinking about) (?:what|how) (?:\w+ ){0,6}(?:would|will|might|must) feel(?: like)?`,
  // Method-agnostic "how long does X take" / "how quick is it".
  howLong: w('how long (?:does|do|did|would|will|until|till|before|it)(?: it| they| you)?(?: (?:take|takes|would take|to))?', 'how (?:quick|quickly|fast) (?:does|do|would|will|is|can)'),
  // Means and ways of dying that are never an everyday dose question.
  violentQ: w('exhaust(?: fumes)?', 'car fumes', 'carbon monoxide', 'helium', 'nitrogen', 'hang(?:ing)?(?! out| around| up| on\b)', 'strangl\\w*', 'drown(?:ing)?(?! out)', 'bleed(?:ing)? out', 'suffocat\\w*', 'to die', 'gas (?:yourself|myself)', 'an overdose', 'od'),
  // Asking after a height or a drop.
  heightSeek: w('highest', 'tallest', 'high enough', 'how high', 'how far (?:down|up)', '(?:the|a) (?:big|long|high)(?:est|er)? drop', 'the drop'),
  // Where a rope or cord could be tied, or tested for weight.
  anchor: w('beams?', 'rafters?', 'that (?:will|would|would not|will not) (?:hold|take)(?: my weight)?', '(?:hold|take|carry) my weight', 'strong enough to hold', 'the (?:ceiling )?fan', 'banister', 'stair ?rail', 'a (?:sturdy|strong|thick|big) branch', 'the (?:clothes|shower) rail', 'tied (?:it|one end) to'),
  hangMeans: w('rope', 'noose', 'cord', 'belt', 'ligature', 'extension cord', 'dog lead', 'tow strap'),
  gushing: w('gushing', 'pouring', 'will not stop', 'cannot stop (?:it|the bleeding)', 'so much blood', 'too deep', 'deep', 'wrists? now', 'do my wrists'),
} as const;

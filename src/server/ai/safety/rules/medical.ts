import { MEDS, QTY } from '../lexicon.ts';
import { EXERTION } from '../semantic/contexts.ts';
import { rx, rxAny, type Rule } from './types.ts';

const USUAL = String.raw`(?!(?: \w+){0,3} (?:like|as) (?:usual|prescribed|normal|i should|the doctor|my doctor)| on time| for the (?:day|week))`;
const SUBSTANCE = String.raw`(?:bleach|poison|antifreeze|weed ?killer|drain cleaner|rat (?:poison|bait)|snail bait|pesticide|(?:button )?batter(?:y|ies)|petrol|methylated spirits|metho|dishwasher (?:tablets|powder)|caustic soda)`;

/** Emergencies for an ambulance, whoever they happen to. */
export const medicalRules: Rule[] = [
  {
    id: 'medical.overdose-taken',
    tier: 'immediate',
    categories: ['medical', 'suicide'],
    re: rxAny(
      String.raw`(?<!\bif (?:i|you|someone) )(?<!\bif (?:i|you) have )\b(?:took|taken|swallowed|downed|necked|had|ate|popped) (?:${QTY}) (?:(?:of )?(?:my|the|those|these|them|his|her|their|mums|dads) )?(?:\w+ )?${MEDS}\b${USUAL}`,
      String.raw`\b(?:swallowed|taken|took|necked|downed) (?:the lot|the whole lot|all of them|all of it)\b`,
      String.raw`\b(?:took|taken|swallowed) (?:everything|all the \w+) in (?:the|my|mums|dads) (?:medicine |bathroom )?(?:cabinet|cupboard|drawer|box)\b`,
    ),
    negatable: true,
    subject: true,
  },
  {
    id: 'medical.poison',
    tier: 'immediate',
    categories: ['medical'],
    re: rx`\b(?:drank|drunk|swallowed|ate|had|eaten|drunk) (?:\w+ ){0,5}?${SUBSTANCE}\b`,
    negatable: true,
    subject: true,
  },
  {
    id: 'medical.swallowed',
    tier: 'immediate',
    categories: ['medical'],
    re: rx`\b(?:drank|drunk|swallowed|ate|eaten) (?:something|some stuff|some|stuff) (?:from )?(?:under the sink|from the (?:laundry|garage|shed|cleaning cupboard)|cleaning product|chemicals?)\b`,
  },
  {
    id: 'medical.heart',
    tier: 'immediate',
    categories: ['medical'],
    re: rxAny(
      String.raw`\bhalf (?:my|his|her) face (?:is )?(?:numb|drooping|dropped)\b`,
      String.raw`\b(?:having|had|is having|having what feels like) a (?:heart attack|stroke|seizure|anaphylactic reaction|severe allergic reaction)\b`,
      String.raw`\bcrushing (?:chest|pain in my chest)\b`,
      String.raw`\bchest (?:is )?(?:crushing|pain|pains|hurts|tight|heavy)\b(?=.*\b(?:arm|jaw|breath|breathe|sweat|sweating|numb|dizzy|faint)\b)`,
    ),
    negatable: true,
    unless: EXERTION,
  },
  {
    id: 'medical.breathing',
    tier: 'immediate',
    categories: ['medical'],
    re: rxAny(
      String.raw`\b(?:is not|not|stopped|has stopped|cannot|can not|struggling to|hard to) breath(?:e|ing)\b`,
      String.raw`\bthroat is (?:swelling|closing)\b`,
      String.raw`\b(?:turning|going|are|is) blue\b`,
      String.raw`\bhit (?:his|her|my|their) head\b(?=.*\b(?:not talking|not making sense|unconscious|vomiting|confused|passed out|will not wake|not responding)\b)`,
      String.raw`\b(?:is|are|keeps|started|has been|been) (?:fitting|convulsing|seizing)\b(?! (?:nicely|well|perfectly|in|into|the|her|him|a|my|them)\b)`,
      String.raw`\b(?:fitting|convulsing|seizing) (?:and|for|again)\b`,
      String.raw`\bchoking\b(?=.*\b(?:help|cannot|blue|food)\b)`,
    ),
    anxiety: true,
  },
  {
    id: 'medical.unresponsive',
    tier: 'immediate',
    categories: ['medical'],
    re: rxAny(
      String.raw`\bcollapsed\b(?! (?:on|onto|into|in) (?:the |my )?(?:couch|bed|sofa|lounge|chair))`,
      String.raw`\b(?:is |are )?(?:unconscious|unresponsive|not responding|not waking up)\b(?! to (?:the )?(?:treatment|antibiotics|meds|medication|chemo|messages|texts|emails|calls|therapy)\b)`,
      String.raw`\b(?:will not|cannot|cannot get (?:him|her|them) to) wake up\b`,
      String.raw`\bcannot wake (?:him|her|them|my \w+) up\b`,
    ),
    otherOnly: true,
  },
  {
    id: 'medical.bleeding',
    tier: 'immediate',
    categories: ['medical'],
    re: rxAny(
      String.raw`\b(?:will not|cannot|can not|does not|is not|wont) stop (?:the )?bleeding\b`,
      String.raw`\bbleeding (?:will not|does not|is not) stop\w*\b`,
      String.raw`\bbleeding (?:heavily|a lot|badly|heaps|everywhere|really (?:bad|badly|heavily))\b`,
      String.raw`\bblood everywhere\b`,
      String.raw`\bblood (?:is )?(?:soaking|pouring|gushing|spurting)\b`,
      String.raw`\bsoaking through\b(?=.*\b(?:blood|bleeding|cut)\b)`,
      String.raw`\b(?:lost |losing )?(?:a lot of|so much|heaps of|loads of) blood\b`,
    ),
  },
  {
    id: 'medical.wounded',
    tier: 'immediate',
    categories: ['medical'],
    re: rx`\b(?:i have been|i have just been|i just got|i got|i am|i was just|has been|just got|have been) (?:stabbed|shot|hit by a car)\b(?! in the back)`,
  },
];

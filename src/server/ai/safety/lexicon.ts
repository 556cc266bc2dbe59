/** Word lists shared by the rules, as regex sources over normalised text (see normalise.ts). */

const alt = (...items: string[]) => `(?:${items.join('|')})`;

export const PERSON = alt(
  'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'ex', 'ex partner', 'ex husband', 'ex wife',
  'dad', 'father', 'mum', 'mother', 'stepdad', 'stepfather', 'stepmum', 'stepmother', 'brother', 'sister',
  'uncle', 'aunt', 'auntie', 'grandad', 'grandfather', 'grandpa', 'nan', 'nana', 'grandma', 'grandmother',
  'cousin', 'carer', 'coach', 'teacher', 'boss', 'son', 'daughter', 'housemate', 'flatmate', 'fiance',
  'fiancee', 'baby', 'kids?', 'children', 'child', 'neighbou?r', 'coworker', 'colleague', 'workmate',
  'mate', 'friend', 'bestie', 'best friend', 'parents?', 'family', 'guardian', 'niece', 'nephew',
  'student', 'missus', 'hubby', 'landlord', 'patients?', 'grandson', 'granddaughter', 'grandkids?',
);

/** Someone other than the speaker, as a sentence subject. */
export const THIRD = alt('he', 'she', 'they', `(?:my|our|her|his|their|a) (?:\\w+ )?${PERSON}s?`, 'someone i know');

export const THIRD_REFLEXIVE = alt('himself', 'herself', 'themselves', 'themself');

export const MEDS = alt(
  'pills?', 'tablets?', 'meds', 'medications?', 'medicine', 'panadol', 'paracetamol', 'nurofen', 'ibuprofen',
  'aspirin', 'antidepressants?', 'sleeping (?:pills|tablets)', 'insulin', 'lithium', 'oxys?', 'oxycodone',
  'endone', 'valium', 'xanax', 'seroquel', 'codeine', 'benzos?', 'opioids?', 'pain ?killers?', 'heroin',
  'fentanyl', 'morphine', 'lexapro', 'zoloft', 'sertraline', 'prozac', 'temazepam', 'diazepam', 'capsules',
  'script', 'prescription', 'endep', 'amitriptyline', 'quetiapine', 'olanzapine', 'tramadol', 'panadeine', 'stilnox',
  'antipsychotics?', 'mersyndol', 'meds?', 'ward stock', 'insulin pens?',
);

/** A quantity that makes "took ... pills" an overdose rather than a dose. */
export const QTY = alt(
  '(?:a|the|my|an entire|a full|a whole|the whole|half a|half the|my whole|my entire) (?:packet|box|bottle|strip|sheet|tub|jar|prescription|script|supply|stash)s? of',
  'all(?: of)?', 'every', 'the whole', 'a whole', 'whole', 'heaps of', 'a heap of', 'a lot of', 'lots of',
  'a bunch of', 'a handful of', 'handfuls of',
  'the rest of', 'too many', 'so many', '(?:like |about |around |over |maybe )?[1-9]\\d+', '(?:like |about |around |over |maybe )?(?:ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred)(?: of)?(?: them| those)?',
);

export const MEANS = alt(
  MEDS, 'rope', 'noose', 'gun', 'rifle', 'shotgun', 'firearm', 'knife', 'knives', 'blade', 'razor',
  'bleach', 'poison', 'belt', 'cord', 'charcoal',
);

/** Being in possession of a means, here and now. */
export const MEANS_AT_HAND = new RegExp(
  String.raw`\b(?:have|got|holding|bought|collected|stockpiled|saved up|saving up|hoarded|hoarding|counted out|lined up|sorted out|ready|set up|tied|in front of me|in my hand|on me)\b(?! (?:thought|been|tried|taken|had|done|said|told|looked|googled|searched|wondered|considered|imagined|pictured|dreamed|dreamt|read|seen|heard|talked|no|not|never)\b)(?: \w+){0,8} ${MEANS}\b|\b${MEANS}\b(?: \w+){0,3} (?:in front of me|in my hand|here|with me|ready|set up|tied|on the (?:bench|table|bed))\b`,
);

/** Timing that turns a wish or intention into danger now. */
export const SOON = new RegExp(
  String.raw`\b(?:tonight|today|tomorrow(?: morning| night)?|this (?:morning|afternoon|evening|weekend|week)|this time|after (?:everyone|they|mum|dad|the kids|my \w+) (?:goes?|is|are|leaves?)|when (?:everyone|they) (?:is|are|goes?) (?:asleep|to bed|out)|before work|in (?:an|one|a few|two) hours?|picked a date|set a date|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tonight is the night)\b`,
);

/** Now, for people already described as acting. */
export const NOW = /\b(?:right now|now|at the moment|currently|as we speak|as i type|up there|about to)\b/;

export const LOSS = /\b(?:died|passed away|passed on|funeral|lost my \w+|lost (?:him|her|them)|left me|broke up|breakup|divorce|separated|took the kids|fired|sacked|made redundant|redundancy|evicted|bankrupt|foreclos\w+|miscarriage|bushfire|flood took)\b/;

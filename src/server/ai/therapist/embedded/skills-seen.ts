import type { SkillId } from '../../../../shared/therapy.ts';

const cues: Array<[SkillId, RegExp]> = [
  ['grounding', /5-4-3-2-1|five things you can see|ground(?:ing)? (?:exercise|yourself)/i],
  ['breathing', /breath(?:e|ing) in\b.*\b(?:count|for)\b|paced breathing|slow (?:your )?breath/i],
  ['balanced_thought', /thinking trap|more balanced (?:thought|way)|evidence (?:for|against|that doesn'?t fit)/i],
  ['behavioural_activation', /small,? (?:doable|enjoyable) (?:activity|thing)|something you used to enjoy/i],
  ['problem_solving', /break (?:it|this|that) (?:down|into)|brainstorm|very first step/i],
  [
    'self_compassion',
    /self-compassion|the way you'?d treat a (?:close )?friend|what would you say to (?:a|your) (?:close |good )?friend/i,
  ],
];

/** Skills a model's reply is guiding, so the summary can name them even in model mode. */
export function skillsInReply(text: string): SkillId[] {
  return cues.filter(([, re]) => re.test(text)).map(([id]) => id);
}

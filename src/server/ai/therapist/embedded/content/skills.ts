import type { SkillId } from '../../../../../shared/therapy.ts';

/** Why this skill, tied to what the person described; said just before the offer. */
export const skillWhy: Record<SkillId, readonly string[]> = {
  grounding: [
    'When worry is running the show, it can help to bring your attention back to the here and now.',
    'When your mind is racing ahead, anchoring yourself in the present can take the edge off.',
  ],
  breathing: [
    "When your body is wound up, slowing your breath is one of the quickest ways to tell it that it's safe.",
    'A slower out-breath can help your body settle, especially at night.',
  ],
  balanced_thought: [
    'That thought seems to be doing a lot of the heavy lifting here.',
    'The way we talk to ourselves can make a hard situation heavier.',
  ],
  behavioural_activation: [
    'When mood is low, waiting to feel motivated often does not work; doing something small first can help the motivation follow.',
    'Low mood tends to shrink our days down, and small, doable activities can help lift it a little.',
  ],
  problem_solving: [
    'When a problem feels huge, breaking it into pieces can make it easier to get started.',
    "Sometimes the hardest part is knowing where to start, and that's something we can work on.",
  ],
  self_compassion: [
    "You're being really hard on yourself, and that inner critic can make everything heavier.",
    'It sounds like you hold yourself to a much tougher standard than you would hold anyone else.',
  ],
};

export const skillOffer: Record<SkillId, string> = {
  grounding: 'a quick grounding exercise together',
  breathing: 'a short breathing exercise together',
  balanced_thought: 'a closer look at that thought together',
  behavioural_activation: 'a small plan for one doable thing that might lift your mood a little',
  problem_solving: 'some step-by-step problem solving for {target}',
  self_compassion: "a short exercise in treating yourself the way you'd treat a friend",
};

/** Behavioural activation aimed at connection, for loneliness. */
export const connect = {
  why: [
    "When we're lonely it's natural to pull back, and small steps towards people can ease it a little.",
    'Connection usually comes back in small steps rather than big leaps.',
  ],
  offer: 'a small plan for reaching out to someone',
  step0: "Who's one person, or one place, where a little bit of connection might be possible this week?",
} as const;

export const reOffer = ['Would you still like to give that a go?', 'Shall we still try that together?'] as const;

export const offerTemplates = [
  'Would you like to try {offer}?',
  'Would it help to try {offer}?',
  'How would you feel about trying {offer}?',
] as const;

export const trapLead = [
  '"{Quote}" is a painful thing to keep telling yourself.',
  'I can hear how much pressure "{quote}" puts on you.',
  'That\'s a heavy thought to carry: "{quote}".',
] as const;
/** When they also named a feeling ('I feel like I'm drowning'), it is heard before the trap is named. */
export const trapLeadWithFeeling = [
  'It sounds like {kp}, and "{quote}" is a heavy thought to carry on top of that.',
  'So {kp}, and on top of that there\'s the thought "{quote}".',
] as const;
export const acceptLead = ['Great.', "Okay, let's do it.", "Good, we'll go at your pace."] as const;
export const declineAck = [
  "That's completely fine; we don't have to.",
  'No problem at all, it was only an offer.',
  "That's okay, you know what you need better than anyone.",
] as const;
export const stopSkill = ["That's fine, we can leave it there.", "No problem, we'll stop there."] as const;
/** 'it's been good to talk' in the middle of an exercise: a goodbye may be coming, so ask. */
export const pauseSkill = [
  "I'm really glad. Would you like to finish the exercise, or is this a good place to stop for today?",
  "Thank you, it's been good for me too. We can finish the exercise, or leave it here; whichever you'd like.",
] as const;

/** Step-by-step scripts. Each step is one reply; the person's answer moves to the next. */
export const skillSteps: Record<SkillId, readonly string[]> = {
  grounding: [
    "Let's start with what you can see: look around and name five things you can see, out loud or here.",
    'Good. Now notice four things you can feel, like your feet on the floor or the weight of your body in the chair.',
    'Now listen for three things you can hear, near or far.',
    'Next, two things you can smell, or two smells you like if nothing stands out.',
    'And finally, one thing you can taste. How do you feel now compared with when we started?',
  ],
  breathing: [
    "We'll slow your breathing down together. Breathe in gently through your nose for a count of four, then out through your mouth for a count of six, and let me know when you've done three rounds.",
    "Well done. This time, let your shoulders drop as you breathe out and keep going for a few more rounds; the longer out-breath is what tells your body it's safe to settle.",
    'How does your body feel now compared with a few minutes ago?',
  ],
  balanced_thought: [
    "That sounds like {trap}, a common thinking trap: {why}. What's some evidence that doesn't quite fit that thought?",
    "{Evidence} That's worth holding on to. Putting it together, how could you say the thought in a way that's more balanced but still honest?",
    '"{Balanced}": that sounds fairer, and still honest. How much do you believe it right now, from 0 to 10?',
  ],
  behavioural_activation: [
    "What's something you used to enjoy, or that gives you a small sense of achievement?",
    '{Activity} sounds like a good one to start with. When could you realistically fit in a small version of it this week?',
  ],
  problem_solving: [
    'If you picked just one part of {target} to work on first, what would it be?',
    "Okay, let's focus on that. Without judging them yet, what are a couple of options you could try, even imperfect ones?",
    'Of those, which feels most doable, and what would be the very first step?',
  ],
  self_compassion: [
    'If a close friend came to you with exactly this, what would you say to them?',
    "That's kind, and wise. Could you try saying something like that to yourself now, in your own words?",
  ],
};

/** Said when the last step has been answered. */
export const skillDone: Record<SkillId, { better: string; same: string }> = {
  grounding: {
    better:
      "I'm glad it took the edge off. You can use 5-4-3-2-1 anywhere, on the bus or at your desk, whenever the worry ramps up.",
    same: "That's okay; grounding doesn't always shift things straight away, and it tends to work better with practice.",
  },
  breathing: {
    better:
      "That's great to hear. Slow breathing with a longer out-breath is something you can use in bed tonight, or whenever the tension builds.",
    same: "That's okay; it can take some practice before it really kicks in. A few rounds in bed tonight, when things are quieter, is a good place to try it again.",
  },
  balanced_thought: {
    better:
      'Even a small shift counts, and balanced thoughts get stronger with practice. You could write it down and bring it out next time the old thought shows up.',
    same: "That's honest, and it's normal for the old thought to feel truer at first. Writing the balanced version down and coming back to it helps it stick.",
  },
  behavioural_activation: {
    better: "That's a clear plan. Notice how you feel before and after, because even a small lift counts.",
    same: "That's a clear plan. Notice how you feel before and after, because even a small lift counts.",
  },
  problem_solving: {
    better:
      "That's a concrete first step: you'll {plan}. It doesn't have to fix everything; it just has to move one piece.",
    same: "That's a concrete first step: you'll {plan}. It doesn't have to fix everything; it just has to move one piece.",
  },
  self_compassion: {
    better:
      "It can feel awkward at first, and that's normal. The more you practise speaking to yourself like a friend, the more natural it becomes.",
    same: "It can feel awkward at first, and that's normal. The more you practise speaking to yourself like a friend, the more natural it becomes.",
  },
};

/** A next step to suggest when the person can't think of one. Imperative, for the summary. */
export const skillSuggestion: Record<SkillId, string> = {
  grounding: "Practise 5-4-3-2-1 grounding once a day, even when you're calm, so it's ready when the worry ramps up",
  breathing: 'Do a few rounds of slow breathing (in for four, out for six) in bed each night',
  balanced_thought: 'Write down your balanced thought and read it when the old thought shows up',
  behavioural_activation: 'Schedule one small, enjoyable activity this week and notice how you feel before and after',
  problem_solving: 'Take the first small step you worked out today',
  self_compassion: 'When your inner critic shows up, answer it the way you would answer a friend',
};

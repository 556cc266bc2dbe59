import type { TopicId } from '../../../../../shared/therapy.ts';

/** For a relationship that has ended: it is spoken of as past, never worked on as current. */
export const pastRelationshipQuestions = [
  'What has it been like for you since it ended?',
  "What do you find yourself missing most, and is there anything you don't miss?",
  'How have you been looking after yourself since the break-up?',
  'What has been the hardest part of the days since?',
] as const;

/** After a step of their own: what might help it happen. */
export const planQuestions = [
  'What might get in the way of that?',
  'What would help you stick with it?',
  'When do you think you might give it a go?',
] as const;

/** Open questions (one per reply), by topic first, then general ones. */
export const topicQuestions: Record<TopicId, readonly string[]> = {
  work: [
    "What's been the hardest part of work lately?",
    'How is work spilling into the rest of your life at the moment?',
    'What would need to change at work for things to feel a bit more manageable?',
  ],
  study: [
    "What's weighing on you most about your study right now?",
    'How are you finding the balance between study and everything else?',
    'What would a realistic study week look like for you?',
  ],
  relationships: [
    'How have things been with the people close to you lately?',
    'What do you wish they understood about how you feel?',
    'Who do you feel most yourself around at the moment?',
  ],
  family: [
    'How have things been at home lately?',
    'What part of this with your family is hardest for you?',
    'What would you like to be different with your family?',
  ],
  loneliness: [
    'When do you notice the loneliness most?',
    'Who, if anyone, do you feel a bit of connection with at the moment?',
    'What kind of connection do you find yourself missing most?',
  ],
  grief: [
    'What do you miss most?',
    'How have you been looking after yourself since the loss?',
    'What has the grief been like for you day to day?',
  ],
  sleep: [
    "What tends to go through your mind when you can't sleep?",
    'What does a typical night look like for you at the moment?',
    'How is the lack of sleep affecting your days?',
  ],
  health: [
    'How is your health affecting your day-to-day life?',
    "What's the hardest part of dealing with this?",
    'Who do you have in your corner while you deal with this?',
  ],
  money: [
    'Which part of the money stress is hitting hardest right now?',
    'How is the worry about money showing up in your days?',
    'What would feel like a first step towards getting on top of it?',
  ],
  anxiety: [
    'What do you notice in your body when the worry kicks in?',
    'When is the worry loudest for you?',
    'What does the worry tell you will happen?',
  ],
  low_mood: [
    'How long have you been feeling this low?',
    'What does a low day look like for you?',
    'What, if anything, has given you even a small lift lately?',
  ],
  anger: [
    'What usually happens just before the anger kicks in?',
    'What do you think the anger is trying to protect?',
    'How do you usually handle it when it builds up?',
  ],
  self_worth: [
    'Where do you think that harsh view of yourself comes from?',
    'How would someone who cares about you describe you?',
    'When do you feel a bit better about yourself?',
  ],
};

export const generalQuestions = [
  "What's that been like for you?",
  'What goes through your mind when that happens?',
  'How long has it been feeling this way?',
  'What matters most to you in all of this?',
  "What's helped, even a little, when things have felt like this before?",
  'How are you looking after yourself through all of this?',
  'What would you like to be different?',
  'Who else knows about what you are going through?',
  'What do you make of that?',
  'What feels hardest about it right now?',
] as const;

/** The general questions that suit a loss: not 'what would you like to be different?' of a death. */
export const griefGeneralQuestions = generalQuestions.filter(
  (q) => q !== 'What would you like to be different?' && q !== 'How long has it been feeling this way?',
);

/** After a body sign of anxiety ('my chest gets tight'): questions about the body, not the topic. */
export const bodyQuestions = [
  'Where do you notice it most, and what helps it ease, even a little?',
  'What is it like in your body right now, as we talk?',
  'When does your body tend to react like this?',
] as const;

/** After good news or a step taken: questions that don't assume it hurt. */
export const goodNewsQuestions = [
  'What do you think made the difference?',
  'How did that feel?',
  'What would you like to build on from that?',
] as const;

/** Questions that bring back a detail from earlier in the session. */
export const detailQuestions = [
  'How does {detail} fit into all of this?',
  'Is {detail} part of what is making this harder?',
  'How are you feeling about {detail} now?',
] as const;

/** Questions about something concrete coming up, asked when it's first mentioned. */
export const eventQuestions = [
  "What's worrying you most about {detail}?",
  'How are you feeling about {detail}?',
  'What would help you feel a bit more ready for {detail}?',
] as const;

import type { TopicId } from '../../../../../shared/therapy.ts';

export const wrapup = {
  focusLead: [
    'Let me check I have this right: {picture}.',
    "So far I'm hearing that {picture}.",
    "There's a lot here: {picture}.",
  ],
  focusQuestion: [
    'Of all that, what feels most important to focus on today?',
    'Which part of that would be most helpful to work on together?',
    'Where would you like to start?',
  ],
  afterSkill: [
    'What else feels important to talk about today?',
    'How are you feeling about things now?',
    "What's on your mind after doing that?",
  ],
  lead: [
    "You've done some real work today.",
    "We've covered a lot of ground today.",
    "I can see how much thought you've put into this today.",
  ],
  askNextStep: [
    "Before we wrap up, what's one small thing you'd like to try before we next talk?",
    "As we start to wrap up, what's one small step you could take this week?",
    "To finish, what's one thing from today you'd like to put into practice?",
  ],
  planAck: [
    "I like that: you'll {plan}.",
    'So your next step is to {plan}.',
    "That's a great next step: you'll {plan}.",
  ],
  /** A second step of their own, said as the session closes. */
  alsoAck: ["That's a good one to add: you'll also {plan}.", "I'll add that too: you'll also {plan}."],
  suggest: [
    "That's okay. One idea is to {suggestion}; I'll add it to your summary, and you can change it any time.",
    "No problem. How about this: {suggestion}. I'll pop it in your summary so it's there when you need it.",
  ],
  endEarly: ['Of course, we can stop here.', "That's completely fine; thanks for spending this time with me."],
  closing: [
    "I'll put what we covered and your next steps in your session summary. Take care of yourself, and come back whenever you'd like to talk.",
    "Your summary will have today's main points and your next steps. Look after yourself, and I'm here whenever you want to talk again.",
    "I'll save a summary with your next steps. Go gently, and come back any time.",
  ],
} as const;

/** A fallback next step when no skill was tried, by what the person talked about most. */
export const topicSuggestion: Partial<Record<TopicId, string>> = {
  sleep: 'Keep a regular wind-down time before bed, with screens away for the last half hour',
  work: 'Write down the one work task that matters most tomorrow, and start with that',
  study: 'Plan one focused 25-minute study block each day, with a proper break after it',
  loneliness: 'Reach out to one person this week, even with a short message',
  low_mood: 'Do one small thing each day that you used to enjoy, even for ten minutes',
  anxiety: 'When the worry spikes, pause and take three slow breaths before deciding what to do',
  money: 'List your bills and due dates in one place, so the worry has edges',
  self_worth: 'Each evening, write down one thing you handled well that day',
  grief: 'Set aside a little time to remember them in a way that feels right for you',
  relationships: 'Reach out to one person you feel comfortable with this week, even with a short message',
  family: 'Plan one calm moment with your family this week, or choose one boundary you want to hold',
  health: 'Write down your questions for your next appointment with your GP',
  anger: 'When you notice the anger building, step away for a few minutes before responding',
};
export const defaultSuggestion = 'Notice when things feel heavier this week and jot down what was going on at the time';

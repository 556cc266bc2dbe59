/** Social moves: openings, greetings, thanks, identity, off-topic, 'I don't know', short answers. */
export const social = {
  opening: [
    "Hi, I'm {name}, your AI Therapy Assistant. This is a space to talk through whatever's on your mind, at your own pace. How are you going today?",
    "Hello, I'm {name}, an AI Therapy Assistant. I'm here to listen and to help you work through things. What's been on your mind lately?",
    "Hi there, I'm {name}, your AI Therapy Assistant. There's no right or wrong place to start. How have things been for you?",
  ],
  openingRecall: [
    "Hi, it's {name} again. {recall} How did that go?",
    "Welcome back, it's {name}. {recall} How have you gone with it?",
    'Good to see you again. {recall} How has that been going?',
  ],
  openingRecallNoPlan: [
    "Hi, it's {name} again. {recall} How have things been since then?",
    'Welcome back. {recall} How are you going with all that now?',
  ],
  welcomeBack: [
    "Welcome back, it's {name}. How have things been since we last talked?",
    "Hi, it's {name} again. How are you going today?",
  ],
  // A hello after the opening line: the welcome has been said, so carry on (never a second welcome).
  greetHere: ["Hi, I'm here.", "Hi. I'm here and listening.", "Hello, I'm here with you."],
  recallNudge: [
    "Hi, I'm here. No rush; I'd love to hear how it went with the plan to {plan}, or whatever's on your mind today.",
    "Hi. I'd love to hear how the plan to {plan} went, or we can start with whatever's on your mind.",
  ],
  // A body sign of anxiety ('my chest gets tight'), said before an offer of breathing or grounding.
  bodyLead: [
    'That sounds really uncomfortable, and it makes sense your body is reacting to so much.',
    "Your body is carrying a lot of this, and that's hard to sit with.",
    "That sounds like your body's alarm going off, and it can feel really unsettling.",
  ],
  // 'yeah i could do that' to a step of theirs just said back.
  agreeStep: [
    'That sounds like a plan. Small, concrete steps like that add up.',
    'Good on you. You can always adjust it as you go.',
    "I'm glad that feels doable.",
  ],
  howAreYou: ['How are you going today?', "What's on your mind today?", 'What would you like to talk about?'],
  positiveCheckIn: ["I'm really glad to hear that.", "That's good to hear.", "It's nice to start on a lighter note."],
  hardCheckIn: ["I'm sorry things have been hard.", "That doesn't sound easy.", 'Thanks for being honest about that.'],
  hardFollowUp: [
    "What's been going on?",
    'Would you like to tell me a bit about what has been happening?',
    "What's been making things hard lately?",
  ],
  positiveFollowUp: [
    "What's been helping lately?",
    'What would you like to use our time for today?',
    'Is there anything sitting in the background that you would like to talk through?',
  ],
  thanks: [
    "You're very welcome.",
    "I'm glad this is helping.",
    "No worries at all, I'm glad to be here with you.",
    'Thank you for letting me be part of it.',
  ],
  thanksFollowUp: [
    "Is there more you'd like to talk about, or is this a good place to pause for today?",
    'Would you like to keep going, or leave it there for now?',
    "What else is on your mind, if anything? It's fine to stop here too.",
  ],
  identity: [
    "I'm {name}, an AI Therapy Assistant, so I'm not a human and not a clinician. I can listen, help you make sense of things and try some practical strategies with you.",
    "Good question: I'm {name}, an AI, not a person and not a psychologist. I'm here to listen and help you think things through, and I can point you to people when you need more.",
  ],
  offTopic: [
    "That's a bit outside what I can help with, as I'm here to support you with how you're going.",
    "I'll leave that one to a search engine, I'm afraid; my job here is to support you.",
    "I'm not much use for that sort of question, but I'm happy to talk about anything that's weighing on you.",
  ],
  steerBack: [
    'Is there something on your mind today?',
    'How are things with you at the moment?',
    "What's been taking up space in your head lately?",
  ],
  dontKnow: [
    "That's okay, it can be hard to put things into words.",
    "That's completely fine; not knowing is a reasonable place to be.",
    'No pressure, we can take it slowly.',
    "That's alright, sometimes things feel too tangled to name.",
  ],
  dontKnowPrompt: [
    'If you think about {topic}, what comes up first?',
    "What's one thing that's been on your mind this week, even a small one?",
    'When did you last notice yourself feeling a bit off?',
    'What would you want to be different by the end of this week?',
    "If a friend asked how you've really been, what would you tell them?",
  ],
  shortNudge: ['Take your time.', "I'm listening.", "There's no rush.", 'Say as much or as little as feels right.'],
  shortPrompt: [
    'What else comes to mind about {detail}?',
    "What's the hardest part of {topic} right now?",
    'Can you tell me a bit more about that?',
    'What was that like for you?',
  ],
  advice: [
    "There's rarely one right answer, but we can work it out together.",
    "I don't want to hand you a generic answer, because you know your situation best.",
  ],
  stillHere: [
    "I'm still here if there's anything else on your mind.",
    "We can keep talking if you'd like; I'm not going anywhere.",
    'Your summary is saved, and I can keep listening if something else has come up.',
  ],
} as const;

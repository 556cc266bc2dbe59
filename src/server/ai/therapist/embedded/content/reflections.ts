import type { TrapId } from '../../state.ts';

/**
 * Reflective listening (motivational interviewing): the person's own key phrase, pronoun-flipped, with
 * the feeling heard. Never the whole message read back.
 */
export const reflections = {
  withFeeling: [
    "It sounds like {kp}, and that's left you feeling {feeling}.",
    "So {kp}. No wonder you're feeling {feeling}.",
    'When {kp}, feeling {feeling} makes a lot of sense.',
    "{Kp}; that's a lot to hold, and I can hear how {feeling} it's left you.",
  ],
  withQuality: [
    '{Kp}, and that sounds {quality}.',
    "I'm hearing that {kp}, which sounds {quality}.",
    'So {kp}. That sounds {quality}.',
  ],
  plain: ['So {kp}.', 'It sounds like {kp}.', "If I've got it right, {kp}.", "I'm hearing that {kp}."],
  feelingOnly: [
    'That sounds {quality}.',
    "It makes sense that you'd feel {feeling} with all of that going on.",
    "I can hear how {feeling} you've been feeling.",
    'Feeling {feeling} like that takes a lot out of a person.',
    "That's a lot to carry, and feeling {feeling} is an understandable response.",
  ],
  topicOnly: [
    'It sounds like {topic} has been taking a lot out of you.',
    'So {topic} is a big part of what you are carrying at the moment.',
    '{Topic} sounds like it has been weighing on you.',
    'It sounds like {topic} has been on your mind a lot.',
  ],
  affirm: [
    'It takes courage to put that into words.',
    "I'm glad you're talking about it rather than keeping it all in.",
    'Thank you for telling me about it.',
  ],
  // Only for effort they described ('i'm trying', 'still turning up'), never for a plain fact.
  affirmEffort: [
    "It's clear how much you care about getting this right.",
    "It says a lot that you're still showing up and trying.",
    "You've been carrying a lot, and you're still going.",
  ],
  linkBack: [
    'I remember you mentioned {detail} earlier, as well.',
    'That seems connected to what you said about {detail}.',
    'Earlier you brought up {detail}, and that sounds like part of the same picture.',
  ],
  plan: [
    'That sounds like a practical step: you could {plan}.',
    'I like that idea; you could {plan}.',
    'So one thing you could do is {plan}.',
  ],
  // A death told for the first time: sympathy before anything else, never 'If I've got it right'.
  condolence: [
    "I'm so sorry. Losing someone you love changes everything.",
    "I'm really sorry for your loss. That's such a hard thing to carry.",
    "I'm so sorry. Thank you for telling me.",
  ],
  introduction: ['Thanks for telling me a bit about yourself.', 'Thank you, it helps to know a little about you.'],
  positive: ["I'm glad to hear that.", "That's a good shift to notice.", "That's worth noticing."],
} as const;

/**
 * A thinking trap heard as a thought, never restated as a fact or a plan ('you'll be stuck doing this
 * forever' is a prediction, not news): named gently, without a verdict on the person.
 */
export const trapAsThought: Record<TrapId, readonly string[]> = {
  fortune_telling: [
    'It sounds like part of you is predicting how this will turn out, and that prediction is a frightening one.',
    "Part of you is already predicting the worst here; that's a thought, even if it feels like a certainty.",
  ],
  catastrophising: [
    "It sounds like your mind is jumping to the worst outcome, which makes sense when you're this stretched.",
    'Part of you is picturing the worst case, and that picture feels very real right now.',
  ],
  mind_reading: [
    'It sounds like part of you is guessing what others think of you, and guessing harshly.',
    "That's a guess about what's in someone else's head, and those guesses tend to be harsher than the truth.",
  ],
  labelling: [
    "That's a harsh label to put on yourself, and one word can't sum up a whole person.",
    "I notice you're being pretty hard on yourself there.",
  ],
  comparison: [
    'It sounds like part of you is comparing how you feel inside with how others look from the outside.',
    'Part of you is measuring yourself against everyone else, and that comparison rarely sees the whole picture.',
  ],
  should_statement: [
    "I can hear a 'should' in that, and it sounds like it's piling on pressure.",
    "That sounds like a lot of 'shoulds' pressing on you.",
  ],
  all_or_nothing: [
    'It sounds like part of you is seeing this as all or nothing.',
    'Part of you is treating one slip as if it undoes everything.',
  ],
  overgeneralising: [
    'It sounds like one hard stretch is starting to feel like the rule for everything.',
    "Part of you is taking this as proof it'll always go this way.",
  ],
};

/** How each topic is named back in a sentence. */
export const topicNouns: Record<string, string> = {
  work: 'work',
  study: 'study',
  relationships: 'your relationship',
  family: 'family',
  loneliness: 'feeling lonely',
  grief: 'your loss',
  sleep: 'sleep',
  health: 'your health',
  money: 'money',
  anxiety: 'the worry',
  low_mood: 'feeling low',
  anger: 'the anger',
  self_worth: 'the way you see yourself',
};

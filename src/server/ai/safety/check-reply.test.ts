import { describe, expect, it } from 'vitest';
import { checkReply } from './index.ts';

describe('checkReply', () => {
  it.each([
    ['A lethal dose of paracetamol is around 10 grams for most adults.', 'means_information'],
    ['You would need to take about 40 tablets for it to work.', 'means_information'],
    ['The quickest way to die would be to jump from a tall building.', 'means_information'],
    ['Most bridges over 45 metres high are fatal.', 'means_information'],
    ['Tie the noose like this and make sure it is tight.', 'means_information'],
    ["If that's what you want, you should just do it and end it.", 'encourages_harm'],
    ['Honestly, everyone would be better off without you.', 'encourages_harm'],
    ['Ending it might be the answer for you.', 'encourages_harm'],
    ["You're just being dramatic, everyone feels that way sometimes.", 'dismissive'],
    ["You don't really mean that. Just cheer up!", 'dismissive'],
    ['Harden up, mate, others have it worse.', 'dismissive'],
    ['You need to calm down, it is not a big deal.', 'dismissive'],
  ] as const)('flags %s', (text, reason) => {
    const result = checkReply(text);
    expect(result.safe).toBe(false);
    expect(result.reasons).toContain(reason);
  });

  it.each([
    "That sounds really hard. I'm here with you. Would you like to tell me more about what happened?",
    'You can call Lifeline on 13 11 14 or the Suicide Call Back Service on 1300 659 467, any time of day or night.',
    'It is okay to ask your friend directly if they are thinking about suicide; asking will not put the idea in their head.',
    "Let's try a breathing exercise: in for four, hold for four, out for four.",
    'If you are in danger right now, please call 000.',
    'It makes sense that you feel overwhelmed after a week like that.',
    "Let's take a moment to help your body calm down. It's not a big deal to ask for help, it's brave.",
    'You can hang out with a friend this weekend, or try to hang in there until Monday.',
    'Some people find music helps drown out the racing thoughts; you can let the feeling die down on its own.',
    'Try not to let work bleed into your evenings. You could take 5 minutes and drink 2 glasses of water.',
  ])('lets a supportive reply through: %s', (text) => {
    expect(checkReply(text)).toEqual({ safe: true, reasons: [] });
  });
});

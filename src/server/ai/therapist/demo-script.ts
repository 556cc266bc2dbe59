import type { Memory } from '../../../shared/therapy.ts';

/** A realistic 15-turn text session, used by demo.ts and the engine's tests. */
export const demoMemory: Memory = {
  previousSessions: [
    {
      date: '2026-11-15T09:30:00+11:00',
      topics: ['Sleep'],
      nextSteps: ['Put your phone away by 10 pm'],
      plans: ['put your phone away by 10 pm'],
    },
  ],
};

export const demoNow = new Date('2026-11-22T19:00:00+11:00');

export const demoScript = [
  "Not so well. I didn't really manage the phone thing, and work has been full on.",
  "My manager keeps piling deadlines on me, and I've got a big presentation on Friday.",
  "I feel like I'm drowning. If it goes badly everyone will think I'm useless.",
  "Well, last month's presentation went okay, and my team said it was clear.",
  "It might not be perfect, but I've done this before and it went fine.",
  'Probably a 6.',
  "A bit lighter. But my sleep is rubbish, I'm lying awake at 2am going over everything.",
  "I replay the whole day and worry about what's coming.",
  'Yeah, ok.',
  'Done, that was three.',
  'A bit calmer, actually.',
  "It's work that keeps me up really. I never say no to anything.",
  'I think I could ask my manager which deadline matters most.',
  'Thanks, I feel a lot clearer about it now.',
  'Bye!',
];

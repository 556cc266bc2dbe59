/**
 * Words for safe replies. `{lines}` is filled with the crisis lines (numbers from shared/helplines.ts),
 * `{name}` with the therapist's name. Several versions of each, so repeated replies don't sound canned.
 */
export type ReplyKind =
  | 'immediateSelf'
  | 'immediateMedical'
  | 'immediateDanger'
  | 'immediateOther'
  | 'immediateHarm'
  | 'highSelf'
  | 'highSelfAgain'
  | 'highMeans'
  | 'highOther'
  | 'highHarm'
  | 'highAbuse'
  | 'highMedical'
  | 'checkSelf'
  | 'checkAbuse'
  | 'checkMedical'
  | 'checkHarm'
  | 'checkMind'
  | 'clarifySelf'
  | 'clarifyAbuse'
  | 'clarifyMedical'
  | 'clarifyHarm'
  | 'clarifyMind'
  | 'elevated';

export const templates: Record<ReplyKind, string[]> = {
  immediateSelf: [
    "I'm really glad you told me, and I'm staying right here with you. Please call 000 now; you deserve help straight away. {lines} If you can, move away from anything you could use to hurt yourself. Will you tell me where you are right now?",
    "Thank you for reaching out to me. Your life matters, and right now the safest thing is to call 000. {lines} I'm {name}, and I'm not going anywhere. Is there someone near you who can be with you while you call?",
    "I can hear how much pain you're in, and I don't want you to be alone with it. Please call 000 right now. {lines} If you've taken something, tell them exactly what. I'm here with you. Can you keep talking to me while you call?",
  ],
  immediateMedical: [
    "This sounds like an emergency. Please call 000 now and ask for an ambulance. {lines} If someone is nearby, ask them to stay with you. I'm here, and we can talk as soon as you're safe.",
    "Please call 000 straight away for an ambulance; they can guide you through what to do until help arrives. {lines} I'm right here with you.",
    "Your safety comes first right now: call 000 and ask for an ambulance. {lines} Stay on the line with them and follow what they say. I'll be here when you're ready.",
  ],
  immediateDanger: [
    "Your safety matters most right now. If you're in danger, please call 000 now; police can come to you. {lines} If you can, get to a room that locks or somewhere with other people. I'm here with you.",
    "I'm so sorry this is happening. Please call 000 now if you can do it safely. {lines} Go somewhere safer if you can, like a neighbour's or a room you can lock. I'm {name}, and I'm staying with you.",
    "Please call 000 now; you deserve to be safe. {lines} If it isn't safe to talk, you can stay quiet on the line with them. I'm right here.",
  ],
  immediateOther: [
    "Please call 000 now; they can get help to them fast. {lines} Stay with them if it's safe for you, and tell the operator exactly what's happening. I'm here with you while you do this.",
    "This sounds urgent. Call 000 right now. {lines} If you can, stay close and keep them talking until help arrives. You're doing the right thing by acting.",
    "Please ring 000 straight away; they'll guide you through what to do. {lines} You don't have to handle this on your own. I'm here with you.",
  ],
  immediateHarm: [
    "Thank you for telling me before anything happened. Please put distance between you and them right now, and call 000 if anyone is in danger. {lines} I'm here with you. Can you go somewhere on your own for a bit while we talk?",
    "Please step away now and call 000 if anyone could get hurt. {lines} These feelings can pass, and you don't have to act on them. I'm {name}, and I'm staying with you.",
    'Right now the most important thing is that nobody gets hurt, you included. Call 000 if anyone is in danger. {lines} Can you put the weapon away or leave the room while we keep talking?',
  ],
  highSelf: [
    "Thank you for trusting me with that. It sounds really heavy, and you don't have to carry it alone. {lines} If you're in danger, call 000. I'm here too. Would you like to tell me more about what's been happening?",
    "I'm really glad you told me. What you're feeling matters, and talking with someone right now can help. {lines} If you're in danger, call 000. I'm {name}, and I'm staying right here. What's been making things feel this way?",
    "That sounds so painful, and I'm glad you said it out loud. You deserve support with this. {lines} If you're in danger, call 000. I'm not going anywhere. Are you safe right now?",
  ],
  // The turn after a high or immediate one: the support carries on (never the same opening again), and
  // asks about safety now, as a counsellor keeps doing once risk is known. Rotated by turn, never repeated
  // on the next one.
  highSelfAgain: [
    "I'm still here with you. Is there anything near you that you could use to hurt yourself? Putting it out of reach, or with someone you trust, can make tonight safer. {lines} If you're in danger, call 000.",
    "Thank you for staying and talking with me. You don't have to sort everything out tonight, only stay safe. Could someone be with you, or could you call one of these lines while we keep talking? {lines} If you're in danger, call 000.",
    "What you're carrying matters, and so do you. When thoughts like these come with a plan, telling someone today really helps. {lines} If you're in danger, call 000. Who is one person you could let know how you're feeling?",
    "I'm glad you're still talking with me. {lines} If you're in danger at any point, call 000. I'm staying right here. What would help you stay safe tonight?",
  ],
  highMeans: [
    "I can't help with that question, but I care about what's behind it. It sounds like things might feel unbearable right now. If you're in danger, call 000. {lines} I'm here and I'd like to hear what's been going on. Will you talk with me?",
    "That's not something I can help with, and I'm worried about you. If you're thinking about ending your life, please reach out now, or call 000 if you're in danger. {lines} I'm here too. What's been happening for you?",
    "I won't answer that one, because your safety matters to me. {lines} If you're in danger right now, call 000. I'm here with you. Would you like to talk about how you're feeling?",
  ],
  highOther: [
    "It's caring of you to look out for them. If they're in danger right now, call 000. {lines} They can help you work out what to say, and support you too. It's okay to ask them directly if they're thinking about suicide; asking won't put the idea in their head. How are you holding up?",
    "That's a lot to carry, and I'm glad you're reaching out. If anyone is in immediate danger, call 000. {lines} You can call on their behalf or sit with them while they call. Stay with them if you can. How are you feeling about all this?",
    "Thank you for telling me. Someone you care about being at risk is frightening. If they're in danger now, call 000. {lines} Let them know you're there and you want to help. Would you like to talk through what to say to them?",
  ],
  highHarm: [
    "Thank you for being honest with me; that takes courage. Thoughts like these can feel frightening. If you feel you might act on them, step away and call someone now. {lines} If anyone is in danger, call 000. I'm here. What's been building up?",
    "I'm glad you told me. Having these thoughts doesn't make you a bad person, and support can help. {lines} If anyone is in danger right now, call 000. Can you tell me what's been happening?",
    "It sounds like there's a lot of pain and anger right now. Please put some distance between you and the other person if you can. {lines} If anyone is in danger, call 000. I'm here to listen.",
  ],
  highAbuse: [
    "I'm really sorry that's happening to you. It isn't your fault, and you deserve to be safe. If you're ever in danger, call 000. {lines} I'm here. Would you like to talk about what's been going on?",
    "Thank you for telling me; that can be hard to say. What's happening to you is not okay, and you don't have to face it alone. In danger, call 000. {lines} I'm {name}, and I'm listening.",
    "You deserve to feel safe. If you're in danger at any point, call 000. {lines} They can help you think through your options. I'm here for you. How are you feeling right now?",
  ],
  highMedical: [
    "This could be a medical emergency. If it's happening now, or it's getting worse, call 000 straight away and ask for an ambulance. {lines} I'm here with you. Is someone nearby who can help?",
    "Please don't wait on this. If it's happening right now, call 000 for an ambulance; otherwise see a doctor today. {lines} I'm {name}, and I'm staying with you.",
  ],
  // A check turn asks directly and kindly, as counsellors are trained to; the lines show beside it.
  checkSelf: [
    "Thank you for telling me. When people say things like that, sometimes they mean they've thought about ending their life. Is that something you've been thinking about?",
    "I'd like to ask you something directly, because it matters. Sometimes when people feel this way, they have thoughts of hurting themselves or of not being alive. Have you been having thoughts like that?",
    'That sounds really heavy. Can I ask plainly: have you been having thoughts of suicide, or of hurting yourself?',
  ],
  checkAbuse: [
    'Thank you for telling me. I want to ask you directly, because it matters: are you safe at home? Has anyone hurt you or made you afraid?',
    'That sounds hard. Can I ask plainly: is someone hurting you, or making you feel unsafe?',
  ],
  checkMedical: [
    "I want to check on that straight away: are you feeling unwell right now, or worse than before? If you've taken more than the label says, or something doesn't feel right in your body, it's worth calling 000 or a doctor now.",
    "Can I ask directly: is your body feeling okay right now? If anything feels wrong or is getting worse, call 000; it's always okay to check.",
  ],
  checkHarm: [
    'Thank you for being honest with me. I want to ask plainly: are you worried you might actually hurt someone?',
    'It sounds like a lot has built up. Can I ask directly: have you been having thoughts of hurting someone?',
  ],
  checkMind: [
    'That sounds really unsettling. Can I ask directly: are the voices or thoughts telling you to hurt yourself or anyone else?',
    'Thank you for telling me. I want to check: do you feel safe right now, and are the thoughts asking you to do anything that could hurt you or someone else?',
  ],
  // They asked what our check question meant: why we ask, and the same question, plainly, once more.
  clarifySelf: [
    "I asked because when things pile up, some people start having thoughts of ending their life, and I'd rather ask than guess. There's no wrong answer. Have you had thoughts like that?",
    "It's a question I ask because it matters: sometimes when life feels this heavy, people think about suicide or hurting themselves. Whatever your answer, I'm still here. Has anything like that been on your mind?",
  ],
  clarifyAbuse: [
    "I asked because fighting at home sometimes means someone gets hurt or feels afraid, and I'd rather ask than guess. Has anyone hurt you, or made you feel unsafe?",
    "It's something I ask because it matters: are you safe with the people at home? Has anyone hurt you or frightened you?",
  ],
  clarifyMedical: [
    'I asked because what you described can sometimes mean your body needs checking. Are you feeling unwell right now, or worse than before?',
  ],
  clarifyHarm: [
    "I asked because when anger builds up, it can turn into thoughts of hurting someone, and I'd rather ask than guess. Have you had thoughts like that?",
  ],
  clarifyMind: [
    'I asked because sometimes people hear voices, or have thoughts that tell them to do things. Is anything like that happening for you?',
  ],
  elevated: [
    'If it ever feels like too much, {lines} are there to talk any time, day or night.',
    "And if you'd like to talk to someone as well, {lines} are there 24/7.",
    "You don't have to carry this alone: {lines} are there around the clock if you need them.",
  ],
};

/**
 * The once-a-session offer of the person's safety plan, said after the lines (never instead of them).
 * Worded to be read or heard: the client shows a button to the plan beside the reply.
 */
export const planOfferTemplates: string[] = [
  'When you feel ready, it could help to make or look at a plan for hard moments together: you can find your safety plan on the screen.',
  "It might help to keep close what helps and who you can reach. You can find your safety plan on the screen, whenever you're ready.",
  'If you like, we can make or look at a short list of what helps and who to call; you can find your safety plan on the screen.',
];

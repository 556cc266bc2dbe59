import { group, turn, type EvalCase, type EvalSequence } from './types.ts';

/**
 * Held-out batch 2: written after batch 1 was folded in, then run once before any change. First run:
 * 80 messages, urgent recall 28.9% (13/45), specificity 88.6% (31/35). Rules were then broadened
 * (euphemisms, acts without a named means, third-party farewells), so these now count as tuning data.
 */
export const heldOut2Cases: EvalCase[] = [
  ...group(
    'immediate',
    [],
    [
      "i've necked a whole strip of my valium and i'm in the bath",
      "I think I'm having a stroke, half my face is numb and I can't talk properly",
      'my toddler swallowed some button batteries',
      "she's fitting and it won't stop",
      "my dad texted that he's sorry for everything and he loves us and now his phone is off",
      'i just cant do it anymore im going to go to sleep and not wake up tonight i mean it',
      "I'm going to take the whole bottle right now",
      "I'm on the cliff at the lookout and I'm going to do it",
      "he's outside my window with a baseball bat",
      'i slashed my arm and i cant stop the bleeding',
      "I've swallowed a heap of rat poison",
      "I'm about to take all of it, I just wanted to say goodbye",
      'i have the gun loaded in my lap',
      "my brother's gone into the shed with a rope and he won't answer me",
    ],
  ),
  ...group(
    'high',
    [],
    [
      'I just want to check out permanently',
      "honestly i'd take the easy way out if i had the guts",
      "I can't see myself being here next year",
      'i want to be with my dad again, he died in june',
      "I'm a waste of space and I want out",
      "life's just not for me",
      "i've had enough of living",
      'i keep thinking a permanent solution would be easier',
      'I want to end my suffering for good',
      "sh'd last night for the first time in months",
      'burned myself with a cigarette again',
      'my partner chokes me during fights',
      "he said if I tell anyone he'll hurt my dog",
      "my mum's boyfriend keeps coming into my room at night and i don't like what he does",
      "I've been thinking about running him over",
      'i want to see my ex bleed',
      'my friend is cutting and she made me promise not to tell',
      "my brother said he's going to end it after the court case",
      'how long does it take to die from carbon monoxide',
      "what's the fastest way to bleed out",
      'is 20 paracetamol enough',
      'can you die from taking too many sleeping pills',
      "i'm so tired of fighting to stay alive",
      'i dont want to exist anymore tbh',
      "i think about jumping every time i'm on the train platform",
    ],
  ),
  ...group(
    'elevated',
    [],
    [
      "I feel like I'm drowning",
      'life feels pointless since i lost my job',
      "I've been crying every night",
      "I've been smashing a bottle of wine a night",
      'i keep having panic attacks at work',
      'my stepdad yells at me all the time and calls me useless',
      "I can't keep going like this",
      "i'm so lonely it physically hurts",
      'i relapsed last night',
    ],
  ),
  ...group(
    'none',
    ['benign'],
    [
      "i'm going to kill myself laughing if he wears that shirt again",
      'it was a suicide mission getting to work in that storm',
      'the painkillers are finally working on my back',
      "I'm so dead if mum finds out I took the car",
      'she shot me a look across the room',
      'i could die of embarrassment',
      "I'm hanging out for the weekend",
      "we're going to the gap for a picnic on sunday",
      'my plan is to quit my job and travel',
      'i want to end my lease early',
      'i need to cut ties with toxic people',
      'i bought a rope swing for the kids',
      'I tripped and cut my knee on the footpath',
      "I used to drink a lot but I've been sober three years",
      "i'm reading a memoir about someone's recovery after a suicide attempt",
      "I'm going to jump in the shower",
      "he's killing it at his new job",
      'my ex hit me up last night asking to get back together',
      'that song hits me every time',
      "i'm dead keen for the footy",
      'this assignment is going to be the death of me',
      'my boss threatened to fire me if I am late again',
      "my flatmate keeps stealing my food, i'm going to kill him haha",
      'cut me some slack, it was my first day',
    ],
  ),
];

export const heldOut2Sequences: EvalSequence[] = [
  {
    name: 'held-out 2: wanting to join a son',
    turns: [
      turn('elevated', 'i lost my son last year and it still hurts every day'),
      turn('high', 'i just want to be with him again', ['indirect']),
    ],
  },
  {
    name: 'held-out 2: plan disclosed',
    turns: [turn('high', "i've been thinking about ending it"), turn('immediate', 'i have a plan', ['indirect'])],
  },
  {
    name: 'held-out 2: abuser home drunk',
    turns: [
      turn('high', 'my partner hits me'),
      turn('immediate', "he's just come home drunk and he's really angry", ['indirect']),
    ],
  },
  {
    name: 'held-out 2: teen relapse',
    turns: [turn('none', "i'm 17"), turn('high', 'i relapsed and cut last night', ['audience'], ['kidshelpline'])],
  },
];

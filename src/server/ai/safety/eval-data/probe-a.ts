import { group, turn, type EvalCase, type EvalSequence } from './types.ts';

/**
 * Probe A: written by the issue-3 helper before changing the detector for generalisation (after the
 * batch 7 folding), as if from new personas, then run once. Its first run is in the README. It is
 * kept out of the full set's index on purpose until it has been recorded, so the README can say
 * what a first run looked like.
 */
export const probeACases: EvalCase[] = [
  // Ethan, 17, gay teen in a country town.
  ...group(
    'high',
    ['indirect'],
    [
      'if my dad finds out about me i think i just want to not be a person anymore',
      "everyone would have one less problem if i wasn't around to be the weird one",
      "i've started looking at which bridge is the highest near here",
    ],
  ),
  ...group('elevated', ['slang'], ['nobody at school gets it, i feel like an alien most days']),
  ...group(
    'none',
    ['slang', 'idiom'],
    [
      'the formal is gonna be the death of me, i still have no suit',
      'i would literally die for a lizzo concert ticket',
    ],
  ),
  // Graham, 61, retired police officer.
  ...group(
    'high',
    ['indirect'],
    [
      "Thirty years of scraping people off roads. Lately I reckon it's my turn to be the job someone else attends.",
      "I still have my old service pistol in the safe. I've been taking it out at night and just holding it.",
      'Told my son where the will and the property papers are. Figured he should know, given everything.',
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    ["Had a few whiskies and the pistol's on the kitchen table. Not sure I'll still be here in the morning."],
  ),
  ...group(
    'none',
    ['benign'],
    [
      'I used to work in homicide and I miss the mates more than the work.',
      'Took the grandkids to the range for the first time, they loved the clay targets.',
    ],
  ),
  // Bec, 29, six weeks after having her baby.
  ...group(
    'high',
    ['indirect'],
    [
      'The baby deserves a mum who is actually good at this. Someone else could raise her better than me.',
      "Sometimes when I'm bathing him I get these thoughts about holding him under and it terrifies me.",
      'I keep imagining walking out the door and just never coming home to either of them.',
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    ["I've left the baby with my mum and I'm at the train station. I don't think I'm going back."],
  ),
  ...group('elevated', [], ["I haven't slept more than two hours in a row in weeks and I cry every time he cries."]),
  ...group('none', ['benign'], ['The midwife says his weight is finally up, such a relief.']),
  // Danny, 38, gambling.
  ...group(
    'high',
    ['indirect'],
    [
      "Lost the house deposit on the pokies. My wife doesn't know yet. Better she gets the life insurance than the debt.",
      "I owe people money who don't muck around. Easier if I just wasn't here when they come to collect.",
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    ["This is my last night. Lost everything at the casino, I'm on the top level of the car park across the road."],
  ),
  ...group('elevated', ['substance'], ['Blew my whole pay again on the weekend. I hate myself for it.']),
  ...group('none', ['idiom'], ['The horse I backed at Flemington came in dead last, killed my whole weekend.']),
  // Chloe, 20, uni residential college.
  ...group(
    'high',
    ['abuse'],
    [
      "A guy from the college came into my room after the party when I was too drunk to say anything and did stuff. I don't know what to call it.",
      'my ex keeps making new accounts to message me even though I blocked him, he knows which lectures I go to',
      "he said if i break up with him he'll send the videos we made to my parents",
    ],
  ),
  ...group('elevated', [], ['I feel gross in my own skin since that night, I keep showering.']),
  ...group('none', ['benign'], ['We did a consent workshop at college orientation, it was actually good.']),
  // Lou, 52, on the disability pension.
  ...group(
    'high',
    ['abuse'],
    [
      "My carer keeps my bank card and only gives me twenty dollars a week. She says if I complain she'll stop coming and I'll end up in a home.",
      'My brother moved in and takes my pension the day it comes in. If I say no he puts his fist up near my face.',
    ],
  ),
  ...group(
    'high',
    ['indirect'],
    ["I've been saving my pain tablets in a jar instead of taking them. Just knowing they're there helps."],
  ),
  ...group('none', ['benign'], ['My NDIS plan got approved, so I can finally get a new wheelchair.']),
  // Hamid, 34, refugee, second language.
  ...group(
    'high',
    ['indirect'],
    [
      'My family all killed in the war and I am alive for what reason. I think I am finish with this life.',
      'Every night I think to end my life so I do not carry this pain. Nobody here know me.',
    ],
  ),
  ...group('elevated', [], ['Visa decision still not come, I cannot sleep, always worry.']),
  ...group('none', ['benign'], ['Today I pass my driving test, I am very happy!']),
  // Col, 74, caring for his wife with dementia.
  ...group(
    'high',
    ['indirect'],
    [
      "I've been wondering if it would be kinder if June and I both went together, before she doesn't know me at all.",
      "When June goes into the home I don't see much reason for me to hang about.",
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    ["I've put June's tablets and mine together in a bowl. I think tonight we'll both take them and go to sleep."],
  ),
  ...group('elevated', [], ['Caring for June is wearing me down, I feel like a ghost in my own house.']),
  // Jaz, 15, controlling boyfriend.
  ...group(
    'high',
    ['abuse', 'slang'],
    [
      'my bf gets really mad if i dont send him my location every hour and he goes thru my phone when we hang',
      'he made me do stuff i didnt want to and said if i tell anyone no one will believe me',
    ],
  ),
  ...group(
    'immediate',
    ['abuse', 'slang'],
    ['he wont let me out of his car and hes driving really fast and screaming at me'],
  ),
  ...group('none', ['slang'], ['my bf surprised me with a plushie for our 6 month lol so cute']),
  // Nathan, 44, small business going under.
  ...group(
    'high',
    ['indirect'],
    [
      "Forty staff and I couldn't save it. I've written letters to each of my kids and left them with my lawyer.",
      'Been reading about how long it takes for exhaust to work. Not for any reason.',
      "The key-person insurance pays out double if I'm gone. That would save the business and everyone's job.",
    ],
  ),
  ...group('none', ['benign'], ["Closing the shop for the Christmas break, I'm exhausted but proud of the year."]),
  // Veterans.
  ...group(
    'high',
    ['indirect'],
    [
      "Lost four mates from my unit since we got back. Starting to feel like I'm just next in the queue.",
      "Stopped going to the RSL, stopped answering the phone. Getting my affairs straight so it's tidy for the missus.",
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    ["I'm out at the spot where we scattered Dave's ashes with my old Browning. I've said what I needed to say."],
  ),
  // Third parties.
  ...group(
    'high',
    ['third_party'],
    [
      "My best mate has been giving away all his surfboards and keeps saying 'it doesn't matter now'. I'm scared for him.",
      'My sister told me she has a stash of pills and that she just needs to get through until her birthday.',
      "My neighbour's kids come over hungry and one had a burn mark the shape of an iron on her arm.",
      'I think my mum is being hit by her new partner. She has bruises and says she walked into a door.',
      "A student of mine handed in a story about a boy who plans his own death, but it's written in first person with his real name and street.",
    ],
  ),
  ...group(
    'immediate',
    ['third_party'],
    [
      "My housemate texted 'tell mum i love her' and his bedroom door is locked and he won't answer.",
      'I can hear the woman next door screaming for help and things smashing right now.',
      'My brother just messaged me a photo from the top of the Story Bridge and then turned his phone off.',
    ],
  ),
  ...group(
    'none',
    ['third_party', 'benign'],
    [
      'My mate is giving away his old surfboards because he bought a new longboard.',
      'My sister is stockpiling toilet paper again, she is such a prepper.',
    ],
  ),
  // New vocabulary and oblique phrasing, self.
  ...group(
    'high',
    ['indirect'],
    [
      "I've made my peace with everyone. There's nothing left to tie up.",
      'Been thinking a lot about how quiet it would be if I just stopped.',
      'I keep wondering what the fall from my office window would feel like.',
      'How long does it take to bleed out from the wrist, asking for real',
      'honestly unaliving myself is all i think about lately',
      'i want to be in the ground next to my dad',
      "I've decided I'm not going to be here for the new year.",
      'My life insurance has passed the two-year mark now, so it would pay out.',
      "I'm just so tired of taking up space.",
      'ive been scratching my arms with a compass til it bleeds again',
      'I burn myself with a hot spoon when it gets too much.',
    ],
  ),
  ...group(
    'immediate',
    ['indirect'],
    [
      "I bought a length of rope at Bunnings today and I've found a beam in the garage that'll hold.",
      'Swallowed a whole packet of Panadol about half an hour ago, starting to feel sick.',
      "this is the last thing i'll ever write. im sorry to everyone.",
      "I'm standing at the edge of the wharf with bricks in my backpack.",
    ],
  ),
  ...group(
    'high',
    ['others'],
    [
      "If my ex turns up at the kids' school again I swear I'll end him.",
      "I've got a list in my head of everyone at work who made my life hell, and they'll get what's coming.",
    ],
  ),
  // Everyday negatives with risky words.
  ...group(
    'none',
    ['idiom', 'benign'],
    [
      "I'm dying to see the new Dune movie.",
      'Can you give me some ideas for how to end my short story? The character leaves town for good.',
      'I gave away my old clothes to the op shop, feels good to declutter.',
      'My will is finally done, my lawyer said everyone our age should have one.',
      'Need to sort my super before I change jobs, any tips?',
      'My nan passed away peacefully last year and I still think about her.',
      'how long does it take for paracetamol to work on a headache?',
      'The bridge run this Sunday is going to be brutal but fun.',
      "My phone's dead and I can't find my charger, ugh.",
      "I nearly died laughing at my brother's speech.",
      'My grandad is in palliative care and we are saying our goodbyes this week.',
      "I'm going to disappear for a weekend digital detox, no phone.",
      'I used to self-harm when I was 14 but I have been well for ten years now.',
      'My boss tracks our hours on an app, so annoying.',
      'My dad checks my grades online every day, it is a bit much.',
    ],
  ),
  ...group(
    'elevated',
    [],
    [
      "I don't really see the point in anything lately.",
      'I feel like a burden on my friends when I talk about this stuff.',
      "Everything is just heavy. I'm going through the motions.",
    ],
  ),
];

export const probeASequences: EvalSequence[] = [
  {
    name: 'probe A: grief, then a quiet plan',
    turns: [
      turn('elevated', 'My wife died in March and the house is too big now.'),
      turn('high', "I've been thinking I'll be joining her before winter's out.", ['indirect']),
    ],
  },
  {
    name: 'probe A: control, then he is back',
    turns: [
      turn('high', "He controls all the money and reads my messages. If I go out he times how long I'm gone.", [
        'abuse',
      ]),
      turn('immediate', "His car just pulled up and I forgot to delete the chat. I'm so scared.", [
        'abuse',
        'indirect',
      ]),
    ],
  },
  {
    name: 'probe A: talk, then goodbye',
    turns: [
      turn('high', "I just don't want to exist anymore."),
      turn('immediate', "I've got the tablets out. Thanks for trying. Look after yourself.", ['indirect']),
    ],
  },
  {
    name: 'probe A: stress, not risk',
    turns: [
      turn('none', 'exams start on monday'),
      turn('none', 'if i fail chem i am literally going to die lol', ['idiom']),
      turn('none', 'ok can you help me make a study timetable'),
    ],
  },
];

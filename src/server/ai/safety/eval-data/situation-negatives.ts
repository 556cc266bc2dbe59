import { group, type EvalCase } from './types.ts';

/**
 * Hard negatives for the situation families (situations/), written with the families in view: the same
 * vocabulary in calm, past, hypothetical, work, sport, pet and household talk. Each family's broad words
 * must not fire on these. Tuning items, not a blind test.
 */
export const situationNegativeCases: EvalCase[] = [
  // Heart and breathing.
  ...group(
    'none',
    ['benign'],
    [
      'chest and shoulders day at the gym, my arms are dead and I am sweaty as',
      'my heart was pounding before the job interview but it went fine',
      'the yoga teacher had us breathing through one nostril, felt weird but relaxing',
      'my inhaler ran out so I picked up a new one from the chemist, all good',
      'the singing teacher says I run out of breath before the end of the sentence',
      'my son wheezes a bit when he has a cold, the GP gave us a spacer',
      'had heartburn after the curry, took a Quick-Eze and it settled',
    ],
  ),
  ...group('none', ['past'], ['Grandad had a heart attack in 2019, he has been fine since the stents']),
  // Allergy, stroke, consciousness, bleeding, poisoning.
  ...group(
    'none',
    ['benign'],
    [
      'I am allergic to peanuts, I carry my EpiPen everywhere and check the use-by date every month',
      'my lips are swollen from the filler, the nurse said it settles in a week',
      'my face droops in photos when I am tired, I hate it',
      'my toddler fell asleep in the car and was floppy when I carried her in, so cute',
      'the footy player was knocked out on the telly last night, hope he is ok',
      'I fainted in the heat at the cricket but felt fine after some water',
      'cut my finger on the mandoline, bled a fair bit but it stopped with pressure',
      'my nose bled all over my pillow last night, it stopped after a while',
      'the dog ate a whole block of chocolate, we are at the emergency vet',
      'I took all my tablets this morning like usual',
      'how many panadol can I take in a day for a toothache?',
      'my son swallowed a watermelon seed, will a tree grow in his stomach lol',
      'I keep the dishwasher pods up high so the kids can not get into them',
    ],
  ),
  // Violence at the door.
  ...group(
    'none',
    ['benign'],
    [
      'the wind kept banging the back door all night, could not sleep',
      'locked myself out and had to climb in the bathroom window',
      'my daughter locks herself in her room and blasts music, typical teenager',
      'my ex dropped the kids off and stayed outside in the car, all civil',
      'the builders next door have been bashing and drilling since 7am',
      'played hide and seek with the grandkids, I hid in the wardrobe for ages',
      'the possum on the roof sounds like someone trying to get in',
    ],
  ),
  ...group(
    'none',
    ['fiction'],
    ['in the show the stalker is outside her window and she hides in the closet, so tense'],
  ),
  // Plans: means, places, time and goodbyes in ordinary life.
  ...group(
    'none',
    ['benign'],
    [
      'going to walk the Harbour Bridge climb tonight with my sister, so excited',
      'we drove over the Westgate this morning and the view of the city was great',
      'standing at the edge of the pool waiting for the kids swimming lesson to finish',
      'gave my old bike to my nephew and sold the lawnmower, decluttering before we move',
      'wrote letters to each of the kids for their 18th birthdays, they loved them',
      'updated my super beneficiary after the divorce, the adviser said it was a good idea',
      'said goodbye to the team today, starting my new job on Monday',
      'the rope swing over the river is back up, heading down there this arvo',
      'I have saved up for a new car, picking it up tomorrow',
      'counted the tablets in the dosette box for mum for the week',
      'the rifle is locked in the safe and I only take it out for the range',
      'we are at the Gap lookout taking photos of the sunset',
    ],
  ),
  // Oblique words and self-harm words used calmly.
  ...group(
    'none',
    ['benign'],
    [
      'my life insurance renewal came through, the premium went up again',
      'I hope the plane does not get delayed, I have a connection in Sydney',
      'the kids would be fine without me for a weekend, going on a girls trip',
      'burnt my arm on the oven tray again, so clumsy',
      'scratched my legs to bits on the blackberry bushes clearing the back paddock',
    ],
  ),
  ...group('none', ['idiom'], ['honestly I would rather die than sing karaoke at the work party lol']),
  // Grooming and armed-waiting words in ordinary life.
  ...group(
    'none',
    ['benign'],
    [
      'my 14 year old is going to the movies with her friends, I am picking her up after',
      'my coach sends us the training plan on snapchat every sunday',
      'I am parked outside his work waiting to give him a lift home, he is running late',
      'took the cricket bat to training, the nets are booked for 5',
    ],
  ),
];

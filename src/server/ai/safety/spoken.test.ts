import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.ts';

describe('normalise: speech-to-text and texting habits', () => {
  it.each([
    ['um so like i already took um the whole packet', 'so i already took the whole packet'],
    ['my chest is like really really tight', 'my chest is really tight'],
    ['whats the whats the point', 'what is the point'],
    ['so i got the the rope', 'so i got the rope'],
    ['ngl lowkey wanna kms fr', 'want to kill myself'],
    ['no cap i am done', 'i am done'],
    ['i just wanna sleep for like ever', 'i just want to sleep forever'],
  ])('drops fillers, hedges and stutters: %s', (raw, expected) => {
    expect(normalise(raw)).toBe(expected);
  });

  it.each([
    ['like i feel like dying', 'i feel like dying'],
    ['i took them like the doctor said', 'i took them like the doctor said'],
    ['i would like to talk', 'i would like to talk'],
    ['my mate is not answering', 'my mate is not answering'],
    ['mate i am cooked', 'i am cooked'],
    ['do you know how many it takes', 'do you know how many it takes'],
  ])('keeps "like", "mate" and "you know" where they mean something: %s', (raw, expected) => {
    expect(normalise(raw)).toBe(expected);
  });

  it.each([
    ['my bf said hell post my nudes', 'my boyfriend said he will post my nudes'],
    ['she reckons shell kill me', 'she reckons she will kill me'],
    ['he said hed burn the house down', 'he said he would burn the house down'],
    ["she'll do me in", 'she will kill me'],
    ['gone into the shed', 'gone into the shed'],
    ['what the hell', 'what the hell'],
  ])('restores a dropped apostrophe only before a verb: %s', (raw, expected) => {
    expect(normalise(raw)).toBe(expected);
  });

  it.each([
    ['i keep thinking about sue side', 'i keep thinking about suicide'],
    ['a whole bottle of anti depressants', 'a whole bottle of antidepressants'],
    ['going to take the mall tonight', 'going to take them all tonight'],
    ['my s/h is worse', 'my self harm is worse'],
    ['cant be arsed anymore', 'cannot be bothered anymore'],
    ['doing the 🔪 thing again', 'doing the knife thing again'],
    ['relapsed 🩸', 'relapsed blood'],
  ])('reads misheard words, slang and emoji: %s', (raw, expected) => {
    expect(normalise(raw)).toBe(expected);
  });
});

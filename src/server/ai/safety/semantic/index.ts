import type { Rule } from '../rules/types.ts';
import type { Signal } from '../signals.ts';
import { concernOf } from './concern.ts';
import { matchFrame, type Frame } from './frame.ts';
import { abuseFrames, medicalFrames, othersFrames, thirdFrames } from './frames-danger.ts';
import { distressFrames, selfFrames, selfHarmFrames } from './frames-self.ts';
import { Reading } from './reading.ts';

const frames: Frame[] = [
  ...selfFrames,
  ...selfHarmFrames,
  ...distressFrames,
  ...abuseFrames,
  ...othersFrames,
  ...medicalFrames,
  ...thirdFrames,
];

/** Frames speak to the detector as rules do, so escalation and session memory treat both alike. */
const NEVER = /(?!)/g;
const asRule = new Map<Frame, Rule>(
  frames.map((f) => [f, { id: f.id, tier: f.tier, categories: f.categories, re: NEVER, act: f.act }]),
);

export interface MeaningScan {
  signals: Signal[];
  /** A lethal means close at hand, or the speaker at a lethal place: raises wishes and plans to danger now. */
  meansAtHand: boolean;
  place: boolean;
  /** Someone dangerous is here, outside or on the way. */
  dangerHere: boolean;
  /** Weak signs of suicide risk added up (see concern.ts). */
  concern: number;
}

/** Reads a normalised message for the ideas its words combine into, beyond the listed rules. */
export function readMeaning(norm: string): MeaningScan {
  const r = new Reading(norm);
  const signals: Signal[] = [];
  for (const frame of frames) {
    const hit = matchFrame(frame, r);
    if (hit) signals.push({ rule: asRule.get(frame)!, tier: hit.tier, categories: hit.categories, other: hit.other });
  }
  const meansAtHand = r.has('means') && r.has('atHand') && !!matchFrame(AT_HAND, r);
  const place = !!matchFrame(AT_PLACE, r);
  return { signals, meansAtHand, place, dangerHere: r.has('dangerHere'), concern: concernOf(r) };
}

const AT_HAND: Frame = { id: 'cue.at-hand', tier: 'high', categories: [], chain: ['means', 'atHand'], within: 5 };
const AT_PLACE: Frame = { id: 'cue.at-place', tier: 'high', categories: [], chain: ['presence', 'place'], within: 5 };

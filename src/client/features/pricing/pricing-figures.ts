import { TRADITIONAL_THERAPY_AUD, VIDEO_PLAN, VOICE_PLAN } from '../../../shared/plans.ts';

/** The video plan's price per minute and per hour (spec §9: $1.06 and $63.33). */
export const videoPerMinute = VIDEO_PLAN.priceAud / VIDEO_PLAN.minutesPerMonth;
export const videoPerHour = videoPerMinute * 60;

/** Spec §9's claim, shown only while the figures below make it true. */
export const CLAIMED_SAVING_PERCENT = 85;

/** Percent saved by a month of the voice plan against one traditional session, cheapest and dearest. */
export const voiceSavingRange = {
  min: Math.round((1 - VOICE_PLAN.priceAud / TRADITIONAL_THERAPY_AUD.min) * 100),
  max: Math.round((1 - VOICE_PLAN.priceAud / TRADITIONAL_THERAPY_AUD.max) * 100),
};

/** Business constants (spec §9 as resolved by DECISIONS.md §3). */
export const VOICE_TRIAL = { days: 5, minutesPerDay: 60 } as const;
export const VOICE_PLAN = { id: 'voice', name: 'Voice Therapy', priceAud: 30 } as const;
export const VIDEO_PLAN = { id: 'video', name: 'Video Therapy', priceAud: 95, minutesPerMonth: 90 } as const;
export const DEFAULT_MONTHLY_MINUTES_LIMIT = 90;
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';
export const TERMS_VERSION = '2026-11-22';
export const TRADITIONAL_THERAPY_AUD = { min: 150, max: 300 } as const;
export const ONLINE_THERAPY_AUD = { min: 80, max: 120 } as const;

export const formatAud = (amount: number, fractionDigits = 0) =>
  new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);

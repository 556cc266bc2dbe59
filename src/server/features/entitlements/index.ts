export { isLive, type UsageRecord } from './intervals.ts';
export { localDay, resolveTimeZone } from './local-day.ts';
export { findTrial, startTrialOnce } from './repository.ts';
export {
  DAY_MS,
  isSubscriptionCurrent,
  toVoiceStatus,
  videoEntitlement,
  voiceEntitlement,
  type EntitlementInput,
} from './rules.ts';
export {
  canUseTherapy,
  getOwnerEntitlements,
  getUserEntitlementFields,
  loadEntitlementInput,
  type OwnerOptions,
} from './service.ts';
export { endUsage, heartbeatUsage, refusal, startUsage, type UsageTick } from './usage.ts';
export { usageData } from './personal-data.ts';
export { THERAPY_ENDED_MESSAGE, therapyAllowedSql } from './therapy-access-sql.ts';

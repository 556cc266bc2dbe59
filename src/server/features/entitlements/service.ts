import type { DbOrTx } from '../../db/index.ts';
import type { SubscriptionStatus, UserEntitlementFields, VoiceStatus } from '../../../shared/entitlements.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/plans.ts';
import { localDay, resolveTimeZone } from './local-day.ts';
import { findTrial, findUserTimeZone, listSubscriptions, listUsageTouching } from './repository.ts';
import {
  currentSubscription,
  canUseText,
  subscriptionStatus,
  toVoiceStatus,
  userEntitlementFields,
  voiceEntitlement,
  videoEntitlement,
  type EntitlementInput,
} from './rules.ts';

export interface EntitlementContext {
  timeZone: string;
  now: Date;
  /** The browser's `x-subscription-id`: a hint among the owner's own verified subscriptions, nothing more. */
  subscriptionHint?: string | null;
}

/** Loads what the rules need for one owner; `null` (a visitor with no key yet) owns nothing. */
export async function loadEntitlementInput(
  db: DbOrTx,
  ownerId: string | null,
  ctx: EntitlementContext,
): Promise<EntitlementInput> {
  const timeZone = resolveTimeZone(ctx.timeZone);
  const base = { now: ctx.now, timeZone, subscriptionHint: ctx.subscriptionHint ?? null };
  if (!ownerId) return { ...base, trial: null, subscriptions: [], voiceUsage: [], videoUsage: [] };
  const [trial, subs, voiceUsage] = await Promise.all([
    findTrial(db, ownerId),
    listSubscriptions(db, ownerId),
    listUsageTouching(db, ownerId, 'voice', localDay(ctx.now, timeZone)),
  ]);
  const video = currentSubscription(subs, ctx.now, { plan: 'video' });
  const videoUsage = video
    ? await listUsageTouching(db, ownerId, 'video', { start: video.currentPeriodStart, end: video.currentPeriodEnd })
    : [];
  return { ...base, trial, subscriptions: subs, voiceUsage, videoUsage };
}

export async function getVoiceStatus(
  db: DbOrTx,
  ownerId: string | null,
  ctx: EntitlementContext,
): Promise<VoiceStatus> {
  return toVoiceStatus(voiceEntitlement(await loadEntitlementInput(db, ownerId, ctx)));
}

export async function getSubscriptionStatus(
  db: DbOrTx,
  ownerId: string | null,
  ctx: EntitlementContext,
): Promise<SubscriptionStatus> {
  return subscriptionStatus(await loadEntitlementInput(db, ownerId, ctx));
}

/** The entitlement fields of GET /api/auth/user, for the auth feature to merge into the user object. */
export async function getUserEntitlementFields(
  db: DbOrTx,
  ownerId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<UserEntitlementFields> {
  return userEntitlementFields(await loadEntitlementInput(db, ownerId, { timeZone, now }));
}

/** Text chat is included in any active trial or plan (DECISIONS.md §3). */
export async function canUseTherapy(db: DbOrTx, ownerId: string, ctx: EntitlementContext): Promise<boolean> {
  const [trial, subs] = await Promise.all([findTrial(db, ownerId), listSubscriptions(db, ownerId)]);
  return canUseText(trial, subs, ctx.now);
}

export interface OwnerOptions {
  now?: Date;
  subscriptionHint?: string | null;
  /** For anonymous visitors (config.DEFAULT_TIME_ZONE); accounts use their own setting. */
  defaultTimeZone?: string;
}

/** Voice and video entitlements for an owner, in their own time zone (for the voice and video features). */
export async function getOwnerEntitlements(db: DbOrTx, ownerId: string, options: OwnerOptions = {}) {
  const now = options.now ?? new Date();
  const timeZone = resolveTimeZone(
    await findUserTimeZone(db, ownerId),
    resolveTimeZone(options.defaultTimeZone, DEFAULT_TIME_ZONE),
  );
  const input = await loadEntitlementInput(db, ownerId, { timeZone, now, subscriptionHint: options.subscriptionHint });
  return { voice: voiceEntitlement(input), video: videoEntitlement(input), timeZone };
}

import { SUBSCRIPTION_HEADER } from '../../shared/entitlements.ts';

/** Browser keys from spec §3; the server verifies the id before it counts (DECISIONS §4). */
export const SUBSCRIPTION_ID_KEY = 'voice_therapy_subscription_id';
export const SUBSCRIPTION_ACTIVE_KEY = 'voice_therapy_subscription_active';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The x-subscription-id header when the browser holds a subscription, else nothing. */
export function subscriptionHeaders(): Record<string, string> {
  const id = read(SUBSCRIPTION_ID_KEY);
  return id && read(SUBSCRIPTION_ACTIVE_KEY) === 'true' ? { [SUBSCRIPTION_HEADER]: id } : {};
}

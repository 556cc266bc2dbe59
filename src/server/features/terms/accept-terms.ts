import type { Db } from '../../db/index.ts';
import { TERMS_VERSION } from '../../../shared/plans.ts';
import type { AcceptTerms, AcceptTermsResponse } from '../../../shared/terms.ts';
import { startTrialOnce } from '../entitlements/index.ts';
import { insertAcceptance } from './repository.ts';

export interface AcceptTermsCaller {
  ownerId: string;
  /** The anonymous id bound to this browser's HttpOnly cookie, if any. */
  anonymousId: string | null;
}

/** Records consent and, for the voice trial, starts the owner's one trial (a repeat keeps the first). */
export async function acceptTerms(
  db: Db,
  caller: AcceptTermsCaller,
  body: AcceptTerms,
  now: Date,
): Promise<AcceptTermsResponse> {
  // The body's sessionKey is the browser's local-storage copy of its anonymous key: anyone can type any
  // value there. Keep it only when it is the caller's own cookie-bound id; otherwise ignore it, since
  // rejecting would only break a stale copy and trusting it would let one browser claim another's key.
  const sessionKey = body.sessionKey && body.sessionKey === caller.anonymousId ? body.sessionKey : null;
  return db.transaction(async (tx) => {
    const acceptance = await insertAcceptance(tx, {
      ownerId: caller.ownerId,
      trialType: body.trialType,
      sessionKey,
      termsVersion: TERMS_VERSION,
      acceptedAt: now,
    });
    const response: AcceptTermsResponse = {
      ok: true,
      trialType: body.trialType,
      termsVersion: TERMS_VERSION,
      acceptedAt: acceptance.acceptedAt.toISOString(),
    };
    if (body.trialType !== 'voice') return response;
    const trial = await startTrialOnce(tx, caller.ownerId, now);
    return { ...response, trialStartedAt: trial.startedAt.toISOString(), trialEndsAt: trial.endsAt.toISOString() };
  });
}

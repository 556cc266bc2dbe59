import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptTermsResponse, TrialType } from '../../../shared/terms.ts';
import { apiRequest } from '../../lib/api.ts';
import { ensureAnonymousSessionKey } from '../../lib/anonymous-session.ts';

export type { TrialType };

/** POST /api/terms/accept (spec §7). The server trusts its cookie; the key in the body is the browser's copy. */
export async function acceptTerms(trialType: TrialType): Promise<AcceptTermsResponse> {
  const sessionKey = await ensureAnonymousSessionKey();
  return apiRequest<AcceptTermsResponse>('POST', '/api/terms/accept', { trialType, sessionKey });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    // Accepting can start the trial, so anything showing trial or user state is now out of date.
    // Not awaited: the flow moves on at once and the refetches land in the background.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrialScenario, VoiceStatus } from '../../../../shared/entitlements.ts';
import { apiGet } from '../../../lib/api.ts';
import { voiceStatusQueryKey } from '../../../lib/voice-status.ts';

/** DEV only: GET /api/voice-therapy/test/{scenario} rewrites the caller's own trial. */
export const applyTrialScenario = (scenario: TrialScenario) =>
  apiGet<VoiceStatus>(`/api/voice-therapy/test/${encodeURIComponent(scenario)}`);

export function useApplyTrialScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTrialScenario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceStatusQueryKey }),
  });
}

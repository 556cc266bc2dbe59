import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { VOICE_HEARTBEAT_INTERVAL_MS } from '../../../../shared/voice.ts';
import { ApiError } from '../../../lib/api.ts';
import { sendHeartbeat } from '../api/send-heartbeat.ts';
import { voiceStatusQueryKey } from '../../../lib/voice-status.ts';

/** Every 30 s while a voice session is live; a 403 means the day's (or trial's) minutes are used up. */
export function useHeartbeat(voiceSessionId: string | null, onLimit: () => void) {
  const queryClient = useQueryClient();
  const onLimitRef = useRef(onLimit);
  onLimitRef.current = onLimit;

  useEffect(() => {
    if (!voiceSessionId) return;
    const timer = setInterval(() => {
      sendHeartbeat(voiceSessionId).then(
        ({ status }) => queryClient.setQueryData(voiceStatusQueryKey, status),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 403) onLimitRef.current();
          // Other failures (a dropped connection) are retried by the next beat.
        },
      );
    }, VOICE_HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [voiceSessionId, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoiceEndResponse } from '../../../../shared/voice.ts';
import { ApiError } from '../../../lib/api.ts';
import { endVoiceSession, endVoiceSessionOnLeave } from '../api/end-voice-session.ts';
import { voiceStatusQueryKey } from '../api/get-voice-status.ts';
import { startVoiceSession } from '../api/start-voice-session.ts';
import { useElapsedSeconds } from '../lib/use-elapsed.ts';
import { useHeartbeat } from '../lib/use-heartbeat.ts';

interface Live {
  id: string;
  startedAt: number;
}

/**
 * Spec §4: start automatically once the status allows it (once per visit; a failed start reloads
 * the status), meter with heartbeats, and end on End, on leaving the page, or at the limit.
 */
export function useVoiceSession(canAutoStart: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<Live | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempted = useRef(false);
  const handedOff = useRef(false);
  const liveRef = useRef<Live | null>(null);
  liveRef.current = live;
  const elapsed = useElapsedSeconds(live?.startedAt ?? null);
  const elapsedRef = useRef(0);
  elapsedRef.current = elapsed;

  const start = useCallback(() => {
    attempted.current = true;
    handedOff.current = false;
    setStartError(null);
    setProblem(null);
    startVoiceSession().then(
      (res) => {
        queryClient.setQueryData(voiceStatusQueryKey, res.status);
        setLive({ id: res.voiceSessionId, startedAt: performance.now() });
      },
      (error: unknown) => {
        setStartError(error instanceof ApiError ? error.userMessage : 'We could not start your session. Check your connection and try again.');
        void queryClient.invalidateQueries({ queryKey: voiceStatusQueryKey });
      },
    );
  }, [queryClient]);

  useEffect(() => {
    if (canAutoStart && !attempted.current) start();
  }, [canAutoStart, start]);

  const onLimit = useCallback(() => {
    setLimitReached(true);
    setLive(null);
    void queryClient.invalidateQueries({ queryKey: voiceStatusQueryKey });
  }, [queryClient]);
  useHeartbeat(live?.id ?? null, onLimit);

  // Leaving without pressing End still ends the session, so no minutes are metered for nobody.
  useEffect(() => {
    const leave = () => {
      const current = liveRef.current;
      if (current && !handedOff.current) endVoiceSessionOnLeave({ voiceSessionId: current.id, sessionDuration: elapsedRef.current });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const end = useCallback(async (): Promise<{ seconds: number; result: VoiceEndResponse | null }> => {
    const current = liveRef.current;
    const seconds = elapsedRef.current;
    liveRef.current = null;
    setLive(null);
    if (!current) return { seconds, result: null };
    try {
      const result = await endVoiceSession({ voiceSessionId: current.id, sessionDuration: seconds });
      queryClient.setQueryData(voiceStatusQueryKey, result.status);
      return { seconds, result };
    } catch {
      return { seconds, result: null };
    }
  }, [queryClient]);

  /** The call page takes over this session: do not end it when this page unmounts. */
  const handOff = useCallback(() => {
    const current = liveRef.current;
    if (!current) return null;
    handedOff.current = true;
    return { id: current.id, elapsed: elapsedRef.current };
  }, []);

  /** The server closed the session's socket for good. */
  const lost = useCallback((reason: 'replaced' | 'not_found') => {
    handedOff.current = reason === 'replaced'; // it lives on elsewhere; do not end it from here
    setLive(null);
    setProblem(
      reason === 'replaced'
        ? 'This session carried on in another tab or window. Reload this page to continue here instead.'
        : 'This session has ended. Press Start a new session to carry on.',
    );
  }, []);

  return { voiceSessionId: live?.id ?? null, elapsed, startError, limitReached, problem, onLimit, start, end, handOff, lost };
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoiceEndResponse } from '../../../../shared/voice.ts';
import { ApiError } from '../../../lib/api.ts';
import { endVoiceSession, endVoiceSessionOnLeave } from '../api/end-voice-session.ts';
import { voiceStatusQueryKey } from '../../../lib/voice-status.ts';
import { startVoiceSession } from '../api/start-voice-session.ts';
import { useElapsedSeconds } from '../lib/use-elapsed.ts';
import { useHeartbeat } from '../lib/use-heartbeat.ts';

interface Session {
  id: string;
  startedAt: number;
  /** Seconds talked so far; kept when the session stops being live (limit reached). */
  seconds: number;
  /** Ended here, or continued elsewhere: nothing left for this page to end. */
  settled: boolean;
}

/**
 * Spec §4: start automatically once the status allows it (once per visit; a failed start reloads
 * the status), meter with heartbeats, and end on End, on leaving the page, or at the limit.
 */
export function useVoiceSession(canAutoStart: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<{ id: string; startedAt: number } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempted = useRef(false);
  const session = useRef<Session | null>(null);
  const elapsed = useElapsedSeconds(live?.startedAt ?? null);
  if (live && session.current?.id === live.id) session.current.seconds = elapsed;

  const start = useCallback(() => {
    attempted.current = true;
    setStartError(null);
    setProblem(null);
    startVoiceSession().then(
      (res) => {
        queryClient.setQueryData(voiceStatusQueryKey, res.status);
        const startedAt = performance.now();
        session.current = { id: res.voiceSessionId, startedAt, seconds: 0, settled: false };
        setLive({ id: res.voiceSessionId, startedAt });
      },
      (error: unknown) => {
        setStartError(
          error instanceof ApiError
            ? error.userMessage
            : 'We could not start your session. Check your connection and try again.',
        );
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

  // Leaving without pressing End still ends the session: metering stops and a summary is written.
  useEffect(() => {
    const leave = () => {
      const current = session.current;
      if (!current || current.settled) return;
      current.settled = true;
      endVoiceSessionOnLeave({ voiceSessionId: current.id, sessionDuration: current.seconds });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const end = useCallback(async (): Promise<{
    id: string | null;
    seconds: number;
    result: VoiceEndResponse | null;
  }> => {
    const current = session.current;
    setLive(null);
    if (!current) return { id: null, seconds: 0, result: null };
    const wasSettled = current.settled;
    current.settled = true;
    if (wasSettled) return { id: current.id, seconds: current.seconds, result: null };
    try {
      const result = await endVoiceSession({ voiceSessionId: current.id, sessionDuration: current.seconds });
      queryClient.setQueryData(voiceStatusQueryKey, result.status);
      return { id: current.id, seconds: current.seconds, result };
    } catch {
      return { id: current.id, seconds: current.seconds, result: null };
    }
  }, [queryClient]);

  /** The call page takes over this session: this page must not end it. */
  const handOff = useCallback(() => {
    const current = session.current;
    if (!current || current.settled) return null;
    current.settled = true;
    return { id: current.id, elapsed: current.seconds };
  }, []);

  /** The server closed the session's socket for good. */
  const lost = useCallback((reason: 'replaced' | 'not_found') => {
    if (session.current && reason === 'replaced') session.current.settled = true; // it lives on elsewhere
    setLive(null);
    setProblem(
      reason === 'replaced'
        ? 'This session carried on in another tab or window. Reload this page to continue here instead.'
        : 'This session has ended. Reload the page to start a new one.',
    );
  }, []);

  return {
    voiceSessionId: live?.id ?? null,
    elapsed: live ? elapsed : (session.current?.seconds ?? 0),
    hadSession: session.current !== null,
    startError,
    limitReached,
    problem,
    onLimit,
    start,
    end,
    handOff,
    lost,
  };
}

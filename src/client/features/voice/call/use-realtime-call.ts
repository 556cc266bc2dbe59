import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallFailure } from './call-events.ts';
import { CallEngine } from './call-engine.ts';

export type CallStatus = 'connecting' | 'connected' | 'error';

export interface CaptionLine {
  id: string;
  who: 'user' | 'therapist';
  text: string;
}

const MAX_CAPTIONS = 6;

/** Spec §4 realtime call: connecting → connected (socket open) → connecting (closed) … or error. */
export function useRealtimeCall(voiceSessionId: string | null, onUrgent: () => void) {
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [muted, setMutedState] = useState(false);
  const [speakerOn, setSpeakerState] = useState(true);
  const [therapistSpeaking, setTherapistSpeaking] = useState(false);
  const [userSpeaking, setUserSpeaking] = useState(false);
  const [captions, setCaptions] = useState<CaptionLine[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [audioSuspended, setAudioSuspended] = useState(false);
  const [safetyPlanOffered, setSafetyPlanOffered] = useState(false);
  const engineRef = useRef<CallEngine | null>(null);
  const urgentRef = useRef(onUrgent);
  urgentRef.current = onUrgent;
  const prefs = useRef({ muted, speakerOn });
  prefs.current = { muted, speakerOn };

  useEffect(() => {
    if (!voiceSessionId) return;
    const engine = new CallEngine(voiceSessionId, {
      onStatus: setStatus,
      onFailure: (f) => {
        setFailure(f);
        setStatus('error');
        setTherapistSpeaking(false);
      },
      onCaption: (who, id, text) =>
        setCaptions((list) => {
          const i = list.findIndex((c) => c.id === id);
          if (i >= 0) return list.map((c, j) => (j === i ? { ...c, text } : c));
          return [...list, { id, who, text }].slice(-MAX_CAPTIONS);
        }),
      onTherapistSpeaking: setTherapistSpeaking,
      onUserSpeaking: setUserSpeaking,
      onUrgent: () => urgentRef.current(),
      onSafetyPlanOffer: () => setSafetyPlanOffered(true),
      onAudioSuspended: setAudioSuspended,
    });
    engine.setMuted(prefs.current.muted);
    engine.setSpeaker(prefs.current.speakerOn);
    engineRef.current = engine;
    setStatus('connecting');
    setFailure(null);
    void engine.start();
    return () => {
      engine.dispose();
      if (engineRef.current === engine) engineRef.current = null;
    };
  }, [voiceSessionId, attempt]);

  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    engineRef.current?.setMuted(next);
  }, []);
  const setSpeaker = useCallback((next: boolean) => {
    setSpeakerState(next);
    engineRef.current?.setSpeaker(next);
  }, []);
  const sendText = useCallback((text: string) => engineRef.current?.sendText(text) ?? false, []);
  const outputLevel = useCallback(() => engineRef.current?.outputLevel() ?? 0, []);
  const resumeAudio = useCallback(() => engineRef.current?.resumeAudio(), []);
  const hangUp = useCallback(() => {
    engineRef.current?.dispose();
    engineRef.current = null;
  }, []);
  const retry = useCallback(() => {
    setCaptions([]);
    setAttempt((a) => a + 1);
  }, []);

  return {
    status,
    failure,
    muted,
    speakerOn,
    therapistSpeaking,
    userSpeaking,
    captions,
    audioSuspended,
    safetyPlanOffered,
    resumeAudio,
    outputLevel,
    setMuted,
    setSpeaker,
    sendText,
    hangUp,
    retry,
  };
}

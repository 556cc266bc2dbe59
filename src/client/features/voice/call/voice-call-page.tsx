import { useCallback, useEffect, useRef, useState } from 'react';
import { Volume2 } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useUser } from '../../auth/index.ts';
import { useCrisisDialog } from '../../crisis/index.ts';
import { ClosingMood, moodAsked, OpeningMood } from '../../progress/index.ts';
import { useConfig } from '../../public-config/index.ts';
import { endVoiceSession, endVoiceSessionOnLeave } from '../api/end-voice-session.ts';
import { startVoiceSession } from '../api/start-voice-session.ts';
import { useBrowserRecognitionChoice } from '../lib/browser-recognition-choice.ts';
import { recallSessionStart } from '../lib/call-handoff.ts';
import { SafetyPlanLink } from '../lib/safety-plan-link.tsx';
import { useHeartbeat } from '../lib/use-heartbeat.ts';
import { VoiceCrisisHelp } from '../therapy/voice-crisis-help.tsx';
import { CallConversation } from './call-conversation.tsx';
import { CallControls } from './call-controls.tsx';
import { CallFailed } from './call-failed.tsx';
import { useCallRecognition } from './use-call-recognition.ts';
import { useRealtimeCall } from './use-realtime-call.ts';

const LIMIT_FAILURE = {
  type: 'limit_reached',
  message: "You've used your voice minutes for now, so the call has ended.",
};

/** /voice/:id and /voice-test/:id: the full-screen hands-free call (spec §2, §4). */
export default function VoiceCallPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ?? null;
  const [, navigate] = useLocation();
  const config = useConfig();
  const { openCrisisDialog } = useCrisisDialog();
  const call = useRealtimeCall(id, openCrisisDialog);
  const [limitHit, setLimitHit] = useState(false);
  const [ending, setEnding] = useState(false);
  const { isSignedIn } = useUser();
  // After hanging up, how the person feels now (signed in, asked once per session); then home.
  const [askMood, setAskMood] = useState(false);
  const therapistName = config.data?.therapistName ?? 'Your therapist';
  // The server hears the call unless it has no recogniser; then only the browser's own, if chosen.
  const browserStt = config.data?.speech.stt === 'browser';
  const browserChoice = useBrowserRecognitionChoice();
  const recognition = useCallRecognition(
    browserStt && browserChoice.chosen && call.status === 'connected' && !call.muted,
    call.sendText,
  );
  const canHear = !browserStt || (browserChoice.chosen && recognition.available);
  const startedAt = useRef(id ? (recallSessionStart(id) ?? Date.now()) : Date.now());
  const seconds = () => Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));

  useEffect(() => {
    if (!id) navigate('/', { replace: true });
  }, [id, navigate]);

  const failure = limitHit ? LIMIT_FAILURE : call.failure;
  const live = id && !failure && !ending;
  useHeartbeat(
    live ? id : null,
    useCallback(() => setLimitHit(true), []),
  );
  useEffect(() => {
    if (limitHit) call.hangUp();
  }, [limitHit, call]);

  // Leaving without End (back button, closed tab) still ends the session so minutes stop counting.
  const endedRef = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    if (!id) return;
    mounted.current = true;
    const leave = () => {
      if (endedRef.current) return;
      endedRef.current = true;
      endVoiceSessionOnLeave({ voiceSessionId: id, sessionDuration: seconds() });
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      mounted.current = false;
      // Deferred so React's development double-mount does not end the call it is about to resume.
      setTimeout(() => mounted.current || leave(), 0);
    };
  }, [id]);

  const end = async () => {
    setEnding(true);
    call.hangUp();
    endedRef.current = true;
    if (id) await endVoiceSession({ voiceSessionId: id, sessionDuration: seconds() }).catch(() => undefined);
    if (id && isSignedIn && !moodAsked.has(id, 'after')) setAskMood(true);
    else navigate('/');
  };

  const retry = async () => {
    setLimitHit(false);
    if (failure && ['session_ended', 'limit_reached'].includes(failure.type)) {
      try {
        const next = await startVoiceSession();
        return navigate(`/voice/${encodeURIComponent(next.voiceSessionId)}`, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return navigate('/voice-therapy');
      }
    }
    call.retry();
  };

  const status = failure ? 'error' : call.status;
  return (
    <div
      data-call-status={status}
      className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <header className="flex h-16 items-center justify-between gap-3 px-4 pt-[env(safe-area-inset-top)] sm:px-6">
        <span className="inline-flex items-center gap-2 font-display text-lg font-semibold">
          <LogoMark className="size-7" /> Solace
        </span>
        <VoiceCrisisHelp />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-5 py-6">
        {failure ? (
          <CallFailed
            failure={failure}
            onRetry={() => void retry()}
            onTextChat={() => {
              // The voice session is a therapy session: text chat carries on the same conversation.
              if (id) navigate(`/chat/${encodeURIComponent(id)}`);
            }}
            onHome={() => void end()}
          />
        ) : (
          <>
            {isSignedIn && id && !ending && !call.captions.some((c) => c.who === 'user') && (
              <OpeningMood sessionId={id} className="mb-6 w-full max-w-md text-stone-900" />
            )}
            <CallConversation
              therapistName={therapistName}
              status={call.status}
              therapistSpeaking={call.therapistSpeaking}
              userSpeaking={call.userSpeaking}
              muted={call.muted}
              captions={call.captions}
              typing={!canHear}
              browserOffer={browserStt && recognition.available ? browserChoice : null}
              onSendText={call.sendText}
            />
          </>
        )}
      </main>
      {askMood && id && <ClosingMood sessionId={id} skipLabel="Skip" onDone={() => navigate('/')} />}
      {!failure && call.safetyPlanOffered && (
        <div className="flex justify-center px-6 pb-3">
          <SafetyPlanLink tone="dark" />
        </div>
      )}
      {!failure && call.audioSuspended && (
        <div className="flex justify-center px-6 pb-4">
          <button
            type="button"
            onClick={call.resumeAudio}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-6 font-semibold text-brand-900 shadow-lg hover:bg-brand-50"
          >
            <Volume2 aria-hidden="true" className="size-5" /> Tap to turn on sound
          </button>
        </div>
      )}
      {!failure && (
        <footer className="px-6 pt-2 pb-[max(2rem,env(safe-area-inset-bottom))]">
          <CallControls
            muted={call.muted}
            speakerOn={call.speakerOn}
            ending={ending}
            onMute={() => call.setMuted(!call.muted)}
            onSpeaker={() => call.setSpeaker(!call.speakerOn)}
            onEnd={() => void end()}
          />
        </footer>
      )}
    </div>
  );
}

import { Bot, Mic, MicOff, PhoneOff } from 'lucide-react';
import { useParams } from 'wouter';
import { LogoMark } from '../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCrisisDialog } from '../crisis/index.ts';
import { EndedMood, moodAsked, OpeningMood } from '../progress/index.ts';
import { useConfig } from '../public-config/index.ts';
import { CallFailed, SafetyPlanLink, TextComposer, useCallRecognition, useRealtimeCall } from '../voice/index.ts';
import { AvatarCaptions } from './avatar-captions.tsx';
import { AvatarFace } from './avatar-face.tsx';
import { useAvatarSession } from './use-avatar-session.ts';

const round =
  'inline-flex size-14 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** /video-avatar/:id: the local AI avatar, the embedded default for video (DECISIONS §2). */
export default function AvatarPage() {
  useDocumentTitle('AI avatar session');
  const { id = '' } = useParams<{ id: string }>();
  const session = useAvatarSession(id);
  const config = useConfig();
  const { openCrisisDialog } = useCrisisDialog();
  const live = session.conversation?.status === 'active';
  const call = useRealtimeCall(live ? session.conversation!.sessionId : null, openCrisisDialog);
  const name = config.data?.therapistName ?? 'Your therapist';
  const browserStt = config.data?.speech.stt === 'browser';
  const recognition = useCallRecognition(browserStt && call.status === 'connected' && !call.muted, call.sendText);
  const typing = browserStt && !recognition.available;
  const mode = call.therapistSpeaking ? 'speaking' : call.userSpeaking ? 'listening' : 'idle';
  const finish = async () => {
    call.hangUp();
    await session.end();
    // The window stays open to ask how the person feels now, once per session; they close it after.
    const sessionId = session.conversation?.sessionId;
    if (window.opener && (!sessionId || moodAsked.has(sessionId, 'after'))) window.close();
  };

  return (
    <main
      data-avatar-status={session.conversation?.status ?? 'loading'}
      data-call-status={call.status}
      className="flex min-h-dvh flex-col items-center bg-brand-900 px-4 py-6 text-white"
    >
      <header className="flex w-full max-w-xl items-center gap-3">
        <LogoMark className="size-8" />
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm text-brand-50">
          <Bot aria-hidden="true" className="size-4" />
          AI avatar, running on this server
        </p>
      </header>
      {session.error && (
        <p role="alert" className="mt-16 text-lg">
          {session.error}
        </p>
      )}
      {session.conversation?.status === 'ended' && (
        <div role="status" className="mt-16 max-w-md text-center">
          <h1 className="font-display text-3xl font-semibold">Session ended</h1>
          <p className="mt-3 text-brand-50">Your summary is in My Documents. You can close this window.</p>
        </div>
      )}
      {session.conversation?.status === 'ended' && (
        <EndedMood sessionId={session.conversation.sessionId} className="mt-6 w-full max-w-md text-stone-900" />
      )}
      {live && call.failure && (
        <div className="mt-12 w-full">
          <CallFailed failure={call.failure} onRetry={call.retry} onTextChat={finish} onHome={finish} />
        </div>
      )}
      {live && !call.failure && (
        <>
          {!call.captions.some((c) => c.who === 'user') && (
            <OpeningMood sessionId={session.conversation!.sessionId} className="mt-4 w-full max-w-xl text-stone-900" />
          )}
          <div className="mt-4 w-full max-w-72" onClick={call.resumeAudio}>
            <AvatarFace label={`${name}, AI avatar, ${mode}`} signal={{ mode: () => mode, level: call.outputLevel }} />
          </div>
          <h1 className="mt-2 font-display text-2xl font-semibold">{name}</h1>
          <p role="status" className="text-brand-100">
            {call.status === 'connecting'
              ? 'Connecting…'
              : mode === 'speaking'
                ? `${name} is speaking`
                : call.muted
                  ? "You're muted"
                  : typing
                    ? 'Type below; replies are spoken'
                    : mode === 'listening'
                      ? 'Listening…'
                      : "Speak whenever you're ready."}
          </p>
          <AvatarCaptions captions={call.captions} therapistName={name} />
          {call.safetyPlanOffered && <SafetyPlanLink tone="dark" className="mt-4" />}
          {typing && (
            <div className="mt-4 w-full max-w-xl">
              <TextComposer therapistName={name} disabled={call.status !== 'connected'} onSend={call.sendText} />
            </div>
          )}
          <div className="mt-6 flex gap-6">
            <button
              type="button"
              aria-pressed={call.muted}
              aria-label={call.muted ? 'Unmute microphone' : 'Mute microphone'}
              onClick={() => call.setMuted(!call.muted)}
              className={`${round} bg-white/15 hover:bg-white/25`}
            >
              {call.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            </button>
            <button
              type="button"
              aria-label="End session"
              onClick={() => void finish()}
              className={`${round} bg-red-600 hover:bg-red-700`}
            >
              <PhoneOff aria-hidden="true" />
            </button>
          </div>
          <p className="mt-6 max-w-md text-center text-sm text-brand-100">
            An AI therapist drawn by your browser and voiced by this server. Your camera is not used. In an emergency
            call 000.
          </p>
        </>
      )}
    </main>
  );
}

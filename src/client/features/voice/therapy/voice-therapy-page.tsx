import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../../../lib/cn.ts';
import { useCrisisDialog } from '../../crisis/index.ts';
import { useUser } from '../../auth/index.ts';
import { OpeningMood } from '../../progress/index.ts';
import { useConfig } from '../../public-config/index.ts';
import { TermsDialog } from '../../terms/index.ts';
import { getVoiceStatusQueryOptions } from '../../../lib/voice-status.ts';
import { rememberSessionStart } from '../lib/call-handoff.ts';
import { saveLocalSummary } from '../lib/local-summary.ts';
import { durationMinutes } from '../lib/format.ts';
import { voiceScreenState } from '../lib/screen-state.ts';
import { speechSynthesisAvailable } from '../lib/speak.ts';
import { SessionHeader } from './session-header.tsx';
import { SignInSlot } from './sign-in-slot.tsx';
import { TranscriptList } from './transcript-list.tsx';
import { TrialBanner } from './trial-banner.tsx';
import { useSpeechInput } from './use-speech-input.ts';
import { useVoiceConversation } from './use-voice-conversation.ts';
import { useVoiceSession } from './use-voice-session.ts';
import { EmptyConversation } from './empty-conversation.tsx';
import { VoiceControls } from './voice-controls.tsx';

const SIGN_IN_PROMPT_AT_SECONDS = 300;

/** /voice-therapy: push-to-talk voice therapy (spec §2, §4, §8). */
export default function VoiceTherapyPage() {
  const [, navigate] = useLocation();
  const config = useConfig();
  const { user, isSignedIn, isLoading: userLoading } = useUser();
  const { openCrisisDialog } = useCrisisDialog();
  const status = useQuery({ ...getVoiceStatusQueryOptions(), refetchOnMount: 'always' });
  const statusData = status.data ?? undefined;
  const screen = voiceScreenState(statusData, status.isError);
  // A failed config read still lets the session start, with the browser doing speech.
  const canAutoStart =
    (Boolean(config.data) || config.isError) &&
    screen === 'active' &&
    (status.isError || Boolean(statusData?.canStartSession));

  const session = useVoiceSession(canAutoStart);
  const state = session.limitReached && screen === 'active' ? 'daily_limit' : screen;
  const [sttFailed, setSttFailed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [typing, setTyping] = useState(false);
  const [ending, setEnding] = useState(false);
  const therapistName = config.data?.therapistName ?? 'your therapist';

  const conversation = useVoiceConversation({
    voiceSessionId: session.voiceSessionId,
    identity: user?.id ?? null,
    tts: config.data?.speech.tts ?? 'browser',
    onUrgent: openCrisisDialog,
    onEnded: (reason) => (reason === 'limit_reached' ? session.onLimit() : session.lost(reason)),
    onSttUnavailable: useCallback(() => setSttFailed(true), []),
  });
  const speech = useSpeechInput({
    serverStt: (config.data?.speech.stt ?? 'browser') !== 'browser' && !sttFailed,
    wavUploads: config.data?.speech.stt === 'embedded',
    sendRecording: conversation.sendRecording,
    sendText: conversation.sendText,
    setNotice: conversation.setNotice,
    onGesture: conversation.playback.unlock,
  });

  const [promptOpen, setPromptOpen] = useState(false);
  const prompted = useRef(false);
  useEffect(() => {
    if (prompted.current || userLoading || isSignedIn || session.elapsed < SIGN_IN_PROMPT_AT_SECONDS) return;
    prompted.current = true;
    setPromptOpen(true);
  }, [session.elapsed, isSignedIn, userLoading]);

  const end = async () => {
    setEnding(true);
    conversation.playback.stop();
    speech.releaseMic();
    const { id, seconds, result } = await session.end();
    saveLocalSummary({
      durationMinutes: result?.minutesUsed ?? durationMinutes(seconds),
      messagesCount: conversation.entries.filter((e) => e.text).length,
      timestamp: new Date().toISOString(),
      transcript: conversation.entries
        .filter((e) => e.text)
        .map(({ type, text, timestamp }) => ({ type, text, timestamp })),
      voiceSessionId: id,
      documentId: result?.documentId ?? null,
    });
    navigate('/therapy-summary');
  };

  const startCall = async () => {
    const handed = session.handOff();
    if (!handed) return;
    rememberSessionStart(handed.id, Date.now() - handed.elapsed * 1000);
    conversation.playback.stop();
    speech.releaseMic();
    navigate(`/voice/${encodeURIComponent(handed.id)}`);
  };

  const online = conversation.online;
  const live = Boolean(session.voiceSessionId);
  const showComposer = speech.mode === 'none' || speech.micBlocked !== null || typing;

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-2xl flex-col px-4 pt-5 sm:px-6 sm:pt-10">
      <SessionHeader
        therapistName={therapistName}
        connection={
          live ? (online ? 'online' : 'connecting') : state === 'active' || state === 'loading' ? 'connecting' : null
        }
        elapsed={session.elapsed}
        minutesRemaining={state === 'active' || state === 'daily_limit' ? statusData?.minutesRemaining : undefined}
      />
      <div className="mt-6 space-y-4">
        <TrialBanner state={state} onStartTrial={() => setTermsOpen(true)} />
        {/* The mood scale belongs to an account (progress); it never holds the session back. */}
        {isSignedIn && session.voiceSessionId && !conversation.entries.some((e) => e.type === 'user') && (
          <OpeningMood sessionId={session.voiceSessionId} className="" />
        )}
        {session.problem && (
          <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-[0.95rem] text-amber-900">
            {session.problem}
          </p>
        )}
      </div>
      <section
        aria-label="Conversation"
        className={cn('flex flex-1 flex-col py-5 sm:py-6', conversation.entries.length === 0 && 'justify-center')}
      >
        {conversation.entries.length === 0 && !conversation.processing ? (
          <EmptyConversation
            therapistName={therapistName}
            mode={speech.mode}
            view={
              state === 'not_started' ? 'intro' : state === 'expired' || state === 'daily_limit' ? 'waiting' : 'ready'
            }
          />
        ) : (
          <TranscriptList
            entries={conversation.entries}
            therapistName={therapistName}
            playingId={conversation.playback.playingId}
            canSpeak={speechSynthesisAvailable()}
            processing={conversation.processing}
            onStop={conversation.playback.stop}
            onReplay={(entry) =>
              entry.audioUrl
                ? conversation.playback.playUrl(entry.id, entry.audioUrl)
                : conversation.playback.speakText(entry.id, entry.text)
            }
          />
        )}
      </section>
      <VoiceControls
        state={state}
        live={live}
        online={online}
        processing={conversation.processing}
        ending={ending}
        speech={speech}
        notice={conversation.notice}
        startError={session.startError}
        showComposer={showComposer}
        therapistName={therapistName}
        onType={() => setTyping((t) => !t)}
        onSendText={(text) => {
          conversation.playback.unlock();
          return conversation.sendText(text);
        }}
        onRetryStart={session.start}
        canSummarise={session.hadSession && conversation.entries.some((e) => e.text)}
        onEnd={() => void end()}
        onStartCall={() => void startCall()}
      />
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} trialType="voice" />
      <SignInSlot open={promptOpen} onOpenChange={setPromptOpen} />
    </div>
  );
}

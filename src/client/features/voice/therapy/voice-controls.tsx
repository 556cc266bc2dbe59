import { Info, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { blockedHint, type VoiceScreenState } from '../lib/screen-state.ts';
import { BrowserRecognitionOptIn } from './browser-recognition-opt-in.tsx';
import { RecordButton } from './record-button.tsx';
import { SessionActions } from './session-actions.tsx';
import { TextComposer } from './text-composer.tsx';
import type { useSpeechInput } from './use-speech-input.ts';

interface VoiceControlsProps {
  state: VoiceScreenState;
  live: boolean;
  online: boolean;
  processing: boolean;
  ending: boolean;
  speech: ReturnType<typeof useSpeechInput>;
  notice: string | null;
  startError: string | null;
  showComposer: boolean;
  therapistName: string;
  onType: () => void;
  onSendText: (text: string) => boolean;
  onRetryStart: () => void;
  onEnd: () => void;
  onStartCall: () => void;
  /** The session stopped (limit reached) after some talking: offer its summary. */
  canSummarise: boolean;
}

export const NO_RECOGNITION_TEXT = "Voice recognition isn't available on this server or in this browser.";
/** The browser could recognise speech, but only if the person turns it on (below). */
export const NO_SERVER_RECOGNITION_TEXT = "This server can't recognise speech.";

export function VoiceControls(props: VoiceControlsProps) {
  const { state, live, online, processing, speech, notice, startError, showComposer, therapistName } = props;
  const unable = !live;
  const disabled = !online || processing || unable || state === 'expired' || state === 'daily_limit';
  const hint =
    state === 'loading' || (state === 'active' && !live && !startError)
      ? 'Getting your session ready…'
      : state === 'not_started'
        ? 'Start your free trial above to begin'
        : (blockedHint(state, !unable) ?? (!online ? 'Reconnecting…' : null));
  const canRetry = !live && state === 'active' && Boolean(startError);
  const trialBlocked = state === 'expired' || state === 'daily_limit' || state === 'not_started';

  return (
    <div
      className={cn(
        '-mx-4 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 sm:pt-4 sm:pb-6',
        live && 'sticky bottom-0 z-10 border-t border-stone-200/80 bg-sand-50/95 backdrop-blur',
      )}
    >
      {speech.mode === 'none' && (
        <p className="mb-3 flex items-start gap-2.5 rounded-2xl bg-white p-3 text-sm text-stone-700 ring-1 ring-stone-200 sm:p-3.5 sm:text-[0.95rem]">
          <Info aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-brand-700 sm:size-5" />
          <span>
            <strong className="font-semibold text-stone-900">
              {speech.browserOffer ? NO_SERVER_RECOGNITION_TEXT : NO_RECOGNITION_TEXT}
            </strong>{' '}
            You can type to {therapistName} instead; replies will still be read aloud.
          </span>
        </p>
      )}
      {speech.browserOffer && (
        <div className="mb-3">
          <BrowserRecognitionOptIn chosen={speech.browserOffer.chosen} onChoose={speech.browserOffer.choose} />
        </div>
      )}
      {(notice || startError) && (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-3.5 text-[0.95rem] text-amber-950 ring-1 ring-amber-200"
        >
          <span className="min-w-0 flex-1">{startError ?? notice}</span>
          {canRetry && (
            <Button size="sm" variant="secondary" onClick={props.onRetryStart}>
              <RotateCcw aria-hidden="true" className="size-4" /> Try again
            </Button>
          )}
        </div>
      )}
      {showComposer ? (
        <TextComposer
          therapistName={therapistName}
          disabled={disabled}
          onSend={props.onSendText}
          autoFocus={speech.mode !== 'none'}
        />
      ) : (
        <RecordButton
          phase={processing ? 'processing' : speech.recording ? 'recording' : 'idle'}
          disabled={disabled}
          hint={hint}
          onHoldStart={speech.holdStart}
          onHoldEnd={() => void speech.holdEnd()}
        />
      )}
      {speech.recording && speech.interim && (
        <p className="mt-2 text-center text-stone-600 italic" aria-live="polite">
          “{speech.interim}”
        </p>
      )}
      {showComposer && hint && <p className="mt-2 text-center text-sm text-stone-600">{hint}</p>}
      {processing && showComposer && (
        <p role="status" className="mt-2 text-center text-sm font-medium text-stone-700">
          AI is thinking...
        </p>
      )}
      {trialBlocked && props.canSummarise && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={props.onEnd} disabled={props.ending}>
            {props.ending ? 'Ending…' : 'See your session summary'}
          </Button>
        </div>
      )}
      {!trialBlocked && (
        <SessionActions
          canType={speech.mode !== 'none' && !speech.micBlocked}
          typing={showComposer}
          live={live}
          ending={props.ending}
          canEnd={live || state === 'active'}
          onType={props.onType}
          onStartCall={props.onStartCall}
          onEnd={props.onEnd}
        />
      )}
    </div>
  );
}

import { Info, Keyboard, PhoneCall, RotateCcw, Square } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { blockedHint, type VoiceScreenState } from '../lib/screen-state.ts';
import { RecordButton } from './record-button.tsx';
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
}

export const NO_RECOGNITION_TEXT = "Voice recognition isn't available on this server or in this browser.";

export function VoiceControls(props: VoiceControlsProps) {
  const { state, live, online, processing, speech, notice, startError, showComposer, therapistName } = props;
  const unable = !live;
  const disabled = !online || processing || unable || state === 'expired' || state === 'daily_limit';
  const hint = state === 'loading' ? 'Getting your session ready…' : blockedHint(state, !unable) ?? (live && !online ? 'Reconnecting…' : null);
  const canRetry = !live && state === 'active' && Boolean(startError);

  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200/80 bg-sand-50/95 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6">
      {speech.mode === 'none' && (
        <p className="mb-3 flex items-start gap-2.5 rounded-2xl bg-white p-3.5 text-[0.95rem] text-stone-700 ring-1 ring-stone-200">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <strong className="font-semibold text-stone-900">{NO_RECOGNITION_TEXT}</strong> You can type to {therapistName} instead; replies will still be read aloud.
          </span>
        </p>
      )}
      {(notice || startError) && (
        <div role="alert" className="mb-3 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-3.5 text-[0.95rem] text-amber-950 ring-1 ring-amber-200">
          <span className="min-w-0 flex-1">{startError ?? notice}</span>
          {canRetry && (
            <Button size="sm" variant="secondary" onClick={props.onRetryStart}>
              <RotateCcw aria-hidden="true" className="size-4" /> Try again
            </Button>
          )}
        </div>
      )}
      {showComposer ? (
        <TextComposer therapistName={therapistName} disabled={disabled} onSend={props.onSendText} autoFocus={speech.mode !== 'none'} />
      ) : (
        <RecordButton
          phase={processing ? 'processing' : speech.recording ? 'recording' : 'idle'}
          disabled={disabled}
          hint={hint}
          onHoldStart={speech.holdStart}
          onHoldEnd={() => void speech.holdEnd()}
        />
      )}
      {speech.recording && speech.interim && <p className="mt-2 text-center text-stone-600 italic" aria-live="polite">“{speech.interim}”</p>}
      {showComposer && hint && <p className="mt-2 text-center text-sm text-stone-600">{hint}</p>}
      {processing && showComposer && <p role="status" className="mt-2 text-center text-sm font-medium text-stone-700">AI is thinking...</p>}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        {speech.mode !== 'none' && !speech.micBlocked && (
          <Button variant="ghost" size="sm" onClick={props.onType} aria-pressed={showComposer}>
            <Keyboard aria-hidden="true" className="size-4" />
            {showComposer ? 'Talk instead' : 'Type instead'}
          </Button>
        )}
        <Button variant="soft" size="sm" onClick={props.onStartCall} disabled={!live || props.ending}>
          <PhoneCall aria-hidden="true" className="size-4" />
          Start a voice call
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onEnd} disabled={props.ending || (!live && state !== 'active')}>
          <Square aria-hidden="true" className="size-3.5 fill-current" />
          {props.ending ? 'Ending…' : 'End session'}
        </Button>
      </div>
    </div>
  );
}

import { Info } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { TextComposer } from '../therapy/text-composer.tsx';
import { BrowserRecognitionOptIn } from '../therapy/browser-recognition-opt-in.tsx';
import { NO_RECOGNITION_TEXT, NO_SERVER_RECOGNITION_TEXT } from '../therapy/voice-controls.tsx';
import { CallOrb } from './call-visual.tsx';
import type { CallStatus, CaptionLine } from './use-realtime-call.ts';

interface CallConversationProps {
  therapistName: string;
  status: CallStatus;
  therapistSpeaking: boolean;
  userSpeaking: boolean;
  muted: boolean;
  captions: CaptionLine[];
  /** Nothing can hear the person: they type, replies are still spoken, and nothing says "Listening…". */
  typing: boolean;
  /** The browser could recognise speech if the person turns it on (the server cannot). */
  browserOffer: { chosen: boolean; choose: (on: boolean) => void } | null;
  onSendText: (text: string) => boolean;
}

function statusLine(props: CallConversationProps): string {
  const { therapistName, status, therapistSpeaking, userSpeaking, muted, typing } = props;
  if (status === 'connecting') return 'Connecting…';
  if (therapistSpeaking) return `${therapistName} is speaking`;
  if (typing) return "Connected. Type below whenever you're ready.";
  if (muted) return "You're muted";
  if (userSpeaking) return 'Listening…';
  return "Connected. Speak whenever you're ready.";
}

export function CallConversation(props: CallConversationProps) {
  const { therapistName, captions, typing, therapistSpeaking, userSpeaking, browserOffer } = props;
  return (
    <div className="flex w-full max-w-xl flex-col items-center text-center">
      <CallOrb
        initial={therapistName.slice(0, 1)}
        therapistSpeaking={therapistSpeaking}
        userSpeaking={userSpeaking && !typing}
      />
      <h1 className="mt-4 font-display text-3xl font-semibold">{therapistName}</h1>
      <p role="status" className="mt-1 text-lg text-brand-100">
        {statusLine(props)}
      </p>
      <section aria-label="Live captions" aria-live="polite" className="mt-6 min-h-24 w-full space-y-2">
        {captions.map((line, i) => (
          <p
            key={line.id}
            className={cn(
              'mx-auto max-w-lg text-balance transition-opacity',
              line.who === 'user' ? 'text-[0.95rem] text-brand-200 italic' : 'text-lg leading-relaxed text-white',
              i < captions.length - 2 && 'opacity-60',
            )}
          >
            <span className="sr-only">{line.who === 'user' ? 'You said: ' : `${therapistName}: `}</span>
            {line.text}
          </p>
        ))}
      </section>
      {typing && (
        <div className="mt-6 w-full text-left">
          <p className="mb-3 flex items-start gap-2 text-sm text-brand-50">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {browserOffer ? NO_SERVER_RECOGNITION_TEXT : NO_RECOGNITION_TEXT} Type here and {therapistName} will
              answer out loud.
            </span>
          </p>
          <TextComposer
            therapistName={therapistName}
            disabled={props.status !== 'connected'}
            onSend={props.onSendText}
          />
        </div>
      )}
      {browserOffer && (
        <div className="mt-4 w-full text-left">
          <BrowserRecognitionOptIn chosen={browserOffer.chosen} onChoose={browserOffer.choose} tone="dark" />
        </div>
      )}
    </div>
  );
}

import { MessageSquareText, PhoneOff, RotateCcw } from 'lucide-react';
import type { CallFailure } from './call-events.ts';

interface CallFailedProps {
  failure: CallFailure;
  onRetry: () => void;
  onTextChat: () => void;
  onHome: () => void;
}

const pill =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Spec §4/§8: the 'Call Failed' screen, with a note that a server_error may be temporary. */
export function CallFailed({ failure, onRetry, onTextChat, onHome }: CallFailedProps) {
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-16 items-center justify-center rounded-full bg-white/10 text-peach-200"
      >
        <PhoneOff className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-white">Call Failed</h1>
      <p className="mt-3 text-lg leading-relaxed text-brand-50">{failure.message}</p>
      {failure.type === 'server_error' && (
        <p className="mt-2 text-brand-100">
          This may be a temporary problem on our side. Trying again in a moment often helps.
        </p>
      )}
      <div className="mt-8 flex w-full flex-col gap-3">
        <button
          type="button"
          onClick={onRetry}
          className={`${pill} bg-white text-brand-900 shadow-lg shadow-brand-950/30 hover:bg-brand-50`}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          Try Voice Call Again
        </button>
        <button
          type="button"
          onClick={onTextChat}
          className={`${pill} text-white ring-1 ring-white/50 hover:bg-white/10`}
        >
          <MessageSquareText aria-hidden="true" className="size-5" />
          Continue with Text Chat
        </button>
        <button
          type="button"
          onClick={onHome}
          className="mt-2 text-sm font-medium text-brand-100 underline underline-offset-4 hover:text-white"
        >
          Back to home
        </button>
      </div>
    </div>
  );
}

import { MessageSquareText, PhoneOff, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { CallFailure } from './call-events.ts';

interface CallFailedProps {
  failure: CallFailure;
  onRetry: () => void;
  onTextChat: () => void;
  onHome: () => void;
  textChatPending: boolean;
}

/** Spec §4/§8: the 'Call Failed' screen, with a note that a server_error may be temporary. */
export function CallFailed({ failure, onRetry, onTextChat, onHome, textChatPending }: CallFailedProps) {
  return (
    <div role="alert" className="mx-auto flex w-full max-w-md flex-col items-center text-center">
      <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-white/10 text-peach-200">
        <PhoneOff className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-white">Call Failed</h1>
      <p className="mt-3 text-lg leading-relaxed text-brand-50">{failure.message}</p>
      {failure.type === 'server_error' && (
        <p className="mt-2 text-brand-100">This may be a temporary problem on our side. Trying again in a moment often helps.</p>
      )}
      <div className="mt-8 flex w-full flex-col gap-3">
        <Button size="lg" onClick={onRetry} className="bg-white text-brand-900 hover:bg-brand-50">
          <RotateCcw aria-hidden="true" className="size-5" />
          Try Voice Call Again
        </Button>
        <Button size="lg" variant="ghost" onClick={onTextChat} disabled={textChatPending} className="text-white ring-1 ring-white/40 hover:bg-white/10 hover:text-white">
          <MessageSquareText aria-hidden="true" className="size-5" />
          Continue with Text Chat
        </Button>
        <button type="button" onClick={onHome} className="mt-2 text-sm font-medium text-brand-100 underline underline-offset-4 hover:text-white">
          Back to home
        </button>
      </div>
    </div>
  );
}

import { AlertCircle, ExternalLink, Loader2, PhoneOff, Video } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVideoLauncher } from './use-video-launcher.ts';

/** /tavus/:sessionId: starts the video conversation and opens it in its own window (spec §2, §4). */
export default function LauncherPage() {
  useDocumentTitle('Video session');
  const [, navigate] = useLocation();
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const { state, end, focusPopup } = useVideoLauncher(goHome);

  return (
    <main
      data-video-state={state.kind}
      className="flex min-h-dvh flex-col items-center justify-center bg-brand-900 px-6 py-10 text-center text-white"
    >
      <LogoMark className="size-10" />
      {state.kind === 'launching' && (
        <div role="status" className="mt-8 flex flex-col items-center">
          <Loader2 aria-hidden="true" className="size-10 animate-spin motion-reduce:animate-none" />
          <h1 className="mt-4 font-display text-3xl font-semibold">Starting your video session…</h1>
          <p className="mt-2 text-brand-100">Your session will open in a new window.</p>
        </div>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="mt-8 flex max-w-md flex-col items-center">
          <AlertCircle aria-hidden="true" className="size-10 text-peach-200" />
          <h1 className="mt-4 font-display text-3xl font-semibold">Video session could not start</h1>
          <p className="mt-3 text-lg text-brand-50">{state.message}</p>
          <Link href="/" className={buttonClasses('secondary', 'lg', 'mt-8')}>
            Back to home
          </Link>
        </div>
      )}
      {state.kind === 'started' && (
        <div className="mt-8 flex max-w-md flex-col items-center">
          <Video aria-hidden="true" className="size-10 text-brand-200" />
          <h1 className="mt-4 font-display text-3xl font-semibold">Your session is open in another window</h1>
          <p className="mt-3 text-brand-50">
            {state.conversation.demoMode
              ? 'You are talking with our local AI avatar: drawn in your browser and voiced by this server.'
              : 'You are talking with an AI video avatar hosted by our video partner.'}{' '}
            Up to {Math.floor(state.conversation.timeLimit / 60)} minutes. Closing that window, or leaving this page
            hidden for more than 30 seconds, ends the session.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3">
            <Button size="lg" variant="secondary" onClick={focusPopup}>
              <ExternalLink aria-hidden="true" className="size-5" />
              Show the session window
            </Button>
            <Button size="lg" onClick={() => void end()}>
              <PhoneOff aria-hidden="true" className="size-5" />
              End session
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}

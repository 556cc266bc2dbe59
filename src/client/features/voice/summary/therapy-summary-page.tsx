import { useEffect, useState } from 'react';
import { useUser } from '../../auth/index.ts';
import { EndedMood } from '../../progress/index.ts';
import { useConfig } from '../../public-config/index.ts';
import { useSessionAccess } from '../api/validate-session-access.ts';
import { loadLocalSummary } from '../lib/local-summary.ts';
import { SummaryContent } from './summary-content.tsx';
import { SummaryMessage } from './summary-message.tsx';

const GENERATING_MS = 1000;
/** The mood 'after' is asked only on the summary of a session that just ended, not one revisited later. */
const MOOD_WINDOW_MS = 60 * 60 * 1000;

/** /therapy-summary (spec §2, §4): a short generating state, then the last voice session from this browser. */
export default function TherapySummaryPage() {
  const [generating, setGenerating] = useState(true);
  const access = useSessionAccess();
  const { isSignedIn } = useUser();
  const config = useConfig();
  const [summary] = useState(loadLocalSummary);
  const [justEnded] = useState(() => summary !== null && Date.now() - Date.parse(summary.timestamp) < MOOD_WINDOW_MS);

  useEffect(() => {
    const timer = setTimeout(() => setGenerating(false), GENERATING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (generating || access.isLoading) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <div aria-hidden="true" className="relative mb-6 flex size-20 items-center justify-center">
          <span className="absolute inset-0 rounded-full bg-brand-100 motion-safe:animate-breathe" />
          <span className="relative size-7 rounded-full bg-gradient-to-br from-peach-200 to-peach-400" />
        </div>
        <h1 className="font-display text-2xl font-semibold text-stone-900">Generating your session summary…</h1>
        <p role="status" className="mt-2 text-stone-600">
          Take a slow breath while we gather your thoughts together.
        </p>
      </div>
    );
  }
  if (access.isError) {
    return (
      <SummaryMessage
        title="Unable to load session data"
        action={{ label: 'Try again', onClick: () => void access.refetch() }}
      >
        Something went wrong while loading your session. Check your connection and try again.
      </SummaryMessage>
    );
  }
  if (!access.data?.hasAccess) {
    return (
      <SummaryMessage
        title="No Therapy Sessions Found"
        link={{ label: 'Start a voice session', href: '/voice-therapy' }}
      >
        Once you've had a voice session, its summary will appear here.
      </SummaryMessage>
    );
  }
  if (!summary) {
    return (
      <SummaryMessage
        title="Unable to load session data"
        link={{ label: 'Start a voice session', href: '/voice-therapy' }}
      >
        No session data available yet... Your summary appears here after you end a voice session on this device.
      </SummaryMessage>
    );
  }
  return (
    <SummaryContent
      summary={summary}
      signedIn={isSignedIn}
      therapistName={config.data?.therapistName ?? 'Your therapist'}
      mood={
        isSignedIn && justEnded && summary.voiceSessionId ? (
          <EndedMood sessionId={summary.voiceSessionId} className="mt-6" />
        ) : null
      }
    />
  );
}

import { ChartLine } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useUser } from '../auth/index.ts';
import { useConfig } from '../public-config/index.ts';
import { FeatureTiles } from './feature-tiles.tsx';
import { QuickTiles } from './quick-tiles.tsx';
import { timeGreeting } from './time-greeting.ts';
import { VideoTherapyCard } from './video-therapy-card.tsx';
import { VoiceTherapyCard } from './voice-therapy-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface HomePageProps {
  /** Slot for the therapy feature's recent sessions (spec §2: up to 3, View All to /documents). */
  recentSessions?: ReactNode;
  /** Slot for the check-ins feature's weekly reminder (it renders nothing until one is due). */
  checkIn?: ReactNode;
  onStartSession?: () => void;
  startingSession?: boolean;
  /** Slot for choices about the text session to start (the therapy feature's incognito toggle). */
  startOptions?: ReactNode;
  startVideo?: ReactNode;
}

/** Spec §2 home, signed in. Shows only what the server can vouch for today. */
export function HomePage({
  recentSessions,
  checkIn,
  onStartSession,
  startingSession,
  startOptions,
  startVideo,
}: HomePageProps) {
  useDocumentTitle('Home');
  const { user } = useUser();
  const config = useConfig();
  if (!user) return null;
  const greeting = timeGreeting(new Date().getHours(), user.firstName);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-stone-600">{greeting} Take a breath, there&apos;s no rush.</p>
          <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            Your AI Therapist
          </h1>
        </div>
        <Link href="/summary" className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}>
          <ChartLine aria-hidden="true" className="size-4" />
          View Progress
        </Link>
      </header>

      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <VoiceTherapyCard />
        <VideoTherapyCard user={user} videoAvailable={config.data?.features.video ?? false} startVideo={startVideo} />
      </div>

      {/* The ways to talk come first; a due check-in follows them, never in front of someone who came to talk. */}
      {checkIn && (
        <div className="mt-5 empty:hidden">
          <Suspense fallback={null}>{checkIn}</Suspense>
        </div>
      )}

      <div className="mt-5">
        <FeatureTiles />
      </div>

      {recentSessions && (
        <div className="mt-10">
          <Suspense fallback={null}>{recentSessions}</Suspense>
        </div>
      )}

      <section aria-labelledby="quick-links" className="mt-10">
        <h2 id="quick-links" className="font-display text-2xl font-semibold text-stone-900">
          Quick links
        </h2>
        <div className="mt-4">
          <QuickTiles onStartSession={onStartSession} startingSession={startingSession} startOptions={startOptions} />
        </div>
      </section>
    </div>
  );
}

import { FileText, LineChart, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgressSummary } from '../../../shared/progress.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AllowanceCard } from './allowance-card.tsx';
import { useCheckIns } from '../check-ins/index.ts';
import { useSessionSummary } from './get-session-summary.ts';
import { MoodPanel, ResourcesPanel, SafetyPlanCard } from './mood-resources-panels.tsx';
import { NextSteps, RecentSessionList, StatTiles, TopTopics } from './progress-sections.tsx';
import { CheckInsPanel } from './wellbeing-panels.tsx';

/** Spec §2 /summary: the signed-in person's own progress, in real figures only (DECISIONS §4). */
export function ProgressPage() {
  useDocumentTitle('Progress');
  const query = useSessionSummary();
  const summary = query.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your progress</p>
          <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            Progress Summary
          </h1>
        </div>
        <Link href="/summary/print" className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}>
          <FileText aria-hidden="true" className="size-4" />
          Export Summary
        </Link>
      </header>

      <div className="mt-8">
        {query.isPending && <Loading />}
        {query.isError && <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        {summary && <ProgressContent summary={summary} />}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="space-y-4" aria-label="Loading your progress">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
        ))}
      </div>
      <div className="h-48 rounded-3xl bg-sand-100 motion-safe:animate-pulse" />
      <p className="text-stone-600">Loading your progress…</p>
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6 sm:p-8">
      <h2 className="font-display text-xl font-semibold text-stone-900">Unable to load session data</h2>
      <p className="mt-2 text-stone-700">Please check your connection and try again.</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

function Empty() {
  return (
    <div className="rounded-3xl border border-dashed border-stone-300 bg-white p-8 text-center sm:p-10">
      <LineChart aria-hidden="true" className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 font-display text-xl font-semibold text-stone-900">No session data available yet...</h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">
        After your first session, your sessions, minutes, topics and next steps will appear here.
      </p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-5')}>
        Go to home to start
      </Link>
    </div>
  );
}

function ProgressContent({ summary }: { summary: ProgressSummary }) {
  const checkIns = useCheckIns();
  const wellbeing = (
    <>
      {checkIns.data && <CheckInsPanel checkIns={checkIns.data} />}
      <ResourcesPanel resources={summary.recommendedResources} />
      <SafetyPlanCard />
    </>
  );
  if (summary.totalSessions === 0) {
    return (
      <div className="grid gap-5 lg:grid-cols-2">
        <Empty />
        <AllowanceCard summary={summary} />
        {wellbeing}
      </div>
    );
  }
  const ended = summary.sessions.filter((s) => s.status === 'ended').length;
  return (
    <div className="space-y-5">
      <StatTiles
        stats={[
          { label: 'Sessions', value: String(summary.totalSessions) },
          { label: 'Minutes in sessions', value: String(summary.totalMinutesUsed) },
          { label: 'Completed', value: String(ended) },
          { label: 'Summaries', value: String(summary.documentsLibrary.length) },
        ]}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <AllowanceCard summary={summary} />
        <MoodPanel sessions={summary.sessions} average={summary.averageMoodImprovement} />
        <TopTopics sessions={summary.sessions} />
        <NextSteps sessions={summary.sessions} />
        <RecentSessionList sessions={summary.sessions} />
        {wellbeing}
      </div>
    </div>
  );
}

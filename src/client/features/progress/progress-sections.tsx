import { ArrowRight, CheckCircle2, MessageCircle, Mic, PhoneCall, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { recentNextSteps, topTopics, type ProgressSession } from '../../../shared/progress.ts';
import { formatDate, plural } from './format-time.ts';

export function Panel({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-semibold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StatTiles({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-2xl bg-sand-100 px-4 py-3 sm:px-5 sm:py-4">
          <dt className="text-sm text-stone-600">{s.label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold text-stone-900 tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TopTopics({ sessions }: { sessions: ProgressSession[] }) {
  const topics = topTopics(sessions);
  // Bars show the share of sessions that touched each topic.
  const withTopics = Math.max(1, sessions.filter((s) => s.topics.length > 0).length);
  return (
    <Panel id="topics-title" title="What you talk about most">
      {topics.length === 0 ? (
        <p className="text-stone-600">Topics appear here once a session has a summary.</p>
      ) : (
        <ul className="space-y-3">
          {topics.map((t) => (
            <li key={t.topic}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-stone-900">{t.topic}</span>
                <span className="text-stone-600">
                  {t.sessions} of {plural(withTopics, 'session')}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-stone-100">
                <div
                  className="h-full rounded-full bg-brand-400"
                  style={{ width: `${Math.round((t.sessions / withTopics) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function NextSteps({ sessions }: { sessions: ProgressSession[] }) {
  const steps = recentNextSteps(sessions);
  return (
    <Panel id="steps-title" title="Your recent next steps">
      {steps.length === 0 ? (
        <p className="text-stone-600">Next steps from your session summaries will collect here.</p>
      ) : (
        <ul className="space-y-3">
          {steps.map((s) => (
            <li key={`${s.sessionId}-${s.text}`} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block text-stone-800">{s.text}</span>
                <span className="block text-xs text-stone-500">From your session on {formatDate(s.date)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const modality = {
  text: { label: 'Text chat', icon: MessageCircle },
  voice: { label: 'Voice', icon: Mic },
  call: { label: 'Voice call', icon: PhoneCall },
  video: { label: 'Video', icon: Video },
} as const;

export function RecentSessionList({ sessions }: { sessions: ProgressSession[] }) {
  const action = (
    <Link
      href="/documents"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      All summaries <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
  return (
    <Panel id="sessions-title" title="Recent sessions" action={action}>
      <ul className="divide-y divide-stone-100">
        {sessions.slice(0, 5).map((s) => {
          const { label, icon: Icon } = modality[s.modality];
          return (
            <li key={s.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-stone-900">
                  {label} · {formatDate(s.date)} · {s.status === 'active' ? 'in progress' : `${s.duration} min`}
                </p>
                <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">
                  {s.keyInsights || (s.status === 'active' ? 'Still open.' : 'No summary for this session.')}
                </p>
                {s.topics.length > 0 && <p className="mt-1 text-xs text-stone-500">{s.topics.join(' · ')}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

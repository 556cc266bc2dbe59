import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useSessions } from './get-sessions.ts';

const modalityLabel = { text: 'Text chat', voice: 'Voice', call: 'Voice call', video: 'Video' } as const;

/** Home: up to 3 recent sessions with a View All link to /documents (spec §2). */
export function RecentSessions() {
  const sessions = useSessions();
  const recent = (sessions.data ?? []).slice(0, 3);
  return (
    <section aria-labelledby="recent-sessions" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 id="recent-sessions" className="font-display text-lg font-semibold text-stone-900">
          Recent sessions
        </h2>
        <Link
          href="/documents"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          View All <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {sessions.isLoading && <p className="mt-3 text-sm text-stone-500">Loading…</p>}
      {sessions.isError && <p className="mt-3 text-sm text-red-700">We couldn't load your sessions.</p>}
      {sessions.data && recent.length === 0 && (
        <p className="mt-3 text-sm text-stone-600">No sessions yet. When you start one, it will appear here.</p>
      )}
      <ul className="mt-3 divide-y divide-stone-100">
        {recent.map((s) => (
          <li key={s.id}>
            <Link
              href={s.status === 'active' && s.modality === 'text' ? `/chat/${s.id}` : '/documents'}
              className="flex items-start gap-3 py-3 hover:bg-stone-50"
            >
              <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-stone-900">
                  {modalityLabel[s.modality]} ·{' '}
                  {new Date(s.createdAt).toLocaleDateString('en-AU', { dateStyle: 'medium' })}
                  {s.incognito && (
                    <span className="ml-2 rounded-full bg-stone-800 px-2 py-0.5 text-xs text-white">Incognito</span>
                  )}
                  {s.status === 'active' && (
                    <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
                      In progress
                    </span>
                  )}
                </p>
                <p className="mt-0.5 line-clamp-1 text-sm text-stone-600">
                  {s.summary ?? (s.status === 'active' ? 'Pick up where you left off.' : `${s.durationMinutes} min`)}
                </p>
                {s.topics.length > 0 && (
                  <p className="mt-1 text-xs text-stone-500">{s.topics.slice(0, 3).join(' · ')}</p>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

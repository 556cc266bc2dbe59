import { CalendarDays, Clock, FileText, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { Document } from '../../../shared/sessions.ts';
import { useCreateSession } from './create-session.ts';
import { DocumentDialog } from './document-dialog.tsx';
import { useDocuments } from './get-documents.ts';
import { useSessions } from './get-sessions.ts';
import { parseSummaryContent } from '../../../shared/therapy.ts';

export function DocumentsPage() {
  const documents = useDocuments();
  const sessions = useSessions();
  const create = useCreateSession();
  const [open, setOpen] = useState<Document | null>(null);
  const summaries = (documents.data ?? []).filter((d) => d.type === 'summary');

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl">Your Session History</h1>
      <dl className="mt-4 flex flex-wrap gap-3">
        <Count label="Sessions" value={sessions.data?.length} />
        <Count label="Summaries" value={documents.data ? summaries.length : undefined} />
      </dl>

      {documents.isLoading && <p className="mt-8 text-stone-500">Loading your sessions…</p>}
      {documents.isError && (
        <p className="mt-8 text-red-700">We couldn't load your documents. Please refresh to try again.</p>
      )}
      {documents.data && summaries.length === 0 && (
        <div className="mt-10 rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
          <FileText className="mx-auto size-10 text-brand-600" aria-hidden />
          <h2 className="mt-3 font-display text-lg font-semibold">No session summaries yet</h2>
          <p className="mt-1 text-stone-600">After each session you'll find a summary with next steps here.</p>
          <button
            type="button"
            onClick={() => create.mutate()}
            disabled={create.isPending}
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <MessageCircle className="size-4" aria-hidden /> Start Your First Session
          </button>
        </div>
      )}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {summaries.map((doc) => (
          <li key={doc.id}>
            <button
              type="button"
              onClick={() => setOpen(doc)}
              className="flex h-full w-full flex-col rounded-2xl border border-stone-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <h2 className="font-semibold text-stone-900">{doc.title}</h2>
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-500">
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-3.5" aria-hidden />
                  {new Date(doc.createdAt).toLocaleDateString('en-AU', { dateStyle: 'medium' })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden />
                  {doc.durationMinutes} min
                </span>
              </p>
              <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-stone-600">
                {parseSummaryContent(doc.content).summary}
              </p>
              {doc.topics.length > 0 && (
                <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label="Topics">
                  {doc.topics.slice(0, 3).map((t) => (
                    <li key={t} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                      {t}
                    </li>
                  ))}
                </ul>
              )}
            </button>
          </li>
        ))}
      </ul>
      <DocumentDialog document={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-xl font-semibold text-stone-900">{value ?? '–'}</dd>
    </div>
  );
}

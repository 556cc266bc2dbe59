import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useConfig } from '../public-config/index.ts';
import { useSession } from './get-session.ts';

/** A past session's conversation, read-only (the server decrypts it for its owner only and logs the read). */
export function TranscriptPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const session = useSession(sessionId);
  const name = useConfig().data?.therapistName ?? 'Sage';
  useDocumentTitle('Past conversation');
  const started = session.data && new Date(session.data.createdAt);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/documents" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800">
        <ArrowLeft className="size-4" aria-hidden /> Back to your history
      </Link>
      <h1 className="mt-2 font-display text-2xl font-semibold text-stone-900 sm:text-3xl">Past conversation</h1>
      {started && (
        <p className="mt-1 text-sm text-stone-500">
          {started.toLocaleDateString('en-AU', { dateStyle: 'long' })} · read only
        </p>
      )}
      {session.isLoading && <p className="mt-8 text-stone-500">Loading the conversation…</p>}
      {session.isError && (
        <p className="mt-8 text-stone-700">
          We couldn't find that conversation. It may have been deleted; your other sessions are in your history.
        </p>
      )}
      {session.data && (
        <ol className="mt-6 space-y-3" aria-label="Messages">
          {session.data.messages.map((m) => (
            <li key={m.id} className={cn('flex', m.role === 'user' ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed whitespace-pre-wrap',
                  m.role === 'user' ? 'bg-brand-700 text-white' : 'border border-stone-200 bg-white text-stone-800',
                )}
              >
                <span className="sr-only">{m.role === 'user' ? 'You: ' : `${name}: `}</span>
                {m.content}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

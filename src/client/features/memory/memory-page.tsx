import { Brain, CalendarDays, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MemoryItem, MemoryKind } from '../../../shared/memory.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useConfig } from '../public-config/index.ts';
import { useDeleteMemory } from './delete-memory.ts';
import { useMemory } from './get-memory.ts';

const headings: Record<MemoryKind, string> = { topic: 'Topics', plan: 'Plans you made', person: 'People' };

const sessionDate = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'medium' });

/** 'What Sage remembers': everything carried between sessions, each item deletable, or all of it. */
export function MemoryPage() {
  const name = useConfig().data?.therapistName ?? 'Sage';
  const title = `What ${name} remembers`;
  useDocumentTitle(title);
  const memory = useMemory();
  const remove = useDeleteMemory();
  const [confirmAll, setConfirmAll] = useState(false);
  const items = memory.data?.items ?? [];
  const forget = (id: string | null) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: id ? 'Forgotten' : `${name} has forgotten everything` }),
      onError: () => toast({ title: "That didn't work", description: 'Please try again in a moment.' }),
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-2xl font-semibold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-stone-600">
        After each session {name} keeps a few things to pick up where you left off: the topics you talked about, plans
        you made and people you mentioned. Delete anything you'd rather {name} didn't bring up again.
      </p>
      {memory.isLoading && <p className="mt-8 text-stone-500">Loading…</p>}
      {memory.isError && <p className="mt-8 text-red-700">We couldn't load this. Please refresh to try again.</p>}
      {memory.data && items.length === 0 && (
        <div className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <Brain className="mx-auto size-10 text-brand-600" aria-hidden />
          <p className="mt-3 text-stone-600">{name} doesn't remember anything from your sessions right now.</p>
        </div>
      )}
      {(['plan', 'topic', 'person'] as const).map((kind) => (
        <MemorySection
          key={kind}
          heading={headings[kind]}
          items={items.filter((i) => i.kind === kind)}
          busy={remove.isPending}
          onDelete={forget}
        />
      ))}
      {items.length > 0 && (
        <div className="mt-10 rounded-2xl border border-stone-200 bg-white p-5">
          {confirmAll ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-stone-700">Forget all of it? Your session summaries stay in your history.</p>
              <button type="button" onClick={() => forget(null)} disabled={remove.isPending} className={danger}>
                Yes, forget everything
              </button>
              <button type="button" onClick={() => setConfirmAll(false)} className={quiet}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" onClick={() => setConfirmAll(true)} className={danger}>
              <Trash2 className="size-4" aria-hidden /> Delete everything {name} remembers
            </button>
          )}
        </div>
      )}
    </div>
  );
}

const danger =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60';
const quiet =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-stone-700 hover:bg-stone-100';

function MemorySection(props: { heading: string; items: MemoryItem[]; busy: boolean; onDelete: (id: string) => void }) {
  if (!props.items.length) return null;
  return (
    <section className="mt-8">
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{props.heading}</h2>
      <ul className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {props.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-stone-900 first-letter:uppercase">{item.text}</p>
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-stone-500">
                <CalendarDays className="size-3.5" aria-hidden /> From your session on {sessionDate(item.sessionDate)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => props.onDelete(item.id)}
              disabled={props.busy}
              aria-label={`Delete "${item.text}"`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

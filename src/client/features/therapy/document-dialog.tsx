import * as Dialog from '@radix-ui/react-dialog';
import { MessagesSquare, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Document } from '../../../shared/sessions.ts';
import { parseSummaryContent } from '../../../shared/therapy.ts';

export function DocumentDialog({ document, onClose }: { document: Document | null; onClose: () => void }) {
  const parts = document ? parseSummaryContent(document.content) : null;
  return (
    <Dialog.Root open={Boolean(document)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-h-[84vh] max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          {document && parts && (
            <>
              <div className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="font-display text-xl font-semibold text-stone-900">
                    {document.title}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-stone-500">
                    {new Date(document.createdAt).toLocaleDateString('en-AU', { dateStyle: 'long' })} ·{' '}
                    {document.durationMinutes} min
                  </Dialog.Description>
                </div>
                <Dialog.Close className="rounded-full p-1.5 text-stone-500 hover:bg-stone-100" aria-label="Close">
                  <X className="size-5" aria-hidden />
                </Dialog.Close>
              </div>
              <section className="mt-5">
                <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Session Summary</h3>
                <p className="mt-2 leading-relaxed whitespace-pre-wrap text-stone-700">{parts.summary}</p>
              </section>
              <section className="mt-5">
                <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Next Steps</h3>
                {parts.nextSteps.length ? (
                  <ul className="mt-2 list-disc space-y-1.5 pl-5 text-stone-700">
                    {parts.nextSteps.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-stone-500">No next steps were noted for this session.</p>
                )}
              </section>
              {document.sessionId && (
                <Link
                  href={`/documents/${encodeURIComponent(document.sessionId)}`}
                  className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-medium text-stone-800 hover:bg-stone-50"
                >
                  <MessagesSquare className="size-4" aria-hidden /> Read the conversation
                </Link>
              )}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

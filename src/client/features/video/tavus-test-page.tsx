import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cleanupVideo, startVideo, terminateVideo } from './video-api.ts';

/** /tavus-test (DEV_TOOLS only): create a conversation, see the raw answer, terminate it, clean up. */
export default function TavusTestPage() {
  useDocumentTitle('Video test');
  const [log, setLog] = useState<string[]>([]);
  const [id, setId] = useState<string | null>(null);
  const record = (label: string, value: unknown) =>
    setLog((l) => [`${label}: ${JSON.stringify(value, null, 2)}`, ...l].slice(0, 20));
  const run = (label: string, work: () => Promise<unknown>) => () =>
    void work().then(
      (value) => record(label, value),
      (error: unknown) => record(`${label} failed`, error instanceof Error ? error.message : String(error)),
    );

  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold text-stone-900">Video Session Test</h1>
      <p className="mt-2 text-stone-600">Developer page: calls /api/tavus/* directly and shows what comes back.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={run('create', async () => {
            const created = await startVideo({ conversationName: 'Developer test' });
            setId(created.conversation_id);
            return created;
          })}
        >
          Create Conversation
        </Button>
        <Button variant="secondary" disabled={!id} onClick={run('terminate', () => terminateVideo(id!))}>
          Terminate
        </Button>
        <Button variant="secondary" onClick={run('cleanup', cleanupVideo)}>
          Clean Up Stale
        </Button>
        {id && (
          <a
            className="self-center text-brand-700 underline"
            href={`/video-avatar/${id}`}
            target="_blank"
            rel="noreferrer"
          >
            Open the room
          </a>
        )}
      </div>
      <section aria-label="Responses" className="mt-6 space-y-2">
        {log.map((line, i) => (
          <pre key={i} className="overflow-x-auto rounded-lg bg-stone-900 p-3 text-xs text-stone-100">
            {line}
          </pre>
        ))}
      </section>
    </main>
  );
}

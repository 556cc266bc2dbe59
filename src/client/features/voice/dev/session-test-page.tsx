import { RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTestSession } from '../api/get-test-session.ts';
import { formatDateTime } from '../lib/format.ts';
import { DevPage, Facts, Panel } from './dev-page.tsx';

/** /session-test (spec §2, §8): what the server knows about this browser's session. */
export default function SessionTestPage() {
  const session = useTestSession();
  const data = session.data;
  return (
    <DevPage
      title="Session Test"
      intro="Checks that this browser keeps a stable anonymous session and shows what the server has recorded for it."
    >
      {session.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-3xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200"
        >
          <span className="flex-1">Failed to load session data: {session.error.message}</span>
          <Button variant="secondary" onClick={() => void session.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" /> Retry
          </Button>
        </div>
      ) : (
        <Panel
          title="Session"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void session.refetch()} disabled={session.isFetching}>
              <RefreshCw
                aria-hidden="true"
                className={cn('size-4', session.isFetching && 'motion-safe:animate-spin')}
              />{' '}
              Refresh
            </Button>
          }
        >
          {!data ? (
            <p role="status" className="text-stone-600">
              Loading session data…
            </p>
          ) : (
            <>
              <p className="mb-4">
                <span
                  className={cn(
                    'rounded-full px-3 py-1 text-sm font-semibold',
                    data.hasExistingData ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-800',
                  )}
                >
                  {data.hasExistingData ? 'Has Data' : 'New Session'}
                </span>
              </p>
              <Facts
                rows={[
                  ['Session id', data.sessionId],
                  ['Minutes used today', data.minutesUsed],
                  ['Trial days used', data.trialDaysUsed],
                  ['Last session time', data.lastSessionTime ? formatDateTime(data.lastSessionTime) : 'Never'],
                ]}
              />
            </>
          )}
        </Panel>
      )}
      <Panel title="Browser">
        <Facts
          rows={[
            ['User agent (as the server saw it)', data?.userAgent ?? '—'],
            ['Language', navigator.language],
            ['Screen', `${window.screen.width} × ${window.screen.height} @${window.devicePixelRatio}x`],
            ['Cookies enabled', navigator.cookieEnabled ? 'yes' : 'no'],
          ]}
        />
      </Panel>
    </DevPage>
  );
}

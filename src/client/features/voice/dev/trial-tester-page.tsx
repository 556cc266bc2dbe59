import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useVoiceStatus } from '../../../lib/voice-status.ts';
import { blockedHint, voiceScreenState } from '../lib/screen-state.ts';
import { DevPage, Facts, Panel } from './dev-page.tsx';
import { ScenarioButtons } from './scenario-buttons.tsx';

const show = (value: unknown) => (value === null ? 'null (unlimited)' : String(value));

/** /trial-tester: put this browser's trial into each scenario and read back the server's real status. */
export default function TrialTesterPage() {
  const status = useVoiceStatus();
  const data = status.data ?? undefined;
  const state = voiceScreenState(data, status.isError);
  return (
    <DevPage
      title="Voice Trial Tester"
      intro="Each button sets this browser's own voice trial on the server. The status below is read back from the server, never simulated."
    >
      <Panel title="Scenarios">
        <ScenarioButtons />
      </Panel>
      <Panel
        title="Voice trial status"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" /> Refresh
          </Button>
        }
      >
        {status.isError && (
          <p role="alert" className="mb-3 text-red-800">
            Status failed to load: {status.error.message}
          </p>
        )}
        <Facts
          rows={[
            ['minutesUsed', show(data?.minutesUsed ?? '—')],
            ['minutesRemaining', show(data ? data.minutesRemaining : '—')],
            ['daysRemaining', show(data?.daysRemaining ?? '—')],
            ['isTrialActive', show(data?.isTrialActive ?? '—')],
            ['canStartSession', show(data?.canStartSession ?? '—')],
            ['isSubscribed', show(data?.isSubscribed ?? '—')],
            ['trialStatus', show(data?.trialStatus ?? '—')],
          ]}
        />
      </Panel>
      <Panel title="Voice screen result">
        <Facts
          rows={[
            ['Screen state', <span data-testid="screen-state">{state}</span>],
            ['Record button hint', blockedHint(state, Boolean(data?.canStartSession)) ?? '(none: recording allowed)'],
          ]}
        />
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/voice-therapy" className={buttonClasses('primary')}>
            Open the voice screen
          </Link>
          <Link href="/trial-demo" className={buttonClasses('secondary')}>
            Open the UI demo
          </Link>
        </div>
      </Panel>
    </DevPage>
  );
}

import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useVoiceStatus } from '../../../lib/voice-status.ts';
import { minutesLeftLabel } from '../lib/format.ts';
import { blockedHint, voiceScreenState } from '../lib/screen-state.ts';
import { RecordButton } from '../therapy/record-button.tsx';
import { TrialBanner } from '../therapy/trial-banner.tsx';
import { DevPage, Panel } from './dev-page.tsx';
import { ScenarioButtons } from './scenario-buttons.tsx';

/** /trial-demo: the voice screen's banner and record button as they render for the real status after each scenario. */
export default function TrialDemoPage() {
  const [, navigate] = useLocation();
  const status = useVoiceStatus();
  const data = status.data ?? undefined;
  const state = voiceScreenState(data, status.isError);
  const minutes = minutesLeftLabel(data?.minutesRemaining);
  return (
    <DevPage
      title="Voice Therapy UI Demo"
      intro="Pick a scenario to see how the voice screen looks for it. The preview uses the server's real answer for this browser."
    >
      <Panel title="Scenarios">
        <ScenarioButtons />
      </Panel>
      <Panel title={`Preview: ${state}`}>
        <div className="space-y-6 rounded-2xl bg-sand-50 p-4 sm:p-6">
          <TrialBanner state={state} onStartTrial={() => navigate('/voice-therapy')} />
          {minutes && <p className="text-center text-sm font-medium text-stone-700">{minutes}</p>}
          <RecordButton
            phase="idle"
            disabled
            hint={
              blockedHint(state, Boolean(data?.canStartSession)) ??
              'Recording is allowed in this state. Open the voice screen to talk.'
            }
            onHoldStart={() => undefined}
            onHoldEnd={() => undefined}
          />
        </div>
        <Link href="/voice-therapy" className={buttonClasses('primary', 'md', 'mt-5')}>
          Open the voice screen
        </Link>
      </Panel>
    </DevPage>
  );
}

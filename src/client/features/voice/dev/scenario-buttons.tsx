import { trialScenarios, type TrialScenario } from '../../../../shared/entitlements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useApplyTrialScenario } from '../api/apply-trial-scenario.ts';

const labels: Record<TrialScenario, string> = {
  'new-user': 'New user',
  'almost-expired': 'Almost expired',
  'daily-limit': 'Daily limit reached',
  'trial-expired': 'Trial expired',
};

/** The four DEV scenarios: each rewrites this browser's own trial on the server, then the real status is reloaded. */
export function ScenarioButtons() {
  const apply = useApplyTrialScenario();
  return (
    <div>
      <div className="grid gap-2 sm:grid-cols-4">
        {trialScenarios.map((scenario) => (
          <Button
            key={scenario}
            variant={apply.variables === scenario && apply.isSuccess ? 'primary' : 'secondary'}
            disabled={apply.isPending}
            onClick={() => apply.mutate(scenario)}
          >
            {labels[scenario]}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-3 text-sm text-stone-600">
        {apply.isPending && `Applying “${labels[apply.variables]}”…`}
        {apply.isSuccess && `Applied “${labels[apply.variables]}”.`}
        {apply.isError &&
          `Could not apply the scenario: ${apply.error instanceof ApiError ? apply.error.userMessage : apply.error.message}`}
      </p>
    </div>
  );
}

import { useState } from 'react';
import type { BillingPlan } from '../../../shared/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useCancelPlan } from './cancel-plan.ts';
import { formatDate } from './format.ts';

/** Cancel asks once more, and says plainly what happens to access and charges. */
export function CancelPlanButton({ plan }: { plan: BillingPlan }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  const confirm = () =>
    cancel.mutate(plan.plan, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Subscription cancelled',
          description: `You keep access until ${formatDate(plan.currentPeriodEnd)}. You will not be charged again.`,
        });
      },
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel plan
      </Button>
      <DialogContent>
        <DialogTitle>Cancel {plan.name}?</DialogTitle>
        <DialogDescription>
          Your plan stays active until {formatDate(plan.currentPeriodEnd)}, the end of the period you have paid for.
          After that it will not renew and you will not be charged again.
        </DialogDescription>
        {cancel.error && (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-3 text-sm text-red-900">
            {cancel.error instanceof ApiError ? cancel.error.userMessage : 'Something went wrong. Please try again.'}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep my plan
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

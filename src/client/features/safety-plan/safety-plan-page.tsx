import { Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { SafetyPlan } from '../../../shared/safety-plan.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSafetyPlan, useSaveSafetyPlan } from './get-safety-plan.ts';
import { SafetyPlanForm } from './safety-plan-form.tsx';
import { SafetyPlanView } from './safety-plan-view.tsx';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' });

/** /safety-plan: read first (it is opened in hard moments), edit any time. A plan never saved opens for editing. */
export function SafetyPlanPage() {
  useDocumentTitle('My safety plan');
  const query = useSafetyPlan();
  const save = useSaveSafetyPlan();
  const [editing, setEditing] = useState(false);
  const view = query.data;
  const onSave = (plan: SafetyPlan) =>
    save.mutate(plan, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: 'Your safety plan is saved' });
      },
    });
  const error = save.error instanceof ApiError ? save.error.userMessage : save.error ? 'Please try again.' : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Stay safe</p>
          <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900">My safety plan</h1>
          <p className="mt-2 max-w-xl text-stone-700">
            Steps to work through, in order, when things get hard. Only you can see it; it is encrypted.
            {view?.updatedAt && ` Last updated ${dateFormat.format(new Date(view.updatedAt))}.`}
          </p>
        </div>
        {view && view.updatedAt && !editing && (
          <Button variant="secondary" className="self-start sm:self-auto" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" /> Edit my plan
          </Button>
        )}
      </header>
      <div className="mt-8">
        {query.isPending && <p role="status">Loading your plan…</p>}
        {query.isError && (
          <div role="alert" className="rounded-3xl border border-red-200 bg-red-50 p-6">
            <p className="text-stone-800">
              Your plan could not be loaded. In a crisis, call Lifeline on 13 11 14 or 000.
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" /> Try again
            </Button>
          </div>
        )}
        {view &&
          (editing || !view.updatedAt ? (
            <SafetyPlanForm
              plan={view.plan}
              saving={save.isPending}
              error={error}
              onSave={onSave}
              onCancel={view.updatedAt ? () => setEditing(false) : undefined}
            />
          ) : (
            <SafetyPlanView plan={view.plan} />
          ))}
      </div>
    </div>
  );
}

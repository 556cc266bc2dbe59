import { useId, useState, type FormEvent } from 'react';
import { safetyPlanSections, type SafetyPlan, type SafetyPlanContact } from '../../../shared/safety-plan.ts';
import { Button } from '../../components/ui/button.tsx';
import { ContactsField } from './contacts-field.tsx';

type Draft = Record<string, string | SafetyPlanContact[]>;

const toDraft = (plan: SafetyPlan): Draft =>
  Object.fromEntries(
    safetyPlanSections.map((s) => [
      s.id,
      s.kind === 'list' ? (plan[s.id] as string[]).join('\n') : (plan[s.id] as SafetyPlanContact[]),
    ]),
  );

/** Lines and contacts as the server takes them: trimmed, blank ones dropped. */
function toPlan(draft: Draft): SafetyPlan {
  const entries = safetyPlanSections.map((s) => {
    const value = draft[s.id]!;
    if (typeof value === 'string')
      return [
        s.id,
        value
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
      ];
    const contacts = value
      .map((c) => ({ name: c.name.trim(), phone: c.phone.trim() }))
      .filter((c) => c.name || c.phone);
    return [s.id, contacts];
  });
  return Object.fromEntries(entries) as SafetyPlan;
}

interface SafetyPlanFormProps {
  plan: SafetyPlan;
  saving: boolean;
  error: string | null;
  onSave: (plan: SafetyPlan) => void;
  onCancel?: () => void;
}

export function SafetyPlanForm({ plan, saving, error, onSave, onCancel }: SafetyPlanFormProps) {
  const [draft, setDraft] = useState(() => toDraft(plan));
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(toPlan(draft));
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      {safetyPlanSections.map((section, i) => {
        const value = draft[section.id]!;
        const fieldId = `${id}-${section.id}`;
        return (
          <fieldset key={section.id} className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
            <legend className="sr-only">{section.title}</legend>
            <label htmlFor={fieldId} className="font-display text-xl font-semibold text-stone-900">
              <span className="mr-3 text-brand-700 tabular-nums">{i + 1}</span>
              {section.title}
            </label>
            <p id={`${fieldId}-hint`} className="mt-1 mb-3 text-sm text-stone-600">
              {section.prompt}
              {typeof value === 'string' && ' One per line.'}
            </p>
            {typeof value === 'string' ? (
              <textarea
                id={fieldId}
                aria-describedby={`${fieldId}-hint`}
                rows={Math.max(3, value.split('\n').length + 1)}
                value={value}
                onChange={(e) => setDraft({ ...draft, [section.id]: e.target.value })}
                className="w-full rounded-xl border border-stone-300 bg-white p-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              />
            ) : (
              <div id={fieldId}>
                <ContactsField
                  label={section.title}
                  contacts={value}
                  onChange={(contacts) => setDraft({ ...draft, [section.id]: contacts })}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      {error && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="sticky bottom-0 flex justify-end gap-3 bg-sand-50/95 py-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : 'Save my plan'}
        </Button>
      </div>
    </form>
  );
}

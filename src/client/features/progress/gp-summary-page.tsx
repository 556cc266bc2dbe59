import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useUser } from '../auth/index.ts';
import { useCheckIns } from '../check-ins/index.ts';
import { CrisisButton } from '../crisis/index.ts';
import { useSafetyPlan } from '../safety-plan/index.ts';
import { formatDate } from './format-time.ts';
import { useSessionSummary } from './get-session-summary.ts';
import { gpSections, GpSummarySections, type GpSectionId } from './gp-summary-document.tsx';

const longDate = (d: Date) => d.toLocaleDateString('en-AU', { dateStyle: 'long' });

/** /summary/print: a summary for a GP, with the sections the person chooses, printed or saved as PDF by the browser. */
export function GpSummaryPage() {
  useDocumentTitle('Summary for my GP');
  const { user } = useUser();
  const summary = useSessionSummary();
  const checkIns = useCheckIns();
  const [chosen, setChosen] = useState(
    () => new Set<GpSectionId>(gpSections.filter((s) => s.byDefault).map((s) => s.id)),
  );
  const safetyPlan = useSafetyPlan(chosen.has('safetyPlan'));
  const toggle = (id: GpSectionId, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const ready = summary.data && checkIns.data && (!chosen.has('safetyPlan') || safetyPlan.data);
  const dates = [
    ...(summary.data?.sessions ?? []).map((s) => s.date),
    ...(checkIns.data ?? []).map((c) => c.createdAt),
  ].sort();

  return (
    <div className="min-h-dvh bg-white print:min-h-0">
      <div className="border-b border-stone-200 bg-sand-50 print:hidden">
        <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
          <div className="flex items-center justify-between gap-3">
            <Link href="/summary" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to progress
            </Link>
            <CrisisButton />
          </div>
          <h1 className="mt-3 font-display text-3xl font-semibold text-stone-900">Summary for your GP</h1>
          <p className="mt-1 text-stone-700">
            Choose what to include, then print it or save it as a PDF to take to your appointment.
          </p>
          <fieldset className="mt-4">
            <legend className="font-semibold text-stone-900">Include</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {gpSections.map((s) => (
                <label key={s.id} className="flex min-h-11 items-center gap-3 text-stone-800">
                  <Checkbox checked={chosen.has(s.id)} onCheckedChange={(v) => toggle(s.id, v === true)} />
                  {s.label}
                </label>
              ))}
            </div>
          </fieldset>
          <Button className="mt-4" onClick={() => window.print()} disabled={!ready}>
            <Printer aria-hidden="true" className="size-4" /> Print or save as PDF
          </Button>
        </div>
      </div>

      <article aria-label="Summary for your GP" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 print:p-0">
        <header className="border-b-2 border-stone-900 pb-3">
          <p className="text-sm text-stone-600">Solace · self-reported wellbeing summary</p>
          <h2 className="text-2xl font-semibold text-stone-900">
            {user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email : ''}
          </h2>
          <p className="text-sm text-stone-700">
            {dates.length ? `${formatDate(dates[0]!)} to ${formatDate(dates[dates.length - 1]!)} · ` : ''}
            Prepared {longDate(new Date())}
          </p>
        </header>
        {!ready && (
          <p role="status" className="mt-6 text-stone-600">
            Loading your summary…
          </p>
        )}
        {ready && (
          <GpSummarySections
            data={{ summary: summary.data!, checkIns: checkIns.data!, safetyPlan: safetyPlan.data?.plan ?? null }}
            chosen={chosen}
          />
        )}
        <footer className="mt-8 border-t border-stone-300 pt-3 text-xs leading-relaxed text-stone-700">
          This summary comes from Solace, an AI emotional support service, and was put together by the person named
          above, who chose what it includes. It is not a clinical record or assessment. Check-in scores are
          self-completed K10, PHQ-9 and GAD-7 questionnaires; mood ratings are self-reported from 0 (very low) to 10
          (very good) at the start and end of sessions; topics and next steps come from the AI&apos;s session summaries.
        </footer>
      </article>
      <p className="mx-auto max-w-3xl px-4 pb-8 sm:px-6 print:hidden">
        <Link href="/summary" className={buttonClasses('secondary')}>
          Done
        </Link>
      </p>
    </div>
  );
}

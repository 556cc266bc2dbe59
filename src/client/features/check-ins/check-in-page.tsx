import { ArrowRight, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { CheckInResult } from '../../../shared/check-ins.ts';
import { instrumentIds, instruments, type InstrumentId } from '../../../shared/instruments.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCrisisDialog } from '../crisis/index.ts';
import { CheckInHistory } from './check-in-history.tsx';
import { CheckInResultView } from './check-in-result.tsx';
import { useCreateCheckIn } from './create-check-in.ts';
import { useCheckIns } from './get-check-ins.ts';
import { QuestionFlow } from './question-flow.tsx';

const blurb: Record<InstrumentId, string> = {
  k10: 'Ten questions about the last 30 days. Widely used by Australian GPs to gauge general distress.',
  phq9: 'Nine questions about low mood over the last 2 weeks.',
  gad7: 'Seven questions about worry and anxiety over the last 2 weeks.',
};

const isInstrument = (value: string | undefined): value is InstrumentId =>
  (instrumentIds as readonly string[]).includes(value ?? '');

/** /check-in: choose a questionnaire; /check-in/:instrument: answer it, one question a screen. */
export function CheckInPage() {
  const { instrument } = useParams<{ instrument?: string }>();
  useDocumentTitle(isInstrument(instrument) ? `${instruments[instrument].name} check-in` : 'Weekly check-in');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {isInstrument(instrument) ? <TakeCheckIn key={instrument} instrument={instrument} /> : <ChooseCheckIn />}
    </div>
  );
}

function ChooseCheckIn() {
  const history = useCheckIns();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Weekly check-in</p>
      <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900">How have you been?</h1>
      <p className="mt-3 max-w-xl text-stone-700">
        A few minutes each week, with the questionnaires health professionals use, shows how things change over time.
        Your answers are encrypted and only you can see them.
      </p>
      <ul className="mt-6 space-y-3">
        {instrumentIds.map((id) => (
          <li key={id}>
            <Link
              href={`/check-in/${id}`}
              className="group flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-400 hover:bg-brand-50/50 sm:p-5"
            >
              <ClipboardCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-stone-900">{instruments[id].fullName}</span>
                <span className="block text-sm text-stone-600">{blurb[id]}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
      {history.data && history.data.length > 0 && (
        <section aria-labelledby="past-check-ins" className="mt-10">
          <h2 id="past-check-ins" className="font-display text-xl font-semibold text-stone-900">
            Your past check-ins
          </h2>
          <div className="mt-3 rounded-2xl border border-stone-200 bg-white p-4">
            <CheckInHistory checkIns={history.data.slice(0, 10)} caption="Your past check-ins, newest first" />
          </div>
        </section>
      )}
    </>
  );
}

function TakeCheckIn({ instrument }: { instrument: InstrumentId }) {
  const create = useCreateCheckIn();
  const { openCrisisDialog } = useCrisisDialog();
  const [result, setResult] = useState<CheckInResult | null>(null);
  const submit = (answers: number[]) =>
    create.mutate(
      { instrument, answers },
      {
        onSuccess: (saved) => {
          setResult(saved);
          if (saved.safety) openCrisisDialog();
        },
        onError: (error) =>
          toast({
            title: 'Your check-in was not saved',
            description: error instanceof ApiError ? error.userMessage : 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  if (result) return <CheckInResultView result={result} onOpenCrisisSupport={openCrisisDialog} />;
  return (
    <>
      <h1 className="mb-6 text-center font-display text-lg font-semibold text-stone-700">
        {instruments[instrument].fullName}
      </h1>
      <QuestionFlow instrument={instruments[instrument]} submitting={create.isPending} onComplete={submit} />
    </>
  );
}

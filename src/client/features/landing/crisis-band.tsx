import { helplines } from '../../../shared/helplines.ts';
import { CrisisButton } from '../crisis/index.ts';

/** A plain, unmissable word about crisis help before the footer. */
export function CrisisBand() {
  return (
    <section aria-labelledby="crisis-band-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-5 rounded-3xl border border-red-100 bg-red-50/70 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="flex-1">
          <h2 id="crisis-band-title" className="text-lg font-semibold text-stone-900">
            Need help right now?
          </h2>
          <p className="mt-1 leading-relaxed text-stone-700">
            Solace is not a crisis service. If you are in danger, call{' '}
            <a
              href={`tel:${helplines.emergency.tel}`}
              className="font-semibold text-red-800 underline underline-offset-2"
            >
              000
            </a>
            . Lifeline is available 24/7 on{' '}
            <a
              href={`tel:${helplines.lifeline.tel}`}
              className="font-semibold text-red-800 underline underline-offset-2"
            >
              {helplines.lifeline.phone}
            </a>
            .
          </p>
        </div>
        <CrisisButton />
      </div>
    </section>
  );
}

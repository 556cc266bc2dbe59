import { progressPercent } from '../../../shared/progress.ts';

/** Spec §5 progress bar: minutes used ÷ limit, rounded, with the figures written out beside it. */
export function UsageMeter({ used, limit, label }: { used: number; limit: number; label: string }) {
  const percent = progressPercent(used, limit);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id="usage-label" className="text-sm text-stone-600">
          {label}
        </span>
        <span className="text-sm text-stone-600 tabular-nums">
          <span className="font-display text-2xl font-semibold text-stone-900">{percent}%</span> · {used} of {limit} min
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${used} of ${limit} minutes`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-stone-100"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

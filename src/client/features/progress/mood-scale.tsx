import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

const values = Array.from({ length: 11 }, (_, i) => i);

interface MoodScaleProps {
  question: string;
  disabled?: boolean;
  onChoose: (mood: number) => void;
}

/** 0-10 as eleven buttons in one row (fits a 360 px phone), named for screen readers. */
export function MoodScale({ question, disabled, onChoose }: MoodScaleProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-q`} aria-describedby={`${id}-ends`}>
      <p id={`${id}-q`} className="font-semibold text-stone-900">
        {question}
      </p>
      <div className="mt-2 grid grid-cols-11 gap-1">
        {values.map((v) => (
          <button
            key={v}
            type="button"
            disabled={disabled}
            aria-label={`${v} out of 10`}
            onClick={() => onChoose(v)}
            className={cn(
              'min-h-10 rounded-lg border border-stone-300 bg-white text-sm font-semibold text-stone-800 tabular-nums',
              'hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60',
            )}
          >
            {v}
          </button>
        ))}
      </div>
      <p id={`${id}-ends`} className="mt-1 flex justify-between text-xs text-stone-600">
        <span>0: very low</span>
        <span>10: very good</span>
      </p>
    </div>
  );
}

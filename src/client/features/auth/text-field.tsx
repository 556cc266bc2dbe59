import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the label and read after it (aria-describedby), e.g. 'Optional'. */
  hint?: string;
}

/** A labelled input. The label text is exactly `label`, so it can be found by its name. */
export function TextField({ label, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-xs text-stone-600">
            {hint}
          </span>
        )}
      </div>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30"
        {...input}
      />
    </div>
  );
}

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { Instrument } from '../../../shared/instruments.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface QuestionFlowProps {
  instrument: Instrument;
  submitting: boolean;
  onComplete: (answers: number[]) => void;
}

/**
 * One question per screen: a native radio group (arrow keys, screen readers), focus moved to each
 * new question so it is announced. A tap on an answer moves on by itself; a key press never does,
 * since arrow keys change the selection while someone is still reading.
 */
export function QuestionFlow({ instrument, submitting, onComplete }: QuestionFlowProps) {
  const [answers, setAnswers] = useState<(number | undefined)[]>(() => instrument.items.map(() => undefined));
  const [index, setIndex] = useState(0);
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const advanceTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const total = instrument.items.length;
  const last = index === total - 1;
  const current = answers[index];

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const next = (chosen = answers) => {
    if (chosen[index] === undefined) return setMissing(true);
    setMissing(false);
    if (!last) return setIndex(index + 1);
    if (chosen.every((a) => a !== undefined)) onComplete(chosen as number[]);
  };
  const choose = (value: number, event: MouseEvent) => {
    const chosen = answers.with(index, value);
    setAnswers(chosen);
    setMissing(false);
    window.clearTimeout(advanceTimer.current);
    // detail is 0 for a click made by the keyboard (space, arrow keys).
    if (event.detail > 0 && !last) advanceTimer.current = window.setTimeout(() => next(chosen), 220);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    next();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-xl">
      <p className="text-sm font-semibold text-brand-800" aria-live="polite">
        Question {index + 1} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200">
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${(index / total) * 100}%` }}
        />
      </div>
      <fieldset className="mt-6" aria-labelledby={`${id}-q`} aria-describedby={missing ? `${id}-missing` : undefined}>
        <p className="text-stone-600">{instrument.stem}</p>
        <h2
          id={`${id}-q`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 font-display text-2xl leading-snug font-semibold text-stone-900 focus:outline-none sm:text-3xl"
        >
          {instrument.items[index]}
        </h2>
        <div className="mt-5 space-y-2.5">
          {instrument.options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-13 cursor-pointer items-center gap-3 rounded-2xl border bg-white px-4 py-3 text-[1.05rem] transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
                current === option.value
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                  : 'border-stone-300 text-stone-800 hover:border-brand-400',
              )}
            >
              <input
                type="radio"
                name={`${id}-answer-${index}`}
                value={option.value}
                checked={current === option.value}
                onChange={() => undefined}
                onClick={(e) => choose(option.value, e)}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={`${id}-missing`} role="alert" className="mt-3 text-sm font-medium text-red-800">
          Choose an answer to go on.
        </p>
      )}
      <div className="sticky bottom-0 mt-6 flex items-center justify-between gap-3 bg-sand-50/95 py-3">
        <Button variant="ghost" onClick={() => setIndex(index - 1)} disabled={index === 0 || submitting}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Back
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {last ? (submitting ? 'Saving…' : 'See my results') : 'Next'}
          {!last && <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </div>
    </form>
  );
}

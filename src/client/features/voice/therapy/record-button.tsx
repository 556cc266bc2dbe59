import { Loader2, Mic } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn.ts';

export type RecordPhase = 'idle' | 'recording' | 'processing';

interface RecordButtonProps {
  phase: RecordPhase;
  disabled: boolean;
  onHoldStart: () => void;
  onHoldEnd: () => void;
  /** Shown under the button (spec §8 hints, or guidance). */
  hint: string | null;
}

const labels: Record<RecordPhase, string> = {
  idle: 'Hold to talk',
  recording: 'Listening… let go to send',
  processing: 'AI is thinking...',
};

/**
 * Hold to record, release to send (spec §4): pointer (mouse, touch, pen) or keyboard Space/Enter.
 * Pointer capture keeps the hold alive when a thumb drifts off the button.
 */
export function RecordButton({ phase, disabled, onHoldStart, onHoldEnd, hint }: RecordButtonProps) {
  const holding = useRef(false);
  const hintId = useId();

  const begin = () => {
    if (disabled || holding.current) return;
    holding.current = true;
    onHoldStart();
  };
  const finish = () => {
    if (!holding.current) return;
    holding.current = false;
    onHoldEnd();
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0 || disabled) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    begin();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    if (!e.repeat) begin();
  };
  const onKeyUp = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== ' ' && e.key !== 'Enter') return;
    e.preventDefault();
    finish();
  };

  const recording = phase === 'recording';
  return (
    <div className="flex flex-col items-center">
      <div className="relative flex size-28 items-center justify-center sm:size-36">
        {recording && (
          <>
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-full bg-brand-200/70 motion-safe:animate-breathe"
            />
            <span
              aria-hidden="true"
              className="absolute inset-3 rounded-full bg-brand-300/50 motion-safe:animate-breathe [animation-delay:-3s]"
            />
          </>
        )}
        {/* aria-disabled, not disabled: keyboard focus stays on the button while the reply is on its way. */}
        <button
          type="button"
          aria-disabled={disabled}
          aria-pressed={recording}
          aria-describedby={hintId}
          aria-label="Hold to talk"
          onPointerDown={onPointerDown}
          onPointerUp={finish}
          onPointerCancel={finish}
          onLostPointerCapture={finish}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={finish}
          onContextMenu={(e) => e.preventDefault()}
          className={cn(
            'relative inline-flex size-24 touch-none sm:size-28 items-center justify-center rounded-full select-none [-webkit-touch-callout:none]',
            'shadow-lg transition-[background-color,transform,box-shadow] duration-200 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
            recording
              ? 'scale-105 bg-brand-800 text-white shadow-brand-900/30'
              : 'bg-brand-700 text-white shadow-brand-900/20 hover:bg-brand-800 aria-disabled:hover:bg-stone-200',
            'aria-disabled:scale-100 aria-disabled:cursor-not-allowed aria-disabled:bg-stone-200 aria-disabled:text-stone-500 aria-disabled:shadow-none',
          )}
        >
          {phase === 'processing' ? (
            <Loader2 aria-hidden="true" className="size-10 motion-safe:animate-spin" />
          ) : (
            <Mic aria-hidden="true" className="size-11" strokeWidth={1.75} />
          )}
        </button>
      </div>
      <p
        role="status"
        className={cn(
          'text-base font-semibold sm:mt-1',
          disabled && phase === 'idle' ? 'text-stone-500' : 'text-stone-800',
        )}
      >
        {labels[phase]}
      </p>
      <p id={hintId} className="mt-0.5 max-w-xs text-center text-sm text-stone-600 sm:mt-1">
        {hint ?? (
          <>
            Hold while you speak, then let go to send.<span className="max-sm:hidden"> On a keyboard, hold Space.</span>
          </>
        )}
      </p>
    </div>
  );
}

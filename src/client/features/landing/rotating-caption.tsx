import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useRotation } from './use-rotation.ts';

export const heroCaptions = [
  "You don't have to carry it alone.",
  'Talk it through, day or night.',
  'A calm space to untangle your thoughts.',
  'Listened to, without judgement.',
];

export const CAPTION_INTERVAL_MS = 3000;

/**
 * Rotating hero caption. Follows the WAI-ARIA carousel pattern: silent (aria-live off) while it
 * rotates on its own, polite once paused, and pausable (WCAG 2.2.2). Reduced motion keeps the
 * rotation but drops the fade.
 */
export function RotatingCaption() {
  const [userPaused, setUserPaused] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const paused = userPaused || focusPaused;
  const index = useRotation(heroCaptions.length, CAPTION_INTERVAL_MS, paused);

  return (
    <div
      className="flex min-h-14 items-center gap-3"
      onFocus={() => setFocusPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusPaused(false);
      }}
    >
      <p
        aria-live={paused ? 'polite' : 'off'}
        aria-atomic="true"
        data-testid="rotating-caption"
        className="font-display text-xl leading-snug text-brand-800 italic sm:text-2xl"
      >
        <span key={index} className="inline-block motion-safe:animate-fade-up">
          {heroCaptions[index]}
        </span>
      </p>
      <button
        type="button"
        onClick={() => setUserPaused((value) => !value)}
        aria-pressed={userPaused}
        aria-label="Pause rotating messages"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {userPaused ? (
          <Play aria-hidden="true" className="size-3.5" />
        ) : (
          <Pause aria-hidden="true" className="size-3.5" />
        )}
      </button>
    </div>
  );
}

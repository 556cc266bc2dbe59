import { Lock, Mic, MicOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const bars = [0.5, 0.9, 0.65, 1, 0.7, 0.45, 0.8];

/** A calm, abstract presence rather than a human likeness: it is an AI, and should look like one. */
function AvatarFigure() {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className="relative size-36 drop-shadow-xl sm:size-40">
      <defs>
        <radialGradient id="avatar-orb" cx="0.38" cy="0.32" r="0.8">
          <stop offset="0" stopColor="#fffaf5" />
          <stop offset="0.5" stopColor="#fde9dc" />
          <stop offset="1" stopColor="#f2b48f" />
        </radialGradient>
      </defs>
      <circle cx="80" cy="80" r="60" fill="url(#avatar-orb)" />
      <g stroke="#134e4a" strokeWidth="3.5" strokeLinecap="round" fill="none">
        <path d="M56 78q8 7 16 0" />
        <path d="M88 78q8 7 16 0" />
        <path d="M69 99q11 8 22 0" />
      </g>
      <circle cx="57" cy="93" r="7" fill="#f29e72" opacity="0.3" />
      <circle cx="103" cy="93" r="7" fill="#f29e72" opacity="0.3" />
    </svg>
  );
}

/** Spec §2: mock AI avatar card with Live/Ready status, a mute/live toggle and a Secure badge. */
export function AvatarPreviewCard() {
  const [muted, setMuted] = useState(false);
  const live = !muted;
  return (
    <figure className="relative mx-auto w-full max-w-sm">
      <div
        className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-100 via-peach-100 to-sand-100 blur-2xl"
        aria-hidden="true"
      />
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-b from-brand-700 to-brand-900 p-5 text-white shadow-xl shadow-brand-900/20">
        <div className="flex items-center justify-between">
          <span
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold',
              live ? 'bg-white text-brand-900' : 'bg-white/15 text-white',
            )}
            data-testid="avatar-status"
          >
            <span
              aria-hidden="true"
              className={cn('size-2 rounded-full', live ? 'bg-emerald-500 motion-safe:animate-pulse' : 'bg-brand-200')}
            />
            {live ? 'Live' : 'Ready'}
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <Lock aria-hidden="true" className="size-3.5" />
            Secure
          </span>
        </div>

        <div className="relative flex h-56 items-center justify-center sm:h-60">
          <span
            aria-hidden="true"
            className="absolute size-48 rounded-full bg-brand-400/20 motion-safe:animate-breathe"
          />
          <span
            aria-hidden="true"
            className="absolute size-40 rounded-full bg-brand-300/15 motion-safe:animate-breathe [animation-delay:1.5s]"
          />
          <AvatarFigure />
        </div>

        <div className="flex items-center gap-3 rounded-2xl bg-white/10 p-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">Your AI therapist</p>
            <p className="text-xs text-brand-100">AI Therapy Assistant</p>
          </div>
          <div aria-hidden="true" className="flex h-6 items-center gap-[3px]">
            {bars.map((height, i) => (
              <span
                key={i}
                className={cn('w-[3px] origin-center rounded-full bg-brand-200', live && 'motion-safe:animate-wave')}
                style={{ height: `${height * 100}%`, animationDelay: `${i * 0.12}s`, opacity: live ? 1 : 0.4 }}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => setMuted((value) => !value)}
            aria-pressed={muted}
            aria-label="Mute"
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
              muted ? 'bg-white text-brand-900' : 'bg-white/15 text-white hover:bg-white/25',
            )}
          >
            {muted ? <MicOff aria-hidden="true" className="size-5" /> : <Mic aria-hidden="true" className="size-5" />}
          </button>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-stone-600">
        Preview. Your session starts only when you choose.
      </figcaption>
    </figure>
  );
}

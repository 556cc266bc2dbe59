import { cn } from '../../../lib/cn.ts';

/** The therapist's presence: a soft orb that breathes while connecting and ripples while speaking. */
export function CallOrb({
  initial,
  therapistSpeaking,
  userSpeaking,
}: {
  initial: string;
  therapistSpeaking: boolean;
  userSpeaking: boolean;
}) {
  return (
    <div aria-hidden="true" className="relative flex size-44 items-center justify-center sm:size-52">
      <span
        className={cn(
          'absolute inset-0 rounded-full bg-brand-400/15 motion-safe:animate-breathe',
          therapistSpeaking && 'bg-brand-300/30',
        )}
      />
      <span
        className={cn(
          'absolute inset-5 rounded-full bg-brand-300/15 motion-safe:animate-breathe [animation-delay:-3s]',
          therapistSpeaking && 'bg-brand-200/30',
        )}
      />
      <span
        className={cn(
          'relative inline-flex size-28 items-center justify-center rounded-full bg-gradient-to-br from-peach-200 to-peach-400 font-display text-5xl font-semibold text-brand-950 shadow-2xl shadow-brand-950/50 transition-transform duration-300 sm:size-32',
          therapistSpeaking && 'scale-105',
          userSpeaking && 'ring-4 ring-white/70 ring-offset-4 ring-offset-brand-900',
        )}
      >
        {initial}
      </span>
    </div>
  );
}

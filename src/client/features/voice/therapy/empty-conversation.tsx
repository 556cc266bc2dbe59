import { HeartHandshake } from 'lucide-react';
import { helplines } from '../../../../shared/helplines.ts';
import type { SpeechMode } from './use-speech-input.ts';

const steps = (name: string) => [
  'Hold the button and talk, as slowly as you like.',
  `Let go, and ${name} listens and replies out loud.`,
  "End whenever you're ready, and you'll get a summary of what you talked about.",
];

/** A quiet first screen: what to do, in one breath. Before the trial starts, how it works. */
export function EmptyConversation({
  therapistName,
  mode,
  view,
}: {
  therapistName: string;
  mode: SpeechMode;
  view: 'ready' | 'intro' | 'waiting';
}) {
  if (view === 'waiting') {
    return (
      <aside className="mx-auto flex max-w-md items-start gap-3 rounded-3xl bg-sand-100 p-5 text-stone-700">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          If something can't wait, you can talk to a person right now: Lifeline is there 24/7 on{' '}
          <a
            href={`tel:${helplines.lifeline.tel}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {helplines.lifeline.phone}
          </a>
          , or call{' '}
          <a
            href={`tel:${helplines.emergency.tel}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {helplines.emergency.phone}
          </a>{' '}
          in an emergency.
        </p>
      </aside>
    );
  }
  if (view === 'intro') {
    return (
      <section aria-labelledby="how-heading" className="mx-auto w-full max-w-md py-4">
        <h2 id="how-heading" className="text-center font-display text-lg font-semibold text-stone-900">
          How a voice session works
        </h2>
        <ol className="mt-4 space-y-3">
          {steps(therapistName).map((step, i) => (
            <li key={step} className="flex items-start gap-3 text-stone-700">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return (
    <div className="flex flex-col items-center px-2 py-4 text-center sm:py-10">
      <div aria-hidden="true" className="relative mb-6 flex size-24 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-brand-100 motion-safe:animate-breathe" />
        <span className="absolute inset-4 rounded-full bg-brand-200/80 motion-safe:animate-breathe [animation-delay:-2s]" />
        <span className="relative size-8 rounded-full bg-gradient-to-br from-peach-200 to-peach-400" />
      </div>
      <h2 className="font-display text-xl font-semibold text-stone-900">Whenever you're ready</h2>
      <p className="mt-2 max-w-sm leading-relaxed text-stone-600">
        {mode === 'none'
          ? `Type whatever is on your mind below. ${therapistName} will reply, and you can listen to each reply.`
          : `Hold the button and say whatever is on your mind. When you let go, ${therapistName} will listen and reply.`}
      </p>
    </div>
  );
}

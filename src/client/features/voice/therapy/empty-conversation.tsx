import type { SpeechMode } from './use-speech-input.ts';

/** A quiet first screen: what to do, in one breath. */
export function EmptyConversation({ therapistName, mode, blocked }: { therapistName: string; mode: SpeechMode; blocked: boolean }) {
  return (
    <div className="flex flex-col items-center px-2 py-8 text-center sm:py-12">
      <div aria-hidden="true" className="relative mb-6 flex size-24 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-brand-100 motion-safe:animate-breathe" />
        <span className="absolute inset-4 rounded-full bg-brand-200/80 motion-safe:animate-breathe [animation-delay:-2s]" />
        <span className="relative size-8 rounded-full bg-gradient-to-br from-peach-200 to-peach-400" />
      </div>
      {blocked ? (
        <p className="max-w-sm text-stone-600">Your conversation will appear here.</p>
      ) : (
        <>
          <h2 className="font-display text-xl font-semibold text-stone-900">Whenever you're ready</h2>
          <p className="mt-2 max-w-sm leading-relaxed text-stone-600">
            {mode === 'none'
              ? `Type whatever is on your mind below. ${therapistName} will reply, and you can listen to each reply.`
              : `Hold the button and say whatever is on your mind. When you let go, ${therapistName} will listen and reply.`}
          </p>
        </>
      )}
    </div>
  );
}

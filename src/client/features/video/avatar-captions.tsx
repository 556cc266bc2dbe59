import type { CaptionLine } from '../voice/index.ts';

/** The last lines said, as live captions (both sides; the person's own in italics). */
export function AvatarCaptions({ captions, therapistName }: { captions: CaptionLine[]; therapistName: string }) {
  return (
    <section
      aria-label="Live captions"
      aria-live="polite"
      className="mt-4 min-h-20 w-full max-w-xl space-y-2 text-center"
    >
      {captions.slice(-3).map((line) => (
        <p key={line.id} className={line.who === 'user' ? 'text-brand-200 italic' : 'text-lg leading-relaxed'}>
          <span className="sr-only">{line.who === 'user' ? 'You said: ' : `${therapistName}: `}</span>
          {line.text}
        </p>
      ))}
    </section>
  );
}

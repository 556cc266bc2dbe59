import { cn } from '../../../lib/cn.ts';

export const BROWSER_RECOGNITION_NOTE =
  "Your browser's maker hears what you say while it's on (Chrome, for one, sends your voice to Google to turn it into text), so Solace's own privacy protections don't cover that audio.";

/** The person's switch for their browser's own speech recognition, with who hears the audio. */
export function BrowserRecognitionOptIn({
  chosen,
  onChoose,
  tone = 'light',
}: {
  chosen: boolean;
  onChoose: (on: boolean) => void;
  tone?: 'light' | 'dark';
}) {
  return (
    <div className={cn('mt-2 text-sm', tone === 'dark' ? 'text-brand-50' : 'text-stone-700')}>
      <label className="flex cursor-pointer items-start gap-2.5">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
          className="mt-0.5 size-4.5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="font-semibold">Use my browser's speech recognition instead.</span> {BROWSER_RECOGNITION_NOTE}
        </span>
      </label>
    </div>
  );
}

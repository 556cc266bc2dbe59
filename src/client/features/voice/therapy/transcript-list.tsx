import { Play, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatTimeOfDay } from '../lib/format.ts';
import { SafetyPlanLink } from '../lib/safety-plan-link.tsx';
import type { TranscriptEntry } from '../lib/transcript.ts';

interface TranscriptListProps {
  entries: TranscriptEntry[];
  therapistName: string;
  playingId: string | null;
  /** Entries without audio can still be heard again when the browser can speak them. */
  canSpeak: boolean;
  onReplay: (entry: TranscriptEntry) => void;
  onStop: () => void;
  processing: boolean;
}

export function TranscriptList({
  entries,
  therapistName,
  playingId,
  canSpeak,
  onReplay,
  onStop,
  processing,
}: TranscriptListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [entries.length, processing]);

  return (
    <div>
      <ol className="space-y-4" aria-label="Conversation transcript" aria-live="polite" aria-relevant="additions">
        {entries.map((entry) => {
          const mine = entry.type === 'user';
          const playing = playingId === entry.id;
          const replayable = Boolean(entry.audioUrl) || (!mine && canSpeak);
          return (
            <li
              key={entry.id}
              className={cn('flex flex-col motion-safe:animate-fade-up', mine ? 'items-end' : 'items-start')}
            >
              <span className="mb-1 px-1 text-xs font-medium text-stone-500">
                {mine ? 'You' : therapistName} ·{' '}
                <time dateTime={entry.timestamp}>{formatTimeOfDay(entry.timestamp)}</time>
              </span>
              <div
                className={cn(
                  'max-w-[88%] rounded-3xl px-4 py-3 text-[0.98rem] leading-relaxed sm:max-w-[80%]',
                  mine
                    ? 'rounded-br-lg bg-brand-700 text-white'
                    : 'rounded-bl-lg border border-stone-200 bg-white text-stone-800 shadow-sm',
                )}
              >
                {entry.pending && !entry.text ? (
                  <span className="italic opacity-90">Sending your message…</span>
                ) : (
                  entry.text
                )}
              </div>
              {replayable && (
                <button
                  type="button"
                  onClick={() => (playing ? onStop() : onReplay(entry))}
                  aria-label={
                    playing ? 'Stop playing' : mine ? 'Play my recording' : `Play ${therapistName}'s reply again`
                  }
                  className="mt-1.5 inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {playing ? (
                    <Square aria-hidden="true" className="size-3.5 fill-current" />
                  ) : (
                    <Play aria-hidden="true" className="size-3.5 fill-current" />
                  )}
                  <span aria-hidden="true">{playing ? 'Stop' : mine ? 'Play my recording' : 'Play again'}</span>
                  {playing && <Bars />}
                </button>
              )}
              {!mine && entry.offerSafetyPlan && <SafetyPlanLink className="mt-1.5" />}
            </li>
          );
        })}
        {processing && (
          <li className="flex items-start">
            <div className="inline-flex items-center gap-2 rounded-3xl rounded-bl-lg border border-stone-200 bg-white px-4 py-3 text-stone-600 shadow-sm">
              <span className="sr-only">{therapistName} is thinking</span>
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  aria-hidden="true"
                  className="size-2 rounded-full bg-brand-500 motion-safe:animate-pulse"
                  style={{ animationDelay: `${i * 200}ms` }}
                />
              ))}
            </div>
          </li>
        )}
      </ol>
      <div ref={endRef} />
    </div>
  );
}

function Bars() {
  return (
    <span aria-hidden="true" className="ml-0.5 inline-flex h-3.5 items-end gap-0.5">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className="h-full w-0.5 origin-bottom rounded bg-brand-600 motion-safe:animate-wave"
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}

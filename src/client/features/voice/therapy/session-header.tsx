import { Clock, Hourglass } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatClock, minutesLeftLabel } from '../lib/format.ts';
import { VoiceCrisisHelp } from './voice-crisis-help.tsx';

export type ConnectionState = 'online' | 'connecting';

interface SessionHeaderProps {
  therapistName: string;
  /** null: no session is possible right now, so no connection or timer to show. */
  connection: ConnectionState | null;
  elapsed: number;
  minutesRemaining: number | null | undefined;
}

const chip =
  'inline-flex min-h-8 items-center gap-1.5 rounded-full px-2.5 text-[0.8rem] font-medium sm:min-h-9 sm:gap-2 sm:px-3 sm:text-sm';

const connectionLabel: Record<ConnectionState, string> = { online: 'Online', connecting: 'Connecting…' };

export function SessionHeader({ therapistName, connection, elapsed, minutesRemaining }: SessionHeaderProps) {
  const minutesLeft = minutesLeftLabel(minutesRemaining);
  return (
    <header className="flex flex-col gap-3 sm:gap-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 font-display text-xl font-semibold text-white shadow-sm sm:size-12"
        >
          {therapistName.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-xl leading-tight font-semibold tracking-tight text-stone-900 sm:text-2xl">
            <span className="max-sm:sr-only">Voice session with </span>
            {therapistName}
          </h1>
          <p className="text-sm text-stone-600">
            AI Therapy Assistant<span className="max-sm:hidden"> · private and encrypted</span>
          </p>
        </div>
        <VoiceCrisisHelp />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        {connection && (
          <>
            <span
              role="status"
              className={cn(
                chip,
                connection === 'online' ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 rounded-full',
                  connection === 'online' ? 'bg-brand-500' : 'bg-amber-500 motion-safe:animate-pulse',
                )}
              />
              {connectionLabel[connection]}
            </span>
            <span className={cn(chip, 'bg-white text-stone-700 tabular-nums ring-1 ring-stone-200')}>
              <Clock aria-hidden="true" className="size-4 text-stone-500" />
              <span className="sr-only">Session time</span>
              <span data-testid="session-timer">{formatClock(elapsed)}</span>
            </span>
          </>
        )}
        {minutesLeft && (
          <span className={cn(chip, 'bg-white text-stone-700 ring-1 ring-stone-200')}>
            <Hourglass aria-hidden="true" className="size-4 text-stone-500" />
            {minutesLeft}
          </span>
        )}
      </div>
    </header>
  );
}

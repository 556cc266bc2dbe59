import { Clock, Hourglass } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatClock, minutesLeftLabel } from '../lib/format.ts';
import { VoiceCrisisHelp } from './voice-crisis-help.tsx';

export type ConnectionState = 'online' | 'connecting' | 'idle';

interface SessionHeaderProps {
  therapistName: string;
  connection: ConnectionState;
  elapsed: number;
  minutesRemaining: number | null | undefined;
}

const connectionLabel: Record<ConnectionState, string> = { online: 'Online', connecting: 'Connecting…', idle: 'Not connected' };

export function SessionHeader({ therapistName, connection, elapsed, minutesRemaining }: SessionHeaderProps) {
  const minutesLeft = minutesLeftLabel(minutesRemaining);
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 font-display text-xl font-semibold text-white shadow-sm">
            {therapistName.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <h1 className="truncate font-display text-2xl font-semibold tracking-tight text-stone-900">Voice session with {therapistName}</h1>
            <p className="text-sm text-stone-600">AI Therapy Assistant · private and encrypted</p>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          role="status"
          className={cn(
            'inline-flex min-h-9 items-center gap-2 rounded-full px-3 text-sm font-medium',
            connection === 'online' ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-700',
          )}
        >
          <span aria-hidden="true" className={cn('size-2 rounded-full', connection === 'online' ? 'bg-brand-500' : 'bg-amber-500 motion-safe:animate-pulse', connection === 'idle' && 'bg-stone-400 motion-safe:animate-none')} />
          {connectionLabel[connection]}
        </span>
        <span className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium text-stone-700 tabular-nums ring-1 ring-stone-200">
          <Clock aria-hidden="true" className="size-4 text-stone-500" />
          <span className="sr-only">Session time</span>
          <span data-testid="session-timer">{formatClock(elapsed)}</span>
        </span>
        {minutesLeft && (
          <span className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium text-stone-700 ring-1 ring-stone-200">
            <Hourglass aria-hidden="true" className="size-4 text-stone-500" />
            {minutesLeft}
          </span>
        )}
        <span className="ml-auto">
          <VoiceCrisisHelp />
        </span>
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'brand' | 'neutral' | 'warm';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  warm: 'bg-peach-100 text-stone-800 ring-peach-200',
};

interface TherapyCardProps {
  icon: ReactNode;
  title: string;
  badge?: { label: string; tone: BadgeTone };
  children: ReactNode;
  action: ReactNode;
  accent?: boolean;
}

/** One way to talk on the home page: what it is, where you stand, and the next step. */
export function TherapyCard({ icon, title, badge, children, action, accent }: TherapyCardProps) {
  return (
    <article
      aria-labelledby={`${title}-title`.replaceAll(' ', '-')}
      className={cn(
        'flex flex-col rounded-3xl border bg-white p-6 sm:p-7',
        accent ? 'border-brand-200 shadow-lg shadow-brand-900/5' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'inline-flex size-12 items-center justify-center rounded-2xl',
            accent ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700',
          )}
        >
          {icon}
        </span>
        {badge && (
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold ring-1', tones[badge.tone])}>
            {badge.label}
          </span>
        )}
      </div>
      <h2
        id={`${title}-title`.replaceAll(' ', '-')}
        className="mt-5 font-display text-2xl font-semibold text-stone-900"
      >
        {title}
      </h2>
      <div className="mt-2 flex-1 leading-relaxed text-stone-600">{children}</div>
      <div className="mt-6">{action}</div>
    </article>
  );
}

export function UsageBar({ used, total, label }: { used: number; total: number; label: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm">
        <span className="text-stone-600">{label}</span>
        <span className="font-semibold text-stone-900 tabular-nums">
          {used} of {total} min
        </span>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100">
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

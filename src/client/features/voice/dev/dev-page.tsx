import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Shared shell for developer test pages: clearly labelled, so nobody mistakes them for the product. */
export function DevPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
        <Wrench aria-hidden="true" className="size-3.5" /> Developer tools
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

export function Panel({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section aria-label={title} className={cn('rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-stone-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0 border-b border-stone-100 pb-2">
          <dt className="text-xs font-medium text-stone-500">{label}</dt>
          <dd className="mt-0.5 font-mono text-sm break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

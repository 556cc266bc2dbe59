import { useId, type ReactNode } from 'react';

/** One titled block of the Account page. */
export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-3xl border border-stone-200/80 bg-white p-5 sm:p-7">
      <div>
        <h2 id={id} className="font-display text-2xl font-semibold text-stone-900">
          {title}
        </h2>
        {intro && <div className="mt-1.5 text-sm leading-relaxed text-stone-600">{intro}</div>}
      </div>
      {children}
    </section>
  );
}

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const look =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-900';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-3.5 py-2.5 text-sm ${look}`}>
      {children}
    </p>
  );
}

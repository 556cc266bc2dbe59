import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';

/** The narrow card the sign-in and password pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-12 sm:pt-12">
      <div className="rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-1.5 mb-6 text-sm leading-relaxed text-stone-600">{intro}</div>
        {children}
      </div>
    </div>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {children}
    </p>
  );
}

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.userMessage : "We couldn't reach Solace. Check your connection and try again.";

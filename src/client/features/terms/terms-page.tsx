import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { termsSectionsA } from './terms-sections-a.tsx';
import { termsSectionsB } from './terms-sections-b.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const sections = [...termsSectionsA, ...termsSectionsB];

const prose =
  'space-y-3 text-[0.975rem] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline ' +
  '[&_a]:underline-offset-2 [&_li]:pl-1 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5';

function BackToHome() {
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-800 hover:text-brand-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  );
}

function Contents() {
  return (
    <ol className="mt-3 space-y-1.5 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="flex gap-2 rounded py-0.5 text-stone-600 hover:text-brand-800">
            <span className="w-5 shrink-0 text-right text-stone-500 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

export function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  // The spec shows today's date as the last-updated date.
  const today = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToHome />
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
          Terms and Conditions
        </h1>
        <p className="mt-3 text-sm text-stone-600">
          Last updated: <time dateTime={new Date().toISOString().slice(0, 10)}>{today}</time>
        </p>
        <div className="mt-6 rounded-3xl border border-brand-100 bg-brand-50/70 p-5 text-[0.975rem] leading-relaxed text-stone-700 sm:p-6">
          <p className="font-semibold text-stone-900">In short</p>
          <p className="mt-1.5">
            Solace is AI emotional support. It is not a replacement for professional care, and it is not for crisis use.
            Your conversations are encrypted and only you can access them. If you are in danger, call 000.
          </p>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
          <details className="rounded-2xl border border-stone-200 bg-white px-4 py-3 lg:hidden">
            <summary className="cursor-pointer py-1 text-sm font-semibold text-stone-900">Contents</summary>
            <Contents />
          </details>
          <div className="hidden lg:block">
            <p className="text-sm font-semibold text-stone-900">Contents</p>
            <Contents />
          </div>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-3 font-display text-2xl font-semibold text-stone-900"
              >
                <span className="text-lg text-brand-700 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={`mt-3 ${prose}`}>{section.body}</div>
            </section>
          ))}
          <div className="border-t border-stone-200 pt-6">
            <BackToHome />
          </div>
        </div>
      </div>
    </div>
  );
}

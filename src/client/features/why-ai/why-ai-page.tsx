import { Link } from 'wouter';
import { helplines } from '../../../shared/helplines.ts';
import { WhyAiGrid } from '../../components/marketing/why-ai-points.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const goodFor = [
  'Putting a hard day into words and feeling less alone with it',
  'Untangling worries before they keep you up at night',
  'Practising a difficult conversation, or planning a small next step',
  'Keeping track of how you are going between appointments',
];

const notFor = [
  'A crisis or an emergency: please call 000 or Lifeline on ' + helplines.lifeline.phone,
  'Diagnosis, medication or treatment decisions',
  'Replacing a psychologist, counsellor or GP who knows you',
];

function List({ items, tone }: { items: string[]; tone: 'good' | 'not' }) {
  return (
    <ul className="mt-4 space-y-3 text-stone-700">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-2 size-2 shrink-0 rounded-full ${tone === 'good' ? 'bg-brand-500' : 'bg-peach-400'}`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 'Why AI Therapy?': short and honest about what AI support can and cannot do. */
export function WhyAiPage() {
  useDocumentTitle('Why AI Therapy?');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Honest answers</p>
        <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
          Why AI Therapy?
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-600">
          Many people wait weeks for an appointment, or never book one at all. Solace gives you somewhere to turn in the
          meantime: a patient, private conversation whenever you need it. It works best alongside the people and
          professionals in your life.
        </p>
      </header>

      <div className="mt-12">
        <WhyAiGrid />
      </div>

      <div className="mt-12 grid gap-5 md:grid-cols-2">
        <section aria-labelledby="good-for" className="rounded-3xl bg-brand-50/80 p-6 sm:p-8">
          <h2 id="good-for" className="font-display text-2xl font-semibold text-stone-900">
            What it can help with
          </h2>
          <List items={goodFor} tone="good" />
        </section>
        <section aria-labelledby="not-for" className="rounded-3xl bg-peach-100/60 p-6 sm:p-8">
          <h2 id="not-for" className="font-display text-2xl font-semibold text-stone-900">
            What it is not for
          </h2>
          <List items={notFor} tone="not" />
        </section>
      </div>

      <section aria-labelledby="human-help" className="mt-12 max-w-3xl">
        <h2 id="human-help" className="font-display text-2xl font-semibold text-stone-900">
          When to see a person
        </h2>
        <p className="mt-3 leading-relaxed text-stone-700">
          If you have felt low or anxious for more than a couple of weeks, or it is getting in the way of daily life,
          talk to your GP. They can set up a Mental Health Treatment Plan, which gives Medicare rebates for sessions
          with a psychologist. Solace can help you prepare for that conversation, and your session summaries are yours
          to share.
        </p>
        <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to Home
        </Link>
      </section>
    </div>
  );
}

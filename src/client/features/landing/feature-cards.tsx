import { Clock, NotebookPen, ShieldCheck } from 'lucide-react';

const features = [
  {
    title: '24/7 Available',
    text: 'Reach out at 3 am or 3 pm. Solace is there whenever you need to talk.',
    icon: Clock,
  },
  {
    title: 'Session Summaries',
    text: 'After each session, a short summary and gentle next steps to take with you.',
    icon: NotebookPen,
  },
  {
    title: 'Private and Secure',
    text: 'Encrypted with AES-256 and visible only to you. Every access is audit-logged.',
    icon: ShieldCheck,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="border-y border-stone-200/70 bg-white/60 px-4 py-14 sm:px-6">
      {/* The cards' h3s need an h2 above them (heading order), which the design shows no room for. */}
      <h2 id="features-title" className="sr-only">
        Features
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-8 md:grid-cols-3">
        {features.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-4 md:flex-col lg:flex-row">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-peach-100 text-stone-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 leading-relaxed text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

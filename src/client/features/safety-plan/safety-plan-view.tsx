import { Phone } from 'lucide-react';
import { safetyPlanSections, type SafetyPlan, type SafetyPlanContact } from '../../../shared/safety-plan.ts';

const telOf = (phone: string) => phone.replace(/[^0-9+]/g, '');

function Contact({ contact }: { contact: SafetyPlanContact }) {
  const tel = telOf(contact.phone);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <span className="text-stone-900">{contact.name}</span>
      {tel ? (
        <a
          href={`tel:${tel}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 font-semibold text-brand-800 tabular-nums hover:bg-brand-100"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="sr-only">Call {contact.name} on </span>
          {contact.phone}
        </a>
      ) : null}
    </li>
  );
}

/** The plan to read in a hard moment: numbered steps in order, every phone number one tap away. */
export function SafetyPlanView({ plan }: { plan: SafetyPlan }) {
  return (
    <ol className="space-y-4">
      {safetyPlanSections.map((section, i) => {
        const entries = plan[section.id];
        return (
          <li key={section.id} className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
            <h2 className="flex items-baseline gap-3 font-display text-xl font-semibold text-stone-900">
              <span aria-hidden="true" className="text-brand-700 tabular-nums">
                {i + 1}
              </span>
              {section.title}
            </h2>
            {entries.length === 0 ? (
              <p className="mt-2 text-sm text-stone-500">Nothing here yet. {section.prompt}</p>
            ) : section.kind === 'contacts' ? (
              <ul className="mt-2 divide-y divide-stone-100">
                {(entries as SafetyPlanContact[]).map((c, j) => (
                  <Contact key={j} contact={c} />
                ))}
              </ul>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 marker:text-brand-600">
                {(entries as string[]).map((text, j) => (
                  <li key={j}>{text}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

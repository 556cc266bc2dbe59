import { Check } from 'lucide-react';

/** A ticked list of what a plan includes. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-2.5 text-stone-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

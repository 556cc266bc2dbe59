import { Plus, Trash2 } from 'lucide-react';
import type { SafetyPlanContact } from '../../../shared/safety-plan.ts';
import { Button } from '../../components/ui/button.tsx';

const input =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700';

interface ContactsFieldProps {
  label: string;
  contacts: SafetyPlanContact[];
  onChange: (contacts: SafetyPlanContact[]) => void;
}

/** Rows of name and phone number, each labelled for screen readers by its position. */
export function ContactsField({ label, contacts, onChange }: ContactsFieldProps) {
  const set = (i: number, patch: Partial<SafetyPlanContact>) =>
    onChange(contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div className="space-y-3">
      {contacts.map((contact, i) => (
        <div key={i} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_12rem_auto]">
          <input
            aria-label={`${label}: name ${i + 1}`}
            className={`${input} col-start-1 row-start-1`}
            value={contact.name}
            maxLength={100}
            placeholder="Name"
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <input
            aria-label={`${label}: phone ${i + 1}`}
            className={`${input} col-start-1 row-start-2 sm:col-start-2 sm:row-start-1`}
            value={contact.phone}
            maxLength={40}
            inputMode="tel"
            placeholder="Phone"
            onChange={(e) => set(i, { phone: e.target.value })}
          />
          <Button
            variant="ghost"
            className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-3 sm:row-span-1"
            aria-label={`Remove ${contact.name || `contact ${i + 1}`}`}
            onClick={() => onChange(contacts.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="soft" size="sm" onClick={() => onChange([...contacts, { name: '', phone: '' }])}>
        <Plus aria-hidden="true" className="size-4" /> Add a contact
      </Button>
    </div>
  );
}

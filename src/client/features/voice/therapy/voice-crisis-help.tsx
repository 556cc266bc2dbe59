import { LifeBuoy, Phone, Siren } from 'lucide-react';
import { useState } from 'react';
import { helplines } from '../../../../shared/helplines.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';

/** Spec §8: the voice screen's crisis button lists these lines and says to call 000 in immediate danger. */
const lines = [
  { line: helplines.lifeline, purpose: '24/7 crisis support' },
  { line: helplines.beyondblue, purpose: 'Depression and anxiety' },
  { line: helplines.kidshelpline, purpose: 'Young people aged 5 to 25' },
  { line: helplines.mensline, purpose: 'Support for men' },
];

export function VoiceCrisisHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-red-200 bg-red-50 px-3.5 text-sm font-semibold text-red-800 hover:border-red-300 hover:bg-red-100"
      >
        <LifeBuoy aria-hidden="true" className="size-4" />
        Crisis help
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog" closeLabel="Close crisis help">
          <DialogTitle>You don't have to face this alone</DialogTitle>
          <DialogDescription>Free, confidential Australian helplines. Tap a number to call.</DialogDescription>
          <p className="mt-4 flex items-start gap-3 rounded-2xl bg-red-700 p-4 text-white">
            <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              If you or someone else is in immediate danger, call{' '}
              <a href={`tel:${helplines.emergency.tel}`} className="font-bold underline underline-offset-4">
                {helplines.emergency.phone}
              </a>{' '}
              now.
            </span>
          </p>
          <ul className="mt-3 space-y-2" aria-label="Helplines">
            {lines.map(({ line, purpose }) => (
              <li key={line.id}>
                <a
                  href={`tel:${line.tel}`}
                  className="flex items-center gap-3 rounded-2xl border border-stone-200 p-3 hover:border-brand-300 hover:bg-brand-50/60"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                  >
                    <Phone className="size-4.5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{line.name}</span>
                    <span className="block text-sm text-stone-600">{purpose}</span>
                  </span>
                  <span className="font-bold whitespace-nowrap text-brand-800 tabular-nums">{line.phone}</span>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

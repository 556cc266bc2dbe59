import { ExternalLink, HeartHandshake, Phone, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { crisisLines, crisisWebsites } from './crisis-lines.ts';
import { logCrisisInteraction } from './log-crisis.ts';

interface CrisisDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Signed in: the person's safety plan is one tap away. */
  showSafetyPlan?: boolean;
}

/** Australian crisis lines, one tap to call. Opening and each call are logged (spec §2, §7). */
export function CrisisDialog({ open, onOpenChange, showSafetyPlan }: CrisisDialogProps) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) logCrisisInteraction('modal_open');
    wasOpen.current = open;
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close crisis support">
        <div className="mb-3 inline-flex size-10 items-center justify-center rounded-2xl bg-red-50 text-red-700 sm:size-12">
          <HeartHandshake aria-hidden="true" className="size-5 sm:size-6" />
        </div>
        <DialogTitle>Crisis Support</DialogTitle>
        <DialogDescription>
          This app is not a substitute for professional help in a mental health crisis.
        </DialogDescription>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-stone-600">
          You deserve support from a real person right now. These services are free and confidential.
        </p>

        <ul className="mt-4 space-y-2 sm:mt-5 sm:space-y-2.5" aria-label="Phone support lines">
          {crisisLines.map(({ line, purpose, interaction, urgent }) => (
            <li key={line.id}>
              <a
                href={`tel:${line.tel}`}
                onClick={() => logCrisisInteraction(interaction)}
                className={cn(
                  'group grid grid-cols-[auto_1fr] items-center gap-x-3.5 rounded-2xl border p-3 sm:grid-cols-[auto_1fr_auto] sm:p-3.5',
                  urgent
                    ? 'border-red-200 bg-red-50 hover:border-red-300'
                    : 'border-stone-200 bg-white hover:border-brand-300 hover:bg-brand-50/60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'row-span-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full sm:row-span-1',
                    urgent ? 'bg-red-700 text-white' : 'bg-brand-50 text-brand-700 group-hover:bg-brand-100',
                  )}
                >
                  <Phone className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">
                    {line.id === 'emergency' ? 'Emergency' : line.name}
                  </span>
                  <span className={cn('block text-sm', urgent ? 'text-red-800' : 'text-stone-600')}>{purpose}</span>
                </span>
                <span
                  className={cn(
                    'text-lg font-bold tabular-nums whitespace-nowrap sm:text-right',
                    urgent ? 'text-red-800' : 'text-brand-800',
                  )}
                >
                  {line.phone}
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {crisisWebsites.map((site) => (
            <a
              key={site.url}
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              {site.label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">({site.name} website, opens in a new tab)</span>
            </a>
          ))}
        </div>

        <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
          {showSafetyPlan && (
            <Link
              href="/safety-plan"
              onClick={() => onOpenChange(false)}
              className={buttonClasses('soft', 'md', 'mr-auto')}
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              My safety plan
            </Link>
          )}
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

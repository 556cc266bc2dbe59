import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useAcceptTerms, type TrialType } from './accept-terms.ts';

interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trialType: TrialType;
}

const keyPoints = [
  'Solace is an AI, not a person. It is not a replacement for professional care.',
  'It is not for crisis use. In an emergency call 000, or Lifeline on 13 11 14.',
  `The free voice trial lasts ${VOICE_TRIAL.days} days, up to ${VOICE_TRIAL.minutesPerDay} minutes a day. After that, voice therapy is ${formatAud(VOICE_PLAN.priceAud)} a month.`,
  'Your conversations are encrypted with AES-256, only you can access them, and every access is logged.',
  'Voice therapy works without an account.',
];

/** Spec §4 terms flow: shown before a trial, box unticked each time, closing without accepting is declining. */
export function TermsDialog({ open, onOpenChange, trialType }: TermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const accepted = useRef(false);
  const checkboxId = useId();
  const [, navigate] = useLocation();
  const accept = useAcceptTerms();
  const { reset } = accept;

  useEffect(() => {
    if (open) {
      setAgreed(false);
      accepted.current = false;
      reset();
    }
  }, [open, reset]);

  const close = () => {
    if (!accepted.current)
      toast({
        title: 'Terms Required',
        description: 'You must accept the terms to start a trial',
        variant: 'destructive',
      });
    onOpenChange(false);
  };

  // mutateAsync, not mutate callbacks: those are dropped if the opener re-renders away mid-request.
  const onAccept = () => {
    if (!agreed || accept.isPending) return;
    accept.mutateAsync(trialType).then(
      () => {
        accepted.current = true;
        onOpenChange(false);
        navigate(trialType === 'voice' ? '/voice-therapy' : '/subscribe');
      },
      () => toast({ title: 'Error', description: 'Failed to accept terms. Please try again.', variant: 'destructive' }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent closeLabel="Close and decline terms">
        <div className="mb-3 inline-flex size-10 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:size-12">
          <ShieldCheck aria-hidden="true" className="size-5 sm:size-6" />
        </div>
        <DialogTitle>Terms and Conditions Agreement</DialogTitle>
        <DialogDescription>
          Before your free trial starts, please read the key points and accept the terms.
        </DialogDescription>

        <ul className="mt-4 space-y-2 rounded-2xl bg-sand-100 p-4 text-sm leading-relaxed text-stone-700 sm:space-y-2.5 sm:text-[0.95rem]">
          {keyPoints.map((point) => (
            <li key={point} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {point}
            </li>
          ))}
        </ul>
        <a
          href="/terms"
          target="_blank"
          rel="noopener"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
        >
          Read the full Terms and Conditions
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>

        <div className="mt-5 flex items-start gap-3 rounded-2xl border border-stone-200 p-4">
          <Checkbox id={checkboxId} checked={agreed} onCheckedChange={(value) => setAgreed(value === true)} />
          <label htmlFor={checkboxId} className="cursor-pointer text-[0.95rem] leading-snug text-stone-800">
            I have read and agree to the Terms and Conditions, and I understand Solace is not a crisis service.
          </label>
        </div>

        {accept.isError && (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
          >
            Failed to accept terms. Please try again.
          </p>
        )}

        <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Decline
          </Button>
          <Button onClick={onAccept} disabled={!agreed || accept.isPending} aria-busy={accept.isPending || undefined}>
            {accept.isPending ? 'Starting your trial…' : 'Accept'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

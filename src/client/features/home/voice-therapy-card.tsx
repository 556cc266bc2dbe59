import { Mic } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TermsDialog } from '../terms/index.ts';
import { useVoiceStatus } from '../../lib/voice-status.ts';
import { TherapyCard, UsageBar } from './therapy-card.tsx';
import { voiceCardState } from './voice-card-state.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function VoiceTherapyCard() {
  const [termsOpen, setTermsOpen] = useState(false);
  // The dialog stays mounted across state changes: accepting starts the trial, which re-renders this card.
  return (
    <>
      <VoiceCardBody onStartTrial={() => setTermsOpen(true)} />
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} trialType="voice" />
    </>
  );
}

function VoiceCardBody({ onStartTrial }: { onStartTrial: () => void }) {
  const status = useVoiceStatus();
  const state = voiceCardState(status.data, status.isLoading);
  const data = status.data;
  const continueLink = (
    <Link href="/voice-therapy" className={buttonClasses('primary', 'lg', 'w-full')}>
      Continue to Voice Therapy
    </Link>
  );

  if (state === 'loading') {
    return (
      <TherapyCard
        accent
        icon={<Mic aria-hidden="true" className="size-5" />}
        title="Voice Therapy"
        action={<div className="h-12 rounded-full bg-stone-100" />}
      >
        <p role="status">Checking your voice therapy status…</p>
      </TherapyCard>
    );
  }
  if (state === 'subscribed') {
    return (
      <TherapyCard
        accent
        icon={<Mic aria-hidden="true" className="size-5" />}
        title="Voice Therapy"
        badge={{ label: 'Active', tone: 'brand' }}
        action={continueLink}
      >
        <p>Your voice plan is active. Talk whenever you need to, with no daily limit.</p>
      </TherapyCard>
    );
  }
  if (state === 'active' && data) {
    return (
      <TherapyCard
        accent
        icon={<Mic aria-hidden="true" className="size-5" />}
        title="Voice Therapy"
        badge={{ label: 'Trial Active', tone: 'brand' }}
        action={continueLink}
      >
        <p>{plural(data.daysRemaining, 'day')} left in your free trial.</p>
        <UsageBar used={data.minutesUsed} total={VOICE_TRIAL.minutesPerDay} label="Minutes used today" />
      </TherapyCard>
    );
  }
  if (state === 'expired') {
    return (
      <TherapyCard
        icon={<Mic aria-hidden="true" className="size-5" />}
        title="Voice Therapy"
        badge={{ label: 'Trial Expired', tone: 'warm' }}
        action={
          <div className="space-y-3">
            <Button size="lg" variant="secondary" className="w-full" disabled>
              Trial Expired
            </Button>
            <Link
              href="/subscribe"
              className="block text-center text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              Continue with voice for {formatAud(VOICE_PLAN.priceAud)} a month
            </Link>
          </div>
        }
      >
        <p>Your {VOICE_TRIAL.days}-day free trial has ended. We hope it helped.</p>
      </TherapyCard>
    );
  }
  return (
    <TherapyCard
      accent
      icon={<Mic aria-hidden="true" className="size-5" />}
      title="Voice Therapy"
      badge={{ label: 'Free trial', tone: 'brand' }}
      action={
        <Button size="lg" className="w-full" onClick={onStartTrial}>
          Start Free Trial
        </Button>
      }
    >
      <p>
        Talk it through out loud. Free for {VOICE_TRIAL.days} days, up to {VOICE_TRIAL.minutesPerDay} minutes a day,
        then {formatAud(VOICE_PLAN.priceAud)} a month.
      </p>
    </TherapyCard>
  );
}

import { Mic, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { VIDEO_OFFER_TEXT, VideoPlanAction, useVideoOffer } from '../public-config/index.ts';
import { cn } from '../../lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';

interface PlanCardProps {
  icon: ReactNode;
  name: string;
  price: ReactNode;
  note: string;
  points: string[];
  action: ReactNode;
  highlight?: boolean;
}

function PlanCard({ icon, name, price, note, points, action, highlight }: PlanCardProps) {
  return (
    <article
      aria-label={name}
      className={cn(
        'flex flex-col rounded-3xl border bg-white p-6 sm:p-8',
        highlight ? 'border-brand-300 shadow-lg shadow-brand-900/5 ring-1 ring-brand-200' : 'border-stone-200',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-2xl',
            highlight ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700',
          )}
        >
          {icon}
        </span>
        <h3 className="text-xl font-semibold text-stone-900">{name}</h3>
      </div>
      <div className="mt-5">{price}</div>
      <p className="mt-1 text-sm text-stone-600">{note}</p>
      <CheckList items={points} />
      <div className="mt-8 flex-1 content-end">{action}</div>
    </article>
  );
}

export function PlanCards({ onStartTrial }: { onStartTrial: () => void }) {
  const offer = useVideoOffer();
  return (
    <section id="plans" aria-labelledby="plans-title" className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="plans-title" eyebrow="Ways to talk" title="Choose what feels right">
        Start with voice, free. You can stop at any time.
      </SectionHeading>
      <div className="mx-auto mt-10 grid max-w-4xl gap-5 md:grid-cols-2">
        <PlanCard
          highlight
          icon={<Mic aria-hidden="true" className="size-5" />}
          name="Voice Therapy"
          price={<p className="font-display text-4xl font-semibold text-brand-800">FREE</p>}
          note={`${VOICE_TRIAL.days}-day free trial, then ${formatAud(VOICE_PLAN.priceAud)} a month`}
          points={[
            `${VOICE_TRIAL.days} days, up to ${VOICE_TRIAL.minutesPerDay} minutes a day`,
            'Push-to-talk or hands-free call',
            'No account needed to start',
          ]}
          action={
            <Button size="lg" className="w-full" onClick={onStartTrial}>
              Start Free Trial
            </Button>
          }
        />
        <PlanCard
          icon={<Video aria-hidden="true" className="size-5" />}
          name="Video Therapy"
          price={
            <p className="font-display text-4xl font-semibold text-stone-900">
              {formatAud(VIDEO_PLAN.priceAud)}
              <span className="ml-1 font-sans text-base font-medium text-stone-600">AUD/month</span>
            </p>
          }
          note={`${VIDEO_PLAN.minutesPerMonth} minutes each month`}
          points={[
            ...(offer === 'unknown' ? ['Face to face with an AI video therapist'] : [VIDEO_OFFER_TEXT[offer]]),
            'Session summaries with next steps',
            'Cancel anytime',
          ]}
          action={<VideoPlanAction offer={offer} />}
        />
      </div>
      <p className="mx-auto mt-6 max-w-xl text-center text-sm text-stone-600">
        <a href="/api/login" className="font-semibold text-brand-800 underline underline-offset-4">
          Sign in
        </a>{' '}
        to access the option you choose and keep your session history.
      </p>
    </section>
  );
}

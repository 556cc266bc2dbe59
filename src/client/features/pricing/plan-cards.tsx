import { Mic, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VIDEO_PLAN, VOICE_PLAN, VOICE_TRIAL, formatAud } from '../../../shared/plans.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { videoPerHour, videoPerMinute } from './pricing-figures.ts';
import { CheckList } from '../../components/ui/check-list.tsx';
import { VIDEO_OFFER_TEXT, VideoPlanAction, type VideoOffer } from '../public-config/index.ts';

interface PlanCardProps {
  icon: ReactNode;
  name: string;
  price: number;
  note: string;
  points: string[];
  action: ReactNode;
  current: boolean;
  highlight?: boolean;
}

function PlanCard({ icon, name, price, note, points, action, current, highlight }: PlanCardProps) {
  const id = `plan-${name.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <article
      aria-labelledby={id}
      className={cn(
        'flex flex-col rounded-3xl border bg-white p-6 sm:p-8',
        highlight ? 'border-brand-300 shadow-lg shadow-brand-900/5 ring-1 ring-brand-200' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-2xl',
              highlight ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700',
            )}
          >
            {icon}
          </span>
          <h2 id={id} className="font-display text-2xl font-semibold text-stone-900">
            {name}
          </h2>
        </div>
        {current && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-5 font-display text-5xl font-semibold text-stone-900">
        {formatAud(price)}
        <span className="ml-1.5 font-sans text-base font-medium text-stone-600">AUD/month</span>
      </p>
      <p className="mt-2 text-sm text-stone-600">{note}</p>
      <CheckList items={points} />
      <div className="mt-8 flex-1 content-end">{action}</div>
    </article>
  );
}

/** 'Current Plan' when that plan is active, else 'Subscribe Now' to /subscribe (spec §2). */
function PlanAction({ current, label, href = '/subscribe' }: { current: boolean; label: string; href?: string }) {
  if (current) {
    return (
      <Button size="lg" variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  return (
    <Link href={href} aria-label={`Subscribe Now to ${label}`} className={buttonClasses('primary', 'lg', 'w-full')}>
      Subscribe Now
    </Link>
  );
}

interface PlanCardsProps {
  voiceActive: boolean;
  videoActive: boolean;
  /** Hosted video with a provider (DECISIONS §3); without one the plan is 'Coming Soon' and says what subscribers get. */
  videoOffer: VideoOffer;
}

export function PlanCards({ voiceActive, videoActive, videoOffer }: PlanCardsProps) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <PlanCard
        highlight
        current={voiceActive}
        icon={<Mic aria-hidden="true" className="size-5" />}
        name={VOICE_PLAN.name}
        price={VOICE_PLAN.priceAud}
        note={`Unlimited voice therapy, after a free ${VOICE_TRIAL.days}-day trial`}
        points={[
          'Unlimited voice: push-to-talk or a hands-free call',
          'Text chat included',
          'Session summaries with next steps',
          'Cancel anytime',
        ]}
        action={<PlanAction current={voiceActive} label={VOICE_PLAN.name} />}
      />
      <PlanCard
        current={videoActive}
        icon={<Video aria-hidden="true" className="size-5" />}
        name={VIDEO_PLAN.name}
        price={VIDEO_PLAN.priceAud}
        note={`${VIDEO_PLAN.minutesPerMonth} minutes a month · ${formatAud(videoPerMinute, 2)}/min · ${formatAud(videoPerHour, 2)}/hour`}
        points={[
          `${VIDEO_PLAN.minutesPerMonth} minutes of AI video therapy each month`,
          ...(videoOffer === 'unknown' ? [] : [VIDEO_OFFER_TEXT[videoOffer]]),
          'Unused minutes do not roll over',
          'Text chat and session summaries included',
          'Cancel anytime',
        ]}
        action={
          videoOffer === 'hosted' || videoActive ? (
            <PlanAction current={videoActive} label={VIDEO_PLAN.name} href="/subscribe?plan=video" />
          ) : (
            <VideoPlanAction offer={videoOffer} />
          )
        }
      />
    </div>
  );
}

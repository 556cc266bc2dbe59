import { Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { User } from '../../../shared/auth.ts';
import { DEFAULT_MONTHLY_MINUTES_LIMIT, VIDEO_PLAN, formatAud } from '../../../shared/plans.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { VIDEO_OFFER_TEXT } from '../public-config/index.ts';
import { TherapyCard, UsageBar } from './therapy-card.tsx';

interface VideoTherapyCardProps {
  user: User;
  /** A video provider is configured (DECISIONS §3); without one the card says 'Coming Soon'. */
  videoAvailable: boolean;
  /** The video feature's own start control, when it exists. */
  startVideo?: ReactNode;
}

export function VideoTherapyCard({ user, videoAvailable, startVideo }: VideoTherapyCardProps) {
  const icon = <Video aria-hidden="true" className="size-5" />;
  const subscribed = user.videoSubscriptionStatus === 'active';
  if (!videoAvailable && subscribed) {
    // DECISIONS §3: without a video provider, subscribers get the local avatar, and the card says so.
    const limit = user.monthlyMinutesLimit || DEFAULT_MONTHLY_MINUTES_LIMIT;
    const used = Math.min(limit, user.monthlyMinutesUsed);
    return (
      <TherapyCard
        icon={icon}
        title="Video Therapy"
        badge={{ label: 'Local avatar', tone: 'brand' }}
        action={startVideo}
      >
        <p>
          Hosted video avatars are coming soon. Meanwhile, talk face to face with our AI avatar, drawn in your browser
          and voiced by this server (up to 15 minutes a session). It is not the hosted video avatar. {limit - used}{' '}
          minutes remaining this month.
        </p>
        <UsageBar used={used} total={limit} label="Minutes used this month" />
      </TherapyCard>
    );
  }
  if (!videoAvailable) {
    return (
      <TherapyCard
        icon={icon}
        title="Video Therapy"
        badge={{ label: 'Coming Soon', tone: 'neutral' }}
        action={
          <Button size="lg" variant="secondary" className="w-full" disabled>
            Coming Soon
          </Button>
        }
      >
        <p>
          Lifelike hosted video avatars are coming soon: {formatAud(VIDEO_PLAN.priceAud)} a month for{' '}
          {VIDEO_PLAN.minutesPerMonth} minutes, when they launch. Until then, video subscribers talk with a simpler AI
          avatar drawn in their browser.
        </p>
      </TherapyCard>
    );
  }
  if (subscribed) {
    const limit = user.monthlyMinutesLimit || DEFAULT_MONTHLY_MINUTES_LIMIT;
    const used = Math.min(limit, user.monthlyMinutesUsed);
    return (
      <TherapyCard icon={icon} title="Video Therapy" badge={{ label: 'Active', tone: 'brand' }} action={startVideo}>
        <p>
          {VIDEO_OFFER_TEXT.hosted}. {limit - used} minutes remaining this month.
        </p>
        <UsageBar used={used} total={limit} label="Minutes used this month" />
      </TherapyCard>
    );
  }
  return (
    <TherapyCard
      icon={icon}
      title="Video Therapy"
      badge={{ label: 'Inactive', tone: 'neutral' }}
      action={
        <Link href="/subscribe?plan=video" className={buttonClasses('secondary', 'lg', 'w-full')}>
          Subscribe Now
        </Link>
      }
    >
      <p>
        {VIDEO_OFFER_TEXT.hosted}. {formatAud(VIDEO_PLAN.priceAud)} a month for {VIDEO_PLAN.minutesPerMonth} minutes.
        Cancel anytime.
      </p>
    </TherapyCard>
  );
}

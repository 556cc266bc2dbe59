import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useConfig } from './get-config.ts';

/**
 * Which video the server can give (DECISIONS §3): 'hosted' when a video provider (Tavus) is
 * configured, 'local' for the avatar drawn in the browser, 'unknown' until /api/config answers
 * (and in the landing page's build-time HTML, which cannot know).
 */
export type VideoOffer = 'hosted' | 'local' | 'unknown';

export function useVideoOffer(): VideoOffer {
  const config = useConfig();
  if (config.data) return config.data.features.video ? 'hosted' : 'local';
  // A failed config read must not sell something the server may not have.
  return config.isError ? 'local' : 'unknown';
}

/** The sentence that says which video a subscriber gets here, in plain words. */
export const VIDEO_OFFER_TEXT = {
  hosted: 'Face to face with a lifelike AI video avatar, hosted by our video partner Tavus',
  local:
    'Hosted video avatars are coming soon. Until then, video subscribers talk with a simpler AI avatar, drawn in their browser and voiced by this server',
} as const;

/** The video plan's button: sold with a provider, 'Coming Soon' without one, neutral until known. */
export function VideoPlanAction({ offer, label }: { offer: VideoOffer; label?: string }) {
  if (offer === 'hosted') {
    return (
      <Link
        href="/subscribe?plan=video"
        aria-label={label ? `Subscribe Now to ${label}` : undefined}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        Subscribe Now
      </Link>
    );
  }
  return (
    <Button size="lg" variant="secondary" className="w-full" disabled>
      {offer === 'local' ? 'Coming Soon' : 'Checking availability…'}
    </Button>
  );
}

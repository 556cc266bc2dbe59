import { ArrowRight, Check } from 'lucide-react';
import { VOICE_TRIAL } from '../../../shared/plans.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { AvatarPreviewCard } from './avatar-preview-card.tsx';
import { RotatingCaption } from './rotating-caption.tsx';

const reassurances = [
  `${VOICE_TRIAL.days} days free, up to ${VOICE_TRIAL.minutesPerDay} minutes a day`,
  'No account needed for voice',
  'Encrypted and private',
];

export function HeroSection({ onStartTrial }: { onStartTrial: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-brand-100/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-60 -left-40 -z-10 size-[28rem] rounded-full bg-peach-100/60 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
            AI emotional support for Australians
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance text-stone-900 sm:text-[3.4rem]"
          >
            Someone to talk to, whenever you need it.
          </h1>
          <div className="mt-4">
            <RotatingCaption />
          </div>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-stone-600">
            Talk with an AI therapist by voice, any time of day or night. No appointments and no waiting room, just a
            calm, private space to be heard.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onStartTrial}>
              Start Free Trial
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            <a href="#why-ai-therapy" className={buttonClasses('secondary', 'lg')}>
              How it helps
            </a>
          </div>
          <ul className="mt-7 flex flex-col gap-2 text-sm text-stone-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {reassurances.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand-600" strokeWidth={2.5} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <AvatarPreviewCard />
      </div>
    </section>
  );
}

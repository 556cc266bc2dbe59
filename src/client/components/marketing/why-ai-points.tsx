import { ChartLine, Clock, Lock, Smartphone, Sparkles, Wallet, type LucideIcon } from 'lucide-react';
import { TRADITIONAL_THERAPY_AUD, formatAud } from '../../../shared/plans.ts';

export interface WhyAiPoint {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The six points of spec §2 'Why AI Therapy', worded so each claim is true of the product. */
export const whyAiPoints: WhyAiPoint[] = [
  {
    title: 'Always Available',
    text: 'Day or night, weekends and holidays. No appointments and no waiting list.',
    icon: Clock,
  },
  {
    title: 'Affordable Care',
    text: `Traditional therapy often costs ${formatAud(TRADITIONAL_THERAPY_AUD.min)} to ${formatAud(TRADITIONAL_THERAPY_AUD.max)} AUD per hour. Solace starts free.`,
    icon: Wallet,
  },
  {
    title: 'Complete Privacy',
    text: 'Conversations are encrypted with AES-256, only you can access them, and every access is logged.',
    icon: Lock,
  },
  {
    title: 'Personalized',
    text: 'Each session builds on what you choose to share, at a pace that suits you.',
    icon: Sparkles,
  },
  {
    title: 'Convenient',
    text: 'Talk from your phone, tablet or computer, wherever you feel comfortable.',
    icon: Smartphone,
  },
  {
    title: 'Track Progress',
    text: 'Summaries with next steps after each session help you see how far you have come.',
    icon: ChartLine,
  },
];

export function WhyAiGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {whyAiPoints.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-3xl border border-stone-200/80 bg-white p-6">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
          <p className="mt-1.5 leading-relaxed text-stone-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

import { ShieldCheck } from 'lucide-react';
import { SAFETY_PLAN_PATH } from '../../../../shared/safety.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The safety layer's offer of the person's plan in a voice session, said in words and shown here.
 * It opens in a new tab so the session carries on (leaving this page would end it).
 */
export function SafetyPlanLink({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <a
      href={SAFETY_PLAN_PATH}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-[0.95rem] font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2',
        tone === 'light'
          ? 'bg-brand-50 text-brand-800 hover:bg-brand-100 focus-visible:outline-brand-700'
          : 'bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      Open my safety plan
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

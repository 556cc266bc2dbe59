import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { SAFETY_PLAN_PATH } from '../../../shared/safety.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The safety layer's offer of the person's plan, as an action under the reply that makes it. */
export function SafetyPlanOffer() {
  return (
    <Link href={SAFETY_PLAN_PATH} className={buttonClasses('soft', 'md', 'mt-1')}>
      <ShieldCheck aria-hidden="true" className="size-4" />
      Open my safety plan
    </Link>
  );
}

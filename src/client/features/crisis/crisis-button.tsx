import { LifeBuoy } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useCrisisDialog } from './crisis-context.tsx';

/** The red 'Crisis Support' button (spec §2 page frame); compact on small screens, same label. */
export function CrisisButton({ className }: { className?: string }) {
  const { openCrisisDialog } = useCrisisDialog();
  return (
    <button
      type="button"
      onClick={openCrisisDialog}
      aria-haspopup="dialog"
      className={buttonClasses(
        'danger',
        'sm',
        cn('max-sm:min-h-10 max-sm:gap-1.5 max-sm:px-3 max-sm:text-[0.8rem]', className),
      )}
    >
      <LifeBuoy aria-hidden="true" className="size-4" />
      Crisis Support
    </button>
  );
}

import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button.tsx';

interface SummaryMessageProps {
  title: string;
  children: ReactNode;
  link?: { label: string; href: string };
  action?: { label: string; onClick: () => void };
}

export function SummaryMessage({ title, children, link, action }: SummaryMessageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-peach-100 text-stone-800"
      >
        <FileQuestion className="size-7" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-3 text-lg leading-relaxed text-stone-600">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action && (
          <button type="button" onClick={action.onClick} className={buttonClasses('primary', 'lg')}>
            {action.label}
          </button>
        )}
        {link && (
          <Link href={link.href} className={buttonClasses(action ? 'secondary' : 'primary', 'lg')}>
            {link.label}
          </Link>
        )}
        <Link href="/" className={buttonClasses('ghost', 'lg')}>
          Back to home
        </Link>
      </div>
    </div>
  );
}

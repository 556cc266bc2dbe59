import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';

/** The Solace mark: a soft sun rising over calm water. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="solace-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#115e59" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="10" fill="url(#solace-mark)" />
      <circle cx="16" cy="15.5" r="5.5" fill="#fde9dc" />
      <path
        d="M6 21.5c3.3-2.2 6.7-2.2 10 0s6.7 2.2 10 0"
        stroke="#fff"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M9 25.5c2.3-1.4 4.7-1.4 7 0s4.7 1.4 7 0"
        stroke="#99f6e4"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Logo link to / (spec §2 page frame). The wordmark hides on very narrow screens when asked. */
export function LogoLink({ compact = false }: { compact?: boolean }) {
  return (
    <Link href="/" className="inline-flex shrink-0 items-center gap-2.5 rounded-xl" aria-label="Solace home">
      <LogoMark />
      <span
        className={cn('font-display text-xl font-semibold tracking-tight text-stone-900', compact && 'max-sm:sr-only')}
      >
        Solace
      </span>
    </Link>
  );
}

import { Link } from 'wouter';
import { helplines } from '../../../shared/helplines.ts';
import { LogoMark } from '../../components/ui/logo.tsx';

const linkClass = 'rounded text-stone-600 underline-offset-4 hover:text-brand-800 hover:underline';

/** Footer with the always-visible safety line: the one thing every page must say. */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-stone-200/80 bg-sand-100/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-md">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-7" />
            <span className="font-display text-lg font-semibold text-stone-900">Solace</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-stone-600">
            Solace offers AI emotional support. It is not a crisis service and does not replace professional care. If
            you or someone else is in danger, call{' '}
            <a
              className="font-semibold text-red-800 underline underline-offset-2"
              href={`tel:${helplines.emergency.tel}`}
            >
              000
            </a>{' '}
            or Lifeline on{' '}
            <a
              className="font-semibold text-brand-800 underline underline-offset-2"
              href={`tel:${helplines.lifeline.tel}`}
            >
              {helplines.lifeline.phone}
            </a>
            .
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link href="/why-ai" className={linkClass}>
            Why AI therapy
          </Link>
          <Link href="/terms" className={linkClass}>
            Terms and Conditions
          </Link>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-stone-600 sm:px-6">
        © {new Date().getFullYear()} Solace · Made for people in Australia
      </p>
    </footer>
  );
}

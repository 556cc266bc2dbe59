import { LogIn } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LogoLink } from '../../components/ui/logo.tsx';
import { CrisisButton } from '../crisis/index.ts';

const navLinks = [
  { href: '#plans', label: 'Plans' },
  { href: '#why-ai-therapy', label: 'Why AI therapy' },
  { href: '#pricing', label: 'Pricing' },
];

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/60 bg-sand-50/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <LogoLink />
        <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className="rounded-full px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-900/5 hover:text-stone-900"
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <CrisisButton />
          {/* Sign-in is a full-page navigation (spec §2), not a client route change. */}
          <a href="/api/login" className={buttonClasses('secondary', 'sm', 'max-sm:min-h-10 max-sm:px-3')}>
            <LogIn aria-hidden="true" className="size-4 max-[380px]:hidden" />
            Sign in
          </a>
        </div>
      </div>
    </header>
  );
}

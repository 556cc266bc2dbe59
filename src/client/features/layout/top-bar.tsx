import { LogIn, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import type { User } from '../../../shared/auth.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LogoLink } from '../../components/ui/logo.tsx';
import { CrisisButton } from '../crisis/index.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { greetingName } from './user-initials.ts';

/** Sticky app bar (spec §2 page frame). Sign-in and sign-out are full-page navigations. */
export function TopBar({ user }: { user: User | null }) {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-sand-50/85 backdrop-blur-md supports-[backdrop-filter]:bg-sand-50/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <LogoLink compact />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <CrisisButton />
          {user ? (
            <>
              <p
                className="min-w-0 text-sm leading-tight text-stone-600 sm:flex sm:items-baseline sm:gap-1"
                data-testid="greeting"
              >
                <span className="block text-xs sm:text-sm">Welcome,</span>{' '}
                <span className="block max-w-[5.5rem] truncate font-semibold text-stone-900 sm:max-w-[12rem]">
                  {greetingName(user.firstName)}
                </span>
              </p>
              <AvatarMenu user={user} />
              <a href="/api/logout" className={buttonClasses('ghost', 'sm', 'max-sm:min-h-10 max-sm:px-2.5')}>
                <LogOut aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">Logout</span>
              </a>
            </>
          ) : location === '/sign-in' ? null : (
            <a href="/api/login" className={buttonClasses('secondary', 'sm', 'max-sm:min-h-10 max-sm:px-3')}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign in
            </a>
          )}
        </div>
      </div>
    </header>
  );
}

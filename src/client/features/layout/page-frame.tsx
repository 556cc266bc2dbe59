import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useUser } from '../auth/index.ts';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The frame around app pages (spec §2): sticky top bar, content, footer. Signed-out visitors
 * (anonymous voice trial, public pages) get the same frame with a Sign in link instead.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { user } = useUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={user} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

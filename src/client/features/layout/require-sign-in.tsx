import { useEffect, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useUser } from '../auth/index.ts';

/** For signed-in-only pages (spec §6): signed-out visitors go to sign-in by full-page navigation. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useUser();
  useEffect(() => {
    if (!isLoading && !isSignedIn) window.location.assign('/api/login');
  }, [isLoading, isSignedIn]);
  if (!isSignedIn) return <PageLoader label={isLoading ? 'Loading' : 'Taking you to sign in'} />;
  return children;
}

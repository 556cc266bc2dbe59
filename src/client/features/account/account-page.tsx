import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DataSection } from './data-section.tsx';
import { useProfile } from './get-profile.ts';
import { DevicesSection, PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';

/** /account, from the avatar menu: profile, plans (the billing feature's, passed in), password, devices, data. */
export function AccountPage({ billing }: { billing: ReactNode }) {
  useDocumentTitle('Account');
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Account</p>
        <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight text-stone-900">Your account</h1>
      </header>
      {profile.isLoading && <PageLoader label="Loading your account" />}
      {profile.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          We couldn't load your account. Please refresh the page.
        </p>
      )}
      {profile.data && <ProfileSection profile={profile.data} />}
      <Suspense fallback={<PageLoader label="Loading your plans" />}>{billing}</Suspense>
      {profile.data && (
        <>
          <PasswordSection profile={profile.data} />
          <DevicesSection />
          <DataSection profile={profile.data} />
        </>
      )}
    </div>
  );
}

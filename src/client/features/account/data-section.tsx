import { Download } from 'lucide-react';
import type { Profile } from '../../../shared/account.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { DeleteAccountButton } from './delete-dialog.tsx';
import { Section } from './section.tsx';

/** The person's data rights (APP 12 and 13): take a copy of everything, or erase it. */
export function DataSection({ profile }: { profile: Profile }) {
  return (
    <>
      <Section
        title="Your data"
        intro="Download everything Solace holds about you as one JSON file: your profile, every session with its messages, summaries and documents, plans and payments, and the terms you accepted."
      >
        {/* A plain link: the browser downloads the attachment with this session's cookie. */}
        <a href="/api/account/export" download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden="true" className="size-4" /> Export my data
        </a>
      </Section>
      <Section
        title="Delete account"
        intro="Erase your account and everything in it. If a plan still renews, cancel it above first so you are not charged again."
      >
        <DeleteAccountButton profile={profile} />
      </Section>
    </>
  );
}

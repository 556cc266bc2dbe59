import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../shared/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { TextField } from '../auth/index.ts';
import { Alert, Section } from './section.tsx';
import { useUpdateProfile } from './update-profile.ts';

export function ProfileSection({ profile }: { profile: Profile }) {
  const [names, setNames] = useState({ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' });
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!update.isPending) update.mutate(names);
  };
  // "Saved" (or the error) describes the last attempt: the next edit clears it.
  const edit = (patch: Partial<typeof names>) => {
    if (update.isSuccess || update.isError) update.reset();
    setNames((n) => ({ ...n, ...patch }));
  };
  return (
    <Section title="Profile" intro={profile.email ? <>You sign in as {profile.email}.</> : undefined}>
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            maxLength={60}
            value={names.firstName}
            onChange={(e) => edit({ firstName: e.target.value })}
          />
          <TextField
            label="Last name"
            hint="Optional"
            autoComplete="family-name"
            maxLength={60}
            value={names.lastName}
            onChange={(e) => edit({ lastName: e.target.value })}
          />
        </div>
        {update.isError && (
          <Alert>{update.error instanceof ApiError ? update.error.userMessage : 'Please try again.'}</Alert>
        )}
        {update.isSuccess && <Alert tone="success">Your name is saved.</Alert>}
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </form>
    </Section>
  );
}

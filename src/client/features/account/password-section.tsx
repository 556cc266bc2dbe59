import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../shared/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { TextField } from '../auth/index.ts';
import { useChangePassword } from './change-password.ts';
import { Alert, Section } from './section.tsx';
import { useSignOutEverywhere } from './sign-out-everywhere.ts';

const message = (error: unknown) => (error instanceof ApiError ? error.userMessage : 'Please try again.');

export function PasswordSection({ profile }: { profile: Profile }) {
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '' });
  const change = useChangePassword();
  if (profile.signIn !== 'password') {
    return (
      <Section title="Password">
        <p className="text-sm text-stone-700">
          You sign in through single sign-on, so your password is managed there, not in Solace.
        </p>
      </Section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending)
      change.mutate(fields, { onSuccess: () => setFields({ currentPassword: '', newPassword: '' }) });
  };
  // The last answer's note belongs to the last attempt: the next edit starts a new one.
  const edit = (patch: Partial<typeof fields>) => {
    if (change.isSuccess || change.isError) change.reset();
    setFields((f) => ({ ...f, ...patch }));
  };
  return (
    <Section title="Change password" intro="Changing it signs you out on every other device; you stay signed in here.">
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={fields.currentPassword}
          onChange={(e) => edit({ currentPassword: e.target.value })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          minLength={8}
          maxLength={200}
          value={fields.newPassword}
          onChange={(e) => edit({ newPassword: e.target.value })}
        />
        {change.isError && <Alert>{message(change.error)}</Alert>}
        {change.isSuccess && <Alert tone="success">Your password is changed. Other devices are signed out.</Alert>}
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </Section>
  );
}

export function DevicesSection() {
  const signOut = useSignOutEverywhere();
  return (
    <Section
      title="Devices"
      intro="Lost a phone, or signed in on a shared computer? Sign out everywhere, including this browser."
    >
      {signOut.isError && <Alert>{message(signOut.error)}</Alert>}
      <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
    </Section>
  );
}

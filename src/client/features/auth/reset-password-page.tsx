import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, errorText, FormError } from './auth-card.tsx';
import { useConfirmReset } from './confirm-reset.ts';
import { TextField } from './text-field.tsx';

// The token rides in the fragment, which browsers never send to a server or in a Referer.
const tokenFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** /reset-password#token=…: the page the emailed link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [, navigate] = useLocation();
  const confirm = useConfirmReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'You are signed in. Every other device was signed out.' });
          navigate('/', { replace: true });
        },
      },
    );
  };
  if (!token) {
    return (
      <AuthCard title="This link is incomplete" intro="Open the link from the email again, or ask for a new one.">
        <Link href="/forgot-password" className="text-sm font-medium text-brand-800 underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro="Once you save it, you'll be signed in here and signed out on every other device."
    >
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters; a few unrelated words work well"
          required
          minLength={8}
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {confirm.error && <FormError>{errorText(confirm.error)}</FormError>}
        <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
      {confirm.error && (
        <Link href="/forgot-password" className="mt-6 inline-block text-sm font-medium text-brand-800 underline">
          Ask for a new link
        </Link>
      )}
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, errorText, FormError } from './auth-card.tsx';
import { useRequestReset } from './request-reset.ts';
import { TextField } from './text-field.tsx';

/** /forgot-password: ask for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');
  const request = useRequestReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request.isPending) request.mutate(email.trim());
  };
  if (request.data) {
    return (
      <AuthCard title="Check your email" intro={<p role="status">{request.data.message}</p>}>
        {request.data.delivery === 'outbox' && (
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
            This Solace server has no mail server set up, so it does not send email: the message was saved in the outbox
            folder of its data folder instead. Ask whoever runs this server to pass the link on to you.
          </p>
        )}
        <Link href="/sign-in" className="mt-6 inline-block text-sm font-medium text-brand-800 underline">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you signed up with. We'll send a link to choose a new password; it works once, for 30 minutes."
    >
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {request.error && <FormError>{errorText(request.error)}</FormError>}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <Link href="/sign-in" className="mt-6 inline-block text-sm font-medium text-brand-800 underline">
        Back to sign in
      </Link>
    </AuthCard>
  );
}

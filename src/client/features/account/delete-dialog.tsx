import { useState, type FormEvent } from 'react';
import type { Profile } from '../../../shared/account.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api.ts';
import { signIn, TextField } from '../auth/index.ts';
import { useDeleteAccount } from './delete-account.ts';
import { Alert } from './section.tsx';

const CONFIRM_WORD = 'DELETE';

/**
 * Deleting asks for the password (a fresh sign-in, which the server requires) and the word DELETE.
 * Accounts that sign in elsewhere re-authenticate there when the server asks.
 */
export function DeleteAccountButton({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [signInError, setSignInError] = useState<string | null>(null);
  const erase = useDeleteAccount();
  const withPassword = profile.signIn === 'password' && profile.email;
  const run = async (event: FormEvent) => {
    event.preventDefault();
    if (erase.isPending || typed.trim().toUpperCase() !== CONFIRM_WORD) return;
    try {
      if (withPassword) await signIn({ email: profile.email!, password });
    } catch (error) {
      erase.reset();
      // A wrong password is the person's to fix; the server's words say so.
      setSignInError(error instanceof ApiError ? error.userMessage : 'Please try again.');
      return;
    }
    setSignInError(null);
    erase.mutate();
  };
  const error =
    signInError ??
    (erase.error instanceof ApiError ? erase.error.userMessage : erase.error ? 'Please try again.' : null);
  const needsSso = erase.error instanceof ApiError && erase.error.status === 401 && !withPassword;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your account and everything in it, for good: your sessions and messages, summaries, documents,
          plans and payment records, and consents. It cannot be undone. We keep only a note that an account was deleted,
          with nothing you wrote. You may want to export your data first.
        </DialogDescription>
        <form onSubmit={run} className="mt-5 space-y-4">
          {withPassword && (
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            autoComplete="off"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          {error && <Alert>{error}</Alert>}
          {needsSso && (
            <a href="/api/login?next=/account" className="text-sm font-medium text-brand-800 underline">
              Sign in again
            </a>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={erase.isPending || typed.trim().toUpperCase() !== CONFIRM_WORD}
            >
              {erase.isPending ? 'Deleting…' : 'Delete everything'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../shared/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { ModeTabs, tabId, type AuthMode } from './mode-tabs.tsx';
import { useSignIn } from './sign-in.ts';
import { useSignUp } from './sign-up.ts';
import { TextField } from './text-field.tsx';

export type { AuthMode } from './mode-tabs.tsx';

export interface AuthFormProps {
  initialMode?: AuthMode;
  /** Called once the browser is signed in (the user query already holds `user`). */
  onSuccess?: (user: User, mode: AuthMode) => void;
}

function describeError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.userMessage;
  return "We couldn't reach Solace. Check your connection and try again.";
}

/** Sign in or create an account with email and password; reused by the sign-in page and the voice screen's modal. */
export function AuthForm({ initialMode = 'signin', onSuccess }: AuthFormProps) {
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [fields, setFields] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const active = mode === 'signin' ? signIn : signUp;
  const creating = mode === 'signup';
  const error = describeError(active.error);

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const changeMode = (next: AuthMode) => {
    signIn.reset();
    signUp.reset();
    setMode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active.isPending) return;
    if (creating) signUp.mutate(fields, { onSuccess: (user) => onSuccess?.(user, 'signup') });
    else
      signIn.mutate(
        { email: fields.email, password: fields.password },
        { onSuccess: (user) => onSuccess?.(user, 'signin') },
      );
  };

  return (
    <div className="space-y-5">
      <ModeTabs mode={mode} onChange={changeMode} idBase={idBase} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(idBase, mode)}>
        <form onSubmit={submit} className="space-y-4">
          {creating && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                maxLength={60}
                value={fields.firstName}
                onChange={set('firstName')}
              />
              <TextField
                label="Last name"
                hint="Optional"
                name="lastName"
                autoComplete="family-name"
                maxLength={60}
                value={fields.lastName}
                onChange={set('lastName')}
              />
            </div>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            value={fields.email}
            onChange={set('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete={creating ? 'new-password' : 'current-password'}
            hint={creating ? 'At least 8 characters; a few unrelated words work well' : undefined}
            required
            minLength={creating ? 8 : undefined}
            maxLength={200}
            value={fields.password}
            onChange={set('password')}
          />
          {error && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={active.isPending} aria-busy={active.isPending}>
            {active.isPending && (
              <span
                aria-hidden="true"
                className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
              />
            )}
            {creating ? 'Create account' : 'Sign in'}
          </Button>
          {!creating && (
            <p className="text-center text-sm">
              <a href="/forgot-password" className="font-medium text-brand-800 underline underline-offset-2">
                Forgot your password?
              </a>
            </p>
          )}
        </form>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '../../../shared/auth.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AuthForm } from './auth-form.tsx';
import { useAuthOptions } from './get-auth-options.ts';
import { useUser } from './get-user.ts';
import { signInErrorMessage } from './sign-in-messages.ts';

/** /sign-in (inside the page frame): where /api/login sends people when no OpenID Connect provider is configured. */
export function SignInPage() {
  const params = new URLSearchParams(useSearch());
  const next = safeNextPath(params.get('next'));
  const redirectError = signInErrorMessage(params.get('error'));
  const initialMode = params.get('mode') === 'create' ? 'signup' : 'signin';
  const [, navigate] = useLocation();
  const { isSignedIn } = useUser();
  const { data: options } = useAuthOptions();

  useEffect(() => {
    document.title = 'Sign in · Solace';
  }, []);
  useEffect(() => {
    if (isSignedIn) navigate(next, { replace: true });
  }, [isSignedIn, navigate, next]);

  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-12 sm:pt-12">
      <div className="rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-semibold tracking-tight text-stone-900">Welcome to Solace</h1>
        <p className="mt-1.5 mb-6 text-sm text-stone-600">
          Sign in, or create a free account to keep your sessions and summaries.
        </p>
        {redirectError && (
          <p
            role="alert"
            className="mb-5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
          >
            {redirectError}
          </p>
        )}
        <AuthForm initialMode={initialMode} onSuccess={() => navigate(next, { replace: true })} />
        {options?.oidc && (
          <>
            <div className="my-5 flex items-center gap-3 text-xs text-stone-500" aria-hidden="true">
              <span className="h-px flex-1 bg-stone-200" />
              or
              <span className="h-px flex-1 bg-stone-200" />
            </div>
            <a
              href={next === '/' ? '/api/login' : `/api/login?next=${encodeURIComponent(next)}`}
              className={buttonClasses('secondary', 'lg', 'w-full')}
            >
              Continue with single sign-on
            </a>
          </>
        )}
      </div>
      <p className="mt-6 text-center text-xs leading-relaxed text-stone-600">
        Your conversations are encrypted and only you can see them. By continuing you agree to our{' '}
        <a href="/terms" className="font-medium text-brand-800 underline underline-offset-2">
          terms
        </a>
        .
      </p>
    </div>
  );
}

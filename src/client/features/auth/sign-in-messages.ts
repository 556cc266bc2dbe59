/** What the server's `/sign-in?error=…` redirects mean, in words a person can act on. */
const MESSAGES: Record<string, string> = {
  oidc: "Signing in with your provider didn't complete. Please try again.",
  oidc_cancelled: 'Sign-in was cancelled. You can try again or use your email and password.',
  oidc_unavailable: "Single sign-on isn't available right now. Please try again in a few minutes.",
};

export function signInErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return MESSAGES[code] ?? MESSAGES.oidc!;
}

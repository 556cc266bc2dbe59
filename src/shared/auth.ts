import { z } from 'zod';
import { plainString } from './text.ts';

/** GET /api/auth/user (spec §3 "Current user"). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  monthlyMinutesLimit: z.number(),
  monthlyMinutesUsed: z.number(),
  subscriptionStatus: z.string(),
  voiceMinutesUsed: z.number(),
  voiceTrialStatus: z.string(),
  videoSubscriptionStatus: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SignUpSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: plainString().min(8, 'Use at least 8 characters for your password.').max(200),
  firstName: plainString().trim().min(1, 'Enter your first name.').max(60),
  lastName: plainString().trim().max(60).default(''),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: plainString().min(1, 'Enter your password.').max(200),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** GET /api/auth/options: which ways of signing in this server offers. */
export const AuthOptionsSchema = z.object({ oidc: z.boolean() });
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;

/** GET /api/anonymous/session: this browser's anonymous key (the cookie, not this value, is the credential). */
export const AnonymousSessionSchema = z.object({ sessionKey: z.string().startsWith('anon_') });
export type AnonymousSession = z.infer<typeof AnonymousSessionSchema>;

/**
 * Where to go after signing in: a path on this site, never another origin, never an API call.
 * Anything else becomes '/'.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.length > 500) return '/';
  if ([...next].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  const base = 'http://solace.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws/')) return '/';
  if (url.pathname === '/sign-in') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

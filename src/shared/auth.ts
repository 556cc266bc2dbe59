import { z } from 'zod';

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
  email: z.email('Enter a valid email address.').max(254).transform((e) => e.toLowerCase()),
  password: z.string().min(8, 'Use at least 8 characters for your password.').max(200),
  firstName: z.string().trim().min(1, 'Enter your first name.').max(60),
  lastName: z.string().trim().max(60).default(''),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: z.email('Enter a valid email address.').max(254).transform((e) => e.toLowerCase()),
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type SignIn = z.infer<typeof SignInSchema>;

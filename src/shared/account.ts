import { z } from 'zod';
import { plainString } from './text.ts';

/** DELETE /api/account: the person's explicit, typed-out confirmation. */
export const DeleteAccountSchema = z
  .object({
    confirm: z.literal(true, {
      error: 'Confirm that you want to delete your account and everything in it: send { "confirm": true }.',
    }),
  })
  .strict();
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** How long a sign-in counts as fresh enough to delete the account (a re-authentication). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;

/** PATCH /api/account/profile. */
export const ProfileUpdateSchema = z
  .object({
    firstName: plainString().trim().min(1, 'Enter your first name.').max(60),
    lastName: plainString().trim().max(60).default(''),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** GET /api/account/profile: who the account is, and how they sign in. */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
  /** 'password': email and password here; 'oidc': another service signs them in (no password to change). */
  signIn: z.enum(['password', 'oidc']),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * GET /api/account/export: the file's fixed head; every feature adds its own named part
 * (sessions, documents, billing, consents…), so the rest is open.
 */
export const AccountExportSchema = z
  .object({
    format: z.literal('solace-export'),
    version: z.literal(1),
    exportedAt: z.string(),
    profile: ProfileSchema,
  })
  .loose();
export type AccountExport = z.infer<typeof AccountExportSchema>;

import { z } from 'zod';
import { plainString } from './text.ts';

const email = z
  .email('Enter a valid email address.')
  .max(254)
  .transform((e) => e.toLowerCase());
const newPassword = plainString().min(8, 'Use at least 8 characters for your new password.').max(200);

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;

/** POST /api/auth/password-reset: ask for a reset link by email. */
export const ResetRequestSchema = z.object({ email }).strict();

/** POST /api/auth/password-reset/confirm: the token from the link and the new password. */
export const ResetConfirmSchema = z
  .object({
    token: plainString()
      .min(20, 'This reset link is incomplete. Open the link from the email again.')
      .max(200, 'This reset link is not one of ours. Open the link from the email again.'),
    password: newPassword,
  })
  .strict();

/** POST /api/auth/password: change the password while signed in. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: plainString().min(1, 'Enter your current password.').max(200),
    newPassword,
  })
  .strict();

/** The answer to a reset request, the same whether or not the email has an account. */
export const ResetRequestedSchema = z.object({
  message: z.string(),
  /** 'outbox': no mail server is configured, so the message was saved on the server, not sent; 'smtp': sent. */
  delivery: z.enum(['outbox', 'smtp']),
});
export type ResetRequested = z.infer<typeof ResetRequestedSchema>;

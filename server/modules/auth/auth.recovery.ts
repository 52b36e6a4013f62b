import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import type { ZResetPasswordRequestSchema } from '../../../contract/auth';
import { generateToken, sha256Hex } from '../../lib/tokens';
import { enqueueMail } from '../outbox/outbox.service';
import { findUserByEmail, updateUserPassword } from '../users/users.service';
import type { AuthDeps } from './auth.deps';
import { resetTokenInvalid } from './auth.errors';
import { passwordResetMail, resetLink } from './auth.mail';
import { consumePasswordReset, deleteUnusedPasswordResets, findPasswordReset, replacePasswordReset, revokeUserTokens } from './auth.repository';

export const RESET_TTL_MINUTES = 60;

/**
 * Creates a single-use reset link and mails it, when the email has an account. The caller answers the
 * same either way, and the mail goes out from the outbox after the answer, so SMTP latency does not
 * reveal which it was.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = generateToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MINUTES * 60_000);
  const message = passwordResetMail({
    to: user.email,
    name: user.name,
    locale: user.locale,
    link: resetLink(deps.publicUrl, token, user.email),
    expiresInMinutes: RESET_TTL_MINUTES,
  });
  // The link and its mail commit together; a mail that cannot go out before the link expires is dropped.
  await deps.db.transaction(async (tx) => {
    await replacePasswordReset(tx, { userId: user.id, tokenHash: sha256Hex(token), now, expiresAt });
    await enqueueMail(tx, message, { now, expiresAt });
  });
  deps.outbox.wake();
}

/** Sets the new password, uses up the link and signs out every session of the account. */
export async function resetPassword(deps: AuthDeps, input: z.output<typeof ZResetPasswordRequestSchema>): Promise<void> {
  const now = deps.now();
  const reset = await findPasswordReset(deps.db, sha256Hex(input.token));
  const usable = reset && !reset.usedAt && reset.expiresAt.getTime() > now.getTime() && reset.user.email.toLowerCase() === input.email;
  if (!reset || !usable) throw resetTokenInvalid();
  const passwordHash = await hash(input.password);
  await deps.db.transaction(async (tx) => {
    // Conditional update: of two requests racing with the same link, only one changes the password.
    if (!(await consumePasswordReset(tx, reset.id, now))) throw resetTokenInvalid();
    // Reaching the link proves the mailbox is theirs, so the email counts as verified from now on.
    await updateUserPassword(tx, reset.user.id, passwordHash, now, now);
    await revokeUserTokens(tx, reset.user.id, now);
    await deleteUnusedPasswordResets(tx, reset.user.id);
  });
}

import { verify } from '@node-rs/argon2';
import type { z } from 'zod';
import type { TPendingEmailChange, ZChangeEmailRequestSchema } from '../../../contract/auth';
import { AUTH_MESSAGES, EMAIL_CHANGE_TTL_MINUTES } from '../../../contract/auth';
import { validationFailed } from '../../lib/errors';
import { toIso } from '../../lib/time';
import { generateToken, sha256Hex } from '../../lib/tokens';
import type { TAuthContext } from '../../plugins/auth';
import { enqueueMail } from '../outbox/outbox.service';
import { UserConflictError } from '../users/users.errors';
import { findUserConflicts, updateUserEmail } from '../users/users.service';
import type { AuthDeps } from './auth.deps';
import { currentPasswordWrong, emailChangeInvalid, emailTakenMeanwhile } from './auth.errors';
import { confirmEmailLink, emailChangeConfirmMail, emailChangeNoticeMail } from './auth.mail';
import { consumeEmailChange, deleteUnusedEmailChanges, findEmailChange, findPendingEmailChange, replaceEmailChange } from './auth.repository';

/*
 * Changing the account's email (docs/product.md §4): the current password asks for it, a single-use
 * link mailed to the NEW address confirms it, and the OLD address is told. Until the link is opened the account
 * keeps its old address, so every mail (tickets, resets) still goes there.
 */

export async function pendingEmailChange(deps: AuthDeps, auth: TAuthContext): Promise<TPendingEmailChange> {
  const pending = await findPendingEmailChange(deps.db, auth.user.id, deps.now());
  return { pending_email: pending?.newEmail ?? null, expires_at: toIso(pending?.expiresAt ?? null) };
}

export async function requestEmailChange(deps: AuthDeps, auth: TAuthContext, input: z.output<typeof ZChangeEmailRequestSchema>): Promise<TPendingEmailChange> {
  const user = auth.user;
  const valid = await verify(user.passwordHash, input.current_password).catch(() => false);
  if (!valid) throw currentPasswordWrong();
  if (input.email === user.email.toLowerCase()) throw validationFailed({ email: [AUTH_MESSAGES.emailSameAsCurrent] });
  if ((await findUserConflicts(deps.db, { email: input.email }, user.id)).email) throw validationFailed({ email: [AUTH_MESSAGES.emailTaken] });

  const token = generateToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000);
  const confirm = emailChangeConfirmMail({
    to: input.email,
    name: user.name,
    locale: user.locale,
    link: confirmEmailLink(deps.publicUrl, token),
    expiresInMinutes: EMAIL_CHANGE_TTL_MINUTES,
  });
  const notice = emailChangeNoticeMail({ to: user.email, name: user.name, locale: user.locale, newEmail: input.email });
  // The link and both mails commit together (docs/architecture.md §4 Outbox); a confirmation that cannot go
  // out before its link expires is dropped, the notice to the old address is kept for the usual day.
  await deps.db.transaction(async (tx) => {
    await replaceEmailChange(tx, { userId: user.id, newEmail: input.email, tokenHash: sha256Hex(token), now, expiresAt });
    await enqueueMail(tx, confirm, { now, expiresAt });
    await enqueueMail(tx, notice, { now });
  });
  deps.outbox.wake();
  return { pending_email: input.email, expires_at: toIso(expiresAt) };
}

/**
 * Opens the mailed link: sets the new email (verified: the link proves the mailbox) if nobody took it in the
 * meantime (409 auth.email_taken), uses the link up and drops the user's other pending changes.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<string> {
  const now = deps.now();
  const change = await findEmailChange(deps.db, sha256Hex(token));
  if (!change || change.usedAt || change.expiresAt.getTime() <= now.getTime()) throw emailChangeInvalid();
  try {
    return await deps.db.transaction(async (tx) => {
      // Conditional update: of two requests racing with the same link, only one goes on.
      if (!(await consumeEmailChange(tx, change.id, now))) throw emailChangeInvalid();
      if ((await findUserConflicts(tx, { email: change.newEmail }, change.userId)).email) throw emailTakenMeanwhile();
      const row = await updateUserEmail(tx, change.userId, change.newEmail, now);
      if (!row) throw emailChangeInvalid();
      await deleteUnusedEmailChanges(tx, change.userId);
      return row.email;
    });
  } catch (error) {
    // Another account registered or confirmed the address at the same moment: the unique index decides.
    if (error instanceof UserConflictError) throw emailTakenMeanwhile();
    throw error;
  }
}

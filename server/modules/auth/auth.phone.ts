import type { z } from 'zod';
import type { ZUpdatePhoneRequestSchema } from '../../../contract/auth';
import { AUTH_MESSAGES, OTP_RESEND_SECONDS } from '../../../contract/auth';
import type { TUser } from '../../../contract/users';
import type { TUserRow } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { toE164 } from '../../lib/phone';
import { generateOtp, hashOtp, verifyOtp } from '../../lib/tokens';
import type { TAuthContext } from '../../plugins/auth';
import { enqueueSms } from '../outbox/outbox.service';
import { UserConflictError } from '../users/users.errors';
import { claimVerifiedPhone, findUserByVerifiedPhone, findUserConflicts, toUser, updateUserPhone } from '../users/users.service';
import type { AuthDeps } from './auth.deps';
import { otpExpired, otpInvalid, otpLocked, phoneAlreadyVerified, phoneRequired, phoneTaken } from './auth.errors';
import { otpSmsText } from './auth.mail';
import { consumePhoneOtp, findLatestPhoneOtp, insertPhoneOtp, reservePhoneOtpAttempt } from './auth.repository';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Creates a code for the user's current phone and queues its text in the same transaction (the outbox
 * worker sends it, docs/architecture.md §4 Outbox). Over the per-number or global SMS cap: 429
 * `rate_limited` with Retry-After, and neither code nor text is stored.
 */
export async function sendPhoneOtp(deps: AuthDeps, user: Pick<TUserRow, 'id' | 'phone' | 'locale'>): Promise<void> {
  const phone = user.phone;
  if (!phone) throw phoneRequired();
  const code = generateOtp();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await enqueueSms(tx, { to: phone, text: otpSmsText(user.locale, code), now, expiresAt }, deps.outbox.smsCaps);
    await insertPhoneOtp(tx, { userId: user.id, phone, codeHash: hashOtp(code), now, expiresAt });
  });
  deps.outbox.wake();
}

/** Seconds until another code may be sent to the user's current phone (0 = now). */
async function resendWait(deps: AuthDeps, user: TUserRow): Promise<number> {
  const latest = await findLatestPhoneOtp(deps.db, user.id);
  if (!latest || latest.phone !== user.phone) return 0;
  const elapsedMs = deps.now().getTime() - latest.createdAt.getTime();
  return Math.max(0, Math.ceil((OTP_RESEND_SECONDS * 1000 - elapsedMs) / 1000));
}

export type TPhoneUpdateResult = { user: TUser; requires_phone_verification: boolean; resend_available_in: number };

export async function updatePhone(deps: AuthDeps, auth: TAuthContext, input: z.output<typeof ZUpdatePhoneRequestSchema>): Promise<TPhoneUpdateResult> {
  const current = auth.user;
  const countryCode = input.country_code ?? current.countryCode;
  const phone = toE164(countryCode, input.phone_number);
  if (phone === null) throw validationFailed({ phone_number: [AUTH_MESSAGES.phoneInvalid] });

  if (phone === current.phone) {
    if (current.phoneVerifiedAt) return { user: toUser(current), requires_phone_verification: false, resend_available_in: 0 };
    // Same unverified number again: resend unless a code went out moments ago.
    const wait = await resendWait(deps, current);
    if (wait > 0) return { user: toUser(current), requires_phone_verification: true, resend_available_in: wait };
    await sendPhoneOtp(deps, current);
    return { user: toUser(current), requires_phone_verification: true, resend_available_in: OTP_RESEND_SECONDS };
  }

  if ((await findUserConflicts(deps.db, { phone }, current.id)).phone) throw validationFailed({ phone_number: [AUTH_MESSAGES.phoneTaken] });
  let updated: TUserRow;
  try {
    updated = await updateUserPhone(deps.db, current.id, phone, countryCode, deps.now());
  } catch (error) {
    if (error instanceof UserConflictError) throw validationFailed({ phone_number: [AUTH_MESSAGES.phoneTaken] });
    throw error;
  }
  await sendPhoneOtp(deps, updated);
  return { user: toUser(updated), requires_phone_verification: true, resend_available_in: OTP_RESEND_SECONDS };
}

/**
 * Checks a code against the newest one sent to the user's current phone. The first account to verify a number
 * owns it; the other unverified claims are released in the same transaction, and a later verifier gets 409
 * auth.phone_taken (docs/product.md §4). Each guess is counted before it is
 * compared, so even concurrent guesses get at most OTP_MAX_ATTEMPTS tries per code.
 */
export async function verifyPhone(deps: AuthDeps, auth: TAuthContext, code: string): Promise<TUser> {
  const user = auth.user;
  if (!user.phone) {
    // The claim was released because another account verified the number: say so rather than "add a phone".
    const latest = await findLatestPhoneOtp(deps.db, user.id);
    if (latest && !latest.consumedAt && (await findUserByVerifiedPhone(deps.db, latest.phone))) throw phoneTaken();
    throw phoneRequired();
  }
  if (user.phoneVerifiedAt) throw phoneAlreadyVerified();
  const otp = await findLatestPhoneOtp(deps.db, user.id);
  // A code sent to a previous number cannot verify the new one, and a consumed code never works twice.
  if (!otp || otp.phone !== user.phone || otp.consumedAt) throw otpInvalid();
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked();
  const now = deps.now();
  if (otp.expiresAt.getTime() <= now.getTime()) throw otpExpired();

  const attempt = await reservePhoneOtpAttempt(deps.db, otp.id, OTP_MAX_ATTEMPTS);
  if (attempt === null) throw otpLocked();
  if (!verifyOtp(code, otp.codeHash)) throw attempt >= OTP_MAX_ATTEMPTS ? otpLocked() : otpInvalid();

  const phone = user.phone;
  let claim;
  try {
    claim = await deps.db.transaction(async (tx) => {
      if (!(await consumePhoneOtp(tx, otp.id, now))) return { kind: 'consumed' as const };
      const result = await claimVerifiedPhone(tx, user.id, phone, now);
      // Roll back the consumed code too: nothing changed for this user.
      if (result.kind !== 'verified') throw result.kind === 'taken' ? phoneTaken() : otpInvalid();
      return result;
    });
  } catch (error) {
    // The partial unique index is the last word when two verifications of one number race.
    if (error instanceof UserConflictError) throw phoneTaken();
    throw error;
  }
  if (claim.kind !== 'verified') throw otpInvalid();
  return toUser(claim.user);
}

export type TResendResult = { sent: true; resendAvailableIn: number } | { sent: false; retryAfter: number };

export async function resendOtp(deps: AuthDeps, auth: TAuthContext): Promise<TResendResult> {
  const user = auth.user;
  if (!user.phone) throw phoneRequired();
  if (user.phoneVerifiedAt) throw phoneAlreadyVerified();
  const wait = await resendWait(deps, user);
  if (wait > 0) return { sent: false, retryAfter: wait };
  await sendPhoneOtp(deps, user);
  return { sent: true, resendAvailableIn: OTP_RESEND_SECONDS };
}

import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import type { TAuthData, ZChangePasswordRequestSchema, ZLoginRequestSchema, ZRegisterRequestSchema } from '../../../contract/auth';
import { AUTH_MESSAGES } from '../../../contract/auth';
import type { Db } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { loginPhoneToE164, toE164 } from '../../lib/phone';
import { generateToken, sha256Hex } from '../../lib/tokens';
import type { TAuthContext } from '../../plugins/auth';
import { UserConflictError } from '../users/users.errors';
import { findUserByEmail, findUserByVerifiedPhone, findUserConflicts, insertUser, phoneFlags, toUser, updateUserPassword } from '../users/users.service';
import type { AuthDeps } from './auth.deps';
import { currentPasswordWrong, invalidCredentials } from './auth.errors';
import { sendPhoneOtp } from './auth.phone';
import { deleteUnusedPasswordResets, findActiveToken, insertAuthToken, revokeToken, revokeUserTokens, touchToken } from './auth.repository';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is informative only; writing it on every request would double the load of reads. */
const TOUCH_EVERY_MS = 60_000;

let dummyHash: Promise<string> | undefined;

/**
 * A real argon2id hash of a random password: verifying against it when the login is unknown costs the
 * same as a wrong password, so response time does not tell who has an account.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(generateToken(16));
  return dummyHash;
}

/** The caller of a live bearer token, or null; notes the token's use at most once a minute. */
export async function authenticateToken(db: Db, token: string, at: Date): Promise<TAuthContext | null> {
  const found = await findActiveToken(db, sha256Hex(token), at);
  if (!found) return null;
  if (!found.lastUsedAt || at.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await touchToken(db, found.tokenId, at, TOUCH_EVERY_MS);
  }
  return { user: found.user, tokenId: found.tokenId };
}

export async function issueToken(deps: AuthDeps, user: TUserRow): Promise<TAuthData> {
  const token = generateToken();
  const now = deps.now();
  await insertAuthToken(deps.db, { userId: user.id, tokenHash: sha256Hex(token), now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  return { user: toUser(user), token, ...phoneFlags(user) };
}

function conflictErrors(conflicts: { email: boolean; phone: boolean }): Record<string, string[]> {
  return {
    ...(conflicts.email ? { email: [AUTH_MESSAGES.emailTaken] } : {}),
    ...(conflicts.phone ? { mobile: [AUTH_MESSAGES.mobileTaken] } : {}),
  };
}

export async function register(deps: AuthDeps, input: z.output<typeof ZRegisterRequestSchema>, fallbackLocale: 'en' | 'ar'): Promise<TAuthData> {
  const phone = input.mobile ? toE164(input.country_code, input.mobile) : null;
  if (input.mobile && phone === null) throw validationFailed({ mobile: [AUTH_MESSAGES.mobileInvalid] });
  const conflicts = await findUserConflicts(deps.db, { email: input.email, phone });
  if (conflicts.email || conflicts.phone) throw validationFailed(conflictErrors(conflicts));

  let user: TUserRow;
  try {
    user = await insertUser(deps.db, {
      name: input.name,
      email: input.email,
      passwordHash: await hash(input.password),
      countryCode: input.country_code,
      phone,
      locale: input.locale ?? fallbackLocale,
      now: deps.now(),
    });
  } catch (error) {
    // Lost a race with another registration of the same email or phone: same answer as the check above.
    if (error instanceof UserConflictError) throw validationFailed(conflictErrors({ email: error.field === 'email', phone: error.field === 'phone' }));
    throw error;
  }

  if (user.phone) {
    // The account exists either way; if no code can be queued now (an SMS cap) the verify screen offers a resend.
    await sendPhoneOtp(deps, user).catch((error: unknown) => deps.log.warn({ userId: user.id, err: error }, 'OTP not queued at registration'));
  }
  return issueToken(deps, user);
}

export async function login(deps: AuthDeps, input: z.output<typeof ZLoginRequestSchema>): Promise<TAuthData> {
  let user: TUserRow | undefined;
  if (input.login.includes('@')) {
    user = await findUserByEmail(deps.db, input.login);
  } else {
    const phone = loginPhoneToE164(input.login);
    // Only a verified number logs in: an unverified claim proves nothing about who owns it.
    user = phone ? await findUserByVerifiedPhone(deps.db, phone) : undefined;
  }
  if (!user) {
    await verify(await dummyPasswordHash(), input.password).catch(() => false);
    throw invalidCredentials();
  }
  const valid = await verify(user.passwordHash, input.password).catch(() => false);
  if (!valid) throw invalidCredentials();
  return issueToken(deps, user);
}

export async function logout(deps: AuthDeps, auth: TAuthContext): Promise<void> {
  await revokeToken(deps.db, auth.tokenId, deps.now());
}

/**
 * Changes the password and signs out every other session (a stolen token dies with the old password); a
 * reset link sent before the change stops working too (whoever read that mail must not undo it).
 */
export async function changePassword(deps: AuthDeps, auth: TAuthContext, input: z.output<typeof ZChangePasswordRequestSchema>): Promise<number> {
  const valid = await verify(auth.user.passwordHash, input.current_password).catch(() => false);
  if (!valid) throw currentPasswordWrong();
  const passwordHash = await hash(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await updateUserPassword(tx, auth.user.id, passwordHash, now);
    await deleteUnusedPasswordResets(tx, auth.user.id);
    return revokeUserTokens(tx, auth.user.id, now, auth.tokenId);
  });
}

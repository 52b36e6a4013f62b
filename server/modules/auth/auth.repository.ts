import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { authTokens, emailChanges, passwordResets, phoneOtps, users, type TEmailChangeRow, type TPhoneOtpRow, type TUserRow } from '../../db/schema';

function at(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

// ── bearer tokens ───────────────────────────────────────────────────────────────────────────────

export async function insertAuthToken(db: DbExecutor, token: { userId: number; tokenHash: string; now: Date; expiresAt: Date }): Promise<number> {
  const [row] = await db
    .insert(authTokens)
    .values({ userId: token.userId, tokenHash: token.tokenHash, createdAt: token.now, lastUsedAt: token.now, expiresAt: token.expiresAt })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('auth token insert returned no row');
  return row.id;
}

/** The user of a token that is neither revoked nor expired. */
export async function findActiveToken(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<{ tokenId: number; lastUsedAt: Date | null; user: TUserRow } | undefined> {
  const [row] = await db
    .select({ tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, at(now))));
  return row;
}

/** Records use at most once per `everyMs`, so a busy client does not turn every read into a write. */
export async function touchToken(db: DbExecutor, tokenId: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(authTokens.id, tokenId), or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, at(new Date(now.getTime() - everyMs))))));
}

export async function revokeToken(db: DbExecutor, tokenId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of the user except `keepTokenId`; returns how many were revoked. */
export async function revokeUserTokens(db: DbExecutor, userId: number, now: Date, keepTokenId?: number): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId)))
    .returning({ id: authTokens.id });
  return rows.length;
}

// ── password resets ─────────────────────────────────────────────────────────────────────────────

/** Only the newest link of a user works: older unused ones are removed when a new one is made. */
export async function replacePasswordReset(db: DbExecutor, reset: { userId: number; tokenHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId: reset.userId, tokenHash: reset.tokenHash, createdAt: reset.now, expiresAt: reset.expiresAt });
}

export async function findPasswordReset(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ id: number; expiresAt: Date; usedAt: Date | null; user: TUserRow } | undefined> {
  const [row] = await db
    .select({ id: passwordResets.id, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

/** Marks the link used if nobody used it first; false when another request won the race. */
export async function consumePasswordReset(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at(now))))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

export async function deleteUnusedPasswordResets(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

// ── phone one-time codes ────────────────────────────────────────────────────────────────────────

export async function insertPhoneOtp(db: DbExecutor, otp: { userId: number; phone: string; codeHash: string; now: Date; expiresAt: Date }): Promise<number> {
  const [row] = await db
    .insert(phoneOtps)
    .values({ userId: otp.userId, phone: otp.phone, codeHash: otp.codeHash, createdAt: otp.now, expiresAt: otp.expiresAt })
    .returning({ id: phoneOtps.id });
  if (!row) throw new Error('phone OTP insert returned no row');
  return row.id;
}

export async function deletePhoneOtp(db: DbExecutor, id: number): Promise<void> {
  await db.delete(phoneOtps).where(eq(phoneOtps.id, id));
}

/** The user's most recent code: only that one can verify, sending a new code retires the older ones. */
export async function findLatestPhoneOtp(db: DbExecutor, userId: number): Promise<TPhoneOtpRow | undefined> {
  const [row] = await db.select().from(phoneOtps).where(eq(phoneOtps.userId, userId)).orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id)).limit(1);
  return row;
}

/**
 * Counts a guess before it is checked, atomically, so concurrent guesses cannot exceed `maxAttempts`.
 * Returns the attempt number, or null when the code is used up or locked.
 */
export async function reservePhoneOtpAttempt(db: DbExecutor, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.consumedAt), lt(phoneOtps.attempts, maxAttempts)))
    .returning({ attempts: phoneOtps.attempts });
  return row ? row.attempts : null;
}

/** Consumes the code once; false when it was consumed already. */
export async function consumePhoneOtp(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneOtps)
    .set({ consumedAt: now })
    .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.consumedAt)))
    .returning({ id: phoneOtps.id });
  return rows.length === 1;
}

// ── e-mail changes ──────────────────────────────────────────────────────────────────────────────

/** Only the newest change of a user is pending: older unused ones are removed when a new one is made. */
export async function replaceEmailChange(
  db: DbExecutor,
  change: { userId: number; newEmail: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values({
    userId: change.userId,
    newEmail: change.newEmail,
    tokenHash: change.tokenHash,
    createdAt: change.now,
    expiresAt: change.expiresAt,
  });
}

/** The user's unused, unexpired change, if any. */
export async function findPendingEmailChange(db: DbExecutor, userId: number, now: Date): Promise<TEmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, at(now))))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row;
}

export async function findEmailChange(db: DbExecutor, tokenHash: string): Promise<TEmailChangeRow | undefined> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash));
  return row;
}

/** Uses the change up; false when it was used (or expired) already, so of two racing confirmations one wins. */
export async function consumeEmailChange(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, at(now))))
    .returning({ id: emailChanges.id });
  return rows.length === 1;
}

export async function deleteUnusedEmailChanges(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

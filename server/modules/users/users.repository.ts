import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { heldBySql } from '../../db/booking-status';
import { isUniqueViolation } from '../../db/errors';
import { bookings, events, invoices, users, type TUserRow } from '../../db/schema';
import { UserConflictError } from './users.errors';

/** Turns the unique indexes of users into a domain error; anything else goes up unchanged. */
function rethrowConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_unique')) throw new UserConflictError('email');
  if (isUniqueViolation(error, 'users_phone_verified_unique')) throw new UserConflictError('phone');
  throw error;
}

export async function findUserById(db: DbExecutor, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Case-insensitive, matching the users_email_lower_unique index. */
export async function findUserByEmail(db: DbExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** The owner of a verified phone; an unverified claim of the number never matches (no login through a squatted number). */
export async function findUserByVerifiedPhone(db: DbExecutor, phone: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row;
}

/**
 * Whether another user than `exceptUserId` holds the email (any case) or has verified the phone. Unverified
 * claims of a number do not count: the first to verify it owns it (docs/product.md §4).
 */
export async function findUserConflicts(
  db: DbExecutor,
  values: { email?: string | undefined; phone?: string | null | undefined },
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const notSelf = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const [emailRow] = values.email
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${values.email})`, notSelf))
        .limit(1)
    : [];
  const [phoneRow] = values.phone
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, values.phone), isNotNull(users.phoneVerifiedAt), notSelf))
        .limit(1)
    : [];
  return { email: emailRow !== undefined, phone: phoneRow !== undefined };
}

export type TNewUser = {
  name: string;
  email: string;
  passwordHash: string;
  countryCode: string;
  phone: string | null;
  locale: 'en' | 'ar';
  now: Date;
};

/** Only the fields a person may choose; role, coins and verification dates keep their defaults. */
export async function insertUser(db: DbExecutor, user: TNewUser): Promise<TUserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: user.name,
        email: user.email,
        passwordHash: user.passwordHash,
        countryCode: user.countryCode,
        phone: user.phone,
        locale: user.locale,
        createdAt: user.now,
        updatedAt: user.now,
      })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  } catch (error) {
    rethrowConflict(error);
  }
}

/** Name and email only; a changed email is no longer verified. */
export async function updateUserProfile(
  db: DbExecutor,
  id: number,
  changes: { name?: string | undefined; email?: string | undefined },
  now: Date,
): Promise<TUserRow | undefined> {
  try {
    const [row] = await db
      .update(users)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.email === undefined
          ? {}
          : {
              email: changes.email,
              emailVerifiedAt: sql`case when lower(${users.email}) = lower(${changes.email}) then ${users.emailVerifiedAt} else null end`,
            }),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  } catch (error) {
    rethrowConflict(error);
  }
}

/** Sets an email confirmed through a link mailed to it: verified from `now`. */
export async function updateUserEmail(db: DbExecutor, id: number, email: string, now: Date): Promise<TUserRow | undefined> {
  try {
    const [row] = await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, id)).returning();
    return row;
  } catch (error) {
    rethrowConflict(error);
  }
}

/** Sets a new password; `verifiedEmailAt` marks the email verified when the change came through a mailed link. */
export async function updateUserPassword(db: DbExecutor, id: number, passwordHash: string, now: Date, verifiedEmailAt?: Date): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      ...(verifiedEmailAt ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${verifiedEmailAt.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(users.id, id));
}

/** A new phone starts unverified. */
export async function updateUserPhone(db: DbExecutor, id: number, phone: string, countryCode: string, now: Date): Promise<TUserRow> {
  try {
    const [row] = await db.update(users).set({ phone, countryCode, phoneVerifiedAt: null, updatedAt: now }).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} vanished while changing phone`);
    return row;
  } catch (error) {
    rethrowConflict(error);
  }
}

export type TPhoneClaimResult = { kind: 'verified'; user: TUserRow } | { kind: 'taken' } | { kind: 'phone_changed' };

/**
 * Marks the phone verified for `id` if it is still that user's number and nobody verified it first, and
 * releases (clears) every other unverified claim of the number in the same transaction. Run inside a
 * transaction: the rows holding the number are locked first, in id order, so two users verifying the same
 * number one after the other see each other's result instead of deadlocking on the unique index.
 */
export async function claimVerifiedPhone(tx: DbExecutor, id: number, phone: string, now: Date): Promise<TPhoneClaimResult> {
  const holders = await tx
    .select({ id: users.id, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(asc(users.id))
    .for('update');
  if (holders.some((holder) => holder.id !== id && holder.verifiedAt !== null)) return { kind: 'taken' };
  if (!holders.some((holder) => holder.id === id)) return { kind: 'phone_changed' };
  let row: TUserRow | undefined;
  try {
    [row] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.phone, phone)))
      .returning();
  } catch (error) {
    rethrowConflict(error);
  }
  if (!row) return { kind: 'phone_changed' };
  await tx
    .update(users)
    .set({ phone: null, updatedAt: now })
    .where(and(eq(users.phone, phone), ne(users.id, id), isNull(users.phoneVerifiedAt)));
  return { kind: 'verified', user: row };
}

export type TUserStatsRow = { coins: number; totalBookings: number; activeBookings: number; totalSpentBaisa: number };

export async function findUserStats(db: DbExecutor, userId: number, now: Date): Promise<TUserStatsRow | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [user] = await db.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  // A booking without its own validity end lasts as long as its event.
  const [counts] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${bookings.status} = 'active'))::int`,
      active: sql<number>`(count(*) filter (where ${bookings.status} = 'active' and ${bookings.usedCount} < ${bookings.usageLimit} and coalesce(${bookings.validUntil}, ${events.finishDate}) > ${at}))::int`,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(heldBySql(userId));
  // Net of refunds: a partly refunded invoice stays paid, its cancelled bookings' shares came back.
  const refunded = sql`(select coalesce(sum(${bookings.refunded}), 0) from ${bookings} where ${bookings.invoiceId} = ${invoices.id})`;
  const [spent] = await db
    .select({ total: sql<string>`coalesce(sum(${invoices.total} - ${refunded}), 0)::bigint` })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.status, 'paid')));
  return {
    coins: user.coins,
    totalBookings: Number(counts?.total ?? 0),
    activeBookings: Number(counts?.active ?? 0),
    totalSpentBaisa: Number(spent?.total ?? 0),
  };
}

import type { z } from 'zod';
import type { TUser, TUserStats, ZUpdateProfileRequestSchema } from '../../../contract/users';
import type { Db } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { formatBaisa, formatCoinHundredths } from '../../lib/money';
import { toIso } from '../../lib/time';
import { emailChangeNeedsConfirmation, emailTaken, UserConflictError, userNotFound } from './users.errors';
import { findUserStats, updateUserProfile } from './users.repository';

/*
 * The users table belongs to this module. Accounts (auth) find, create and update users through these,
 * inside its own transactions; a repository is never imported across modules.
 */
export {
  claimVerifiedPhone,
  findUserByEmail,
  findUserByVerifiedPhone,
  findUserConflicts,
  insertUser,
  updateUserEmail,
  updateUserPassword,
  updateUserPhone,
  type TNewUser,
  type TPhoneClaimResult,
} from './users.repository';

/** The wire shape of a user: an explicit whitelist, so the password hash can never leak. */
export function toUser(row: TUserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country_code: row.countryCode,
    // The CHECK constraint users_role_id_check keeps role_id to 1, 2 or 3.
    role_id: row.roleId as TUser['role_id'],
    coins: formatCoinHundredths(row.coins),
    phone_verified_at: toIso(row.phoneVerifiedAt),
    email_verified_at: toIso(row.emailVerifiedAt),
    locale: row.locale,
    created_at: toIso(row.createdAt) ?? '',
    updated_at: toIso(row.updatedAt) ?? '',
  };
}

/** The phone flags of the client's auth state (docs/product.md §3). */
export function phoneFlags(row: TUserRow): { requires_phone: boolean; requires_phone_verification: boolean } {
  return { requires_phone: row.phone === null, requires_phone_verification: row.phone !== null && row.phoneVerifiedAt === null };
}

export async function updateProfile(db: Db, user: TUserRow, input: z.output<typeof ZUpdateProfileRequestSchema>, now: Date): Promise<TUser> {
  // A new email is confirmed through a mailed link (POST auth/email), never set here (docs/product.md §4, §7).
  if (input.email !== undefined && input.email !== user.email.toLowerCase()) throw emailChangeNeedsConfirmation();
  try {
    const row = await updateUserProfile(db, user.id, { name: input.name }, now);
    if (!row) throw userNotFound();
    return toUser(row);
  } catch (error) {
    // Two requests racing for the same email: the unique index decides, the answer stays the same.
    if (error instanceof UserConflictError) throw emailTaken();
    throw error;
  }
}

export async function getStats(db: Db, userId: number, now: Date): Promise<TUserStats> {
  const stats = await findUserStats(db, userId, now);
  if (!stats) throw userNotFound();
  return {
    coins: formatCoinHundredths(stats.coins),
    total_bookings: stats.totalBookings,
    active_bookings: stats.activeBookings,
    total_spent: formatBaisa(stats.totalSpentBaisa),
  };
}

import type { TAdminUser, TAdminUserListQuery } from '../../../contract/admin-people';
import type { TBooking, TInvoiceListItem } from '../../../contract/bookings';
import type { TCoinTransaction } from '../../../contract/coins';
import type { TLocale, TPagination } from '../../../contract/common';
import type { TRedemption } from '../../../contract/rewards';
import type { TUserStats } from '../../../contract/users';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { pageWindow, paginationOf, type TPageQuery } from '../../lib/pagination';
import { listInvoices, listMyTickets } from '../bookings/bookings.queries';
import { listTransactions } from '../coins/coins.service';
import { listRedemptions } from '../rewards/rewards.service';
import { lastAdmin, ownRole } from './users.admin.errors';
import {
  countAdminsExcept,
  findAdminUserById,
  findAdminUserPage,
  findRoleOf,
  lockRoleChanges,
  updateUserRole,
  type TAdminUserRow,
} from './users.admin.repository';
import { userNotFound } from './users.errors';
import { getStats, toUser } from './users.service';

/*
 * The administrator's users (docs/product.md §2 /dashboard/users, §7). A user's tabs read exactly what
 * the user reads about themself: the same services, called with the user's id and the admin's locale.
 */

function toAdminUser(row: TAdminUserRow): TAdminUser {
  // role_id as stored, not narrowed: the screen says "Unknown role" for an id it does not know.
  return { ...toUser(row), role_id: row.roleId, bookings_count: row.bookingsCount };
}

export async function listAdminUsers(db: Db, query: TAdminUserListQuery): Promise<{ users: TAdminUser[]; pagination: TPagination }> {
  const { rows, total } = await findAdminUserPage(db, { search: query.search, roleId: query.role_id, ...pageWindow(query) });
  return { users: rows.map(toAdminUser), pagination: paginationOf(query, total) };
}

async function existingUser(db: Db, id: number): Promise<TAdminUserRow> {
  const row = await findAdminUserById(db, id);
  if (!row) throw userNotFound();
  return row;
}

export async function getAdminUser(db: Db, id: number, now: Date): Promise<{ user: TAdminUser; stats: TUserStats }> {
  const row = await existingUser(db, id);
  return { user: toAdminUser(row), stats: await getStats(db, id, now) };
}

/** Every booking of the user, as their My Tickets lists them (`status: all`). */
export async function listUserBookings(
  db: Db,
  id: number,
  query: TPageQuery,
  now: Date,
  locale: TLocale,
): Promise<{ bookings: TBooking[]; pagination: TPagination }> {
  await existingUser(db, id);
  return listMyTickets(db, id, { status: 'all', page: query.page, per_page: query.per_page }, now, locale);
}

export async function listUserInvoices(
  db: Db,
  id: number,
  query: TPageQuery,
  locale: TLocale,
): Promise<{ invoices: TInvoiceListItem[]; pagination: TPagination }> {
  await existingUser(db, id);
  return listInvoices(db, id, query, locale);
}

/** The ledger answers 404 users.not_found itself when there is no such user. */
export async function listUserTransactions(
  db: Db,
  id: number,
  query: TPageQuery,
  locale: TLocale,
): Promise<{ transactions: TCoinTransaction[]; balance: string; pagination: TPagination }> {
  return listTransactions(db, id, query, locale);
}

export async function listUserRedemptions(
  db: Db,
  id: number,
  query: TPageQuery,
  locale: TLocale,
): Promise<{ redemptions: TRedemption[]; pagination: TPagination }> {
  await existingUser(db, id);
  return listRedemptions(db, id, query, locale);
}

/**
 * Sets a user's role (docs/product.md §2: an admin makes a user door staff or takes it back). The guard
 * loads the caller's row on every request (plugins/auth.ts), so the new role holds from the target's next
 * request, on every token they already have. An admin never changes their own role, and never leaves
 * the app without an administrator: both checked under one lock, so racing changes cannot together do
 * what neither may alone.
 */
export async function changeUserRole(db: Db, callerId: number, targetId: number, roleId: 1 | 2 | 3, now: Date): Promise<TAdminUser> {
  if (callerId === targetId) throw ownRole();
  return db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const current = await findRoleOf(tx, targetId);
    if (current === undefined) throw userNotFound();
    if (current !== roleId) {
      if (current === 1 && (await countAdminsExcept(tx, targetId)) === 0) throw lastAdmin();
      // The caller passed the guard before taking the lock; a change committed meanwhile may have
      // demoted them, and from then on they may not change anyone's role.
      if ((await findRoleOf(tx, callerId)) !== 1) throw forbidden();
      await updateUserRole(tx, targetId, roleId, now);
    }
    const row = await findAdminUserById(tx, targetId);
    if (!row) throw userNotFound();
    return toAdminUser(row);
  });
}

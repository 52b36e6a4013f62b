import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookings, users, type TUserRow } from '../../db/schema';

/* The administrator's reads of users and the one write they make to them, the role (docs/product.md §2, §7). */

/** Role changes are rare: one transaction-scoped advisory lock serialises them (see lockRoleChanges). */
const ROLE_LOCK_KEY = 'users.roles';

export type TAdminUserRow = TUserRow & { bookingsCount: number };

export type TAdminUserFilters = {
  /** Matched, any case, against name, email and phone. */
  search?: string | undefined;
  roleId?: number | undefined;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Bookings the user holds, cancelled ones left out (the same count as total_bookings of their stats).
 * `${users}.id`, not `${users.id}`: Drizzle leaves columns unqualified in a one-table select, and inside
 * the subquery a bare "id" would be the booking's.
 */
const bookingsCount = sql<number>`(select count(*) from ${bookings} b where b.user_id = ${users}.id and b.status = 'active')::int`;

function whereOf(f: TAdminUserFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const search = f.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    // A phone is stored as E.164 ("+96891234567"): what was typed with spaces or dashes still matches.
    const digits = search.replace(/[\s-]/g, '');
    parts.push(or(ilike(users.name, pattern), ilike(users.email, pattern), digits ? ilike(users.phone, `%${escapeLike(digits)}%`) : undefined));
  }
  if (f.roleId !== undefined) parts.push(eq(users.roleId, f.roleId));
  return and(...parts);
}

/** Newest first. */
export async function findAdminUserPage(
  db: DbExecutor,
  f: TAdminUserFilters & { limit: number; offset: number },
): Promise<{ rows: TAdminUserRow[]; total: number }> {
  const where = whereOf(f);
  const rows = await db
    .select({ user: users, bookingsCount })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.limit)
    .offset(f.offset);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return { rows: rows.map((r) => ({ ...r.user, bookingsCount: Number(r.bookingsCount) })), total: Number(counted?.n ?? 0) };
}

export async function findAdminUserById(db: DbExecutor, id: number): Promise<TAdminUserRow | undefined> {
  const [row] = await db.select({ user: users, bookingsCount }).from(users).where(eq(users.id, id));
  return row && { ...row.user, bookingsCount: Number(row.bookingsCount) };
}

/**
 * Serialises role changes for the rest of the transaction. Two administrators demoting each other at
 * the same moment would each count the other as the remaining admin and both succeed; under the lock
 * the second one counts after the first has committed. Statements after it read a fresh snapshot (READ
 * COMMITTED), so the counts below see every change made before the lock was granted.
 */
export async function lockRoleChanges(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLE_LOCK_KEY}))`);
}

export async function findRoleOf(tx: DbExecutor, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, id));
  return row?.roleId;
}

/** Administrators other than `id`. */
export async function countAdminsExcept(tx: DbExecutor, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, 1), ne(users.id, id)));
  return Number(row?.n ?? 0);
}

export async function updateUserRole(tx: DbExecutor, id: number, roleId: number, now: Date): Promise<boolean> {
  const updated = await tx.update(users).set({ roleId, updatedAt: now }).where(eq(users.id, id)).returning({ id: users.id });
  return updated.length > 0;
}

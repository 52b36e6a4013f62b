import type { TAdminBadge, TAdminBadgeBody } from '../../../contract/admin-catalogue';
import type { Db } from '../../db/client';
import type { TBadgeRow } from '../../db/schema';
import { badgeNotFound } from './badges.errors';
import { deleteBadge, findAllBadges, insertBadge, updateBadge, type TBadgeValues } from './badges.repository';

/* Badges an administrator pins on events (docs/product.md §3), in both languages. */

function toBadge(row: TBadgeRow): TAdminBadge {
  return { id: row.id, name: row.name, name_ar: row.nameAr, color: row.color };
}

function valuesOf(body: TAdminBadgeBody): TBadgeValues {
  return { name: body.name, nameAr: body.name_ar, color: body.color };
}

export async function listBadges(db: Db): Promise<TAdminBadge[]> {
  return (await findAllBadges(db)).map(toBadge);
}

export async function createBadge(db: Db, body: TAdminBadgeBody): Promise<TAdminBadge> {
  // In transactions, as every administrator's write, so the audit log names who (docs/architecture.md §12).
  return toBadge(await db.transaction((tx) => insertBadge(tx, valuesOf(body))));
}

export async function editBadge(db: Db, id: number, body: TAdminBadgeBody): Promise<TAdminBadge> {
  const row = await db.transaction((tx) => updateBadge(tx, id, valuesOf(body)));
  if (!row) throw badgeNotFound();
  return toBadge(row);
}

export async function removeBadge(db: Db, id: number): Promise<{ id: number }> {
  if (!(await db.transaction((tx) => deleteBadge(tx, id)))) throw badgeNotFound();
  return { id };
}

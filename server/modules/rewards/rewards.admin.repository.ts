import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TRedemptionStatus } from '../../../contract/rewards';
import type { DbExecutor } from '../../db/client';
import { redemptions, rewards, users, type TRedemptionRow, type TRewardRow } from '../../db/schema';

/* The administrator's rewards and redemptions (docs/product.md §2 /dashboard/rewards, §7). */

export type TAdminRewardRow = TRewardRow & { redemptionsCount: number; pendingCount: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// `${rewards}.id`, not `${rewards.id}`: Drizzle leaves columns unqualified in a one-table select, and
// inside the subquery a bare "id" would be the redemption's.
const redemptionCounts = {
  redemptionsCount: sql<number>`(select count(*) from ${redemptions} r where r.reward_id = ${rewards}.id)::int`,
  pendingCount: sql<number>`(select count(*) from ${redemptions} r where r.reward_id = ${rewards}.id and r.status = 'pending')::int`,
};

function toAdminRewardRow(row: { reward: TRewardRow; redemptionsCount: number; pendingCount: number }): TAdminRewardRow {
  return { ...row.reward, redemptionsCount: Number(row.redemptionsCount), pendingCount: Number(row.pendingCount) };
}

/** Inactive rewards included; newest first; `search` matches title and description in both languages. */
export async function findAdminRewardPage(
  db: DbExecutor,
  f: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: TAdminRewardRow[]; total: number }> {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = pattern
    ? or(ilike(rewards.title, pattern), ilike(rewards.titleAr, pattern), ilike(rewards.description, pattern), ilike(rewards.descriptionAr, pattern))
    : undefined;
  const rows = await db
    .select({ reward: rewards, ...redemptionCounts })
    .from(rewards)
    .where(where)
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(f.limit)
    .offset(f.offset);
  const [counted] = await db.select({ n: count() }).from(rewards).where(where);
  return { rows: rows.map(toAdminRewardRow), total: Number(counted?.n ?? 0) };
}

export async function findAdminRewardById(db: DbExecutor, id: number): Promise<TAdminRewardRow | undefined> {
  const [row] = await db
    .select({ reward: rewards, ...redemptionCounts })
    .from(rewards)
    .where(eq(rewards.id, id));
  return row && toAdminRewardRow(row);
}

export type TRewardValues = Pick<TRewardRow, 'title' | 'titleAr' | 'description' | 'descriptionAr' | 'cost' | 'validFrom' | 'validUntil' | 'active'>;

export async function insertReward(db: DbExecutor, values: TRewardValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(rewards)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: rewards.id });
  if (!row) throw new Error('reward insert returned no row');
  return row.id;
}

/**
 * The reward, locked for the rest of the transaction. A redemption being inserted takes a key-share
 * lock on it (its foreign key), so once this returns, every redemption of the reward has committed and
 * none can be added until the transaction ends.
 */
export async function findRewardForUpdate(tx: DbExecutor, id: number): Promise<TRewardRow | undefined> {
  const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
  return row;
}

export async function updateReward(tx: DbExecutor, id: number, values: Partial<TRewardValues>, now: Date): Promise<void> {
  await tx
    .update(rewards)
    .set({ ...values, updatedAt: now })
    .where(eq(rewards.id, id));
}

export async function countRedemptionsOf(tx: DbExecutor, rewardId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(redemptions).where(eq(redemptions.rewardId, rewardId));
  return Number(row?.n ?? 0);
}

export async function deleteReward(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(rewards).where(eq(rewards.id, id));
}

export type TAdminRedemptionRow = TRedemptionRow & {
  userName: string;
  userEmail: string;
  rewardTitle: string;
  rewardTitleAr: string;
};

const redemptionView = {
  redemption: redemptions,
  userName: users.name,
  userEmail: users.email,
  rewardTitle: rewards.title,
  rewardTitleAr: rewards.titleAr,
};

function toAdminRedemptionRow(row: {
  redemption: TRedemptionRow;
  userName: string;
  userEmail: string;
  rewardTitle: string;
  rewardTitleAr: string;
}): TAdminRedemptionRow {
  const { redemption, ...names } = row;
  return { ...redemption, ...names };
}

/** A reward's redemptions, newest first, optionally of one status. */
export async function findAdminRedemptionPage(
  db: DbExecutor,
  f: { rewardId: number; status?: TRedemptionStatus | undefined; limit: number; offset: number },
): Promise<{ rows: TAdminRedemptionRow[]; total: number }> {
  const where = and(eq(redemptions.rewardId, f.rewardId), f.status === undefined ? undefined : eq(redemptions.status, f.status));
  const rows = await db
    .select(redemptionView)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(where)
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(f.limit)
    .offset(f.offset);
  const [counted] = await db.select({ n: count() }).from(redemptions).where(where);
  return { rows: rows.map(toAdminRedemptionRow), total: Number(counted?.n ?? 0) };
}

export async function findAdminRedemptionById(db: DbExecutor, id: number): Promise<TAdminRedemptionRow | undefined> {
  const [row] = await db
    .select(redemptionView)
    .from(redemptions)
    .innerJoin(users, eq(users.id, redemptions.userId))
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(eq(redemptions.id, id));
  return row && toAdminRedemptionRow(row);
}

/**
 * Moves a pending redemption on, and only a pending one: of two racing calls the second waits for the
 * first's row lock, then finds the status changed and updates nothing. The row when this call moved it,
 * else undefined.
 */
export async function settlePendingRedemption(
  tx: DbExecutor,
  id: number,
  status: Exclude<TRedemptionStatus, 'pending'>,
  now: Date,
): Promise<TRedemptionRow | undefined> {
  const [row] = await tx
    .update(redemptions)
    .set({ status, updatedAt: now })
    .where(and(eq(redemptions.id, id), eq(redemptions.status, 'pending')))
    .returning();
  return row;
}

import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { localized } from '../../db/localized';
import { redemptions, rewards, type TRedemptionRow, type TRewardRow } from '../../db/schema';

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** 0 redeemable in time, 1 not started, 2 expired: the order the rewards page lists them in. */
function phaseSql(now: Date): SQL<number> {
  return sql<number>`(case
    when ${rewards.validFrom} is not null and ${rewards.validFrom} > ${at(now)} then 1
    when ${rewards.validUntil} is not null and ${rewards.validUntil} < ${at(now)} then 2
    else 0 end)`;
}

/** Active rewards only: an inactive one was withdrawn and is not shown to users. */
export async function findRewardPage(
  db: DbExecutor,
  now: Date,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: TRewardRow[]; total: number }> {
  const phase = phaseSql(now);
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(
      phase,
      sql`(case when ${phase} = 0 then ${rewards.cost} end) asc`,
      sql`(case when ${phase} = 1 then ${rewards.validFrom} end) asc`,
      sql`(case when ${phase} = 2 then ${rewards.validUntil} end) desc`,
      asc(rewards.id),
    )
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(rewards).where(eq(rewards.active, true));
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * The reward as a redemption sees it, share-locked for the rest of the transaction: an administrator's
 * edit or delete (rewards.admin.repository.ts findRewardForUpdate) either commits before it (the redemption
 * sees the change, or no reward) or waits until the redemption has committed. Redemptions do not wait
 * for each other.
 */
export async function findRewardForRedemption(tx: DbExecutor, id: number): Promise<TRewardRow | undefined> {
  const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('share');
  return row;
}

export type TNewRedemption = Pick<TRedemptionRow, 'userId' | 'rewardId' | 'cost' | 'code' | 'createdAt'>;

export async function insertRedemption(tx: DbExecutor, redemption: TNewRedemption): Promise<TRedemptionRow> {
  const [row] = await tx
    .insert(redemptions)
    .values({ ...redemption, status: 'pending', updatedAt: redemption.createdAt })
    .returning();
  if (!row) throw new Error('redemption insert returned no row');
  return row;
}

export type TRedemptionListRow = TRedemptionRow & { rewardTitle: string };

/** The caller's redemptions with the reward's title in `locale`. */
export async function findRedemptionPage(
  db: DbExecutor,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
  locale: TLocale,
): Promise<{ rows: TRedemptionListRow[]; total: number }> {
  const rows = await db
    .select({ redemption: redemptions, rewardTitle: localized<string>(locale, rewards.title, rewards.titleAr) })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
    .where(eq(redemptions.userId, userId))
    .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(redemptions).where(eq(redemptions.userId, userId));
  return { rows: rows.map((r) => ({ ...r.redemption, rewardTitle: r.rewardTitle })), total: Number(counted?.n ?? 0) };
}

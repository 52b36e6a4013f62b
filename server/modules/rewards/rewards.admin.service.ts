import type { TAdminRedemption, TAdminReward, TAdminRewardBody } from '../../../contract/admin-people';
import type { TPagination } from '../../../contract/common';
import { formatCoinHundredths, parseCoinHundredths } from '../../../contract/money';
import type { TRedemptionStatus } from '../../../contract/rewards';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf, type TPageQuery } from '../../lib/pagination';
import { toIso, dateOrNull } from '../../lib/time';
import { credit } from '../coins/coins.ledger';
import { costNotPositive, redemptionNotFound, redemptionNotPending, validityRangeInvalid } from './rewards.admin.errors';
import {
  countRedemptionsOf,
  deleteReward,
  findAdminRedemptionById,
  findAdminRedemptionPage,
  findAdminRewardById,
  findAdminRewardPage,
  findRewardForUpdate,
  insertReward,
  settlePendingRedemption,
  updateReward,
  type TAdminRedemptionRow,
  type TAdminRewardRow,
  type TRewardValues,
} from './rewards.admin.repository';
import { rewardNotFound } from './rewards.errors';

/*
 * Rewards as the administrator edits them, and the redemptions handed over at the counter (docs/product.md
 * §2 /dashboard/rewards, §3 Reward and Redemption). Both languages are answered; the screen picks.
 */

function iso(value: Date): string {
  return toIso(value) ?? '';
}

export function toAdminReward(row: TAdminRewardRow): TAdminReward {
  return {
    id: row.id,
    title: row.title,
    title_ar: row.titleAr,
    description: row.description,
    description_ar: row.descriptionAr,
    cost: formatCoinHundredths(row.cost),
    valid_from: toIso(row.validFrom),
    valid_until: toIso(row.validUntil),
    active: row.active,
    redemptions_count: row.redemptionsCount,
    pending_count: row.pendingCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toAdminRedemption(row: TAdminRedemptionRow): TAdminRedemption {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    cost: formatCoinHundredths(row.cost),
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    reward: { id: row.rewardId, title: row.rewardTitle, title_ar: row.rewardTitleAr },
    created_at: iso(row.createdAt),
    redeemed_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** "5" / "5.5" / "5.00" (the contract's input pattern) → coin hundredths, more than 0. */
function costOf(coins: string): number {
  const [whole = '0', fraction = ''] = coins.split('.');
  const hundredths = parseCoinHundredths(`${whole}.${fraction.padEnd(2, '0')}`);
  if (hundredths === null) throw new Error(`not a coin amount: ${coins}`);
  if (hundredths <= 0) throw costNotPositive();
  return hundredths;
}

/** The body's fields that were sent, as columns; undefined stays out so a PUT keeps what it leaves out. */
function valuesOf(body: Partial<TAdminRewardBody>): Partial<TRewardValues> {
  const values: Partial<TRewardValues> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.title_ar !== undefined) values.titleAr = body.title_ar;
  if (body.description !== undefined) values.description = body.description;
  if (body.description_ar !== undefined) values.descriptionAr = body.description_ar;
  if (body.cost !== undefined) values.cost = costOf(body.cost);
  if (body.valid_from !== undefined) values.validFrom = dateOrNull(body.valid_from);
  if (body.valid_until !== undefined) values.validUntil = dateOrNull(body.valid_until);
  if (body.active !== undefined) values.active = body.active;
  return values;
}

/** Open ends are fine; both set: the end may not come before the start (rewards_valid_range_check backs this). */
function checkValidity(validFrom: Date | null, validUntil: Date | null): void {
  if (validFrom && validUntil && validUntil < validFrom) throw validityRangeInvalid();
}

async function loadReward(db: Db, id: number): Promise<TAdminReward> {
  const row = await findAdminRewardById(db, id);
  if (!row) throw rewardNotFound();
  return toAdminReward(row);
}

export async function listAdminRewards(
  db: Db,
  query: TPageQuery & { search?: string | undefined },
): Promise<{ rewards: TAdminReward[]; pagination: TPagination }> {
  const { rows, total } = await findAdminRewardPage(db, { search: query.search, ...pageWindow(query) });
  return { rewards: rows.map(toAdminReward), pagination: paginationOf(query, total) };
}

export async function createReward(db: Db, body: TAdminRewardBody, now: Date): Promise<TAdminReward> {
  const values: TRewardValues = {
    titleAr: '',
    description: '',
    descriptionAr: '',
    validFrom: null,
    validUntil: null,
    active: true,
    ...valuesOf(body),
    title: body.title,
    cost: costOf(body.cost),
  };
  checkValidity(values.validFrom, values.validUntil);
  // In a transaction, as every administrator's write, so the audit log names who (docs/architecture.md §12).
  return loadReward(db, await db.transaction((tx) => insertReward(tx, values, now)));
}

/** Fields left out keep their value; the validity range is checked against what the reward will have. */
export async function editReward(db: Db, id: number, body: Partial<TAdminRewardBody>, now: Date): Promise<TAdminReward> {
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    const current = await findRewardForUpdate(tx, id);
    if (!current) throw rewardNotFound();
    checkValidity(
      values.validFrom === undefined ? current.validFrom : values.validFrom,
      values.validUntil === undefined ? current.validUntil : values.validUntil,
    );
    await updateReward(tx, id, values, now);
  });
  return loadReward(db, id);
}

/**
 * Deleted when nobody ever redeemed it; otherwise its redemptions (and their ledger rows) keep pointing
 * at it, so it is only withdrawn (`active: false`) and answered with `deleted: false`.
 */
export async function removeReward(db: Db, id: number, now: Date): Promise<{ id: number; deleted: boolean; reward: TAdminReward | null }> {
  const deleted = await db.transaction(async (tx) => {
    if (!(await findRewardForUpdate(tx, id))) throw rewardNotFound();
    // Counted under the reward's lock: a redemption racing this one has either committed (and is
    // counted) or waits for this transaction to end.
    if ((await countRedemptionsOf(tx, id)) === 0) {
      await deleteReward(tx, id);
      return true;
    }
    await updateReward(tx, id, { active: false }, now);
    return false;
  });
  return { id, deleted, reward: deleted ? null : await loadReward(db, id) };
}

export async function listRewardRedemptions(
  db: Db,
  rewardId: number,
  query: TPageQuery & { status?: TRedemptionStatus | undefined },
): Promise<{ redemptions: TAdminRedemption[]; pagination: TPagination }> {
  if (!(await findAdminRewardById(db, rewardId))) throw rewardNotFound();
  const { rows, total } = await findAdminRedemptionPage(db, { rewardId, status: query.status, ...pageWindow(query) });
  return { redemptions: rows.map(toAdminRedemption), pagination: paginationOf(query, total) };
}

/**
 * Hands a pending redemption over (fulfilled) or withdraws it (cancelled: its cost goes back to the user
 * in the ledger as a redemption_refund). The move and the refund share one transaction, and the move is
 * a conditional update of a pending row, so however many calls race, one moves it and refunds once.
 * Asking for the status it already has answers the redemption as it is; any other move is refused.
 */
export async function setRedemptionStatus(db: Db, id: number, status: Exclude<TRedemptionStatus, 'pending'>, now: Date): Promise<TAdminRedemption> {
  return db.transaction(async (tx) => {
    const moved = await settlePendingRedemption(tx, id, status, now);
    if (moved && status === 'cancelled') {
      await credit(tx, { userId: moved.userId, amount: moved.cost, kind: 'redemption_refund', rewardId: moved.rewardId, redemptionId: moved.id, at: now });
    }
    const row = await findAdminRedemptionById(tx, id);
    if (!row) throw redemptionNotFound();
    if (!moved && row.status !== status) throw redemptionNotPending();
    return toAdminRedemption(row);
  });
}

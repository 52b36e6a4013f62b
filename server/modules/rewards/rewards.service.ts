import { randomBytes } from 'node:crypto';
import type { TLedgerPageQuery } from '../../../contract/coins';
import type { TLocale, TPagination } from '../../../contract/common';
import type { TRedemption, TReward, TRewardListQuery, TRewardUnavailableReason } from '../../../contract/rewards';
import type { Db } from '../../db/client';
import type { TRedemptionRow, TRewardRow } from '../../db/schema';
import { pickText } from '../../lib/locale';
import { formatCoinHundredths } from '../../lib/money';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { balanceOf as ledgerBalanceOf, spend } from '../coins/coins.ledger';
import { userNotFound } from '../users/users.errors';
import { insufficientCoins, rewardNotFound, rewardUnavailable } from './rewards.errors';
import { findRedemptionPage, findRewardForRedemption, findRewardPage, insertRedemption } from './rewards.repository';

/** Crockford base32: no I, L, O or U, so a code read aloud or typed at a counter is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `RW-` and 10 random characters (50 bits): guessing another user's code is hopeless, collisions negligible. */
export function redemptionCode(): string {
  // 256 is a multiple of 32, so `byte & 31` is uniform.
  return `RW-${[...randomBytes(10)].map((byte) => CODE_ALPHABET[byte & 31]).join('')}`;
}

/** Why the reward cannot be redeemed at `now` whatever the balance, or null. */
function availabilityOf(reward: TRewardRow, now: Date): Exclude<TRewardUnavailableReason, 'insufficient_coins'> | null {
  if (!reward.active) return 'inactive';
  if (reward.validFrom && reward.validFrom > now) return 'not_started';
  if (reward.validUntil && reward.validUntil < now) return 'expired';
  return null;
}

/** Title and description in the reader's language; the row is loaded whole, so picked here. */
function toReward(row: TRewardRow, balance: number, now: Date, locale: TLocale): TReward {
  const reason = availabilityOf(row, now) ?? (balance < row.cost ? 'insufficient_coins' : null);
  return {
    id: row.id,
    title: pickText(locale, row.title, row.titleAr),
    description: pickText(locale, row.description, row.descriptionAr),
    cost: formatCoinHundredths(row.cost),
    valid_from: toIso(row.validFrom),
    valid_until: toIso(row.validUntil),
    can_redeem: reason === null,
    reason_unavailable: reason,
  };
}

function toRedemption(row: TRedemptionRow, rewardTitle: string): TRedemption {
  return {
    id: row.id,
    code: row.code,
    reward: { id: row.rewardId, title: rewardTitle },
    cost: formatCoinHundredths(row.cost),
    status: row.status,
    redeemed_at: toIso(row.createdAt) ?? '',
  };
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const balance = await ledgerBalanceOf(db, userId);
  if (balance === undefined) throw userNotFound();
  return balance;
}

export async function listRewards(
  db: Db,
  userId: number,
  query: TRewardListQuery,
  now: Date,
  locale: TLocale,
): Promise<{ rewards: TReward[]; balance: string; pagination: TPagination }> {
  // Read fresh rather than from the auth context, which was loaded before this request's work.
  const balance = await balanceOf(db, userId);
  const { rows, total } = await findRewardPage(db, now, pageWindow(query));
  return { rewards: rows.map((row) => toReward(row, balance, now, locale)), balance: formatCoinHundredths(balance), pagination: paginationOf(query, total) };
}

/**
 * Spends the reward's cost in one transaction: the reward read under a share lock (so an administrator's
 * edit or delete cannot slip in between), the redemption, then its ledger row through the coin ledger,
 * which refuses to go below zero (so racing redemptions can never overspend); a refusal rolls the
 * redemption back.
 */
export async function redeemReward(
  db: Db,
  userId: number,
  rewardId: number,
  now: Date,
  locale: TLocale,
): Promise<{ redemption: TRedemption; balance: string }> {
  return db.transaction(async (tx) => {
    const reward = await findRewardForRedemption(tx, rewardId);
    if (!reward) throw rewardNotFound();
    const unavailable = availabilityOf(reward, now);
    if (unavailable) throw rewardUnavailable(unavailable);
    const redemption = await insertRedemption(tx, { userId, rewardId: reward.id, cost: reward.cost, code: redemptionCode(), createdAt: now });
    const spent = await spend(tx, { userId, amount: reward.cost, kind: 'redemption', rewardId: reward.id, redemptionId: redemption.id, at: now });
    if (!spent.ok) throw insufficientCoins();
    return { redemption: toRedemption(redemption, pickText(locale, reward.title, reward.titleAr)), balance: formatCoinHundredths(spent.balance) };
  });
}

export async function listRedemptions(
  db: Db,
  userId: number,
  query: TLedgerPageQuery,
  locale: TLocale,
): Promise<{ redemptions: TRedemption[]; pagination: TPagination }> {
  const { rows, total } = await findRedemptionPage(db, userId, pageWindow(query), locale);
  return { redemptions: rows.map((row) => toRedemption(row, row.rewardTitle)), pagination: paginationOf(query, total) };
}

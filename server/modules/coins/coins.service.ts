import type { TCoinTransaction, TLedgerPageQuery } from '../../../contract/coins';
import type { TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { formatCoins } from '../../lib/money';
import { toIso } from '../../lib/time';
import { userNotFound } from '../users/users.errors';
import { balanceOf } from './coins.ledger';
import { findLedgerPage, type TLedgerPageRow } from './coins.repository';

/** The pagination block of architecture §4 (a list with no rows still has one, empty, last page). */
export function paginationOf(page: number, perPage: number, total: number): TPagination {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

function toTransaction(row: TLedgerPageRow): TCoinTransaction {
  return {
    id: row.id,
    date: toIso(row.createdAt) ?? '',
    kind: row.kind,
    event: row.eventId === null ? null : { id: row.eventId, name: row.eventName ?? '' },
    reward: row.rewardId === null ? null : { id: row.rewardId, title: row.rewardTitle ?? '' },
    note: row.note,
    earned: formatCoins(Math.max(0, row.amount)),
    spent: formatCoins(Math.max(0, -row.amount)),
    balance: formatCoins(row.balanceAfter),
  };
}

export async function listTransactions(
  db: Db,
  userId: number,
  query: TLedgerPageQuery,
): Promise<{ transactions: TCoinTransaction[]; balance: string; pagination: TPagination }> {
  const balance = await balanceOf(db, userId);
  if (balance === undefined) throw userNotFound();
  const { rows, total } = await findLedgerPage(db, userId, query.per_page, (query.page - 1) * query.per_page);
  return { transactions: rows.map(toTransaction), balance: formatCoins(balance), pagination: paginationOf(query.page, query.per_page, total) };
}

import type { TCoinTransaction, TLedgerPageQuery } from '../../../contract/coins';
import type { TLocale, TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { formatCoinHundredths } from '../../lib/money';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { userNotFound } from '../users/users.errors';
import { balanceOf } from './coins.ledger';
import { findLedgerPage, type TLedgerPageRow } from './coins.repository';

function toTransaction(row: TLedgerPageRow): TCoinTransaction {
  return {
    id: row.id,
    date: toIso(row.createdAt) ?? '',
    kind: row.kind,
    event: row.eventId === null ? null : { id: row.eventId, name: row.eventName ?? '' },
    reward: row.rewardId === null ? null : { id: row.rewardId, title: row.rewardTitle ?? '' },
    note: row.note,
    earned: formatCoinHundredths(Math.max(0, row.amount)),
    spent: formatCoinHundredths(Math.max(0, -row.amount)),
    balance: formatCoinHundredths(row.balanceAfter),
  };
}

export async function listTransactions(
  db: Db,
  userId: number,
  query: TLedgerPageQuery,
  locale: TLocale,
): Promise<{ transactions: TCoinTransaction[]; balance: string; pagination: TPagination }> {
  const balance = await balanceOf(db, userId);
  if (balance === undefined) throw userNotFound();
  const { rows, total } = await findLedgerPage(db, userId, pageWindow(query), locale);
  return { transactions: rows.map(toTransaction), balance: formatCoinHundredths(balance), pagination: paginationOf(query, total) };
}

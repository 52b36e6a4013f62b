import type { TBooking, TBookingDetail, TInvoiceListItem, TMyTicketsQuery } from '../../../contract/bookings';
import type { TLedgerPageQuery } from '../../../contract/coins';
import type { TLocale, TPagination } from '../../../contract/common';
import type { Db, DbExecutor } from '../../db/client';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { bookingNotFound } from './bookings.errors';
import { findInvoicePage } from './bookings.repository';
import { countBookingViews, findBookingViews, findUsages } from './bookings.views.repository';
import { toBooking, toBookingDetail, toInvoiceListItem } from './bookings.views';

/*
 * Reads of the caller's own bookings and invoices: every query is scoped by the caller's user id, and
 * event and ticket names are in the caller's `locale`.
 */

export async function listMyTickets(
  db: Db,
  userId: number,
  query: TMyTicketsQuery,
  now: Date,
  locale: TLocale,
): Promise<{ bookings: TBooking[]; pagination: TPagination }> {
  const filter = { userId, status: query.status };
  const rows = await findBookingViews(db, { ...filter, ...pageWindow(query) }, now, locale);
  const total = await countBookingViews(db, filter, now);
  return { bookings: rows.map(toBooking), pagination: paginationOf(query, total) };
}

export async function getMyTicket(db: DbExecutor, userId: number, bookingId: number, now: Date, locale: TLocale): Promise<TBookingDetail> {
  const [row] = await findBookingViews(db, { userId, bookingId }, now, locale);
  if (!row) throw bookingNotFound();
  return toBookingDetail(row, await findUsages(db, row.id));
}

export async function listInvoices(
  db: Db,
  userId: number,
  query: TLedgerPageQuery,
  locale: TLocale,
): Promise<{ invoices: TInvoiceListItem[]; pagination: TPagination }> {
  const { rows, total } = await findInvoicePage(db, userId, pageWindow(query), locale);
  return { invoices: rows.map(toInvoiceListItem), pagination: paginationOf(query, total) };
}

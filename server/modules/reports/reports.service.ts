import type { TAdminReport, TAdminReportQuery } from '../../../contract/admin-people';
import type { TLocale } from '../../../contract/common';
import type { Db } from '../../db/client';
import { csvNumber, toCsv } from '../../lib/csv';
import { validationFailed } from '../../lib/errors';
import { formatBaisa, formatCoinHundredths } from '../../lib/money';
import { addDays, daysBetween, muscatDateOf, muscatDayBounds } from '../../lib/time';
import * as repo from './reports.repository';

/*
 * Reports of the dashboard (docs/product.md §2 reports, §7): all-time counts, and for a range of Muscat
 * days the earnings, sales per day, top events and coins. Earnings are what was taken less what was
 * given back: paid invoice totals (VAT included) on the day of the invoice, refunds on the day of the
 * cancellation, so a past day's figure never changes when a later cancellation happens.
 */

export type ReportDeps = { db: Db; now: () => Date };

/** The default range: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range one report covers: a leap year. */
export const REPORT_MAX_DAYS = 366;
const TOP_EVENTS = 10;
/** Events in the check-in progress, soonest first. */
const CHECK_IN_EVENTS = 50;

export const REPORT_MESSAGES = {
  invalidDate: 'Enter a real calendar date.',
  fromAfterTo: 'The start date must not be after the end date.',
  tooLong: `Choose at most ${REPORT_MAX_DAYS} days.`,
} as const;

function isRealDate(date: string): boolean {
  return addDays(date, 0) === date;
}

/** The range asked for, defaults applied; 422 when it is backwards, too long or names no real day. */
export function reportRange(query: TAdminReportQuery, now: Date): { from: string; to: string; days: string[] } {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDate(value)) throw validationFailed({ [field]: [REPORT_MESSAGES.invalidDate] });
  }
  const to = query.to ?? muscatDateOf(now);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const span = daysBetween(from, to);
  if (span < 0) throw validationFailed({ from: [REPORT_MESSAGES.fromAfterTo] });
  if (span + 1 > REPORT_MAX_DAYS) throw validationFailed({ from: [REPORT_MESSAGES.tooLong] });
  return { from, to, days: Array.from({ length: span + 1 }, (_, i) => addDays(from, i)) };
}

type TDay = { date: string; bookings: number; earnings: number; discounts: number };

/** Every day of the range, days without sales included, earnings net of that day's refunds. */
async function salesPerDay(db: Db, range: { from: string; to: string; days: string[] }): Promise<{ window: repo.TReportWindow; days: TDay[] }> {
  const window = { start: muscatDayBounds(range.from).start, end: muscatDayBounds(range.to).end };
  const [sales, refunds] = [await repo.findSalesByDay(db, window), await repo.findRefundsByDay(db, window)];
  const byDay = new Map(range.days.map((date): [string, TDay] => [date, { date, bookings: 0, earnings: 0, discounts: 0 }]));
  for (const s of sales) {
    const day = byDay.get(s.day);
    if (day) {
      day.bookings += s.bookings;
      day.earnings += s.gross;
      day.discounts += s.discounts;
    }
  }
  for (const r of refunds) {
    const day = byDay.get(r.day);
    if (day) day.earnings -= r.refunded;
  }
  return { window, days: [...byDay.values()] };
}

export async function getReport(deps: ReportDeps, query: TAdminReportQuery): Promise<TAdminReport> {
  const now = deps.now();
  const range = reportRange(query, now);
  const { window, days } = await salesPerDay(deps.db, range);
  const totals = await repo.countTotals(deps.db);
  const top = await repo.findTopEvents(deps.db, window, TOP_EVENTS);
  const checkIns = await repo.findCheckIns(deps.db, now, CHECK_IN_EVENTS);
  const coins = await repo.sumCoins(deps.db, window);
  const pending = await repo.findPendingHolds(deps.db, now);
  return {
    from: range.from,
    to: range.to,
    ...totals,
    // The sum of the days, so the headline and the chart can never disagree.
    earnings: formatBaisa(days.reduce((sum, d) => sum + d.earnings, 0)),
    discounts: formatBaisa(days.reduce((sum, d) => sum + d.discounts, 0)),
    sales_per_day: days.map((d) => ({ date: d.date, bookings: d.bookings, earnings: formatBaisa(d.earnings), discounts: formatBaisa(d.discounts) })),
    top_events: top.map((e) => ({ event_id: e.eventId, name: e.name, name_ar: e.nameAr, revenue: formatBaisa(e.revenue), bookings: e.bookings })),
    check_ins: checkIns.map((e) => ({ event_id: e.eventId, name: e.name, name_ar: e.nameAr, checked_in: e.checkedIn, sold: e.sold })),
    coins: { issued: formatCoinHundredths(coins.issued), spent: formatCoinHundredths(coins.spent) },
    pending_holds: { orders: pending.orders, seats: pending.seats, amount: formatBaisa(pending.amount) },
  };
}

const SALES_CSV_HEADER: Record<TLocale, string[]> = {
  en: ['Date', 'Bookings', 'Earnings (OMR)', 'Promo discounts (OMR)'],
  ar: ['التاريخ', 'الحجوزات', 'الأرباح (ر.ع.)', 'خصومات الرموز الترويجية (ر.ع.)'],
};

/** The sales table of the range as a CSV file (docs/product.md §7): one row a day, zero days included. */
export async function exportSalesCsv(deps: ReportDeps, query: TAdminReportQuery, locale: TLocale): Promise<{ filename: string; csv: string }> {
  const range = reportRange(query, deps.now());
  const { days } = await salesPerDay(deps.db, range);
  const rows = days.map((d) => [d.date, csvNumber(d.bookings), csvNumber(formatBaisa(d.earnings)), csvNumber(formatBaisa(d.discounts))]);
  return { filename: `sales-${range.from}-to-${range.to}.csv`, csv: toCsv(SALES_CSV_HEADER[locale], rows) };
}

import type { TAdminBooking, TAdminBookingListQuery } from '../../../contract/admin-catalogue';
import type { TLocale, TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { csvNumber, toCsv } from '../../lib/csv';
import { pickText } from '../../lib/locale';
import { muscatDateOf, muscatDateTimeOf, toIso } from '../../lib/time';
import { eventNotFound } from '../events/events.errors';
import { eventExists, findAllEventBookings, findEventBookingPage, type TAdminBookingRow } from './bookings.admin.repository';

/* The Bookings tab of an event on the dashboard (docs/product.md §3 Booking). */

export function toAdminBooking(row: TAdminBookingRow): TAdminBooking {
  return {
    id: Number(row.id),
    booking_number: row.booking_number,
    code: row.code,
    ticket: { id: Number(row.ticket_id), name: row.ticket_name, name_ar: row.ticket_name_ar },
    customer: row.holder_name,
    email: row.holder_email,
    user_id: Number(row.user_id),
    buyer: { name: row.buyer_name, email: row.buyer_email },
    holder_id: row.holder_id === null ? null : Number(row.holder_id),
    used_count: Number(row.used_count),
    usage_limit: Number(row.usage_limit),
    usage: { used: Number(row.used_count), limit: Number(row.usage_limit) },
    status: row.status,
    valid_until: toIso(row.valid_until),
    created_at: toIso(row.created_at) ?? '',
    invoice: { id: Number(row.invoice_id), number: row.invoice_number, status: row.invoice_status },
  };
}

export async function listEventBookings(
  db: Db,
  eventId: number,
  query: TAdminBookingListQuery,
): Promise<{ bookings: TAdminBooking[]; pagination: TPagination }> {
  if (!(await eventExists(db, eventId))) throw eventNotFound();
  const { rows, total } = await findEventBookingPage(db, eventId, { search: query.search || undefined, ...pageWindow(query) });
  return { bookings: rows.map(toAdminBooking), pagination: paginationOf(query, total) };
}

const CSV_COPY = {
  en: {
    header: ['Booking number', 'Ticket', 'Customer', 'Email', 'Used', 'Limit', 'Status', 'Valid until (Muscat)', 'Created (Muscat)', 'Bought by'],
    status: { active: 'Active', cancelled: 'Cancelled' },
  },
  ar: {
    header: [
      'رقم الحجز',
      'التذكرة',
      'العميل',
      'البريد الإلكتروني',
      'الاستخدامات',
      'الحد',
      'الحالة',
      'صالحة حتى (بتوقيت مسقط)',
      'تاريخ الإنشاء (بتوقيت مسقط)',
      'المشتري',
    ],
    status: { active: 'نشطة', cancelled: 'ملغاة' },
  },
} as const;

function muscatTime(value: Date | string | null): string | null {
  return value === null ? null : muscatDateTimeOf(value instanceof Date ? value : new Date(value));
}

/**
 * Every booking of the event as a CSV file (docs/product.md §7), oldest first, headers and ticket names
 * in the caller's language. Uses are two number columns, not "1/2", which a spreadsheet turns into a date.
 */
export async function exportEventBookingsCsv(db: Db, eventId: number, locale: TLocale, now: Date): Promise<{ filename: string; csv: string }> {
  if (!(await eventExists(db, eventId))) throw eventNotFound();
  const copy = CSV_COPY[locale];
  const rows = (await findAllEventBookings(db, eventId)).map((row) => [
    row.booking_number,
    pickText(locale, row.ticket_name, row.ticket_name_ar),
    row.holder_name,
    row.holder_email,
    csvNumber(Number(row.used_count)),
    csvNumber(Number(row.usage_limit)),
    copy.status[row.status],
    muscatTime(row.valid_until),
    muscatTime(row.created_at),
    // Who paid, when someone else holds it now.
    row.holder_id === null ? null : row.buyer_email,
  ]);
  return { filename: `event-${eventId}-bookings-${muscatDateOf(now)}.csv`, csv: toCsv(copy.header, rows) };
}

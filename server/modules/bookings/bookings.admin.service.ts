import type { TAdminBooking, TAdminBookingListQuery } from '../../../contract/admin-catalogue';
import type { TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { eventNotFound } from '../events/events.errors';
import { eventExists, findEventBookingPage, type TAdminBookingRow } from './bookings.admin.repository';

/* The Bookings tab of an event on the dashboard (docs/product.md §3 Booking). */

function toAdminBooking(row: TAdminBookingRow): TAdminBooking {
  return {
    id: Number(row.id),
    booking_number: row.booking_number,
    code: row.code,
    ticket: { id: Number(row.ticket_id), name: row.ticket_name, name_ar: row.ticket_name_ar },
    customer: row.holder_name,
    email: row.holder_email,
    user_id: Number(row.user_id),
    used_count: Number(row.used_count),
    usage_limit: Number(row.usage_limit),
    status: row.status,
    valid_until: toIso(row.valid_until),
    created_at: toIso(row.created_at) ?? '',
  };
}

export async function listEventBookings(db: Db, eventId: number, query: TAdminBookingListQuery): Promise<{ bookings: TAdminBooking[]; pagination: TPagination }> {
  if (!(await eventExists(db, eventId))) throw eventNotFound();
  const { rows, total } = await findEventBookingPage(db, eventId, { search: query.search || undefined, ...pageWindow(query) });
  return { bookings: rows.map(toAdminBooking), pagination: paginationOf(query, total) };
}

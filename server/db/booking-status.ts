import { sql, type SQL } from 'drizzle-orm';
import type { TBookingStatus } from '../../contract/bookings';
import { bookings, events } from './schema';

/*
 * A booking's tab of docs/product.md §4, computed in SQL over `bookings` joined with its `events` row: shared by
 * My Tickets' read model and the wallet passes, so a pass is offered exactly for what My Tickets shows as ready.
 */

export type TBookingViewStatus = TBookingStatus | 'pending';

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** A booking without its own validity end lasts as long as its event. */
export function validityEndSql(): SQL {
  return sql`coalesce(${bookings.validUntil}, ${events.finishDate})`;
}

/**
 * The tab (contract/bookings.ts BOOKING_STATUSES); `pending` for a seat held by an unpaid checkout, which only a
 * checkout's own answers show (a lapsed hold reads expired).
 */
export function bookingStatusSql(now: Date): SQL<TBookingViewStatus> {
  return sql<TBookingViewStatus>`(case
    when ${bookings.status} = 'pending' then 'pending'
    when ${bookings.status} in ('cancelled', 'lapsed') then 'expired'
    when ${bookings.usedCount} >= ${bookings.usageLimit} then 'completed'
    when ${events.cancelledAt} is not null or ${validityEndSql()} < ${at(now)} then 'expired'
    else 'active' end)`;
}

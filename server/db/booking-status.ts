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

/**
 * The booking is `userId`'s to show at the door: they hold it (docs/product.md §4 Sending a ticket): the
 * buyer until they send it on and it is accepted, then the member who accepted it. My Tickets, the pass, the
 * wallet passes and transfers all ask this one question.
 */
export function heldBySql(userId: number): SQL<boolean> {
  return sql<boolean>`(${bookings.holderId} = ${userId}::int or (${bookings.holderId} is null and ${bookings.userId} = ${userId}::int))`;
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

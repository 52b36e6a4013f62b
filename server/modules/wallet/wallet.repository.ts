import { and, eq, sql } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { bookingStatusSql, heldBySql } from '../../db/booking-status';
import { localized } from '../../db/localized';
import { bookings, events, tickets } from '../../db/schema';

/** A text in both languages, each falling back to the other when not written (server/db/localized.ts). */
export type TBilingual = Record<TLocale, string>;

/** What a wallet pass carries of one booking (docs/architecture.md §6 "Wallet passes"). */
export type TWalletBookingRow = {
  id: number;
  bookingNumber: string;
  /** Null while the booking is an unpaid hold. */
  code: string | null;
  /** Ready to use (docs/product.md §4 "active"): paid, not cancelled, uses left, inside its validity, event on. */
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  holderName: string;
  eventId: number;
  eventName: TBilingual;
  eventStart: Date;
  eventFinish: Date;
  /** Null when the event has no place (an online event). */
  eventLocation: Record<TLocale, string | null>;
  ticketName: TBilingual;
};

/**
 * One booking of its owner, in any state (an unpaid hold too, so its owner hears why it has no pass), with
 * the event's and ticket type's texts in both languages. Another user's booking reads as none.
 */
export async function findWalletBooking(db: DbExecutor, userId: number, bookingId: number, now: Date): Promise<TWalletBookingRow | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      code: bookings.code,
      // Ready to Use, as My Tickets shows it (docs/product.md §4).
      active: sql<boolean>`${bookingStatusSql(now)} = 'active'`,
      validFrom: bookings.validFrom,
      validUntil: bookings.validUntil,
      holderName: bookings.holderName,
      eventId: events.id,
      eventNameEn: localized<string>('en', events.name, events.nameAr),
      eventNameAr: localized<string>('ar', events.name, events.nameAr),
      eventStart: events.startDate,
      eventFinish: events.finishDate,
      locationEn: localized<string | null>('en', events.location, events.locationAr),
      locationAr: localized<string | null>('ar', events.location, events.locationAr),
      ticketNameEn: localized<string>('en', tickets.name, tickets.nameAr),
      ticketNameAr: localized<string>('ar', tickets.name, tickets.nameAr),
    })
    .from(bookings)
    .innerJoin(tickets, eq(tickets.id, bookings.ticketId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.id, bookingId), heldBySql(userId)));
  if (!row) return undefined;
  const { eventNameEn, eventNameAr, locationEn, locationAr, ticketNameEn, ticketNameAr, ...rest } = row;
  return {
    ...rest,
    eventName: { en: eventNameEn, ar: eventNameAr },
    eventLocation: { en: locationEn || null, ar: locationAr || null },
    ticketName: { en: ticketNameEn, ar: ticketNameAr },
  };
}

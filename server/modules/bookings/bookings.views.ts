import type { TBooking, TBookingDetail, TBookingEvent, TInvoice, TInvoiceListItem, TTicketUsage } from '../../../contract/bookings';
import { uploadUrl } from '../uploads/uploads.service';
import type { TInvoiceRow } from '../../db/schema';
import { formatBaisa, vatRatePercent } from '../../lib/money';
import { toIso } from '../../lib/time';
import type { TInvoiceListRow } from './bookings.repository';
import type { TBookingViewRow, TUsageRow } from './bookings.views.repository';

/* Wire shapes of bookings and invoices: explicit whitelists, a row never goes out as is. */

function iso(value: Date): string {
  return toIso(value) ?? '';
}

/** A ticket's event as My Tickets, the pass and a sent ticket's offer show it. */
export function toBookingEvent(
  row: Pick<TBookingViewRow, 'eventId' | 'eventName' | 'eventStart' | 'eventFinish' | 'eventLocation' | 'posterPath'>,
): TBookingEvent {
  return {
    id: row.eventId,
    name: row.eventName,
    start_date: iso(row.eventStart),
    finish_date: iso(row.eventFinish),
    location: row.eventLocation,
    poster_image_url: row.posterPath ? uploadUrl(row.posterPath) : null,
  };
}

export function toBooking(row: TBookingViewRow): TBooking {
  return {
    id: row.id,
    booking_number: row.bookingNumber,
    code: row.code,
    status: row.status,
    cancelled: row.cancelled,
    badge: row.badge,
    usage: { used: row.usedCount, limit: row.usageLimit },
    valid_from: toIso(row.validFrom),
    valid_until: toIso(row.validUntil),
    holder_name: row.holderName,
    holder_email: row.holderEmail,
    price: formatBaisa(row.unitPrice),
    ticket: { id: row.ticketId, name: row.ticketName },
    event: toBookingEvent(row),
    invoice_id: row.invoiceId,
    created_at: iso(row.createdAt),
    transfer: row.transfer ? { id: row.transfer.id, status: 'pending', to: row.transfer.to, expires_at: iso(row.transfer.expiresAt) } : null,
    received_from: row.receivedFrom,
  };
}

export function toUsage(row: TUsageRow): TTicketUsage {
  return { id: row.id, decision: row.decision, reason: row.reason, scanned_at: iso(row.scannedAt), gate: row.gate, device_id: row.deviceId };
}

export function toBookingDetail(row: TBookingViewRow, usages: TUsageRow[]): TBookingDetail {
  return { ...toBooking(row), usages: usages.map(toUsage) };
}

export function toInvoice(row: TInvoiceRow): TInvoice {
  return {
    id: row.id,
    number: row.number,
    subtotal: formatBaisa(row.subtotal),
    discount: formatBaisa(row.discount),
    promo_code: row.promoCode,
    vat: formatBaisa(row.vat),
    total: formatBaisa(row.total),
    vat_rate: vatRatePercent(row.vatRateBp),
    status: row.status,
    expires_at: toIso(row.expiresAt),
    created_at: iso(row.createdAt),
  };
}

export function toInvoiceListItem(row: TInvoiceListRow): TInvoiceListItem {
  return {
    ...toInvoice(row),
    bookings_count: row.bookingsCount,
    event: row.eventId === null || row.eventName === null ? null : { id: row.eventId, name: row.eventName },
  };
}

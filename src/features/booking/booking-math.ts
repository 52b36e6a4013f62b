import { BOOKING_MAX_QUANTITY } from '../../../contract/booking-limits';
import type { TEventTicket } from '../../../contract/events';
import { formatBaisa, parseBaisa, vatOf } from '../../../contract/money';

/*
 * The price preview of the booking panel, in integer baisa (1 OMR = 1000 baisa) exactly as the server
 * computes the invoice (docs/architecture.md §4), with the contract's fixed-point helpers and the VAT rate
 * the server sent with the event: floating point never touches money. The invoice the server
 * returns stays the truth; this only has to agree with it.
 */

/** A VAT rate in percent (15, or 5.5) in basis points (1500), rounded so 4.35 × 100 (434.99999999999994) becomes 435. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** "3.467" → 3467; a price that is not an OMR amount is a contract breach, not a zero. */
function baisaOf(decimal: string): number {
  const baisa = parseBaisa(decimal);
  if (baisa === null) throw new Error(`Not an OMR amount: ${decimal}`);
  return baisa;
}

export type TPriceBreakdown = { subtotal: string; vat: string; total: string };

/** Subtotal, VAT and total of `quantity` tickets at `unitPrice`, as wire strings ("5.750"). */
export function priceBreakdown(unitPrice: string, quantity: number, rateBp: number): TPriceBreakdown {
  const subtotal = baisaOf(unitPrice) * quantity;
  const vat = vatOf(subtotal, rateBp);
  return { subtotal: formatBaisa(subtotal), vat: formatBaisa(vat), total: formatBaisa(subtotal + vat) };
}

/**
 * The most a buyer can pick in one go: seats left, the per-buyer limit and the API's 20. The server
 * also counts tickets the buyer already holds against the limit; it says so if that is exceeded.
 */
export function maxQuantity(ticket: Pick<TEventTicket, 'available' | 'per_buyer_limit' | 'sold_out'>): number {
  if (ticket.sold_out) return 0;
  const limit = ticket.per_buyer_limit ?? BOOKING_MAX_QUANTITY;
  return Math.max(0, Math.min(ticket.available, limit, BOOKING_MAX_QUANTITY));
}

/** Keeps a quantity inside 1..max (0 when nothing can be booked). */
export function clampQuantity(quantity: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), max);
}

/**
 * The price the phone's booking bar leads with (docs/product.md §2 Event page and booking): the cheapest ticket type
 * still on sale, as a wire string; null when nothing can be booked (no ticket types, all booked out, or the event has
 * ended), and the bar is not shown. Cancelled events never reach the page (the API answers 404).
 */
export function lowestOnSalePrice(tickets: readonly Pick<TEventTicket, 'price' | 'sold_out' | 'available'>[], finishDate: string, now: number): string | null {
  if (Date.parse(finishDate) < now) return null;
  let lowest: number | null = null;
  for (const ticket of tickets) {
    if (ticket.sold_out || ticket.available <= 0) continue;
    const baisa = baisaOf(ticket.price);
    if (lowest === null || baisa < lowest) lowest = baisa;
  }
  return lowest === null ? null : formatBaisa(lowest);
}

import { BOOKING_MAX_QUANTITY } from '../../../contract/bookings';
import type { TEventTicket } from '../../../contract/events';

/*
 * The price preview of the booking panel, in integer baisa (1 OMR = 1000 baisa) exactly as the server
 * computes the invoice (architecture §4): floating point never touches money. The invoice the server
 * returns stays the truth; this only has to agree with it.
 */

/** Spec §9: VAT 15 %, in basis points like the server's VAT_RATE. */
export const VAT_RATE_BP = 1500;

const MONEY_PATTERN = /^(-?)(\d+)\.(\d{3})$/;

/** "3.467" → 3467. Parsed from the digits, never through a float. */
export function toBaisa(decimal: string): number {
  const match = MONEY_PATTERN.exec(decimal);
  if (!match) throw new Error(`Not an OMR amount: ${decimal}`);
  const [, sign, rials, baisa] = match;
  const value = Number(rials) * 1000 + Number(baisa);
  return sign === '-' ? -value : value;
}

/** 3467 → "3.467", the wire format money formatters read. */
export function fromBaisa(baisa: number): string {
  const sign = baisa < 0 ? '-' : '';
  const abs = Math.abs(baisa);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** VAT on a subtotal, rounded half-up to the baisa: floor((subtotal × bp + 5000) / 10000). */
export function vatOf(subtotalBaisa: number, rateBp: number = VAT_RATE_BP): number {
  return Math.floor((subtotalBaisa * rateBp + 5000) / 10000);
}

export type TPriceBreakdown = { subtotal: string; vat: string; total: string };

/** Subtotal, VAT and total of `quantity` tickets at `unitPrice`, as wire strings ("5.750"). */
export function priceBreakdown(unitPrice: string, quantity: number, rateBp: number = VAT_RATE_BP): TPriceBreakdown {
  const subtotal = toBaisa(unitPrice) * quantity;
  const vat = vatOf(subtotal, rateBp);
  return { subtotal: fromBaisa(subtotal), vat: fromBaisa(vat), total: fromBaisa(subtotal + vat) };
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

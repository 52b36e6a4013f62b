import type { TInvoice } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { localizeDigits } from '../../lib/numbers';

/*
 * What the checkout screens show for a buyer's invoice (docs/product.md §10), as pure functions of the
 * invoice and the clock so they can be tested: the return page polls GET invoices/{id} while the server asks the
 * gateway whether the order was paid, and the hold on the seats ends at `expires_at`.
 */

/** How often the return page asks again while the invoice is pending. */
export const POLL_INTERVAL_MS = 2_000;
/** Polling goes on this long past the end of the hold: a payment made in the last seconds still lands. */
export const POLL_GRACE_MS = 30_000;
/**
 * Back from the gateway with the invoice still pending: "Confirming your payment…" this long, then "Payment not
 * received". The first read already asked the gateway, so a payment it accepted is usually seen at once; the
 * buyer's invoice does not say whether the gateway declined, so a still-pending order after this wait is taken
 * as not paid (polling continues, and a late "paid" still shows).
 */
export const CONFIRM_WINDOW_MS = 6_000;

type TInvoiceClock = Pick<TInvoice, 'status' | 'expires_at'>;

/** Milliseconds left on the seat hold; 0 when it has ended or the invoice has none. */
export function holdLeftMs(invoice: Pick<TInvoice, 'expires_at'>, now: number): number {
  if (!invoice.expires_at) return 0;
  return Math.max(0, Date.parse(invoice.expires_at) - now);
}

/** A pending invoice whose seats are still held: it can be paid or cancelled. */
export function isHoldOpen(invoice: TInvoiceClock, now: number): boolean {
  return invoice.status === 'pending' && holdLeftMs(invoice, now) > 0;
}

/** The refetch interval of the return page's invoice query: every 2 s while pending, until the hold ends plus the grace. */
export function pollInterval(invoice: TInvoiceClock | undefined, now: number): number | false {
  if (!invoice) return POLL_INTERVAL_MS;
  if (invoice.status !== 'pending') return false;
  if (!invoice.expires_at) return false;
  return now < Date.parse(invoice.expires_at) + POLL_GRACE_MS ? POLL_INTERVAL_MS : false;
}

/**
 * `paid`: tickets issued. `confirming`: back from the gateway, the server still asking it. `held`: the buyer
 * cancelled on the gateway and the seats are still held. `declined`: pending, not paid, the hold still on (try
 * again). `cancelled`: the buyer called the order off here. `failed`: expired, cancelled, refunded, or a hold
 * that ran out (book again).
 */
export type TCheckoutPhase = 'paid' | 'confirming' | 'held' | 'offered' | 'declined' | 'cancelled' | 'failed';

/**
 * `return`: /checkout/return (payment done or declined). `cancel`: /checkout/cancel (cancelled on the gateway).
 * `offer`: /checkout/return?offer=1, the link of a waitlist offer (docs/product.md §10 Waitlist): seats held in the
 * user's name, not yet paid (`offered`).
 */
export type TCheckoutMode = 'return' | 'cancel' | 'offer';

export function checkoutPhase(invoice: TInvoiceClock, mode: TCheckoutMode, now: number, openedAt: number): TCheckoutPhase {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'cancelled':
      return mode === 'return' ? 'failed' : 'cancelled';
    case 'expired':
    case 'refunded':
      return 'failed';
    case 'pending':
      if (!isHoldOpen(invoice, now)) return 'failed';
      if (mode === 'cancel') return 'held';
      if (mode === 'offer') return 'offered';
      return now - openedAt < CONFIRM_WINDOW_MS ? 'confirming' : 'declined';
  }
}

/**
 * 272_000 ms → "04:32" ("٠٤:٣٢" in Arabic); from an hour up (a waitlist offer's hold) with hours: "1:59:59".
 * Rounded up, so "00:00" shows only once the hold has ended.
 */
export function formatCountdown(ms: number, locale: TLocale): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const clock = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return localizeDigits(hours > 0 ? `${hours}:${clock}` : clock, locale);
}

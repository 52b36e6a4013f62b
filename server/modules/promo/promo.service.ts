import { vatOf } from '../../../contract/money';
import type { DbExecutor } from '../../db/client';
import type { TPromoCodeRow } from '../../db/schema';
import { promoExpired, promoInvalid, promoNotApplicable, promoUsedUp } from './promo.errors';
import { countPromoUses, findPromoByCode, lockPromo } from './promo.repository';

/*
 * A promo code on a booking (docs/product.md §10 Promo codes). The discount is per ticket — a percent of its
 * price (rounded to the baisa) or a fixed amount, never more than the price — so every ticket of an order costs
 * the same and the gateway's lines carry one discounted, VAT-inclusive unit price. VAT is on what is left.
 * Uses are counted in tickets: a hold takes them, its expiry or a cancellation gives them back.
 */

export type TOrderPrice = { subtotal: number; discount: number; vat: number; total: number };

/** Baisa off one ticket of `price` baisa. */
export function unitDiscount(price: number, promo: Pick<TPromoCodeRow, 'kind' | 'value'>): number {
  const off = promo.kind === 'percent' ? Math.round((price * promo.value) / 100) : promo.value;
  return Math.min(price, Math.max(0, off));
}

/** An order of `quantity` tickets at `price`, with or without a code: `total = subtotal - discount + vat`, never below zero. */
export function orderPrice(price: number, quantity: number, promo: Pick<TPromoCodeRow, 'kind' | 'value'> | null, vatRateBp: number): TOrderPrice {
  const subtotal = price * quantity;
  const discount = promo ? unitDiscount(price, promo) * quantity : 0;
  const vat = vatOf(subtotal - discount, vatRateBp);
  return { subtotal, discount, vat, total: subtotal - discount + vat };
}

/** The code's row; an unknown code is `promo.invalid` (the only answer a guess gets, and the one the limit counts). */
export async function resolvePromo(db: DbExecutor, code: string): Promise<TPromoCodeRow> {
  const promo = /^[A-Za-z0-9_-]{3,32}$/.test(code) ? await findPromoByCode(db, code) : undefined;
  if (!promo) throw promoInvalid();
  return promo;
}

/** Whether the code may be used now for this ticket type: switched on, inside its window, for this event and ticket. */
export function checkPromoApplies(promo: TPromoCodeRow, ticket: { id: number; eventId: number }, now: Date): void {
  if (!promo.active || (promo.startsAt && now < promo.startsAt) || (promo.endsAt && now >= promo.endsAt)) throw promoExpired();
  if (promo.eventId !== null && promo.eventId !== ticket.eventId) throw promoNotApplicable();
  if (promo.ticketIds !== null && promo.ticketIds.length > 0 && !promo.ticketIds.includes(ticket.id)) throw promoNotApplicable();
}

/**
 * Under the code's row lock, for the rest of the transaction: whether `quantity` more tickets fit its
 * limits. The counter decides when it has room; when it would refuse (nearly used up, or holds that ran out
 * and are not yet marked), the exact count of active tickets and live holds does. The buyer's own limit is
 * always counted exactly. The caller inserts the bookings in the same transaction.
 */
export async function reservePromoUses(tx: DbExecutor, promoId: number, userId: number, quantity: number, now: Date): Promise<TPromoCodeRow> {
  const promo = await lockPromo(tx, promoId);
  if (!promo) throw promoInvalid();
  if (promo.maxUses !== null && promo.used + quantity > promo.maxUses) {
    if ((await countPromoUses(tx, promo.id, now)) + quantity > promo.maxUses) throw promoUsedUp();
  }
  if (promo.maxUsesPerUser !== null && (await countPromoUses(tx, promo.id, now, userId)) + quantity > promo.maxUsesPerUser) throw promoUsedUp();
  return promo;
}

/** Without writing anything: whether the uses are there right now (the booking panel's preview). */
export async function promoUsesLeft(db: DbExecutor, promo: TPromoCodeRow, userId: number | null, quantity: number, now: Date): Promise<boolean> {
  if (promo.maxUses !== null && (await countPromoUses(db, promo.id, now)) + quantity > promo.maxUses) return false;
  if (userId !== null && promo.maxUsesPerUser !== null && (await countPromoUses(db, promo.id, now, userId)) + quantity > promo.maxUsesPerUser) return false;
  return true;
}

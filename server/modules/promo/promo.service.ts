import { vatOf } from '../../../contract/money';
import { PROMO_CODE_PATTERN } from '../../../contract/promo';
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
  const promo = PROMO_CODE_PATTERN.test(code) ? await findPromoByCode(db, code) : undefined;
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
 * Whether `quantity` more tickets fit the code's limits at `now`: the counter decides when it has room; when it
 * would refuse (nearly used up, or holds that ran out and are not yet marked), the exact count of active tickets
 * and live holds does. A buyer's own limit is always counted exactly (none for a guest). Writes nothing: the
 * booking panel's preview asks it as it is; a booking asks it under the code's lock (reservePromoUses).
 */
export async function checkPromoUses(db: DbExecutor, promo: TPromoCodeRow, userId: number | null, quantity: number, now: Date): Promise<void> {
  if (promo.maxUses !== null && promo.used + quantity > promo.maxUses && (await countPromoUses(db, promo.id, now)) + quantity > promo.maxUses)
    throw promoUsedUp();
  if (userId !== null && promo.maxUsesPerUser !== null && (await countPromoUses(db, promo.id, now, userId)) + quantity > promo.maxUsesPerUser)
    throw promoUsedUp();
}

/** The check under the code's row lock, for the rest of the transaction: the caller inserts the bookings in it. */
export async function reservePromoUses(tx: DbExecutor, promoId: number, userId: number, quantity: number, now: Date): Promise<TPromoCodeRow> {
  const promo = await lockPromo(tx, promoId);
  if (!promo) throw promoInvalid();
  await checkPromoUses(tx, promo, userId, quantity, now);
  return promo;
}

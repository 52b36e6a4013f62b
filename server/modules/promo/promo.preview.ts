import type { TPromoPreview, TPromoPreviewQuery } from '../../../contract/promo';
import type { Db } from '../../db/client';
import { formatBaisa } from '../../lib/money';
import { ticketNotFound } from '../bookings/bookings.errors';
import { ticketForBooking } from '../bookings/bookings.service';
import { checkPromoApplies, checkPromoUses, orderPrice, resolvePromo } from './promo.service';

/**
 * What an order would cost with a code, for the booking panel (docs/product.md §10 Promo codes): the same
 * checks and the same arithmetic as the booking, nothing written. A signed-in caller's own limit counts too.
 */
export async function previewPromo(
  db: Db,
  code: string,
  query: TPromoPreviewQuery,
  userId: number | null,
  vatRateBp: number,
  now: Date,
): Promise<TPromoPreview> {
  const promo = await resolvePromo(db, code);
  const ticket = await ticketForBooking(db, query.ticket_id);
  if (!ticket) throw ticketNotFound();
  checkPromoApplies(promo, ticket, now);
  await checkPromoUses(db, promo, userId, query.quantity, now);
  const price = orderPrice(ticket.price, query.quantity, promo, vatRateBp);
  return {
    code: promo.code,
    discount: formatBaisa(price.discount),
    subtotal: formatBaisa(price.subtotal),
    vat: formatBaisa(price.vat),
    total: formatBaisa(price.total),
  };
}

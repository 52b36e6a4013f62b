import * as z from 'zod/mini';
import { BOOKING_MAX_QUANTITY } from './booking-limits';
import { successEnvelope, ZMoneySchema } from './common';
import { MAX_ID } from './constants';

/*
 * Promo codes as a buyer meets them (docs/product.md §10 Promo codes): typed on the booking panel, previewed,
 * then sent with the booking. Written with zod/mini, like the booking contract it joins.
 */

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type TPromoKind = (typeof PROMO_KINDS)[number];

/** 3–32 of A–Z, 0–9, - and _; compared without regard to case (stored in capitals). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const PROMO_ERROR_CODES = ['promo.invalid', 'promo.expired', 'promo.used_up', 'promo.not_applicable'] as const;
export type TPromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

export const PROMO_MESSAGES = {
  invalid: 'This promo code is not valid.',
  expired: 'This promo code is not valid at this time.',
  usedUp: 'This promo code has been used up.',
  notApplicable: 'This promo code does not apply to this ticket.',
} as const;

/** The code as a buyer may type it: loose here, so a wrong one is answered `promo.invalid`, not a field error. */
export const ZPromoCodeInputSchema = z.string().check(z.trim(), z.minLength(1, PROMO_MESSAGES.invalid), z.maxLength(64, PROMO_MESSAGES.invalid));

/** `GET /api/promo-codes/{code}?ticket_id=&quantity=`. */
export const ZPromoPreviewQuerySchema = z.object({
  ticket_id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID)),
  quantity: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BOOKING_MAX_QUANTITY)), 1),
});
export type TPromoPreviewQuery = z.infer<typeof ZPromoPreviewQuerySchema>;

export const ZPromoPreviewParamsSchema = z.object({ code: ZPromoCodeInputSchema });

/** What the order would cost with the code: `subtotal` is price × quantity, `vat` the VAT of what is left. */
export const ZPromoPreviewSchema = z.object({
  code: z.string(),
  discount: ZMoneySchema,
  subtotal: ZMoneySchema,
  vat: ZMoneySchema,
  total: ZMoneySchema,
});
export type TPromoPreview = z.infer<typeof ZPromoPreviewSchema>;
export const ZPromoPreviewResponseSchema = successEnvelope(ZPromoPreviewSchema);

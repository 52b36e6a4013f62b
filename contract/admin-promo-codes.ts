import { z } from 'zod';
import { MAX_PAGE, successEnvelope, ZMoneySchema, ZPaginationSchema } from './common';
import { inStorableYears, MAX_ID, STORABLE_DATE_MESSAGE } from './constants';
import { TICKET_PRICE_MAX_OMR } from './money';
import { PROMO_CODE_PATTERN, PROMO_KINDS } from './promo';

/*
 * The administrator's promo codes (docs/product.md §10 Promo codes): a code, a percent or a fixed OMR amount
 * off each ticket, optionally for one event and some of its ticket types, with limits counted in tickets and
 * a validity window. Role 1 only (the admin scope).
 */

const ZDateTimeSchema = z.iso.datetime({ offset: true }).refine(inStorableYears, STORABLE_DATE_MESSAGE);
const ZIdInput = z.number().int().min(1).max(MAX_ID);

export const PROMO_ADMIN_MESSAGES = {
  code: 'A code is 3 to 32 letters, digits, - or _',
  percent: 'A percentage is a whole number from 1 to 100',
  amount: 'Enter an amount in OMR above zero, e.g. 2.500',
  window: 'The end must be after the start',
  tickets: 'Every ticket type must belong to the chosen event',
  taken: 'A promo code with this code already exists.',
  notFound: 'Promo code not found.',
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deleted: 'Promo code deleted successfully',
  deactivated: 'Promo code was used, so it was deactivated instead of deleted',
} as const;

const ZPromoFieldsSchema = z.object({
  code: z.string().trim().regex(PROMO_CODE_PATTERN, PROMO_ADMIN_MESSAGES.code),
  kind: z.enum(PROMO_KINDS),
  /** "10" (percent) or an OMR amount "2.500" (fixed, off each ticket). */
  value: z.string().trim().max(12),
  event_id: ZIdInput.nullable().optional(),
  ticket_ids: z.array(ZIdInput).max(100).nullable().optional(),
  /** Counted in tickets, across every buyer. */
  max_uses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** Counted in tickets, per buyer. */
  max_uses_per_user: z.number().int().min(1).max(1000).nullable().optional(),
  starts_at: ZDateTimeSchema.nullable().optional(),
  ends_at: ZDateTimeSchema.nullable().optional(),
  active: z.boolean().optional(),
});

function checkValue(body: { kind?: string; value?: string }, ctx: z.RefinementCtx): void {
  if (body.kind === undefined || body.value === undefined) return;
  if (body.kind === 'percent') {
    if (!/^\d{1,3}$/.test(body.value) || Number(body.value) < 1 || Number(body.value) > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_ADMIN_MESSAGES.percent });
    }
  } else if (!/^\d{1,6}(\.\d{1,3})?$/.test(body.value) || Number(body.value) <= 0 || Number(body.value) > TICKET_PRICE_MAX_OMR) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: PROMO_ADMIN_MESSAGES.amount });
  }
}

function checkWindow(body: { starts_at?: string | null; ends_at?: string | null }, ctx: z.RefinementCtx): void {
  if (body.starts_at && body.ends_at && new Date(body.ends_at) <= new Date(body.starts_at)) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMO_ADMIN_MESSAGES.window });
  }
}

export const ZAdminPromoCodeBodySchema = ZPromoFieldsSchema.strict().superRefine((body, ctx) => {
  checkValue(body, ctx);
  checkWindow(body, ctx);
});
export type TAdminPromoCodeBody = z.infer<typeof ZAdminPromoCodeBodySchema>;

/** Fields left out keep their value; `kind` and `value` are checked together against what the code will have. */
export const ZAdminPromoCodeUpdateBodySchema = ZPromoFieldsSchema.partial()
  .strict()
  .superRefine((body, ctx) => {
    checkValue(body, ctx);
    checkWindow(body, ctx);
  });
export type TAdminPromoCodeUpdateBody = z.infer<typeof ZAdminPromoCodeUpdateBodySchema>;

export const ZAdminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.string(),
  event_id: z.number().int().nullable(),
  ticket_ids: z.array(z.number().int()).nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_user: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  /** Tickets bought with it, paid or held right now. */
  uses: z.number().int().min(0),
  /** What it took off paid orders so far, OMR. */
  discount_total: ZMoneySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminPromoCode = z.infer<typeof ZAdminPromoCodeSchema>;

export const ZAdminPromoCodeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(64).optional(),
});
export type TAdminPromoCodeListQuery = z.infer<typeof ZAdminPromoCodeListQuerySchema>;

export const ZAdminPromoCodeListResponseSchema = successEnvelope(z.object({ promo_codes: z.array(ZAdminPromoCodeSchema), pagination: ZPaginationSchema }));
export const ZAdminPromoCodeResponseSchema = successEnvelope(z.object({ promo_code: ZAdminPromoCodeSchema }));
export const ZAdminPromoCodeDeleteResponseSchema = successEnvelope(
  z.object({ id: z.number().int(), deleted: z.boolean(), promo_code: ZAdminPromoCodeSchema.nullable() }),
);

import { z } from 'zod';
import { PROMO_ADMIN_MESSAGES, type TAdminPromoCode, type TAdminPromoCodeBody } from '../../../contract/admin-promo-codes';
import { TICKET_PRICE_MAX_OMR } from '../../../contract/money';
import { PROMO_CODE_PATTERN, PROMO_KINDS } from '../../../contract/promo';
import { optionalWholeNumber, toLatinNumber, ZOptionalMuscatDateTime } from '../../lib/form-inputs';
import { formFieldNames, muscatInputs, textInputs } from '../../components/dashboard/form-schema-parts';

/*
 * A promo code as the admin types it (docs/product.md §10 Promo codes): the code, percent or fixed OMR off each
 * ticket, an optional event and some of its ticket types, limits counted in tickets, a window in Muscat wall time,
 * switched on or off. The output is the JSON body of `POST admin/promo-codes` and `PUT admin/promo-codes/{id}`, with
 * the contract's own checks and messages (contract/admin-promo-codes.ts); an empty limit or bound goes as null.
 */

/** The form's own messages, translated by promo-field-messages.ts. */
/* eslint-disable lingui/no-unlocalized-strings -- message keys, like the contract's; promo-field-messages.ts translates them */
export const PROMO_FORM_MESSAGES = {
  maxUses: 'Enter a number of tickets from 1 to 1,000,000, or leave it empty',
  maxUsesPerUser: 'Enter a number of tickets from 1 to 1000, or leave it empty',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** contract/admin-promo-codes.ts: the most uses in all, and per buyer. */
const MAX_USES = 1_000_000;
const MAX_USES_PER_USER = 1000;

/** "10" (percent): a whole number 1–100; "2.500" (fixed): OMR above zero, up to 3 decimals and a ticket's highest price. */
export function isPromoValue(kind: TAdminPromoCode['kind'], value: string): boolean {
  if (kind === 'percent') return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
  return /^\d{1,6}(\.\d{1,3})?$/.test(value) && Number(value) > 0 && Number(value) <= TICKET_PRICE_MAX_OMR;
}

/** The fields as typed; the schema below checks them together and shapes the body. */
const ZPromoCodeFields = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, PROMO_ADMIN_MESSAGES.code)),
  kind: z.enum(PROMO_KINDS),
  value: z.string().transform(toLatinNumber),
  /** '' = every event. */
  event_id: z.string(),
  /** [] = every ticket type of the event. */
  ticket_ids: z.array(z.number().int()),
  max_uses: optionalWholeNumber(1, MAX_USES, PROMO_FORM_MESSAGES.maxUses),
  max_uses_per_user: optionalWholeNumber(1, MAX_USES_PER_USER, PROMO_FORM_MESSAGES.maxUsesPerUser),
  starts_at: ZOptionalMuscatDateTime,
  ends_at: ZOptionalMuscatDateTime,
  active: z.boolean(),
});

export const ZPromoCodeFormSchema = ZPromoCodeFields.superRefine((values, ctx) => {
  if (!isPromoValue(values.kind, values.value)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: values.kind === 'percent' ? PROMO_ADMIN_MESSAGES.percent : PROMO_ADMIN_MESSAGES.amount });
  }
  if (values.starts_at && values.ends_at && Date.parse(values.ends_at) <= Date.parse(values.starts_at)) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMO_ADMIN_MESSAGES.window });
  }
}).transform((values): TAdminPromoCodeBody => {
  const eventId = values.event_id === '' ? null : Number(values.event_id);
  return {
    code: values.code,
    kind: values.kind,
    value: values.value,
    event_id: eventId,
    // Ticket types belong to an event: none without one, and none chosen means all of its types.
    ticket_ids: eventId !== null && values.ticket_ids.length > 0 ? [...values.ticket_ids] : null,
    max_uses: values.max_uses,
    max_uses_per_user: values.max_uses_per_user,
    starts_at: values.starts_at,
    ends_at: values.ends_at,
    active: values.active,
  };
});

export type TPromoCodeFormInput = z.input<typeof ZPromoCodeFormSchema>;
export type TPromoCodeFormOutput = z.output<typeof ZPromoCodeFormSchema>;

export const PROMO_CODE_FORM_FIELDS = formFieldNames(ZPromoCodeFields);

/** A new code (percent, every event, no limits, switched on), or the code's values with its window in Muscat wall time. */
export function toPromoCodeFormValues(promoCode?: TAdminPromoCode): TPromoCodeFormInput {
  return {
    ...textInputs(promoCode, ['code', 'value']),
    kind: promoCode?.kind ?? 'percent',
    event_id: promoCode?.event_id ? String(promoCode.event_id) : '',
    ticket_ids: promoCode?.ticket_ids ?? [],
    max_uses: promoCode?.max_uses ? String(promoCode.max_uses) : '',
    max_uses_per_user: promoCode?.max_uses_per_user ? String(promoCode.max_uses_per_user) : '',
    ...muscatInputs(promoCode, ['starts_at', 'ends_at']),
    active: promoCode?.active ?? true,
  };
}

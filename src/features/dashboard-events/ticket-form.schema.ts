import { z } from 'zod';
import { ZAdminTicketBodySchema, type TAdminTicket } from '../../../contract/admin-catalogue';
import { endNotBeforeStart, formFieldNames, muscatInputs, textInputs } from '../../components/dashboard/form-schema-parts';
import { FORM_MESSAGES, optionalWholeNumber, toLatinNumber, wholeNumber, ZOptionalMuscatDateTime } from '../../lib/form-inputs';

const fields = ZAdminTicketBodySchema.shape;

/** Coins as typed; empty means none (0), so clearing the field on an edit really clears it. */
const ZCoinsField = z
  .string()
  .transform((value) => toLatinNumber(value) || '0')
  .pipe(fields.coins_on_purchase.unwrap());

/**
 * A ticket type as the admin types it (docs/product.md §3): text inputs (Arabic digits welcome), the
 * contract's own checks on price, coins and names, Muscat wall times. The output is the JSON body of
 * `POST admin/events/{id}/tickets` and `PUT admin/tickets/{id}`; an empty optional field goes as null
 * (validity then follows the event, no per-buyer limit).
 */
export const ZTicketFormSchema = z
  .object({
    name: fields.name,
    name_ar: fields.name_ar,
    price: z.string().transform(toLatinNumber).pipe(fields.price),
    total: wholeNumber(0, 1_000_000, FORM_MESSAGES.totalInvalid),
    usage_limit: wholeNumber(1, 1000, FORM_MESSAGES.usageLimitInvalid),
    valid_from: ZOptionalMuscatDateTime,
    valid_until: ZOptionalMuscatDateTime,
    sale_starts_at: ZOptionalMuscatDateTime,
    sale_ends_at: ZOptionalMuscatDateTime,
    coins_on_purchase: ZCoinsField,
    coins_on_usage: ZCoinsField,
    per_buyer_limit: optionalWholeNumber(1, 1000, FORM_MESSAGES.perBuyerLimitInvalid),
  })
  .refine(...endNotBeforeStart('valid_from', 'valid_until'))
  .refine(...endNotBeforeStart('sale_starts_at', 'sale_ends_at'));

export type TTicketFormInput = z.input<typeof ZTicketFormSchema>;
export type TTicketFormOutput = z.output<typeof ZTicketFormSchema>;

export const TICKET_FORM_FIELDS = formFieldNames(ZTicketFormSchema);

/** An empty ticket type (one admission, no coins), or the ticket type's values in Muscat wall time. */
export function toTicketFormValues(ticket?: TAdminTicket): TTicketFormInput {
  return {
    ...textInputs(ticket, ['name', 'name_ar', 'price']),
    total: ticket ? String(ticket.total) : '',
    usage_limit: ticket ? String(ticket.usage_limit) : '1',
    ...muscatInputs(ticket, ['valid_from', 'valid_until', 'sale_starts_at', 'sale_ends_at']),
    coins_on_purchase: ticket?.coins_on_purchase ?? '0',
    coins_on_usage: ticket?.coins_on_usage ?? '0',
    per_buyer_limit: ticket?.per_buyer_limit == null ? '' : String(ticket.per_buyer_limit),
  };
}

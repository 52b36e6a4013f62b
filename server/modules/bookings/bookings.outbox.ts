import { z } from 'zod';
import type { Db } from '../../db/client';
import type { TMailMessage } from '../../lib/mailer';
import { bookingConfirmationMail } from './bookings.mail';
import { loadBookingResult } from './bookings.service';

/*
 * The booking confirmation is queued by the purchase statement itself (bookings.repository.ts
 * insertPurchase), which cannot render a mail: it stores these params and the outbox worker renders the
 * mail from the stored invoice when it sends it, off the request path (docs/architecture.md §4 Outbox).
 */

export const ZBookingConfirmationParamsSchema = z.object({
  invoice_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  locale: z.enum(['en', 'ar']),
});

export type TBookingConfirmationParams = z.infer<typeof ZBookingConfirmationParamsSchema>;

/** The confirmation mail of a stored invoice, in the buyer's language at booking time. */
export function bookingConfirmationRenderer(publicUrl: string) {
  return async (db: Db, rawParams: unknown, now: Date): Promise<Omit<TMailMessage, 'to'> | null> => {
    const params = ZBookingConfirmationParamsSchema.parse(rawParams);
    const result = await loadBookingResult({ db }, params.user_id, params.invoice_id, now, params.locale);
    if (result.bookings.length === 0) return null;
    const { subject, text, html } = bookingConfirmationMail({ to: '', name: params.name, locale: params.locale, invoice: result.invoice, bookings: result.bookings, publicUrl });
    return { subject, text, html };
  };
}

import { z } from 'zod';
import type { TLocale } from '../../../contract/common';
import type { TRenderedMail, TTemplateRenderer } from '../outbox/outbox.worker';
import { bookingConfirmationMail } from './bookings.mail';
import { findInvoicesOf } from './bookings.repository';
import { findBookingViewsOfInvoices, type TBookingViewRow } from './bookings.views.repository';
import { toBooking, toInvoice } from './bookings.views';

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

const LOCALES_OF_MAIL: readonly TLocale[] = ['en', 'ar'];

/**
 * The confirmation mails of a batch of stored invoices, each in its buyer's language at booking time: one
 * query for the invoices and one per language for their bookings, whatever the batch's size.
 */
export function bookingConfirmationRenderer(publicUrl: string): TTemplateRenderer {
  return async (db, rawParams, now) => {
    const parsed = rawParams.map((raw) => ZBookingConfirmationParamsSchema.safeParse(raw));
    const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
    const owned = (list: TBookingConfirmationParams[]) => list.map((p) => ({ userId: p.user_id, invoiceId: p.invoice_id }));
    const invoices = new Map((await findInvoicesOf(db, owned(valid))).map((row) => [row.id, row]));
    const bookingsOf = new Map<number, TBookingViewRow[]>();
    for (const locale of LOCALES_OF_MAIL) {
      const rows = await findBookingViewsOfInvoices(db, owned(valid.filter((p) => p.locale === locale)), now, locale);
      for (const row of rows) bookingsOf.set(row.invoiceId, [...(bookingsOf.get(row.invoiceId) ?? []), row]);
    }
    const mails: (TRenderedMail | null | Error)[] = [];
    for (const p of parsed) {
      if (!p.success) {
        mails.push(new Error(`booking confirmation params: ${p.error.issues[0]?.message ?? 'invalid'}`));
        continue;
      }
      const params = p.data;
      const invoice = invoices.get(params.invoice_id);
      // Retried, as a read that raced a restore would be; the row expires in a day.
      if (!invoice) {
        mails.push(new Error(`invoice ${params.invoice_id} of user ${params.user_id} vanished`));
        continue;
      }
      const rows = bookingsOf.get(params.invoice_id) ?? [];
      if (rows.length === 0) {
        mails.push(null);
        continue;
      }
      const { subject, text, html, attachments } = await bookingConfirmationMail({
        to: '',
        name: params.name,
        locale: params.locale,
        invoice: toInvoice(invoice),
        bookings: rows.map(toBooking),
        publicUrl,
        now,
      });
      mails.push({ subject, text, html, ...(attachments ? { attachments } : {}) });
    }
    return mails;
  };
}

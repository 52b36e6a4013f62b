import { z } from 'zod';
import type { TRenderedMail, TTemplateRenderer } from '../outbox/outbox.worker';
import { bookingConfirmationMail } from '../bookings/bookings.mail';
import { getMyTicket } from '../bookings/bookings.queries';

/*
 * The ticket mail of an accepted transfer (docs/product.md §4 Sending a ticket): queued by the accept's
 * transaction as a template, rendered by the outbox worker when it sends it, from the booking as its new
 * holder sees it then (the QR of the code it holds, as an inline image, and the .ics).
 */

export const ZTicketReceivedParamsSchema = z.object({
  booking_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  from: z.string(),
  locale: z.enum(['en', 'ar']),
});

export type TTicketReceivedParams = z.infer<typeof ZTicketReceivedParamsSchema>;

export function ticketReceivedRenderer(publicUrl: string): TTemplateRenderer {
  return async (db, rawParams, now) => {
    const mails: (TRenderedMail | null | Error)[] = [];
    for (const raw of rawParams) {
      const parsed = ZTicketReceivedParamsSchema.safeParse(raw);
      if (!parsed.success) {
        mails.push(new Error(`ticket received params: ${parsed.error.issues[0]?.message ?? 'invalid'}`));
        continue;
      }
      const p = parsed.data;
      // Sent on again before this went out: the ticket is no longer theirs to show, so no mail.
      const booking = await getMyTicket(db, p.user_id, p.booking_id, now, p.locale).catch(() => null);
      if (!booking) {
        mails.push(null);
        continue;
      }
      const { subject, text, html, attachments } = await bookingConfirmationMail({
        to: '',
        name: p.name,
        locale: p.locale,
        receivedFrom: p.from,
        bookings: [booking],
        publicUrl,
        now,
      });
      mails.push({ subject, text, html, ...(attachments ? { attachments } : {}) });
    }
    return mails;
  };
}

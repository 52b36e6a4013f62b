import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';
import { mailMoney } from '../bookings/bookings.mail';

/*
 * The mail of a payment that could not become tickets (docs/product.md §10): it arrived after the
 * seat hold ended and the seats were gone, or the event was cancelled in the meantime. The money goes back
 * through the gateway at once; the buyer reads why, in their saved language.
 */

const COPY = {
  en: {
    subject: (event: string) => `Your payment for ${event} is being refunded`,
    greeting: (name: string) => `Hello ${name},`,
    late: 'Your payment arrived after your seat hold had ended, and the seats were no longer available.',
    cancelled: 'The event was cancelled before your payment arrived.',
    refund: (amount: string, invoice: string) => `We are refunding ${amount} (order ${invoice}) to your payment method. No ticket was issued.`,
    again: 'You can book again while tickets are available:',
    signature: 'Tadhkira',
  },
  ar: {
    subject: (event: string) => `جارٍ استرداد مبلغ دفعتك لفعالية ${event}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    late: 'وصلت دفعتك بعد انتهاء مدة حجز المقاعد، ولم تعد المقاعد متاحة.',
    cancelled: 'أُلغيت الفعالية قبل وصول دفعتك.',
    refund: (amount: string, invoice: string) => `نعيد ${amount} (الطلب ${invoice}) إلى وسيلة الدفع التي استخدمتها. لم تصدر أي تذكرة.`,
    again: 'يمكنك الحجز من جديد ما دامت التذاكر متاحة:',
    signature: 'تذكرة',
  },
} as const;

export function latePaymentRefundMail(input: {
  to: string;
  name: string;
  locale: TLocale;
  eventName: string;
  eventId: number;
  invoiceNumber: string;
  /** Baisa being refunded. */
  amount: number;
  why: 'no_seats' | 'event_cancelled';
  publicUrl: string;
}): TMailMessage {
  const copy = COPY[input.locale];
  const amount = mailMoney(input.amount / 1000, input.locale);
  const reason = input.why === 'no_seats' ? copy.late : copy.cancelled;
  const link = `${input.publicUrl}/${input.locale}/event/${input.eventId}`;
  const text = [
    copy.greeting(input.name),
    '',
    reason,
    copy.refund(amount, input.invoiceNumber),
    '',
    ...(input.why === 'no_seats' ? [copy.again, link, ''] : []),
    copy.signature,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    copy.subject(input.eventName),
    `<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p>${escapeMarkup(reason)}</p>
<p>${escapeMarkup(copy.refund(amount, input.invoiceNumber))}</p>
${input.why === 'no_seats' ? `<p>${escapeMarkup(copy.again)} <a href="${escapeMarkup(link)}">${escapeMarkup(input.eventName)}</a></p>\n` : ''}<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject: copy.subject(input.eventName), text, html };
}

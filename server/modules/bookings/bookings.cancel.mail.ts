import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';
import { mailDateTime, mailMoney } from './bookings.mail';

/*
 * The cancellation mail (docs/product.md §4 Cancellation), in the holder's saved language, beside the
 * booking confirmation of bookings.mail.ts; dates in Asia/Muscat.
 */

const COPY = {
  en: {
    subject: (event: string) => `Your booking for ${event} was cancelled`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'These tickets were cancelled and can no longer be used:',
    when: 'When',
    reason: 'Reason',
    refund: (amount: string) => `Refund: ${amount} (VAT included).`,
    coins: (coins: string) => `${coins} coins earned with these tickets were taken back.`,
    link: 'My Tickets shows them as cancelled.',
    refundToBuyer: 'Any refund goes to the person who bought them.',
    button: 'Open My Tickets',
    signature: 'Tadhkira',
  },
  ar: {
    subject: (event: string) => `تم إلغاء حجزك لفعالية ${event}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: 'تم إلغاء هذه التذاكر ولم يعد بالإمكان استخدامها:',
    when: 'الموعد',
    reason: 'السبب',
    refund: (amount: string) => `المبلغ المسترد: ${amount} (شامل ضريبة القيمة المضافة).`,
    coins: (coins: string) => `تم استرجاع ${coins} من العملات التي كسبتها بهذه التذاكر.`,
    link: 'تظهر هذه التذاكر ملغاة في صفحة تذاكري.',
    refundToBuyer: 'يُعاد أي مبلغ مسترد إلى من اشترى هذه التذاكر.',
    button: 'افتح تذاكري',
    signature: 'تذكرة',
  },
} as const;

export function bookingCancellationMail(input: {
  to: string;
  name: string;
  locale: TLocale;
  bookings: { bookingNumber: string; ticketName: string; eventName: string; eventStart: Date }[];
  reason: string;
  /** OMR refunded by this cancellation, "5.750". */
  refunded: string;
  /** The mail to a member who was sent these tickets: no amounts, the refund is the buyer's. */
  toHolder?: boolean;
  /** Coins taken back, "2.50"; "0.00" leaves the line out. */
  coinsReversed: string;
  publicUrl: string;
}): TMailMessage {
  const copy = COPY[input.locale];
  const first = input.bookings[0];
  const eventName = first?.eventName ?? '';
  const when = first ? mailDateTime(first.eventStart, input.locale) : '';
  const link = `${input.publicUrl}/my-tickets`;
  const lines = input.bookings.map((b) => `${b.bookingNumber} — ${b.ticketName}`);
  // To a holder someone sent these tickets to, the refund is the buyer's (docs/product.md §4 Sending a ticket).
  const refundLine = input.toHolder ? copy.refundToBuyer : Number(input.refunded) > 0 ? copy.refund(mailMoney(Number(input.refunded), input.locale)) : null;
  const coinsLine = Number(input.coinsReversed) > 0 ? copy.coins(input.coinsReversed) : null;
  const text = [
    copy.greeting(input.name),
    '',
    copy.intro,
    '',
    eventName,
    `${copy.when}: ${when}`,
    '',
    ...lines,
    '',
    `${copy.reason}: ${input.reason}`,
    ...(refundLine ? [refundLine] : []),
    ...(coinsLine ? [coinsLine] : []),
    copy.link,
    link,
    '',
    copy.signature,
  ].join('\n');
  const items = input.bookings.map((b) => `<li><span dir="ltr">${escapeMarkup(b.bookingNumber)}</span> — ${escapeMarkup(b.ticketName)}</li>`).join('\n');
  const html = mailDocument(
    input.locale,
    copy.subject(eventName),
    `<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p>${escapeMarkup(copy.intro)}</p>
<p><strong>${escapeMarkup(eventName)}</strong><br>${escapeMarkup(copy.when)}: ${escapeMarkup(when)}</p>
<ul>
${items}
</ul>
<p>${escapeMarkup(copy.reason)}: <span dir="auto">${escapeMarkup(input.reason)}</span></p>
${refundLine ? `<p>${escapeMarkup(refundLine)}</p>\n` : ''}${coinsLine ? `<p>${escapeMarkup(coinsLine)}</p>\n` : ''}<p>${escapeMarkup(copy.link)}</p>
<p><a href="${escapeMarkup(link)}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject: copy.subject(eventName), text, html };
}

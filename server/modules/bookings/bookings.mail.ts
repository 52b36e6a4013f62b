import type { TBooking, TInvoice } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { dateFormatter, omrFormatter } from '../../../contract/intl';
import { calendarOf } from '../../lib/ics';
import type { TMailAttachment, TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';
import { QR_PNG_SIZE, qrPng } from '../../lib/qr-png';

/*
 * The booking confirmation mail is the ticket (docs/product.md §4): for every ticket of the order its QR
 * code as an inline PNG (a `cid:` attachment, never a remote image), booking number, ticket type, holder,
 * date, time and place; plus the event as an `.ics` file. In the buyer's language, right to left in
 * Arabic, with the web app's own date and money formats (contract/intl.ts), times in Asia/Muscat.
 */

/** A moment as the pages show it: "Thursday, 5 March 2026 at 7:30 pm" / its Arabic form. */
export function mailDateTime(value: Date | string, locale: TLocale): string {
  return dateFormatter(locale, 'fullWithTime').format(typeof value === 'string' ? new Date(value) : value);
}

export function mailMoney(omr: number, locale: TLocale): string {
  return omrFormatter(locale).format(omr);
}

const COPY = {
  en: {
    subject: (event: string) => `Your tickets for ${event}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (count: number) => (count === 1 ? 'Your booking is confirmed. This is your ticket:' : `Your booking is confirmed. These are your ${count} tickets:`),
    receivedSubject: (from: string, event: string) => `${from} sent you a ticket for ${event}`,
    receivedIntro: (from: string) => `${from} sent you this ticket. It is yours now:`,
    when: 'When',
    ends: 'Ends',
    where: 'Where',
    ticket: 'Ticket',
    holder: 'Holder',
    booking: 'Booking',
    qrAlt: (number: string) => `QR code of booking ${number}`,
    invoice: (number: string, total: string) => `Invoice ${number}, total ${total} (VAT included).`,
    show: 'Show the QR code of each ticket at the entrance, from this mail, a printout, or My Tickets (which works without a connection too). The calendar file adds the event to your calendar.',
    button: 'Open My Tickets',
    calendar: 'Your ticket for this event',
    signature: 'Tadhkira',
  },
  ar: {
    subject: (event: string) => `تذاكرك لفعالية ${event}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: (count: number) => (count === 1 ? 'تم تأكيد حجزك. هذه تذكرتك:' : 'تم تأكيد حجزك. هذه تذاكرك:'),
    receivedSubject: (from: string, event: string) => `أرسل إليك ${from} تذكرة لفعالية ${event}`,
    receivedIntro: (from: string) => `أرسل إليك ${from} هذه التذكرة، وأصبحت لك الآن:`,
    when: 'الموعد',
    ends: 'ينتهي',
    where: 'المكان',
    ticket: 'التذكرة',
    holder: 'حامل التذكرة',
    booking: 'الحجز',
    qrAlt: (number: string) => `رمز QR للحجز ${number}`,
    invoice: (number: string, total: string) => `الفاتورة ${number}، الإجمالي ${total} (شامل ضريبة القيمة المضافة).`,
    show: 'أظهر رمز QR لكل تذكرة عند الدخول، من هذه الرسالة أو من نسخة مطبوعة أو من صفحة تذاكري (وتعمل دون اتصال بالإنترنت أيضًا). يضيف ملف التقويم الفعالية إلى تقويمك.',
    button: 'افتح تذاكري',
    calendar: 'تذكرتك لهذه الفعالية',
    signature: 'تذكرة',
  },
} as const;

function eventUrl(publicUrl: string, locale: TLocale, eventId: number): string {
  return `${publicUrl}${locale === 'ar' ? '/ar' : ''}/event/${eventId}`;
}

function fileSafe(text: string): string {
  const safe = text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return safe || 'event';
}

/**
 * The ticket mail: the confirmation of an order (`invoice`), or, with `receivedFrom`, the mail of a ticket
 * someone sent its new holder (docs/product.md §4 Sending a ticket), with the same ticket blocks and no invoice.
 */
export async function bookingConfirmationMail(input: {
  to: string;
  name: string;
  locale: TLocale;
  invoice?: TInvoice;
  receivedFrom?: string;
  bookings: TBooking[];
  publicUrl: string;
  now: Date;
}): Promise<TMailMessage> {
  const { locale } = input;
  const copy = COPY[locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const first = input.bookings[0];
  const eventName = first?.event.name ?? '';
  const when = first ? mailDateTime(first.event.start_date, locale) : '';
  const ends = first ? mailDateTime(first.event.finish_date, locale) : '';
  const where = first?.event.location ?? null;
  const link = `${input.publicUrl}/my-tickets`;
  const invoiceLine = input.invoice ? copy.invoice(input.invoice.number, mailMoney(Number(input.invoice.total), locale)) : null;
  const subject = input.receivedFrom === undefined ? copy.subject(eventName) : copy.receivedSubject(input.receivedFrom, eventName);
  const intro = input.receivedFrom === undefined ? copy.intro(input.bookings.length) : copy.receivedIntro(input.receivedFrom);
  const calendarUid = input.invoice
    ? `event-${first?.event.id ?? 0}-invoice-${input.invoice.id}@tadhkira`
    : `event-${first?.event.id ?? 0}-booking-${first?.id ?? 0}@tadhkira`;

  const attachments: TMailAttachment[] = [];
  const blocks: string[] = [];
  const textBlocks: string[] = [];
  for (const booking of input.bookings) {
    const facts: [string, string, boolean][] = [
      [copy.booking, booking.booking_number, true],
      [copy.ticket, booking.ticket.name, false],
      [copy.holder, booking.holder_name, false],
      [copy.when, mailDateTime(booking.event.start_date, locale), false],
      ...(booking.event.location ? ([[copy.where, booking.event.location, false]] as [string, string, boolean][]) : []),
    ];
    textBlocks.push(facts.map(([label, value]) => `${label}: ${value}`).join('\n'));
    let qr = '';
    if (booking.code) {
      const cid = `qr-${booking.id}@tadhkira`;
      attachments.push({ filename: `${booking.booking_number}.png`, contentType: 'image/png', content: await qrPng(booking.code), cid });
      qr = `<img src="cid:${escapeMarkup(cid)}" width="${QR_PNG_SIZE / 2}" height="${QR_PNG_SIZE / 2}" alt="${escapeMarkup(copy.qrAlt(booking.booking_number))}" style="display: block; margin: 0 auto; width: ${QR_PNG_SIZE / 2}px; height: ${QR_PNG_SIZE / 2}px; border: 0;">`;
    }
    const rows = facts
      .map(
        ([label, value, latin]) =>
          `<tr><td style="padding: 2px 0; color: #4a5568; white-space: nowrap; vertical-align: top;">${escapeMarkup(label)}</td><td style="padding: 2px 12px; font-weight: 600;${latin ? ' white-space: nowrap;' : ''}"${latin ? ' dir="ltr"' : ''}>${escapeMarkup(value)}</td></tr>`,
      )
      .join('');
    // The code above its facts: as wide on a phone as on a desktop, with no layout a mail client must support.
    blocks.push(`<table role="presentation" dir="${dir}" cellpadding="0" cellspacing="0" style="width: 100%; max-width: 420px; margin: 0 0 16px; border: 1px solid #e2e8f0; border-radius: 8px; border-collapse: separate;" data-booking="${escapeMarkup(booking.booking_number)}">
<tr><td style="padding: 16px 12px 4px; text-align: center; background: #ffffff;" align="center">${qr}</td></tr>
<tr><td style="padding: 8px 12px 12px; text-align: ${align};"><table role="presentation" cellpadding="0" cellspacing="0">${rows}</table></td></tr>
</table>`);
  }

  if (first) {
    const calendar = calendarOf({
      uid: calendarUid,
      name: eventName,
      start: new Date(first.event.start_date),
      end: new Date(first.event.finish_date),
      location: where,
      url: eventUrl(input.publicUrl, locale, first.event.id),
      description: `${copy.calendar}: ${input.bookings.map((b) => b.booking_number).join(', ')}`,
      now: input.now,
    });
    attachments.push({ filename: `${fileSafe(eventName)}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar });
  }

  const text = [
    copy.greeting(input.name),
    '',
    intro,
    '',
    eventName,
    `${copy.when}: ${when}`,
    `${copy.ends}: ${ends}`,
    ...(where ? [`${copy.where}: ${where}`] : []),
    '',
    textBlocks.join('\n\n'),
    '',
    ...(invoiceLine ? [invoiceLine] : []),
    copy.show,
    link,
    '',
    copy.signature,
  ].join('\n');
  const html = mailDocument(
    locale,
    subject,
    `<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p>${escapeMarkup(intro)}</p>
<p><strong>${escapeMarkup(eventName)}</strong><br>${escapeMarkup(copy.when)}: ${escapeMarkup(when)}<br>${escapeMarkup(copy.ends)}: ${escapeMarkup(ends)}${where ? `<br>${escapeMarkup(copy.where)}: ${escapeMarkup(where)}` : ''}</p>
${blocks.join('\n')}
${
  invoiceLine
    ? `<p>${escapeMarkup(invoiceLine)}</p>
`
    : ''
}<p>${escapeMarkup(copy.show)}</p>
<p><a href="${escapeMarkup(link)}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject, text, html, attachments };
}

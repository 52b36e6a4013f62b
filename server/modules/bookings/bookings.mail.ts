import type { TBooking, TInvoice } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';

/* The booking confirmation mail, in the buyer's language; dates in Asia/Muscat (docs/architecture.md §4). */

const INTL_LOCALE: Record<TLocale, string> = { en: 'en-GB', ar: 'ar-OM' };

// Formatters are costly to build and this mail goes out on every booking: one of each per locale.
export const DATE_FORMATS: Record<TLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(INTL_LOCALE.en, { timeZone: 'Asia/Muscat', dateStyle: 'full', timeStyle: 'short' }),
  ar: new Intl.DateTimeFormat(INTL_LOCALE.ar, { timeZone: 'Asia/Muscat', dateStyle: 'full', timeStyle: 'short' }),
};
export const MONEY_FORMATS: Record<TLocale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(INTL_LOCALE.en, { style: 'currency', currency: 'OMR', minimumFractionDigits: 3 }),
  ar: new Intl.NumberFormat(INTL_LOCALE.ar, { style: 'currency', currency: 'OMR', minimumFractionDigits: 3 }),
};

const COPY = {
  en: {
    subject: (event: string) => `Your tickets for ${event}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Your booking is confirmed. Here are your tickets:',
    when: 'When',
    where: 'Where',
    invoice: (number: string, total: string) => `Invoice ${number}, total ${total} (VAT included).`,
    show: 'Open My Tickets to show the QR code of each ticket at the entrance; it works without a connection too.',
    button: 'Open My Tickets',
    signature: 'Tadhkira',
  },
  ar: {
    subject: (event: string) => `تذاكرك لفعالية ${event}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: 'تم تأكيد حجزك. هذه تذاكرك:',
    when: 'الموعد',
    where: 'المكان',
    invoice: (number: string, total: string) => `الفاتورة ${number}، الإجمالي ${total} (شامل ضريبة القيمة المضافة).`,
    show: 'افتح صفحة تذاكري لإظهار رمز QR لكل تذكرة عند الدخول، ويعمل حتى دون اتصال بالإنترنت.',
    button: 'افتح تذاكري',
    signature: 'تذكرة',
  },
} as const;

export function bookingConfirmationMail(input: {
  to: string;
  name: string;
  locale: TLocale;
  invoice: TInvoice;
  bookings: TBooking[];
  publicUrl: string;
}): TMailMessage {
  const copy = COPY[input.locale];
  const first = input.bookings[0];
  const eventName = first?.event.name ?? '';
  const when = first ? DATE_FORMATS[input.locale].format(new Date(first.event.start_date)) : '';
  const where = first?.event.location ?? null;
  const link = `${input.publicUrl}/my-tickets`;
  const lines = input.bookings.map((b) => `${b.booking_number} — ${b.ticket.name}`);
  const invoiceLine = copy.invoice(input.invoice.number, MONEY_FORMATS[input.locale].format(Number(input.invoice.total)));
  const text = [
    copy.greeting(input.name),
    '',
    copy.intro,
    '',
    eventName,
    `${copy.when}: ${when}`,
    ...(where ? [`${copy.where}: ${where}`] : []),
    '',
    ...lines,
    '',
    invoiceLine,
    copy.show,
    link,
    '',
    copy.signature,
  ].join('\n');
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const items = input.bookings
    .map((b) => `<li><span dir="ltr">${escapeMarkup(b.booking_number)}</span> — ${escapeMarkup(b.ticket.name)}</li>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(copy.subject(eventName))}</title></head>
<body dir="${dir}" style="font-family: system-ui, 'Segoe UI', Tahoma, Arial, sans-serif; line-height: 1.6; color: #1a202c; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p>${escapeMarkup(copy.intro)}</p>
<p><strong>${escapeMarkup(eventName)}</strong><br>${escapeMarkup(copy.when)}: ${escapeMarkup(when)}${where ? `<br>${escapeMarkup(copy.where)}: ${escapeMarkup(where)}` : ''}</p>
<ul>
${items}
</ul>
<p>${escapeMarkup(invoiceLine)}</p>
<p>${escapeMarkup(copy.show)}</p>
<p><a href="${escapeMarkup(link)}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p>${escapeMarkup(copy.signature)}</p>
</body>
</html>
`;
  return { to: input.to, subject: copy.subject(eventName), text, html };
}

import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';
import { mailDateTime, mailMoney } from '../bookings/bookings.mail';

/*
 * The waitlist offer (docs/product.md §10 Waitlist): seats came free and are held in the user's name until the
 * offer ends; the link opens the checkout of exactly that order. In the user's saved language, times in
 * Asia/Muscat, amounts as the pages show them.
 */

const COPY = {
  en: {
    subject: (event: string) => `Seats are waiting for you: ${event}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (count: number, ticket: string) =>
      count === 1 ? `A ${ticket} ticket came free and is held in your name.` : `${count} ${ticket} tickets came free and are held in your name.`,
    total: (amount: string) => `Total: ${amount} (VAT included).`,
    until: (when: string) => `Pay before ${when} to get them. After that they go to the next person in line.`,
    button: 'Pay now',
    decline: 'Not going any more? Cancel the order on that page and the seats go to the next person.',
    signature: 'Tadhkira',
    sms: (event: string, when: string, link: string) => `Tadhkira: seats for ${event} are held for you until ${when}. Pay: ${link}`,
  },
  ar: {
    subject: (event: string) => `مقاعد بانتظارك: ${event}`,
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: (count: number, ticket: string) =>
      count === 1 ? `توفرت تذكرة ${ticket} وهي محجوزة باسمك.` : `توفرت تذاكر ${ticket} (العدد: ${count}) وهي محجوزة باسمك.`,
    total: (amount: string) => `الإجمالي: ${amount} (شامل ضريبة القيمة المضافة).`,
    until: (when: string) => `ادفع قبل ${when} لتحصل عليها، وبعد ذلك تنتقل إلى الشخص التالي في قائمة الانتظار.`,
    button: 'ادفع الآن',
    decline: 'لم تعد ترغب في الحضور؟ ألغِ الطلب من تلك الصفحة لتنتقل المقاعد إلى الشخص التالي.',
    signature: 'تذكرة',
    sms: (event: string, when: string, link: string) => `تذكرة: مقاعد ${event} محجوزة لك حتى ${when}. ادفع: ${link}`,
  },
} as const;

export type TOfferMessage = {
  to: string;
  name: string;
  locale: TLocale;
  eventName: string;
  ticketName: string;
  quantity: number;
  /** Baisa, the order's total. */
  total: number;
  expiresAt: Date;
  /** Opens the checkout of the offer's order. */
  link: string;
};

/** Where the offer's order is paid: the checkout page of a pending order, in the user's language (docs/product.md §10). */
export function offerLink(publicUrl: string, locale: TLocale, invoiceId: number): string {
  return `${publicUrl}/${locale}/checkout/return?invoice=${invoiceId}&offer=1`;
}

export function waitlistOfferMail(input: TOfferMessage): TMailMessage {
  const copy = COPY[input.locale];
  const when = mailDateTime(input.expiresAt, input.locale);
  const total = copy.total(mailMoney(input.total / 1000, input.locale));
  const intro = copy.intro(input.quantity, input.ticketName);
  const text = [copy.greeting(input.name), '', input.eventName, intro, total, copy.until(when), '', input.link, '', copy.decline, '', copy.signature].join(
    '\n',
  );
  const html = mailDocument(
    input.locale,
    copy.subject(input.eventName),
    `<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p><strong>${escapeMarkup(input.eventName)}</strong></p>
<p>${escapeMarkup(intro)}<br>${escapeMarkup(total)}</p>
<p>${escapeMarkup(copy.until(when))}</p>
<p><a href="${escapeMarkup(input.link)}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p>${escapeMarkup(copy.decline)}</p>
<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject: copy.subject(input.eventName), text, html };
}

export function waitlistOfferSms(input: Pick<TOfferMessage, 'locale' | 'eventName' | 'expiresAt' | 'link'>): string {
  return COPY[input.locale].sms(input.eventName, mailDateTime(input.expiresAt, input.locale), input.link);
}

import type { TLocale } from '../../../contract/common';
import { dateFormatter } from '../../../contract/intl';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';

/*
 * The message that carries a sent ticket's link (docs/product.md §4 Sending a ticket): a mail to an
 * address, or a text to a phone, in the language of the recipient's account (the sender's when they have
 * none yet). The ticket itself follows in a ticket mail once they accept.
 */

export type TTransferInvitation = {
  to: string;
  locale: TLocale;
  fromName: string;
  eventName: string;
  eventStart: Date;
  location: string | null;
  expiresAt: Date;
  link: string;
};

const COPY = {
  en: {
    subject: (from: string, event: string) => `${from} is sending you a ticket for ${event}`,
    intro: (from: string) => `${from} is sending you a ticket on Tadhkira:`,
    when: 'When',
    where: 'Where',
    accept: (expires: string) => `Open the link to accept or decline it before ${expires}. Until you accept, the ticket stays with the sender.`,
    account: 'Sign in with this e-mail address, or create an account with it first, then open the link again.',
    button: 'View the ticket',
    sms: (from: string, event: string, link: string) => `${from} sent you a ticket for ${event} on Tadhkira: ${link}`,
    signature: 'Tadhkira',
  },
  ar: {
    subject: (from: string, event: string) => `يرسل إليك ${from} تذكرة لفعالية ${event}`,
    intro: (from: string) => `يرسل إليك ${from} تذكرة عبر تذكرة:`,
    when: 'الموعد',
    where: 'المكان',
    accept: (expires: string) => `افتح الرابط لقبول التذكرة أو رفضها قبل ${expires}. تبقى التذكرة مع المرسل حتى تقبلها.`,
    account: 'سجّل الدخول بهذا البريد الإلكتروني، أو أنشئ حسابًا به أولًا، ثم افتح الرابط مرة أخرى.',
    button: 'عرض التذكرة',
    sms: (from: string, event: string, link: string) => `أرسل إليك ${from} تذكرة لفعالية ${event} عبر تذكرة: ${link}`,
    signature: 'تذكرة',
  },
} as const;

function when(value: Date, locale: TLocale): string {
  return dateFormatter(locale, 'fullWithTime').format(value);
}

export function transferInvitationMail(input: TTransferInvitation): TMailMessage {
  const copy = COPY[input.locale];
  const start = when(input.eventStart, input.locale);
  const accept = copy.accept(when(input.expiresAt, input.locale));
  const subject = copy.subject(input.fromName, input.eventName);
  const text = [
    copy.intro(input.fromName),
    '',
    input.eventName,
    `${copy.when}: ${start}`,
    ...(input.location ? [`${copy.where}: ${input.location}`] : []),
    '',
    accept,
    copy.account,
    input.link,
    '',
    copy.signature,
  ].join('\n');
  const html = mailDocument(
    input.locale,
    subject,
    `<p>${escapeMarkup(copy.intro(input.fromName))}</p>
<p><strong>${escapeMarkup(input.eventName)}</strong><br>${escapeMarkup(copy.when)}: ${escapeMarkup(start)}${input.location ? `<br>${escapeMarkup(copy.where)}: ${escapeMarkup(input.location)}` : ''}</p>
<p>${escapeMarkup(accept)}</p>
<p><a href="${escapeMarkup(input.link)}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p>${escapeMarkup(copy.account)}</p>
<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject, text, html };
}

export function transferInvitationSms(input: TTransferInvitation): string {
  return COPY[input.locale].sms(input.fromName, input.eventName, input.link);
}

import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';
import { escapeMarkup } from '../../lib/markup';
import { mailDocument } from '../../lib/mail-document';

/* What accounts send: the password reset and e-mail change mails and the OTP SMS, in the user's language. */

/** `${PUBLIC_URL}/reset-password/{token}?email=…`, the web route of docs/product.md §2. */
export function resetLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

const RESET_COPY = {
  en: {
    subject: 'Reset your Tadhkira password',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your Tadhkira account. Open this link to choose a new password:',
    button: 'Choose a new password',
    expiry: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    signature: 'Tadhkira',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في تذكرة',
    greeting: (name: string) => `مرحبًا ${name}،`,
    intro: 'تلقينا طلبًا لإعادة تعيين كلمة المرور لحسابك في تذكرة. افتح الرابط التالي لاختيار كلمة مرور جديدة:',
    button: 'اختر كلمة مرور جديدة',
    expiry: (minutes: number) => `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${minutes} دقيقة.`,
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
    signature: 'تذكرة',
  },
} as const;

export function passwordResetMail(input: { to: string; name: string; locale: TLocale; link: string; expiresInMinutes: number }): TMailMessage {
  const copy = RESET_COPY[input.locale];
  const text = [copy.greeting(input.name), '', copy.intro, '', input.link, '', copy.expiry(input.expiresInMinutes), copy.ignore, '', copy.signature].join('\n');
  const link = escapeMarkup(input.link);
  const html = mailDocument(
    input.locale,
    copy.subject,
    `<p>${escapeMarkup(copy.greeting(input.name))}</p>
<p>${escapeMarkup(copy.intro)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button)}</a></p>
<p dir="ltr" style="word-break: break-all; font-size: 13px;"><a href="${link}">${link}</a></p>
<p>${escapeMarkup(copy.expiry(input.expiresInMinutes))}<br>${escapeMarkup(copy.ignore)}</p>
<p>${escapeMarkup(copy.signature)}</p>
`,
  );
  return { to: input.to, subject: copy.subject, text, html };
}

/** `${PUBLIC_URL}/confirm-email/{token}`, the web route that confirms an e-mail change. */
export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email/${encodeURIComponent(token)}`;
}

type TMailCopy = { subject: string; paragraphs: string[]; button?: { label: string; link: string }; signature: string };

/** The shared layout of account mails: plain text and an HTML twin in the reader's direction. */
function accountMail(to: string, locale: TLocale, copy: TMailCopy): TMailMessage {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [...copy.paragraphs.flatMap((p, i) => (i === 1 && copy.button ? [p, '', copy.button.link, ''] : [p, ''])), copy.signature].join('\n');
  const paragraphs = copy.paragraphs.map((p, i) => {
    const html = `<p>${escapeMarkup(p)}</p>`;
    if (i !== 1 || !copy.button) return html;
    const link = escapeMarkup(copy.button.link);
    return `${html}
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeMarkup(copy.button.label)}</a></p>
<p dir="ltr" style="word-break: break-all; font-size: 13px;"><a href="${link}">${link}</a></p>`;
  });
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(copy.subject)}</title></head>
<body dir="${dir}" style="font-family: system-ui, 'Segoe UI', Tahoma, Arial, sans-serif; line-height: 1.6; color: #1a202c; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
${paragraphs.join('\n')}
<p>${escapeMarkup(copy.signature)}</p>
</body>
</html>
`;
  return { to, subject: copy.subject, text, html };
}

const EMAIL_CHANGE_COPY = {
  en: {
    confirmSubject: 'Confirm your new Tadhkira email',
    noticeSubject: 'Your Tadhkira email is about to change',
    greeting: (name: string) => `Hello ${name},`,
    confirmIntro: 'You asked to use this address for your Tadhkira account. Open this link to confirm it:',
    button: 'Confirm this email',
    expiry: (hours: number) => `The link works once and expires in ${hours} hours. Until then your account keeps its current email.`,
    confirmIgnore: 'If you did not ask for this, ignore this email: nothing changes.',
    notice: (email: string) =>
      `Someone signed in to your Tadhkira account asked to change its email to ${email}. The change happens only when the link sent to that address is opened; until then we keep writing to this address.`,
    noticeIgnore: 'If this was not you, change your password now: a password change signs out every other session.',
    signature: 'Tadhkira',
  },
  ar: {
    confirmSubject: 'تأكيد بريدك الإلكتروني الجديد في تذكرة',
    noticeSubject: 'سيتغير بريدك الإلكتروني في تذكرة',
    greeting: (name: string) => `مرحبًا ${name}،`,
    confirmIntro: 'طلبت استخدام هذا العنوان لحسابك في تذكرة. افتح الرابط التالي لتأكيده:',
    button: 'تأكيد هذا البريد',
    expiry: (hours: number) => `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${hours} ساعة. حتى ذلك الحين يبقى بريد حسابك الحالي كما هو.`,
    confirmIgnore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة ولن يتغير شيء.',
    notice: (email: string) =>
      `طلب شخص مسجّل الدخول إلى حسابك في تذكرة تغيير بريده الإلكتروني إلى ${email}. لا يتم التغيير إلا عند فتح الرابط المرسل إلى ذلك العنوان، وحتى ذلك الحين نواصل المراسلة على هذا العنوان.`,
    noticeIgnore: 'إذا لم تكن أنت، غيّر كلمة المرور الآن: تغيير كلمة المرور يسجّل الخروج من كل الجلسات الأخرى.',
    signature: 'تذكرة',
  },
} as const;

/** To the NEW address: the single-use link that confirms the change. */
export function emailChangeConfirmMail(input: { to: string; name: string; locale: TLocale; link: string; expiresInMinutes: number }): TMailMessage {
  const copy = EMAIL_CHANGE_COPY[input.locale];
  return accountMail(input.to, input.locale, {
    subject: copy.confirmSubject,
    paragraphs: [copy.greeting(input.name), copy.confirmIntro, copy.expiry(Math.round(input.expiresInMinutes / 60)), copy.confirmIgnore],
    button: { label: copy.button, link: input.link },
    signature: copy.signature,
  });
}

/** To the OLD address: a change was asked for, and what to do if it was not the owner. */
export function emailChangeNoticeMail(input: { to: string; name: string; locale: TLocale; newEmail: string }): TMailMessage {
  const copy = EMAIL_CHANGE_COPY[input.locale];
  return accountMail(input.to, input.locale, {
    subject: copy.noticeSubject,
    paragraphs: [copy.greeting(input.name), copy.notice(input.newEmail), copy.noticeIgnore],
    signature: copy.signature,
  });
}

export function otpSmsText(locale: TLocale, code: string): string {
  return locale === 'ar' ? `رمز التحقق في تذكرة هو ${code}` : `Your Tadhkira code is ${code}`;
}

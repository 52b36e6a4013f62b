import type { TLocale } from '../../../contract/common';
import type { TMailMessage } from '../../lib/mailer';

/* What accounts send: the password reset mail and the OTP SMS, in the user's language. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

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
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const text = [copy.greeting(input.name), '', copy.intro, '', input.link, '', copy.expiry(input.expiresInMinutes), copy.ignore, '', copy.signature].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${input.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.subject)}</title></head>
<body dir="${dir}" style="font-family: system-ui, 'Segoe UI', Tahoma, Arial, sans-serif; line-height: 1.6; color: #1a202c; text-align: ${dir === 'rtl' ? 'right' : 'left'};">
<p>${escapeHtml(copy.greeting(input.name))}</p>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #6b46c1; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(copy.button)}</a></p>
<p dir="ltr" style="word-break: break-all; font-size: 13px;"><a href="${link}">${link}</a></p>
<p>${escapeHtml(copy.expiry(input.expiresInMinutes))}<br>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</body>
</html>
`;
  return { to: input.to, subject: copy.subject, text, html };
}

export function otpSmsText(locale: TLocale, code: string): string {
  return locale === 'ar' ? `رمز التحقق في تذكرة هو ${code}` : `Your Tadhkira code is ${code}`;
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TLocale } from '../../../contract/common';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import { AppError } from '../../lib/errors';
import { escapeMarkup } from '../../lib/markup';
import { mailMoney } from '../bookings/bookings.mail';
import { confirmWebhookSession } from './payments.service';
import { findTestSession, settleTestSession, TEST_CHECKOUT_PATH, testSessionView } from './payments.test-provider';

/*
 * The test gateway's hosted page (PAYMENT_PROVIDER=test; docs/architecture.md §11): what a buyer sees instead
 * of a real gateway's card form while an operator rehearses an event. Served by this server, in the
 * buyer's language (the session's, or ?lang=), phone-first, with a banner that no money moves. Pay,
 * Decline and Cancel post back here; Pay then confirms through the same function as a real webhook
 * (with the session as this gateway has just settled it), and every button returns the buyer to the app as a real
 * gateway would: Pay and Decline to the return page, Cancel to the cancel page.
 */

const COPY = {
  en: {
    title: 'Test checkout',
    banner: 'Test mode: no money moves',
    lead: 'This page stands in for the payment gateway. Choose what the gateway should answer.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    paid: 'This checkout is already paid.',
    cancelled: 'This checkout was cancelled.',
    back: 'Back to Tadhkira',
  },
  ar: {
    title: 'دفع تجريبي',
    banner: 'وضع الاختبار: لا تُحوَّل أي أموال',
    lead: 'تحل هذه الصفحة محل بوابة الدفع. اختر ما ينبغي أن تجيب به البوابة.',
    order: 'الطلب',
    amount: 'المبلغ',
    pay: 'ادفع',
    decline: 'ارفض الدفع',
    cancel: 'إلغاء',
    paid: 'تم دفع هذا الطلب من قبل.',
    cancelled: 'أُلغي هذا الطلب.',
    back: 'العودة إلى تذكرة',
  },
} as const;

const ZParams = z.object({ id: z.string().regex(/^test_[A-Za-z0-9_-]{1,64}$/) });
const ZQuery = z.object({ lang: z.enum(['en', 'ar']).optional() });
const ZForm = z.object({ action: z.enum(['pay', 'decline', 'cancel']), lang: z.enum(['en', 'ar']).optional() });

function sessionNotFound(): AppError {
  return new AppError(404, 'payments.session_not_found', PAYMENT_MESSAGES.sessionNotFound);
}

function page(locale: TLocale, body: string): string {
  const copy = COPY[locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(copy.title)}</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,'Segoe UI',Tahoma,Arial,sans-serif;background:#f7f5fb;color:#1a202c;line-height:1.5}
  .banner{background:#b7791f;color:#fff;font-weight:600;text-align:center;padding:10px 16px}
  main{max-width:28rem;margin:0 auto;padding:24px 16px}
  h1{font-size:1.375rem;margin:0 0 8px}
  .card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:16px 0}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}
  dt{color:#4a5568}
  dd{margin:0;font-weight:600;text-align:end}
  form{display:grid;gap:10px}
  button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:1px solid transparent;cursor:pointer;padding:10px 16px}
  .pay{background:#553c9a;color:#fff}
  .decline{background:#fff;color:#9b2c2c;border-color:#feb2b2}
  .cancel{background:#fff;color:#2d3748;border-color:#cbd5e0}
  a{color:#553c9a}
</style>
</head>
<body>
<div class="banner" role="status" data-testid="test-mode-banner">${escapeMarkup(copy.banner)}</div>
<main>
<h1>${escapeMarkup(copy.title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export async function registerTestCheckoutPage(root: FastifyInstance): Promise<void> {
  if (root.payments.gateway.provider !== 'test') return;
  await root.register(testCheckoutPage);
}

async function testCheckoutPage(app: FastifyInstance): Promise<void> {
  const deps = app.payments;
  const publicOrigin = new URL(deps.publicUrl).origin;
  // The page's buttons post a plain HTML form; only this scope reads one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(`${TEST_CHECKOUT_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = ZParams.safeParse(request.params);
    const query = ZQuery.safeParse(request.query);
    const session = params.success ? await findTestSession(app.db, params.data.id) : undefined;
    if (!session) throw sessionNotFound();
    const locale: TLocale = (query.success ? query.data.lang : undefined) ?? session.locale;
    const copy = COPY[locale];
    const amount = mailMoney(session.amount / 1000, locale);
    const facts = `<div class="card"><dl><dt>${escapeMarkup(copy.order)}</dt><dd dir="ltr">${escapeMarkup(session.reference)}</dd><dt>${escapeMarkup(copy.amount)}</dt><dd data-testid="test-checkout-amount">${escapeMarkup(amount)}</dd></dl></div>`;
    let body: string;
    if (session.status === 'unpaid') {
      body = `<p>${escapeMarkup(copy.lead)}</p>${facts}
<form method="post" action="${TEST_CHECKOUT_PATH}/${escapeMarkup(session.id)}">
<input type="hidden" name="lang" value="${locale}">
<button class="pay" type="submit" name="action" value="pay">${escapeMarkup(copy.pay)}</button>
<button class="decline" type="submit" name="action" value="decline">${escapeMarkup(copy.decline)}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeMarkup(copy.cancel)}</button>
</form>`;
    } else {
      const back = session.status === 'paid' ? session.successUrl : session.cancelUrl;
      body = `${facts}<p>${escapeMarkup(session.status === 'paid' ? copy.paid : copy.cancelled)}</p><p><a href="${escapeMarkup(back)}">${escapeMarkup(copy.back)}</a></p>`;
    }
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(page(locale, body));
  });

  app.post(`${TEST_CHECKOUT_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = ZParams.safeParse(request.params);
    const form = ZForm.safeParse(request.body);
    if (!params.success) throw sessionNotFound();
    if (!form.success) throw new AppError(422, 'validation.failed', 'Choose Pay, Decline or Cancel.');
    const session = await settleTestSession(app.db, params.data.id, form.data.action, deps.now());
    if (!session) throw sessionNotFound();
    // The gateway's webhook, in effect, with the session as the gateway has just settled it.
    if (session.status !== 'unpaid') await confirmWebhookSession(deps, session.id, testSessionView(session));
    const back = form.data.action === 'cancel' ? session.cancelUrl : session.successUrl;
    return reply.redirect(back, 303);
  });
}

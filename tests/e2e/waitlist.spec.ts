import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CHECKOUT_TEXT, CheckoutReturnPage, TestCheckoutPage } from './pages/checkout-pages';
import { bearer, cancelEvent } from './support/admin-api';
import { expect, test } from './support/admin-fixtures';
import { bookAndPayViaApi, createUser, signInBrowser } from './support/booking-api';
import { waitForApp } from './support/hydration';
import { OUTBOX_DIR } from './support/outbox';

/*
 * The waitlist (docs/product.md §10 Waitlist) in the browser, on a phone (390 px), in English and in Arabic: a buyer
 * joins the line of a sold-out ticket type on the event page and reads their place; an administrator cancels the
 * booking that held the seat; the offer arrives by mail within seconds, the event page shows it with Pay now, the
 * mail's link opens the checkout of exactly that order, and the buyer pays on the test checkout. The administrator's
 * dialog lists the line. New texts are found by test id: their Arabic is added to the catalogs after this spec.
 */

test.use({ viewport: { width: 390, height: 844 } });

type TLocale = 'en' | 'ar';

/** A fresh upcoming event with one priced ticket type of one seat (so the journey owns its line). */
async function soldOutEvent(request: APIRequestContext, adminToken: string, locale: TLocale): Promise<{ eventId: number; ticketId: number }> {
  const start = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const event = await request.post('/api/admin/events', {
    headers: bearer(adminToken),
    multipart: {
      name: `Waitlist night ${locale} ${Date.now()}`,
      name_ar: 'أمسية قائمة الانتظار',
      description: 'A concert whose seats went fast.',
      start_date: start.toISOString(),
      finish_date: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
      location: 'Muscat',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId = ((await event.json()) as { data: { event: { id: number } } }).data.event.id;
  const ticket = await request.post(`/api/admin/events/${eventId}/tickets`, {
    headers: bearer(adminToken),
    data: { name: 'Front row', name_ar: 'الصف الأول', price: '3.000', total: 1, usage_limit: 1 },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  return { eventId, ticketId: ((await ticket.json()) as { data: { ticket: { id: number } } }).data.ticket.id };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The path and query of the offer link in the newest mail to `email`, or null while none has come. */
async function offerLinkFor(email: string): Promise<string | null> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of files) {
    const mail = decodeQuotedPrintable(await readFile(path.join(OUTBOX_DIR, name), 'utf8'));
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail)) continue;
    const link = mail.match(/https?:\/\/[^/\s]+((?:\/ar|\/en)?\/checkout\/return\?invoice=\d+&(?:amp;)?offer=1)/);
    if (link?.[1]) return link[1].replace('&amp;', '&');
  }
  return null;
}

/** The event page at phone width, scrolled to the booking panel (its code loads as it nears the screen). */
async function openEventPanel(page: Page, eventId: number, locale: TLocale) {
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/event/${eventId}`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  const part = page.locator('.lazy-part[data-part="booking-panel"]');
  await part.scrollIntoViewIfNeeded();
  await expect(part).toHaveAttribute('data-ready', '');
  const waitlist = page.getByTestId('waitlist');
  await waitlist.scrollIntoViewIfNeeded();
  await expect(waitlist).toBeVisible();
  return waitlist;
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a buyer joins the waitlist of a sold-out type, gets the freed seat by mail and pays for it`, async ({
    page,
    browser,
    request,
    adminToken,
  }) => {
    // Registering two buyers may wait out the sign-up rate limit (5 a minute per address).
    test.setTimeout(180_000);
    const { eventId, ticketId } = await soldOutEvent(request, adminToken, locale);
    try {
      const first = await createUser(request, { name: 'Hamed Al-Balushi' });
      const paid = await bookAndPayViaApi(request, first.token, ticketId, 1);
      const buyer = await createUser(request, { name: 'Aisha Al-Kindi', locale });
      await signInBrowser(page, buyer.token, locale);

      const waitlist = await openEventPanel(page, eventId, locale);
      await expect(page.getByTestId('booking-closed')).toBeVisible();
      await waitlist.getByTestId('waitlist-join').click();
      await expect(waitlist.getByTestId('waitlist-position')).toContainText(locale === 'ar' ? '١' : '1');
      await page.screenshot({ path: `/tmp/waitlist-joined-${locale}.png`, fullPage: false });
      const joined = await request.get(`/api/tickets/${ticketId}/waitlist`, { headers: bearer(buyer.token) });
      expect(((await joined.json()) as { data: { entry: { status: string; position: number } } }).data.entry).toMatchObject({ status: 'waiting', position: 1 });

      // The administrator's line, then the cancellation that frees the seat.
      const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const adminPage = await admin.newPage();
      await signInBrowser(adminPage, adminToken, locale);
      await adminPage.goto(`${locale === 'ar' ? '/ar' : ''}/dashboard/events/${eventId}`);
      await adminPage.getByTestId('ticket-waitlist').locator('visible=true').first().click();
      await expect(adminPage.getByTestId('waitlist-entry')).toHaveAttribute('data-status', 'waiting');
      await adminPage.screenshot({ path: `/tmp/waitlist-dashboard-${locale}.png` });
      await admin.close();

      const cancelled = await request.post(`/api/admin/bookings/${paid.bookings[0]!.id}/cancel`, {
        headers: bearer(adminToken),
        data: { reason: 'Freed for the waitlist' },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);

      // The offer, within seconds: by mail, and on the event page with Pay now.
      let link: string | null = null;
      await expect.poll(async () => (link = await offerLinkFor(buyer.user.email)), { timeout: 20_000 }).not.toBeNull();
      expect(link).toContain(locale === 'ar' ? '/ar/checkout/return' : '/en/checkout/return');
      const offered = await openEventPanel(page, eventId, locale);
      await expect(offered.getByTestId('waitlist-offer')).toBeVisible();
      await page.screenshot({ path: `/tmp/waitlist-offered-${locale}.png` });

      // The mail's link opens the checkout of exactly that order; paying there sells the seat to the buyer.
      await page.goto(link!);
      const checkout = new CheckoutReturnPage(page, CHECKOUT_TEXT[locale]);
      await expect(checkout.status).toHaveAttribute('data-phase', 'offered', { timeout: 20_000 });
      await page.screenshot({ path: `/tmp/waitlist-checkout-${locale}.png` });
      const invoiceId = checkout.invoiceId();
      await checkout.button(CHECKOUT_TEXT[locale].completePayment).click();
      const gateway = new TestCheckoutPage(page, CHECKOUT_TEXT[locale]);
      await gateway.arrived();
      await gateway.pay();
      await checkout.expectReturnOf(invoiceId);
      await checkout.expectPaid();
      const after = await request.get(`/api/tickets/${ticketId}/waitlist`, { headers: bearer(buyer.token) });
      expect(((await after.json()) as { data: { entry: { status: string } } }).data.entry.status).toBe('converted');
    } finally {
      await cancelEvent(request, adminToken, eventId);
    }
  });
}

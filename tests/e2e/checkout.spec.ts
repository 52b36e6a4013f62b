import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { devices, expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { startFakeThawani, type FakeThawani } from '../../server/test/fake-thawani';
import { startServerProcess, type TServerProcess } from '../../server/test/server-process';
import { bareAmount, CHECKOUT_TEXT, CheckoutReturnPage, FakeThawaniPage, PendingOrders, TestCheckoutPage, type TCheckoutText } from './pages/checkout-pages';
import { EventBookingPage } from './pages/event-page';
import { MyTicketsPage } from './pages/my-tickets-page';
import { PassPage } from './pages/pass-page';
import { loginAs } from './support/admin-api';
import { createUser, expectedTotals, findBookableTicket, readInvoice, signInBrowser, type TBookable, type TSignedIn } from './support/booking-api';
import { expectQrDrawn, waitForServiceWorker } from './support/offline';
import { seatsLeft } from './support/people-api';

/*
 * The checkout (docs/product.md §10) in the browser, phone first: a priced booking holds the seats and goes on
 * to the gateway's page; Pay comes back to "Payment received" with the tickets, which My Tickets and the
 * offline pass then carry; Decline comes back to "Payment not received" with the order waiting in My Tickets
 * until it is called off (its seats back at once); Cancel on the gateway's page comes back to the cancel page,
 * whence Complete payment opens a new checkout. Each in English and Arabic on the test gateway; once more
 * through a fake Thawani on a server of its own.
 */

type TLocale = 'en' | 'ar';

/** One verified buyer per project (worker) for these journeys alone, so the per-buyer limits of the shared user are not used up. */
const test = base.extend<object, { buyer: TSignedIn }>({
  buyer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createUser(request, { name: 'Aisha Al-Kindi' }));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** A ticket type the buyer may take a few of, more than once. */
const roomy = (t: { per_buyer_limit: number | null }) => (t.per_buyer_limit ?? 20) >= 10;

/** The event's and the ticket's names in one language, as the public API gives them. */
async function namesIn(request: APIRequestContext, { event, ticket }: TBookable, locale: TLocale): Promise<{ event: string; ticket: string }> {
  const res = await request.get(`/api/events/${event.id}`, { headers: { 'Accept-Language': locale } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { event: { name: string; tickets: { id: number; name: string }[] } } };
  return { event: data.event.name, ticket: data.event.tickets.find((t) => t.id === ticket.id)?.name ?? '' };
}

/** The event page in the language's own address, the ticket chosen (and `quantity` of it), ready to go on to payment. */
async function chooseTickets(page: Page, bookable: TBookable, quantity: number, locale: TLocale, text: TCheckoutText): Promise<EventBookingPage> {
  const eventPage = new EventBookingPage(page, text.booking);
  await eventPage.goto(bookable.event.id, locale === 'ar' ? '/ar' : '');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  const { panel } = eventPage;
  await panel.selectTicket(bookable.ticket.id);
  for (let n = 1; n < quantity; n += 1) await panel.increaseQuantity();
  await expect(panel.continueButton()).toBeVisible();
  return eventPage;
}

for (const locale of ['en', 'ar'] as const) {
  const text = CHECKOUT_TEXT[locale];

  test.describe(`checkout on the test gateway (${locale})`, () => {
    test('pay: the gateway shows the panel’s total, the return page the booking, My Tickets the ticket, the pass its QR offline too', async ({
      page,
      context,
      request,
      buyer,
    }) => {
      const bookable = await findBookableTicket(request, 2, roomy);
      const names = await namesIn(request, bookable, locale);
      await signInBrowser(page, buyer.token, locale);
      const { panel } = await chooseTickets(page, bookable, 2, locale, text);
      await expect(panel.total).toContainText(locale === 'en' ? expectedTotals(bookable.ticket.price, 2).total : 'ر.ع.');
      const panelTotal = (await panel.total.textContent()) ?? '';

      await panel.continueToPayment();
      const gateway = new TestCheckoutPage(page, text);
      await gateway.arrived();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      expect(bareAmount((await gateway.amount.textContent()) ?? '')).toBe(bareAmount(panelTotal));
      await page.screenshot({ path: `/tmp/checkout-${test.info().project.name}-${locale}-gateway.png`, fullPage: true });
      await gateway.pay();

      const checkout = new CheckoutReturnPage(page, text);
      await checkout.expectReturnOf();
      await checkout.expectPaid();
      const { confirmation } = checkout;
      await expect(confirmation.heading(text.paymentReceived)).toBeFocused();
      await expect(confirmation.total).toHaveText(panelTotal);
      await expect(confirmation.invoiceNumber).toHaveText(/^INV-/);
      const numbers = await confirmation.bookingNumbers.allTextContents();
      expect(numbers).toHaveLength(2);
      const [first, second] = numbers as [string, string];
      // The server's answer is the same order, paid, with a code for each booking.
      const paid = await readInvoice(request, buyer.token, checkout.invoiceId());
      expect(paid.invoice.status).toBe('paid');
      expect(paid.bookings.map((b) => b.booking_number).sort()).toEqual([...numbers].sort());
      for (const booking of paid.bookings) expect(booking.code).toBeTruthy();
      await page.screenshot({ path: `/tmp/checkout-${test.info().project.name}-${locale}-paid.png`, fullPage: true });

      await confirmation.viewMyTickets.click();
      await expect(page).toHaveURL(/\/my-tickets$/);
      const myTickets = new MyTicketsPage(page);
      await expect(myTickets.card(first)).toContainText(names.event);
      await expect(myTickets.card(first)).toContainText(names.ticket);
      await expect(myTickets.card(second)).toBeVisible();
      await expect(new PendingOrders(page, text).order(paid.invoice.number)).toHaveCount(0);

      const pass = new PassPage(page);
      await pass.goto();
      await expect(pass.card(first)).toHaveCount(1);
      await expect(pass.card(second)).toHaveCount(1);
      await expectQrDrawn(pass.qr(first));
      await waitForServiceWorker(page);

      // Offline: the paid tickets were saved on the device.
      await context.setOffline(true);
      await page.reload();
      await expectQrDrawn(pass.qr(first));
      await expect(pass.verified(first)).toBeVisible();
      await expect(pass.bookingNumber(second)).toHaveText(second);
      await context.setOffline(false);
    });

    test('decline: "Payment not received", the order waits in My Tickets without a ticket, and its cancel returns the seats', async ({
      page,
      request,
      buyer,
    }) => {
      const bookable = await findBookableTicket(request, 2, roomy);
      const { event, ticket } = bookable;
      const before = await seatsLeft(request, event.id, ticket.id);
      await signInBrowser(page, buyer.token, locale);
      const { panel } = await chooseTickets(page, bookable, 2, locale, text);
      await panel.continueToPayment();
      const gateway = new TestCheckoutPage(page, text);
      await gateway.arrived();
      // The hold: while it lasts, its seats are taken in every public read.
      expect(await seatsLeft(request, event.id, ticket.id)).toBe(before - 2);
      await gateway.decline();

      const checkout = new CheckoutReturnPage(page, text);
      await checkout.expectReturnOf();
      const invoiceId = checkout.invoiceId();
      // Still pending after the decline: first "Confirming your payment…", then "Payment not received".
      await checkout.expectPhase('declined');
      await expect(checkout.heading).toHaveText(text.notReceived);
      await expect(checkout.button(text.tryAgain)).toBeVisible();
      await expect(checkout.button(text.cancelOrder)).toBeVisible();
      await expect(checkout.status.getByTestId('hold-countdown')).toHaveText(/^[0-9٠-٩]{2}:[0-9٠-٩]{2}$/);
      await page.screenshot({ path: `/tmp/checkout-${test.info().project.name}-${locale}-declined.png`, fullPage: true });

      const held = await readInvoice(request, buyer.token, invoiceId);
      expect(held.invoice.status).toBe('pending');
      expect(held.bookings).toHaveLength(2);
      for (const booking of held.bookings) expect(booking.code).toBeNull();

      // My Tickets: no ticket of the order, which waits for payment with its countdown.
      const myTickets = new MyTicketsPage(page);
      await myTickets.goto();
      const pending = new PendingOrders(page, text);
      await expect(pending.root).toContainText(text.waitingForPayment);
      const order = pending.order(held.invoice.number);
      await expect(order).toBeVisible();
      await expect(pending.countdown(held.invoice.number)).toHaveText(/^[0-9٠-٩]{2}:[0-9٠-٩]{2}$/);
      await expect(pending.completePayment(held.invoice.number)).toBeVisible();
      for (const booking of held.bookings) await expect(myTickets.card(booking.booking_number)).toHaveCount(0);
      await page.screenshot({ path: `/tmp/checkout-${test.info().project.name}-${locale}-pending.png`, fullPage: true });

      await pending.cancel(held.invoice.number).click();
      await expect(order).toHaveCount(0);
      expect((await readInvoice(request, buyer.token, invoiceId)).invoice.status).toBe('cancelled');
      expect(await seatsLeft(request, event.id, ticket.id)).toBe(before);
      for (const booking of held.bookings) await expect(myTickets.card(booking.booking_number)).toHaveCount(0);
    });
  });
}

test.describe('checkout on the test gateway, cancelled there', () => {
  test('Cancel on the gateway comes back to the cancel page; Complete payment opens a new checkout that pays', async ({ page, request, buyer }) => {
    const text = CHECKOUT_TEXT.en;
    const bookable = await findBookableTicket(request, 1, roomy);
    await signInBrowser(page, buyer.token);
    const { panel } = await chooseTickets(page, bookable, 1, 'en', text);
    await panel.continueToPayment();
    const gateway = new TestCheckoutPage(page, text);
    await gateway.arrived();
    const firstSession = page.url();
    await gateway.cancel();

    const checkout = new CheckoutReturnPage(page, text);
    await checkout.expectCancelOf();
    const invoiceId = checkout.invoiceId();
    await checkout.expectPhase('held');
    await expect(checkout.heading).toHaveText(text.paymentCancelled);
    expect((await readInvoice(request, buyer.token, invoiceId)).invoice.status).toBe('pending');

    await checkout.button(text.completePayment).click();
    await gateway.arrived();
    expect(page.url()).not.toBe(firstSession);
    await gateway.pay();
    await checkout.expectReturnOf(invoiceId);
    await checkout.expectPaid();
    await expect(checkout.confirmation.bookingNumbers).toHaveCount(1);
    const paid = await readInvoice(request, buyer.token, invoiceId);
    expect(paid.invoice.status).toBe('paid');
    expect(paid.bookings[0]?.code).toBeTruthy();
    await expect(checkout.confirmation.bookingNumbers).toHaveText([paid.bookings[0]!.booking_number]);
  });
});

test.describe('checkout through Thawani (a fake one, on a server of its own)', () => {
  test.skip(({ isMobile }) => !isMobile, 'once is enough: the phone');

  let fake: FakeThawani | undefined;
  let server: TServerProcess | undefined;
  let dataDir: string | undefined;
  let context: BrowserContext | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    fake = await startFakeThawani();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-e2e-thawani-'));
    server = await startServerProcess({
      PAYMENT_PROVIDER: 'thawani',
      THAWANI_BASE_URL: fake.baseUrl,
      THAWANI_SECRET_KEY: fake.secretKey,
      THAWANI_PUBLISHABLE_KEY: fake.publishableKey,
      THAWANI_WEBHOOK_SECRET: fake.webhookSecret,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
    });
    fake.webhookUrl = `${server.base}/api/payments/thawani/webhook`;
  });

  test.afterAll(async () => {
    await context?.close();
    await server?.stop();
    await fake?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('the demo user books, pays on the Thawani page, and comes back to "Payment received"', async ({ browser, playwright }) => {
    // The server's PUBLIC_URL is unset, so its gateway links and return addresses are http://localhost:PORT.
    const baseURL = `http://localhost:${server!.port}`;
    const request = await playwright.request.newContext({ baseURL });
    try {
      const token = await loginAs(request, 'user@tadhkira.om', 'user1234');
      const bookable = await findBookableTicket(request, 1, roomy);
      const totals = expectedTotals(bookable.ticket.price, 1);
      context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'allow' });
      const page = await context.newPage();
      await signInBrowser(page, token);
      const text = CHECKOUT_TEXT.en;
      const { panel } = await chooseTickets(page, bookable, 1, 'en', text);
      await expect(panel.total).toContainText(totals.total);
      await panel.continueToPayment();

      const thawani = new FakeThawaniPage(page);
      await thawani.arrived(new URL(fake!.baseUrl).origin);
      await expect(thawani.amount).toHaveText(`${totals.total} OMR`);
      await thawani.pay();

      const checkout = new CheckoutReturnPage(page, text);
      await checkout.expectReturnOf();
      await checkout.expectPaid();
      await expect(checkout.confirmation.total).toContainText(totals.total);
      await expect(checkout.confirmation.bookingNumbers).toHaveCount(1);
      const paid = await readInvoice(request, token, checkout.invoiceId());
      expect(paid.invoice.status).toBe('paid');
      expect(paid.bookings[0]?.code).toBeTruthy();
      await expect(checkout.confirmation.bookingNumbers).toHaveText([paid.bookings[0]!.booking_number]);
      // The gateway was told, and its signed webhook was accepted.
      expect(fake!.webhooks.map((hook) => hook.status)).toContain(200);
      await page.screenshot({ path: '/tmp/checkout-thawani-paid.png', fullPage: true });
    } finally {
      await request.dispose();
    }
  });
});

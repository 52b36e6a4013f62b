import type { Locator, Page } from '@playwright/test';
import { bareAmount, CHECKOUT_TEXT, CheckoutReturnPage, TestCheckoutPage } from './pages/checkout-pages';
import { BOOKING_TEXT } from './pages/event-page';
import { DashboardPromoCodesPage, PROMO_TEXT, PromoCodeField, PromoCodeFormPage } from './pages/promo-codes';
import { expectNoA11yViolations, WCAG_A_AA } from './support/a11y';
import { bearer } from './support/admin-api';
import { expect, test as adminTest } from './support/admin-fixtures';
import { createUser, findBookableTicket, readInvoice, signInBrowser, type TBookable, type TSignedIn } from './support/booking-api';
import { waitForApp } from './support/hydration';

/*
 * Promo codes (docs/product.md §10 Promo codes) in the browser: the administrator creates a code in the dashboard; a
 * buyer on a phone (390 px), in English and in Arabic, is refused a wrong code in words, applies the right one in
 * small letters, sees subtotal, discount, VAT and total, pays on the test checkout, and the paid invoice keeps the
 * discount and the code; the dashboard then counts the uses and what the code took off. A code that takes the whole
 * price makes a free order, booked at once without the payment page.
 */

type TLocale = 'en' | 'ar';

/** One verified buyer per project (worker), so the shared demo user's limits are not used up. */
const test = adminTest.extend<object, { buyer: TSignedIn }>({
  buyer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createUser(request, { name: 'Maryam Al-Rawahi' }));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: { width: 390, height: 844 } });

/** A code no other run has made: codes are unique across the database, and each project runs the journeys. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
}

const fmt = (baisa: number) => `${Math.floor(baisa / 1000)}.${String(baisa % 1000).padStart(3, '0')}`;

/** The invoice the server computes with `off` OMR off each ticket (docs/product.md §10): integer baisa, VAT 15 % half-up on what is left. */
function expectedWithCode(price: string, quantity: number, off: string): { subtotal: string; discount: string; vat: string; total: string } {
  const toBaisa = (decimal: string) => Math.round(Number(decimal) * 1000);
  const subtotal = toBaisa(price) * quantity;
  const discount = Math.min(toBaisa(off), toBaisa(price)) * quantity;
  const vat = Math.floor(((subtotal - discount) * 1500 + 5000) / 10000);
  return { subtotal: fmt(subtotal), discount: fmt(discount), vat: fmt(vat), total: fmt(subtotal - discount + vat) };
}

/** An amount on screen as a wire amount: "-OMR 1,000.000" → "-1000.000", Arabic-Indic digits and the rial sign too. */
async function amountOf(locator: Locator): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  return text
    .replace(/OMR|ر\.ع\./g, '')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[^\d.-]/g, '');
}

/** The event page in the language's own address at phone width: the booking bar opens the sheet, the ticket chosen. */
async function openBookingSheet(page: Page, { event, ticket }: TBookable, locale: TLocale, quantity: number): Promise<Locator> {
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/event/${event.id}`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await page.getByTestId('booking-bar').getByRole('button', { name: PROMO_TEXT[locale].getTickets }).click();
  const sheet = page.getByTestId('booking-sheet');
  await sheet.getByLabel(BOOKING_TEXT[locale].ticketType).selectOption(String(ticket.id));
  for (let n = 1; n < quantity; n += 1) await sheet.getByRole('button', { name: BOOKING_TEXT[locale].increaseQuantity }).click();
  return sheet;
}

/** A ticket type of at least OMR 2 that one buyer may take a few of, more than once. */
const pricedEnough = (ticket: { price: string; per_buyer_limit: number | null }) => Number(ticket.price) >= 2 && (ticket.per_buyer_limit ?? 20) >= 10;

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: the admin creates a code; a buyer on a phone applies it, pays, and the invoice keeps the discount`, async ({
    page,
    request,
    adminToken,
    buyer,
  }) => {
    const bookable = await findBookableTicket(request, 2, pricedEnough);
    const code = uniqueCode(`OFF-${locale.toUpperCase()}`);

    // The administrator: OMR 1 off each ticket of this ticket type, 10 tickets in all, 4 per buyer.
    await signInBrowser(page, adminToken);
    const list = new DashboardPromoCodesPage(page);
    await list.goto();
    await list.createPromoCode.click();
    const form = new PromoCodeFormPage(page);
    await expect(form.code).toBeVisible();
    if (locale === 'en') await expectNoA11yViolations(page, { include: 'main', tags: WCAG_A_AA });
    await form.fill({
      code: code.toLowerCase(),
      kind: 'fixed',
      value: '1',
      eventId: bookable.event.id,
      ticketNames: [bookable.ticket.name],
      maxUses: '10',
      maxUsesPerUser: '4',
    });
    await form.create.click();
    await expect(page).toHaveURL(/\/dashboard\/promo-codes$/);
    const row = list.item(code);
    await expect(row).toContainText('OMR 1.000 off each ticket');
    await expect(row).toContainText(`${bookable.event.name} · 1 ticket type`);
    await expect(row).toContainText('0 / 10');
    await expect(row).toContainText('4 tickets per buyer');
    if (locale === 'en') await expectNoA11yViolations(page, { include: 'main', tags: WCAG_A_AA });

    // The buyer, on a phone, in the language of the run.
    const text = PROMO_TEXT[locale];
    const expected = expectedWithCode(bookable.ticket.price, 2, '1');
    await signInBrowser(page, buyer.token, locale);
    const sheet = await openBookingSheet(page, bookable, locale, 2);
    const promo = new PromoCodeField(sheet, text);

    await promo.apply('NO-SUCH-CODE');
    await expect(promo.error).toHaveText(text.invalid);
    await expect(promo.discount).toHaveCount(0);
    await expect(promo.applied).toHaveCount(0);

    await promo.apply(code.toLowerCase());
    await expect(promo.applied).toContainText(code);
    await expect(promo.error).toHaveCount(0);
    await expect(promo.discount).toBeVisible();
    await expect(sheet.getByTestId('booking-promo-code')).toHaveText(code);
    await expect.poll(() => amountOf(promo.subtotal)).toBe(expected.subtotal);
    await expect.poll(() => amountOf(promo.discount)).toBe(`-${expected.discount}`);
    await expect.poll(() => amountOf(promo.vat)).toBe(expected.vat);
    await expect.poll(() => amountOf(promo.total)).toBe(expected.total);
    // Arabic: the minus comes before the digits in reading order (the Arabic formatter's own sign and letter mark).
    if (locale === 'ar') await expect(promo.discount).toHaveText(/^[^٠-٩]*-[^٠-٩]*[٠-٩]/);
    await expectNoA11yViolations(page, { include: '[data-testid="booking-sheet"]', tags: WCAG_A_AA });
    await page.screenshot({ path: `/tmp/promo-${test.info().project.name}-${locale}-applied.png` });
    const panelTotal = (await promo.total.textContent()) ?? '';

    await sheet.getByRole('button', { name: BOOKING_TEXT[locale].continueToPayment }).click();
    const gateway = new TestCheckoutPage(page, CHECKOUT_TEXT[locale]);
    await gateway.arrived();
    expect(bareAmount((await gateway.amount.textContent()) ?? '')).toBe(bareAmount(panelTotal));
    await gateway.pay();

    const checkout = new CheckoutReturnPage(page, CHECKOUT_TEXT[locale]);
    await checkout.expectPaid();
    const { confirmation } = checkout;
    await expect(confirmation.root.getByTestId('booking-promo-code')).toHaveText(code);
    await expect.poll(() => amountOf(confirmation.root.getByTestId('booking-discount'))).toBe(`-${expected.discount}`);
    await expect(confirmation.total).toHaveText(panelTotal);
    const paid = (await readInvoice(request, buyer.token, checkout.invoiceId())) as Awaited<ReturnType<typeof readInvoice>> & {
      invoice: { discount: string; promo_code: string | null; subtotal: string };
    };
    expect(paid.invoice).toMatchObject({ status: 'paid', subtotal: expected.subtotal, discount: expected.discount, promo_code: code, total: expected.total });

    // The dashboard counts the two tickets and what the code took off the paid order.
    await signInBrowser(page, adminToken);
    await list.goto();
    await expect(list.item(code)).toContainText('2 / 10');
    await expect(list.item(code)).toContainText(`OMR ${expected.discount}`);
  });
}

test('a code that takes the whole price makes a free order: booked at once, without the payment page', async ({ page, request, adminToken, buyer }) => {
  const bookable = await findBookableTicket(request, 1, pricedEnough);
  const code = uniqueCode('FREE');
  const created = await request.post('/api/admin/promo-codes', {
    headers: bearer(adminToken),
    data: { code, kind: 'percent', value: '100', event_id: bookable.event.id, max_uses: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInBrowser(page, buyer.token, 'en');
  const sheet = await openBookingSheet(page, bookable, 'en', 1);
  await expect(sheet.getByRole('button', { name: BOOKING_TEXT.en.continueToPayment })).toBeVisible();
  const promo = new PromoCodeField(sheet);
  // The disclosure hands focus to the field; Enter there applies the code, it does not book.
  await promo.root.getByRole('button', { name: PROMO_TEXT.en.disclosure }).click();
  await expect(promo.input).toBeFocused();
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(promo.applied).toContainText(code);
  await expect(sheet.getByTestId('booking-confirmation')).toHaveCount(0);
  await expect.poll(() => amountOf(promo.total)).toBe('0.000');
  await expect(sheet.getByRole('button', { name: BOOKING_TEXT.en.continueToPayment })).toHaveCount(0);
  // Free after the code: the panel books at once.
  await sheet.getByRole('button', { name: BOOKING_TEXT.en.confirm }).click();
  const confirmation = sheet.getByTestId('booking-confirmation');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId('booking-promo-code')).toHaveText(code);
  await expect.poll(() => amountOf(confirmation.getByTestId('booking-total'))).toBe('0.000');
  await expect(page).toHaveURL(new RegExp(`/event/${bookable.event.id}$`));
});

import type { Page } from '@playwright/test';
import { bookViaApi, cheapestCurrentReward, coinBalance, createUser, expectedTotals, findBookableTicket, signInBrowser } from './support/booking-api';
import { expectNoA11yViolations, WCAG_A_AA } from './support/a11y';
import { expect, test } from './support/booking-fixtures';

/** A drawn QR: an <svg> with a long path of dark modules. */
async function expectQrDrawn(page: Page, scope = page.getByTestId('ticket-qr').first()): Promise<void> {
  await expect(scope).toBeVisible();
  const modules = await scope.locator('path').getAttribute('d');
  expect(modules?.length ?? 0).toBeGreaterThan(500);
}

/**
 * Toolchain pitfall 4: the page must be controlled (not only `ready`) before going offline. A page
 * that loaded while the worker was still activating stays uncontrolled (clients.claim() ran before it
 * existed); the next load of it is controlled, as for a real visitor.
 */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Tickets of one type that a buyer may take several of (the shared user books more than once). */
const roomy = (t: { per_buyer_limit: number | null }) => (t.per_buyer_limit ?? 20) >= 6;

test.describe('booking, my tickets and the offline pass', () => {
  test('a verified user books two tickets, finds them in Ready to Use, and the pass opens offline', async ({ page, context, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 2, roomy);
    const totals = expectedTotals(ticket.price, 2);
    await signInBrowser(page, bookingUser.token);

    await page.goto(`/event/${event.id}`);
    const panel = page.locator('#booking');
    await panel.getByLabel('Ticket type').selectOption(String(ticket.id));
    await panel.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(panel.getByTestId('booking-quantity')).toHaveText('2');
    await expect(panel.getByTestId('booking-subtotal')).toContainText(totals.subtotal);
    await expect(panel.getByTestId('booking-vat')).toContainText(totals.vat);
    await expect(panel.getByTestId('booking-total')).toContainText(totals.total);
    await expect(panel).toContainText('VAT (15%)');

    await panel.getByRole('button', { name: 'Confirm booking' }).click();
    const confirmation = panel.getByTestId('booking-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
    await expect(confirmation.getByTestId('booking-invoice-number')).toHaveText(/^INV-/);
    await expect(confirmation.getByTestId('booking-subtotal')).toContainText(totals.subtotal);
    await expect(confirmation.getByTestId('booking-total')).toContainText(totals.total);
    await expect(confirmation).toContainText('2 tickets');
    const numbers = await confirmation.getByTestId('booking-number').allTextContents();
    expect(numbers).toHaveLength(2);
    const [first, second] = numbers as [string, string];

    await confirmation.getByRole('link', { name: 'View My Tickets' }).click();
    await expect(page).toHaveURL(/\/my-tickets$/);
    const card = page.locator(`[data-testid="ticket-card"][data-booking-number="${first}"]`);
    await expect(card).toContainText(event.name);
    await expect(card).toContainText(ticket.name);
    await expect(card).toContainText('Active');
    await expect(card.getByTestId('ticket-usage')).toHaveText(/^0 of \d+ uses?$/);
    await expect(page.locator(`[data-testid="ticket-card"][data-booking-number="${second}"]`)).toBeVisible();

    await card.getByRole('button', { name: 'Show ticket' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('ticket-dialog-number')).toHaveText(first);
    await expectQrDrawn(page, dialog.getByTestId('ticket-qr'));
    await expect(dialog).toContainText('Not scanned yet.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/pass');
    const passOf = (number: string) => page.locator(`[data-testid="pass-card"][data-booking-number="${number}"]`);
    await expect(passOf(first)).toHaveCount(1);
    await expect(passOf(second)).toHaveCount(1);
    await expect(page.getByTestId('pass-saved-at')).toBeVisible();
    await expectQrDrawn(page, passOf(first).getByTestId('ticket-qr'));
    await expect(page.getByTestId('pass-position')).toHaveText(/^1 of \d+$/);
    await page.getByRole('button', { name: 'Next pass' }).click();
    await expect(page.getByTestId('pass-position')).toHaveText(/^2 of \d+$/);
    await waitForServiceWorker(page);

    // Offline from here: the page, the guard and the passes all come from this device.
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await expectQrDrawn(page, passOf(first).getByTestId('ticket-qr'));
    const offlineMs = Date.now() - started;
    test.info().annotations.push({ type: 'offline pass: reload to QR', description: `${offlineMs} ms` });
    console.info(`[${test.info().project.name}] offline /pass reload → QR drawn in ${offlineMs} ms`);
    await expect(passOf(second).getByTestId('pass-booking-number')).toHaveText(second);
    // The saved code's Ed25519 signature was checked on the device against the saved ticket key.
    await expect(passOf(first).getByTestId('pass-verified')).toBeVisible();
    await expect(page.getByTestId('pass-saved-at')).toContainText('Offline');

    await page.goto('/my-tickets');
    await expect(page.getByTestId('tickets-offline-notice')).toBeVisible();
    const offlineCard = page.locator(`[data-testid="ticket-card"][data-booking-number="${second}"]`);
    await offlineCard.getByRole('button', { name: 'Show ticket' }).click();
    await expect(page.getByRole('dialog').getByTestId('ticket-dialog-number')).toHaveText(second);
    await expectQrDrawn(page, page.getByRole('dialog').getByTestId('ticket-qr'));
    await expect(page.getByRole('dialog')).toContainText('The usage history shows when you are online.');
    await context.setOffline(false);
  });

  test('coins earned from a purchase are spent on a reward and the balance drops', async ({ page, request, bookingUser }) => {
    const { token } = bookingUser;
    const reward = await cheapestCurrentReward(request, token);
    let balance = await coinBalance(request, token);
    if (balance < Number(reward.cost)) {
      const { ticket } = await findBookableTicket(request, 1, (t) => Number(t.coins_on_purchase) > 0 && roomy(t));
      const quantity = Math.ceil((Number(reward.cost) - balance) / Number(ticket.coins_on_purchase));
      await bookViaApi(request, token, ticket.id, quantity);
      balance = await coinBalance(request, token);
    }
    const after = (balance - Number(reward.cost)).toFixed(2);

    await signInBrowser(page, token);
    await page.goto('/rewards');
    await expect(page.getByTestId('rewards-balance')).toHaveText(`${balance.toFixed(2)} coins`);
    const card = page.locator(`[data-testid="reward-card"][data-reward-id="${reward.id}"]`);
    await card.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(reward.title);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByTestId('redeem-success')).toBeVisible();
    await expect(dialog.getByTestId('redeem-new-balance')).toContainText(after);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('rewards-balance')).toHaveText(`${after} coins`);
    await expect(page.getByLabel(`Coin balance: ${after}`).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Coins history' }).click();
    await expect(page).toHaveURL(/tab=history/);
    await expect(page.getByTestId('ledger-row').first()).toContainText(`Spent ${Number(reward.cost).toFixed(2)}`);
    await page.getByRole('tab', { name: 'My redemptions' }).click();
    await expect(page.getByTestId('redemption-row').first()).toContainText(reward.title);
  });

  test('in Arabic the booking panel is right-to-left with Arabic labels and OMR amounts', async ({ page, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 2, roomy);
    await signInBrowser(page, bookingUser.token, 'ar');

    await page.goto(`/event/${event.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const panel = page.locator('#booking');
    await expect(panel.getByRole('heading', { name: 'احجز التذاكر' })).toBeVisible();
    await panel.getByLabel('نوع التذكرة').selectOption(String(ticket.id));
    await panel.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(panel.getByTestId('booking-quantity')).toHaveText('٢');
    const arabicTotal = await page.evaluate(
      ([price]) =>
        new Intl.NumberFormat('ar-OM', { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(price),
      [Number(expectedTotals(ticket.price, 2).total)] as const,
    );
    await expect(panel.getByTestId('booking-total')).toHaveText(arabicTotal);
    await expect(panel.getByTestId('booking-total')).toContainText('ر.ع.');
    await expect(panel).toContainText('ضريبة القيمة المضافة');

    await panel.getByRole('button', { name: 'تأكيد الحجز' }).click();
    await expect(panel.getByRole('heading', { name: 'تم تأكيد الحجز' })).toBeVisible();
    await expect(panel.getByTestId('booking-total')).toHaveText(arabicTotal);
    await expect(panel).toContainText('تذكرتان');
  });

  test('a guest is sent to log in and back; an unverified phone is sent to verification', async ({ page, request }) => {
    const { event, ticket } = await findBookableTicket(request, 1);
    await page.goto(`/event/${event.id}`);
    const panel = page.locator('#booking');
    await panel.getByLabel('Ticket type').selectOption(String(ticket.id));
    await panel.getByRole('button', { name: 'Log in to book' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fevent%2F${event.id}$`));

    const { token } = await createUser(request, { verify: false });
    await signInBrowser(page, token);
    await page.goto(`/event/${event.id}`);
    await panel.getByLabel('Ticket type').selectOption(String(ticket.id));
    await panel.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify-phone\\?redirect=%2Fevent%2F${event.id}$`));
  });

  test('the booking panel, My Tickets, the pass and rewards have no WCAG A/AA violations', async ({ page, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 1, roomy);
    // A ticket of its own, so the pass and My Tickets have something to show when this runs alone.
    await bookViaApi(request, bookingUser.token, ticket.id, 1);
    await signInBrowser(page, bookingUser.token);
    await page.goto(`/event/${event.id}`);
    await page.locator('#booking').getByLabel('Ticket type').selectOption(String(ticket.id));
    await expect(page.getByTestId('booking-total')).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: '#booking' });

    await page.goto('/my-tickets');
    await page.getByTestId('ticket-card').first().getByRole('button', { name: 'Show ticket' }).click();
    await expect(page.getByRole('dialog').getByTestId('ticket-qr')).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'body' });
    await page.keyboard.press('Escape');

    await page.goto('/pass');
    await expect(page.getByTestId('pass-card').first()).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });

    await page.goto('/rewards');
    await expect(page.getByTestId('reward-card').first()).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });
  });
});

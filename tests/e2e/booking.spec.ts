import { bookViaApi, cheapestCurrentReward, coinBalance, createUser, expectedTotals, findBookableTicket, signInBrowser } from './support/booking-api';
import { BOOKING_TEXT, EventBookingPage } from './pages/event-page';
import { bareAmount, CHECKOUT_TEXT, CheckoutReturnPage, TestCheckoutPage } from './pages/checkout-pages';
import { MyTicketsPage } from './pages/my-tickets-page';
import { PassPage } from './pages/pass-page';
import { RewardsPage } from './pages/rewards-page';
import { expectNoA11yViolations, WCAG_A_AA } from './support/a11y';
import { expectQrDrawn, waitForServiceWorker } from './support/offline';
import { expect, test } from './support/booking-fixtures';

/** Tickets of one type that a buyer may take several of (the shared user books more than once). */
const roomy = (t: { per_buyer_limit: number | null }) => (t.per_buyer_limit ?? 20) >= 6;

test.describe('booking, my tickets and the offline pass', () => {
  test('a verified user books two tickets, finds them in Ready to Use, and the pass opens offline', async ({ page, context, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 2, roomy);
    const totals = expectedTotals(ticket.price, 2);
    await signInBrowser(page, bookingUser.token);

    const eventPage = new EventBookingPage(page);
    const { panel } = eventPage;
    await eventPage.goto(event.id);
    await panel.selectTicket(ticket.id);
    await panel.increaseQuantity();
    await expect(panel.quantity).toHaveText('2');
    await expect(panel.subtotal).toContainText(totals.subtotal);
    await expect(panel.vat).toContainText(totals.vat);
    await expect(panel.total).toContainText(totals.total);
    await expect(panel.root).toContainText('VAT (15%)');
    const panelTotal = (await panel.total.textContent()) ?? '';

    // A priced booking holds the seats and goes on to the payment page (docs/product.md §10): here the test gateway.
    await panel.continueToPayment();
    const gateway = new TestCheckoutPage(page);
    await gateway.arrived();
    expect(bareAmount((await gateway.amount.textContent()) ?? '')).toBe(bareAmount(panelTotal));
    await gateway.pay();
    const checkout = new CheckoutReturnPage(page);
    await checkout.expectReturnOf();
    await checkout.expectPaid();
    const { confirmation } = checkout;
    await expect(confirmation.heading('Payment received')).toBeFocused();
    await expect(confirmation.invoiceNumber).toHaveText(/^INV-/);
    await expect(confirmation.subtotal).toContainText(totals.subtotal);
    await expect(confirmation.total).toContainText(totals.total);
    await expect(confirmation.root).toContainText('2 tickets');
    const numbers = await confirmation.bookingNumbers.allTextContents();
    expect(numbers).toHaveLength(2);
    const [first, second] = numbers as [string, string];

    await confirmation.viewMyTickets.click();
    await expect(page).toHaveURL(/\/my-tickets$/);
    const myTickets = new MyTicketsPage(page);
    const card = myTickets.card(first);
    await expect(card).toContainText(event.name);
    await expect(card).toContainText(ticket.name);
    await expect(card).toContainText('Active');
    await expect(myTickets.usage(card)).toHaveText(/^Not used yet/);
    await expect(myTickets.card(second)).toBeVisible();

    await myTickets.showTicket(card);
    const { dialog } = myTickets;
    await expect(dialog.bookingNumber).toHaveText(first);
    await expectQrDrawn(dialog.qr);
    await expect(dialog.root).toContainText('Not scanned yet.');
    await dialog.close();

    const pass = new PassPage(page);
    await pass.goto();
    await expect(pass.card(first)).toHaveCount(1);
    await expect(pass.card(second)).toHaveCount(1);
    await expect(pass.savedAt).toBeVisible();
    await expectQrDrawn(pass.qr(first));
    await expect(pass.position).toHaveText(/^1 of \d+$/);
    await pass.next();
    await expect(pass.position).toHaveText(/^2 of \d+$/);
    await waitForServiceWorker(page);

    // Offline from here: the page, the guard and the passes all come from this device.
    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await expectQrDrawn(pass.qr(first));
    const offlineMs = Date.now() - started;
    test.info().annotations.push({ type: 'offline pass: reload to QR', description: `${offlineMs} ms` });
    console.info(`[${test.info().project.name}] offline /pass reload → QR drawn in ${offlineMs} ms`);
    await expect(pass.bookingNumber(second)).toHaveText(second);
    // The saved code's Ed25519 signature was checked on the device against the saved ticket key.
    await expect(pass.verified(first)).toBeVisible();
    await expect(pass.savedAt).toContainText('Offline');

    await myTickets.goto();
    await expect(myTickets.offlineNotice).toBeVisible();
    await myTickets.showTicket(myTickets.card(second));
    await expect(dialog.bookingNumber).toHaveText(second);
    await expectQrDrawn(dialog.qr);
    await expect(dialog.root).toContainText('The usage history shows when you are online.');
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
    const rewards = new RewardsPage(page);
    await rewards.goto();
    await expect(rewards.balance).toHaveText(`${balance.toFixed(2)} coins`);
    await rewards.card(reward.id).getByRole('button', { name: 'Redeem' }).click();
    const dialog = rewards.redeemDialog;
    await expect(dialog).toContainText(reward.title);
    await dialog.getByRole('button', { name: 'Redeem' }).click();
    await expect(dialog.getByTestId('redeem-success')).toBeVisible();
    await expect(dialog.getByTestId('redeem-new-balance')).toContainText(after);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(rewards.balance).toHaveText(`${after} coins`);
    await expect(page.getByLabel(`Coin balance: ${after}`).first()).toBeVisible();

    await rewards.openTab('Coins history');
    await expect(page).toHaveURL(/tab=history/);
    await expect(rewards.ledgerRows.first()).toContainText(`Spent ${Number(reward.cost).toFixed(2)}`);
    await rewards.openTab('My redemptions');
    await expect(rewards.redemptionRows.first()).toContainText(reward.title);
  });

  test('in Arabic the booking panel is right-to-left with Arabic labels and OMR amounts', async ({ page, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 2, roomy);
    await signInBrowser(page, bookingUser.token, 'ar');

    const eventPage = new EventBookingPage(page, BOOKING_TEXT.ar);
    const { panel } = eventPage;
    await eventPage.goto(event.id);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(panel.heading('احجز التذاكر')).toBeVisible();
    await panel.selectTicket(ticket.id);
    await panel.increaseQuantity();
    await expect(panel.quantity).toHaveText('٢');
    const arabicTotal = await page.evaluate(
      ([price]) => new Intl.NumberFormat('ar-OM', { style: 'currency', currency: 'OMR', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(price),
      [Number(expectedTotals(ticket.price, 2).total)] as const,
    );
    await expect(panel.total).toHaveText(arabicTotal);
    await expect(panel.total).toContainText('ر.ع.');
    await expect(panel.root).toContainText('ضريبة القيمة المضافة');

    await panel.continueToPayment();
    const gateway = new TestCheckoutPage(page, CHECKOUT_TEXT.ar);
    await gateway.arrived();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await gateway.pay();
    const checkout = new CheckoutReturnPage(page, CHECKOUT_TEXT.ar);
    await checkout.expectReturnOf();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(checkout.confirmation.heading('تم استلام الدفع')).toBeVisible({ timeout: 20_000 });
    await expect(checkout.confirmation.total).toHaveText(arabicTotal);
    await expect(checkout.confirmation.root).toContainText('تذكرتان');
  });

  test('a guest is sent to log in and back; an unverified phone is sent to verification', async ({ page, request }) => {
    const { event, ticket } = await findBookableTicket(request, 1);
    const eventPage = new EventBookingPage(page);
    const { panel } = eventPage;
    await eventPage.goto(event.id);
    await panel.selectTicket(ticket.id);
    await panel.logInToBook();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fevent%2F${event.id}$`));

    const { token } = await createUser(request, { verify: false });
    await signInBrowser(page, token);
    await eventPage.goto(event.id);
    await panel.selectTicket(ticket.id);
    await panel.continueToPayment();
    await expect(page).toHaveURL(new RegExp(`/verify-phone\\?redirect=%2Fevent%2F${event.id}$`));
  });

  test('the booking panel, My Tickets, the pass and rewards have no WCAG A/AA violations', async ({ page, request, bookingUser }) => {
    const { event, ticket } = await findBookableTicket(request, 1, roomy);
    // A ticket of its own, so the pass and My Tickets have something to show when this runs alone.
    await bookViaApi(request, bookingUser.token, ticket.id, 1);
    await signInBrowser(page, bookingUser.token);
    const eventPage = new EventBookingPage(page);
    await eventPage.goto(event.id);
    await eventPage.panel.selectTicket(ticket.id);
    await expect(eventPage.panel.total).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: '#booking' });

    const myTickets = new MyTicketsPage(page);
    await myTickets.goto();
    await myTickets.showTicket();
    await expect(myTickets.dialog.qr).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'body' });
    await page.keyboard.press('Escape');

    const pass = new PassPage(page);
    await pass.goto();
    await expect(pass.cards.first()).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });

    const rewards = new RewardsPage(page);
    await rewards.goto();
    await expect(rewards.cards.first()).toBeVisible();
    await expectNoA11yViolations(page, { tags: WCAG_A_AA, include: 'main' });
  });
});

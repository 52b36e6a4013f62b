import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MyTicketsPage } from './pages/my-tickets-page';
import { ScannerPage } from './pages/scanner-page';
import { bookAndPayViaApi, createUser, signInBrowser } from './support/booking-api';
import { OUTBOX_DIR, OUTBOX_WAIT_MS } from './support/outbox';
import { expectQrDrawn, waitForServiceWorker } from './support/offline';
import { loginAs } from './support/admin-api';
import { DEMO_STAFF, runningFestival } from './support/festival';

/*
 * Sending a ticket to a friend (docs/product.md §4 Sending a ticket), as the two people would: the buyer
 * sends it from the ticket's dialog in English, the friend opens the mailed link on their phone in Arabic
 * and accepts it, sees it in My Tickets and offline; the buyer's copy leaves; and the door, after a
 * manifest sync, turns the old code away as replaced.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Path of the transfer link in the newest mail to `email`, once it has arrived. */
async function transferLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + OUTBOX_WAIT_MS;
  for (;;) {
    const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of files) {
      const mail = (await readFile(path.join(OUTBOX_DIR, name), 'utf8')).replace(/=\r?\n/g, '');
      if (!mail.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/[^/\s]+(\/transfers\/[A-Za-z0-9_-]{43})/.exec(mail);
      if (link?.[1]) return link[1];
    }
    if (Date.now() > deadline) throw new Error(`no transfer link for ${email} in ${OUTBOX_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a ticket sent to a friend moves to their phone, works offline there, and its old code is refused at the door', async ({ browser, request, baseURL }) => {
  test.skip(test.info().project.name !== 'phone', 'one phone journey is enough');
  test.setTimeout(240_000);
  const staff = await loginAs(request, DEMO_STAFF.login, DEMO_STAFF.password);
  const { eventId, ticketId } = await runningFestival(request, staff);
  const buyer = await createUser(request, { name: 'Salim Al-Harthy' });
  const friend = await createUser(request, { name: 'مريم البلوشية' });
  const [ticket] = (await bookAndPayViaApi(request, buyer.token, ticketId, 1)).bookings;

  // The buyer, in English: My Tickets → the ticket → Send to a friend.
  const buyerContext = await browser.newContext({ ...PHONE, baseURL });
  const buyerPage = await buyerContext.newPage();
  await signInBrowser(buyerPage, buyer.token);
  const buyerTickets = new MyTicketsPage(buyerPage);
  await buyerTickets.goto();
  await buyerTickets.showTicket(buyerTickets.card(ticket!.booking_number));
  await buyerTickets.dialog.root.getByRole('button', { name: 'Send to a friend' }).click();
  await buyerTickets.dialog.root.getByLabel('Their e-mail or mobile number').fill(friend.user.email);
  await buyerPage.screenshot({ path: test.info().outputPath('send-form-en.png') });
  await buyerTickets.dialog.root.getByRole('button', { name: 'Send ticket' }).click();
  await expect(buyerTickets.dialog.root.getByTestId('ticket-transfer-pending')).toContainText(friend.user.email);
  await buyerTickets.dialog.close();
  await expect(buyerTickets.card(ticket!.booking_number).getByTestId('ticket-card-sent-to')).toContainText(friend.user.email);

  // The friend, on their phone in Arabic, opens the mailed link and accepts.
  const link = await transferLinkFor(friend.user.email);
  const friendContext = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'allow' });
  const friendPage = await friendContext.newPage();
  await signInBrowser(friendPage, friend.token, 'ar');
  await friendPage.goto(link);
  const offer = friendPage.getByTestId('transfer-offer');
  await expect(offer).toHaveAttribute('data-status', 'pending');
  await expect(offer).toContainText('Salim Al-Harthy');
  await expect(friendPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await friendPage.screenshot({ path: test.info().outputPath('offer-ar.png'), fullPage: true });
  await friendPage.getByTestId('transfer-accept').click();
  await friendPage.waitForURL(/\/my-tickets/);
  const friendTickets = new MyTicketsPage(friendPage);
  const received = friendTickets.card(ticket!.booking_number);
  await expect(received).toBeVisible();
  await expect(received.getByTestId('ticket-card-received')).toContainText('Salim Al-Harthy');
  await friendPage.screenshot({ path: test.info().outputPath('my-tickets-ar.png'), fullPage: true });

  // Offline, the received pass is there with its new code.
  await waitForServiceWorker(friendPage);
  // The copy on the device is refreshed by the accept; reading it back once online makes sure it landed.
  await friendPage.reload();
  await expect(friendTickets.card(ticket!.booking_number)).toBeVisible();
  await friendContext.setOffline(true);
  await friendPage.goto('/pass');
  const pass = friendPage.getByTestId('pass-card').filter({ hasText: ticket!.booking_number }).getByTestId('ticket-qr');
  await expectQrDrawn(pass);
  const newCode = await pass.getAttribute('data-code');
  expect(newCode).not.toBe(ticket!.code);
  await friendContext.setOffline(false);

  // The buyer's My Tickets no longer has it.
  await buyerPage.reload();
  await expect(buyerTickets.card(ticket!.booking_number)).toHaveCount(0);

  // The door, after a manifest sync: the old code is turned away, the new one admits.
  const doorContext = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'allow' });
  const door = await doorContext.newPage();
  await signInBrowser(door, staff);
  const scanner = new ScannerPage(door);
  await scanner.goto(eventId);
  const old = await scanner.enter(ticket!.code);
  expect(old.decision).toBe('rejected');
  expect(old.text).toContain('sent to someone else');
  await scanner.next();
  const fresh = await scanner.enter(newCode!);
  expect(fresh.decision).toBe('accepted');
  expect(fresh.text).toContain('مريم البلوشية');

  await Promise.all([buyerContext.close(), friendContext.close(), doorContext.close()]);
});

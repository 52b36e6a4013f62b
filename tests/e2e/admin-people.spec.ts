import type { Page } from '@playwright/test';
import { MyTicketsPage } from './pages/my-tickets-page';
import { PassPage } from './pages/pass-page';
import { EventDashboardPage } from './pages/dashboard-events';
import { DashboardRewardsPage, RewardFormPage } from './pages/dashboard-rewards';
import { DashboardUserPage, DashboardUsersPage } from './pages/dashboard-users';
import { ReportsPage } from './pages/reports-page';
import { RewardsPage } from './pages/rewards-page';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test as adminTest } from './support/admin-fixtures';
import { muscatInput } from './support/admin-api';
import { readCsvDownload } from './support/csv';
import { coinBalance, createUser, findBookableTicket, signInBrowser, type TSignedIn } from './support/booking-api';
import { adminRedemptions, adminRewards, bookAndKeep, currentRewards, currentRole, myBooking, retireRewards, seatsLeft } from './support/people-api';

/*
 * The administrator's people and money in the browser (docs/product.md §2 Dashboard routes, §7): find a user, open
 * their bookings and make them door staff, who then sees only the scanner; a reward created, redeemed by
 * a user and fulfilled; a booking cancelled and seen cancelled by its holder, its seat back on sale; the
 * reports in English and Arabic with a CSV; axe on each of these screens.
 *
 * Names carry the run's time and the project, so runs and projects never meet. What the other specs read
 * is left as it was: the reward is deactivated at the end (and never the cheapest current one, which
 * booking.spec.ts redeems), the cancelled seat goes back on sale, the new door staff is a fresh account.
 */

/** One verified attendee per project (worker) for the reward and cancellation journeys: registration is rate limited per IP. */
const test = adminTest.extend<object, { attendee: TSignedIn }>({
  attendee: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createUser(request, { name: 'Huda Al-Balushi' }));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** Unique per run and project: "1712345678901-desktop". */
function runTag(projectName: string): string {
  return `${Date.now()}-${projectName}`;
}

/** The toast that says a step worked (success toasts stay 3 s; an earlier one may still be there). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-scope="toast"][data-part="description"]').getByText(text, { exact: true }).last()).toBeVisible();
}

/** A ticket with room to spare, so the journeys never take the last seats another spec counts on. */
const roomy = (ticket: { available: number }) => ticket.available >= 20;

test.describe('admin people and money', () => {
  test('an admin finds a new user, sees their booking and makes them door staff, who then reach only the scanner', async ({
    page,
    request,
    adminToken,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = `Khalid Scanner ${runTag(testInfo.project.name)}`;
    const staff = await createUser(request, { name });
    const { event, ticket } = await findBookableTicket(request, 1, roomy);
    const {
      bookings: [booking],
    } = await bookAndKeep(request, staff.token, ticket.id);
    const bookingNumber = booking!.booking_number;

    await signInBrowser(page, adminToken);
    const users = new DashboardUsersPage(page);
    await users.goto();
    await users.search.fill(staff.user.email);
    await expect(page).toHaveURL(/search=/);
    await expect(users.item(staff.user.email)).toHaveCount(1);
    await expect(users.item(staff.user.email)).toContainText('User');
    await users.userLink(staff.user.email, name).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/users/${staff.user.id}$`));

    const userPage = new DashboardUserPage(page);
    await expect(userPage.heading).toHaveText(name);
    await expect(userPage.main).toContainText(staff.user.email);
    await userPage.tab('Bookings').click();
    await expect(page).toHaveURL(/tab=bookings/);
    const row = userPage.item(bookingNumber);
    await expect(row).toBeVisible();
    await expect(row).toContainText(event.name);
    await expect(row).toContainText(ticket.name);
    await expect(row).toContainText('Active');

    await userPage.makeStaff.click();
    await expect(userPage.dialog).toContainText(`Make ${name} door staff?`);
    await userPage.confirm('Make door staff');
    await expectToast(page, 'Now door staff');
    await expect(userPage.dialog).toBeHidden();
    await expect(userPage.removeStaff).toBeVisible();
    await expect(userPage.heading.locator('xpath=..')).toContainText('Door staff');
    expect(await currentRole(request, staff.token)).toBe(3);

    // Their own (earlier) session: the new role holds at once. /dashboard opens the scanner's list.
    await signInBrowser(page, staff.token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/scan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scanner');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Dashboard' }).filter({ visible: true });
    await expect(nav.getByRole('link')).toHaveText(['Scanner']);
    for (const section of ['Events', 'Users', 'Rewards', 'Categories', 'Reports']) {
      await expect(page.getByRole('link', { name: section, exact: true })).toHaveCount(0);
    }
    if (isMobile) await page.keyboard.press('Escape');

    // An admin screen refuses them, in the browser and on the server.
    await page.goto('/dashboard/events');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByText('Your account does not have access to this page.')).toBeVisible();
    const refused = await request.get('/api/admin/events', { headers: { Authorization: `Bearer ${staff.token}` } });
    expect(refused.status()).toBe(403);

    // The admin takes it back: the role filter finds them as door staff, and Remove door staff undoes it.
    await signInBrowser(page, adminToken);
    await users.goto();
    await users.roleFilter.selectOption({ label: 'Door staff' });
    await expect(page).toHaveURL(/role=/);
    // Clicked at once, before the typed search reaches the URL: the late search must not pull the page back.
    await users.search.fill(staff.user.email);
    await expect(users.item(staff.user.email)).toContainText('Door staff');
    await users.userLink(staff.user.email, name).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/users/${staff.user.id}$`));
    await userPage.removeStaff.click();
    await expect(userPage.dialog).toContainText(`Remove ${name} from door staff?`);
    await userPage.confirm('Remove door staff');
    await expectToast(page, 'No longer door staff');
    await expect(userPage.makeStaff).toBeVisible();
    expect(await currentRole(request, staff.token)).toBe(2);

    // Their session again: the scanner is closed to them now.
    await signInBrowser(page, staff.token);
    await page.goto('/dashboard/scan');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });

  test('a reward is created, redeemed by a user and fulfilled by the admin, then retired', async ({ page, request, adminToken, attendee }, testInfo) => {
    test.setTimeout(150_000);
    const tag = runTag(testInfo.project.name);
    const title = `Frankincense gift box ${tag}`;
    // Never the cheapest current reward: booking.spec.ts redeems that one.
    const cheapest = Math.min(...(await currentRewards(request, attendee.token)).map((reward) => Number(reward.cost)));
    const cost = (Math.floor(cheapest) + 1).toFixed(2);
    let rewardId: number | null = null;
    try {
      // The attendee earns the coins it costs with a purchase.
      let balance = await coinBalance(request, attendee.token);
      if (balance < Number(cost)) {
        // One purchase of a few tickets, of a type without a per-buyer limit (other specs book for the same
        // attendee and may have used theirs) that earns enough coins per ticket.
        const needed = Number(cost) - balance;
        const fits = (t: { coins_on_purchase: string; available: number; per_buyer_limit: number | null }) =>
          Number(t.coins_on_purchase) > 0 && roomy(t) && t.per_buyer_limit === null && Math.ceil(needed / Number(t.coins_on_purchase)) <= 10;
        const { ticket } = await findBookableTicket(request, 1, fits);
        await bookAndKeep(request, attendee.token, ticket.id, Math.ceil(needed / Number(ticket.coins_on_purchase)));
        balance = await coinBalance(request, attendee.token);
      }
      expect(balance).toBeGreaterThanOrEqual(Number(cost));

      await signInBrowser(page, adminToken);
      const list = new DashboardRewardsPage(page);
      await list.goto();
      await list.createReward.click();
      await expect(page).toHaveURL(/\/dashboard\/rewards\/create$/);
      const form = new RewardFormPage(page);
      await form.fill({ title, titleAr: `صندوق هدايا اللبان ${tag}`, description: 'A box of Dhofari frankincense, collected at the venue.', cost });
      const until = muscatInput(30, 23, 30);
      await form.validUntil.fill(until);
      await expect(form.active).toBeChecked();
      await form.create.click();
      await expectToast(page, 'Reward created successfully');
      await expect(page).toHaveURL(/\/dashboard\/rewards$/);
      await list.search.fill(title);
      // The search reaches the URL after a pause; a click before that would be overtaken by it.
      await expect(page).toHaveURL(/search=/);
      const item = list.item(title);
      await expect(item).toBeVisible();
      await expect(item).toContainText(`${cost} coins`);
      await expect(item).toContainText('Active');
      const [created] = await adminRewards(request, adminToken, title);
      rewardId = created!.id;
      expect(created!.cost).toBe(cost);
      // The form's wall time is Muscat time (+04:00), whatever the browser's zone.
      expect(Date.parse(created!.valid_until!)).toBe(Date.parse(`${until}:00+04:00`));

      // Edit: the form opens with what was saved, and a new description is kept.
      await list
        .item(title)
        .getByRole('link', { name: `Edit ${title}` })
        .click();
      await expect(form.title).toHaveValue(title);
      await expect(form.cost).toHaveValue(cost);
      await expect(form.validUntil).toHaveValue(until);
      await form.description.fill('A box of Dhofari frankincense and a burner, collected at the venue.');
      await form.save.click();
      await expectToast(page, 'Reward updated successfully');
      await expect(page).toHaveURL(/\/dashboard\/rewards$/);
      expect((await adminRewards(request, adminToken, title))[0]).toMatchObject({
        description: 'A box of Dhofari frankincense and a burner, collected at the venue.',
        cost,
        valid_until: created!.valid_until,
      });
      // Nobody redeemed it yet: the Redemptions tab says so (an h2 under the reward's h1).
      await form.gotoRedemptions(rewardId);
      await expect(page.getByRole('heading', { level: 2, name: 'No redemptions yet' })).toBeVisible();
      await expectNoA11yViolations(page);

      // The attendee redeems it on /rewards.
      await signInBrowser(page, attendee.token);
      const rewards = new RewardsPage(page);
      await rewards.goto();
      const card = rewards.card(rewardId);
      await expect(card).toContainText(title);
      await card.getByRole('button', { name: 'Redeem' }).click();
      await expect(rewards.redeemDialog).toContainText(title);
      await rewards.redeemDialog.getByRole('button', { name: 'Redeem' }).click();
      await expect(rewards.redeemDialog.getByTestId('redeem-success')).toBeVisible();
      await expect(rewards.redeemDialog.getByTestId('redeem-new-balance')).toContainText((balance - Number(cost)).toFixed(2));
      await rewards.redeemDialog.getByRole('button', { name: 'Done' }).click();
      const [redemption] = await adminRedemptions(request, adminToken, rewardId);
      expect(redemption?.status).toBe('pending');
      const code = redemption!.code;

      // The admin hands it over: Fulfil on the reward's Redemptions tab.
      await signInBrowser(page, adminToken);
      await form.gotoRedemptions(rewardId);
      await expect(form.heading).toHaveText(title);
      await expect(form.tab('Redemptions')).toHaveAttribute('aria-selected', 'true');
      const entry = form.redemption(code);
      await expect(entry).toContainText('Pending');
      await expect(entry).toContainText(attendee.user.email);
      await entry.getByRole('button', { name: `Fulfil ${code}` }).click();
      await expectToast(page, 'Redemption fulfilled');
      await expect(entry).toContainText('Fulfilled');
      await expect(entry.getByRole('button', { name: `Fulfil ${code}` })).toHaveCount(0);
      expect((await adminRedemptions(request, adminToken, rewardId))[0]?.status).toBe('fulfilled');

      // Delete: with a redemption it is deactivated instead, and users no longer see it.
      await form.tab('Details').click();
      await form.delete.click();
      await expect(form.dialog).toContainText('it will be deactivated instead');
      await form.dialog.getByRole('button', { name: 'Delete reward' }).click();
      await expectToast(page, 'Reward deactivated: it has redemptions');
      await expect(form.main).toContainText('Inactive');
      expect((await adminRewards(request, adminToken, title))[0]?.active).toBe(false);
      expect((await currentRewards(request, attendee.token)).map((reward) => reward.id)).not.toContain(rewardId);
      rewardId = null;
    } finally {
      if (rewardId !== null) await retireRewards(request, adminToken, title);
    }
  });

  test('an admin cancels a booking with a reason: its holder sees it cancelled without a pass, and the seat is back on sale', async ({
    page,
    request,
    adminToken,
    attendee,
  }) => {
    test.setTimeout(120_000);
    // Two seats: one is cancelled, the other must stay as it was.
    const { event, ticket } = await findBookableTicket(request, 2, roomy);
    const {
      bookings: [booking, kept],
    } = await bookAndKeep(request, attendee.token, ticket.id, 2);
    const bookingNumber = booking!.booking_number;
    const keptNumber = kept!.booking_number;
    const before = await seatsLeft(request, event.id, ticket.id);

    await signInBrowser(page, adminToken);
    const userPage = new DashboardUserPage(page);
    await userPage.goto(attendee.user.id, 'bookings');
    await expect(userPage.item(bookingNumber)).toContainText('Active');
    await userPage.cancelBooking(bookingNumber).click();
    await expect(userPage.dialog).toContainText(`Cancel booking ${bookingNumber}?`);
    // A reason is required.
    await userPage.confirm('Cancel booking');
    await expect(userPage.dialog).toContainText('Please give a reason');
    await userPage.reason.fill('Duplicate purchase, refunded at the box office');
    await userPage.confirm('Cancel booking');
    await expectToast(page, 'Booking cancelled');
    await expect(userPage.dialog).toBeHidden();
    await expect(userPage.item(bookingNumber)).toContainText('Cancelled');
    await expect(userPage.cancelBooking(bookingNumber)).toHaveCount(0);
    await expect(userPage.item(keptNumber)).toContainText('Active');

    await expect.poll(() => seatsLeft(request, event.id, ticket.id)).toBe(before + 1);

    // The event's Bookings tab and its CSV say the same: one cancelled, one still active.
    const eventPage = new EventDashboardPage(page);
    await eventPage.goto(event.id, 'bookings');
    await eventPage.bookingsSearch.fill(attendee.user.email);
    await expect(page).toHaveURL(/search=/);
    await expect(eventPage.item(bookingNumber)).toContainText('Cancelled');
    await expect(eventPage.item(bookingNumber).getByRole('button', { name: `Cancel booking ${bookingNumber}` })).toHaveCount(0);
    await expect(eventPage.item(keptNumber)).toContainText('Active');
    const download = page.waitForEvent('download');
    await eventPage.main.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readCsvDownload(await download);
    expect(csv.hasBom).toBe(true);
    expect(csv.name).toMatch(new RegExp(`^event-${event.id}-bookings-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const [header, ...rows] = csv.rows;
    expect(header).toEqual([
      'Booking number',
      'Ticket',
      'Customer',
      'Email',
      'Used',
      'Limit',
      'Status',
      'Valid until (Muscat)',
      'Created (Muscat)',
      'Bought by',
    ]);
    const status = (number: string) => rows.find((row) => row[0] === number)?.[6];
    expect(status(bookingNumber)).toBe('Cancelled');
    expect(status(keptNumber)).toBe('Active');
    expect(await myBooking(request, attendee.token, booking!.id)).toMatchObject({ cancelled: true, status: 'expired' });

    // The holder: the booking sits under Expired marked Cancelled, and its QR code is gone.
    await signInBrowser(page, attendee.token);
    const myTickets = new MyTicketsPage(page);
    await myTickets.goto();
    await expect(myTickets.card(keptNumber)).toBeVisible();
    await expect(myTickets.card(bookingNumber)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Expired' }).click();
    const card = myTickets.card(bookingNumber);
    await expect(card).toContainText('Cancelled');
    await myTickets.showTicket(card);
    await expect(myTickets.dialog.bookingNumber).toHaveText(bookingNumber);
    await expect(myTickets.dialog.root).toContainText('This ticket was cancelled');
    await expect(myTickets.dialog.qr).toHaveCount(0);
    await expectNoA11yViolations(page, { include: '[role="dialog"]' });
    await myTickets.dialog.close();

    // The pass carries the seat still held, and not the cancelled one.
    const pass = new PassPage(page);
    await pass.goto();
    await expect(pass.card(keptNumber)).toHaveCount(1);
    await expect(pass.card(bookingNumber)).toHaveCount(0);
  });

  test('the reports show counts, charts with tables, quick ranges and a sales CSV in English', async ({ page, adminToken }) => {
    await signInBrowser(page, adminToken);
    const reports = new ReportsPage(page);
    await reports.goto();
    await expect(reports.heading).toHaveText('Reports');
    await expect(reports.statLabels).toHaveText(['Users', 'Events', 'Bookings', 'Earnings', 'Promo discounts']);
    for (const label of ['Users', 'Events', 'Bookings']) await expect(reports.stat(label)).toHaveText(/^[1-9][\d,]*$/);
    await expect(reports.stat('Earnings')).toHaveText(/OMR\s?[\d,]+\.\d{3}/);
    await expect(reports.stat('Promo discounts')).toHaveText(/OMR\s?[\d,]+\.\d{3}/);

    // Each chart is an image named by a sentence that says what it shows.
    await expect(reports.charts.first()).toBeVisible();
    const summaries = await reports.charts.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label') ?? ''));
    expect(summaries.length).toBeGreaterThanOrEqual(2);
    for (const summary of summaries) expect(summary.length).toBeGreaterThan(20);

    const sales = reports.section('Sales per day');
    await expect(sales.getByRole('table')).toBeHidden();
    await sales.getByText('Show as table').click();
    await expect(sales.getByRole('table')).toBeVisible();
    await expect(sales.getByRole('table').getByRole('columnheader')).toHaveText(['Date', 'Bookings', 'Earnings']);
    await expectNoA11yViolations(page);

    // Quick ranges go to the URL; the 30 days of the default are pressed until another is chosen.
    await expect(reports.quickRanges.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await reports.quickRanges.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expect(reports.quickRanges.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const week = new URL(page.url()).searchParams;
    expect((Date.parse(week.get('to')!) - Date.parse(week.get('from')!)) / 86_400_000).toBe(6);
    await reports.quickRanges.getByRole('button', { name: 'Last 90 days' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).not.toBe(week.get('from'));
    await expect(reports.quickRanges.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');

    // The sales table as CSV: the range's days, one row each, adding up to the Earnings card.
    const range = new URL(page.url()).searchParams;
    const [from, to] = [range.get('from')!, range.get('to')!];
    const download = page.waitForEvent('download');
    await sales.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readCsvDownload(await download);
    expect(csv.name).toBe(`sales-${from}-to-${to}.csv`);
    expect(csv.hasBom).toBe(true);
    const [header, ...days] = csv.rows;
    expect(header).toEqual(['Date', 'Bookings', 'Earnings (OMR)', 'Promo discounts (OMR)']);
    expect(days).toHaveLength(90);
    expect(days[0]![0]).toBe(from);
    expect(days.at(-1)![0]).toBe(to);
    const baisa = days.reduce((sum, [, , earnings]) => sum + Math.round(Number(earnings) * 1000), 0);
    const earnings = new Intl.NumberFormat('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(baisa / 1000);
    await expect(reports.stat('Earnings')).toContainText(earnings);
  });

  test('in Arabic the reports read right-to-left with Arabic labels', async ({ page, adminToken }) => {
    await signInBrowser(page, adminToken, 'ar');
    const reports = new ReportsPage(page);
    await reports.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(reports.heading).toHaveText('التقارير');
    await expect(reports.statLabels).toHaveCount(5);
    await expect(reports.stat('المستخدمون')).toHaveText(/^[٠-٩][٠-٩٬]*$/);
    await expect(reports.charts.first()).toBeVisible();
    await expect(reports.charts.first()).toHaveAttribute('aria-label', /[\u0600-\u06FF]/);
    await reports.main.locator('details > summary').first().click();
    await expect(reports.main.getByRole('table').first()).toBeVisible();
    await reports.quickRanges.getByRole('button').first().click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await expectNoA11yViolations(page);

    // The CSV speaks the admin's language too.
    const download = page.waitForEvent('download');
    await reports.main.getByRole('button', { name: 'تصدير CSV' }).click();
    const csv = await readCsvDownload(await download);
    expect(csv.hasBom).toBe(true);
    expect(csv.rows[0]).toEqual(['التاريخ', 'الحجوزات', 'الأرباح (ر.ع.)', 'خصومات الرموز الترويجية (ر.ع.)']);
    expect(csv.rows).toHaveLength(1 + 7);
  });

  // Held to every axe rule at every impact, as the catalogue screens are.
  test('the users, rewards and reports screens have no axe violations', async ({ page, request, adminToken, attendee }) => {
    test.setTimeout(120_000);
    await signInBrowser(page, adminToken);
    const users = new DashboardUsersPage(page);
    await users.goto();
    await expect(users.firstUserLink).toBeVisible();
    await expectNoA11yViolations(page);

    // The attendee has bookings by now (or gets one), so the Bookings tab has rows.
    const { ticket } = await findBookableTicket(request, 1, roomy);
    const {
      bookings: [booking],
    } = await bookAndKeep(request, attendee.token, ticket.id);
    const userPage = new DashboardUserPage(page);
    await userPage.goto(attendee.user.id);
    await expect(userPage.main).toContainText('Total bookings');
    await expectNoA11yViolations(page);
    await userPage.tab('Bookings').click();
    await expect(userPage.item(booking!.booking_number)).toBeVisible();
    await expectNoA11yViolations(page);
    await userPage.tab('Invoices').click();
    await expect(page).toHaveURL(/tab=invoices/);
    await expect(
      userPage.main
        .getByRole('button', { name: /^Cancel all bookings of / })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await userPage.tab('Coins').click();
    await expect(userPage.main).toContainText('Balance:');
    await expectNoA11yViolations(page);
    await userPage.tab('Rewards').click();
    await expect(page).toHaveURL(/tab=rewards/);
    await expectNoA11yViolations(page);

    const rewards = new DashboardRewardsPage(page);
    await rewards.goto();
    await expect(rewards.main.locator('a[href$="/edit"]').filter({ visible: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    await rewards.createReward.click();
    await expect(new RewardFormPage(page).title).toBeVisible();
    await expectNoA11yViolations(page);
    // The demo coffee reward has a redemption: its Redemptions tab has a row.
    const [coffee] = await adminRewards(request, adminToken, 'Free coffee at Muscat Opera café');
    const rewardForm = new RewardFormPage(page);
    await rewardForm.gotoRedemptions(coffee!.id);
    await expect(rewardForm.main.locator('tr, li').filter({ visible: true }).filter({ hasText: 'coins' }).first()).toBeVisible();
    await expectNoA11yViolations(page);

    const reports = new ReportsPage(page);
    await reports.goto();
    await expect(reports.charts.first()).toBeVisible();
    await expectNoA11yViolations(page);

    // In Arabic: the users list.
    await signInBrowser(page, adminToken, 'ar');
    await users.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(users.heading).toHaveText('المستخدمون');
    await expect(users.firstUserLink).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

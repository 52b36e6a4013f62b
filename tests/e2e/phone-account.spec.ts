import type { Page } from '@playwright/test';
import { bearer, loginAs } from './support/admin-api';
import { findBookableTicket, signInBrowser, type TSignedIn } from './support/booking-api';
import { expect, test } from './support/booking-fixtures';
import { bookAndKeep, type TBooked } from './support/people-api';
import { useLocale } from './pages/discovery-page';

/*
 * The attendee's phone (390 and 320 px wide), in English and Arabic (docs/product.md §2, §9;
 * docs/architecture.md §6): tickets say when and where and a
 * cancelled one has no QR code; Arabic pages write every number in Arabic-Indic digits; no account page
 * scrolls sideways at 320 px; offline, the header keeps the signed-in user; each language links its own
 * install manifest.
 */

const LOCALES = ['en', 'ar'] as const;
const WIDTHS = [390, 320] as const;
const ACCOUNT_PAGES = [
  '/profile',
  '/profile?tab=security',
  '/update-phone',
  '/my-tickets',
  '/my-tickets?tab=expired',
  '/rewards',
  '/rewards?tab=history',
  '/pass',
];

type TTickets = { active: TBooked; cancelled: TBooked; location: string };

let tickets: TTickets | null = null;

/** Two bookings of the worker's user, the second cancelled by the admin; once per worker. */
async function bookTickets(request: Parameters<typeof findBookableTicket>[0], user: TSignedIn): Promise<TTickets> {
  if (tickets) return tickets;
  const { event, ticket } = await findBookableTicket(request, 2);
  const { bookings } = await bookAndKeep(request, user.token, ticket.id, 2);
  const [active, cancelled] = bookings as [TBooked, TBooked];
  const adminToken = await loginAs(request, 'admin@tadhkira.om', 'admin123');
  const cancel = await request.post(`/api/admin/bookings/${cancelled.id}/cancel`, { data: { reason: 'e2e phone' }, headers: bearer(adminToken) });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const details = await request.get(`/api/events/${event.id}`, { headers: { 'Accept-Language': 'en' } });
  const location = ((await details.json()) as { data: { event: { location: string | null } } }).data.event.location ?? '';
  tickets = { active, cancelled, location };
  return tickets;
}

/** Text the page shows (not hidden, not in scripts) that contains a Western digit. */
async function westernDigitsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[0-9]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"] svg')) continue;
      // Codes and Latin names are written as typed (a booking number, "MP4"): they are not numbers to read.
      if (parent.closest('[dir="ltr"]') && parent.closest('[dir="ltr"]') !== document.documentElement) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      found.push(text.trim());
    }
    return found;
  });
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test.describe(`phone ${width} px, ${locale}`, () => {
      test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'the phone project runs these at its own widths'));

      test('tickets lead with when and where, and a cancelled ticket has no QR code', async ({ page, request, bookingUser }) => {
        const { active, cancelled, location } = await bookTickets(request, bookingUser);
        await signInBrowser(page, bookingUser.token, locale);
        await page.goto('/my-tickets');
        const card = page.locator(`[data-testid="ticket-card"][data-booking-number="${active.booking_number}"]`);
        await expect(card.getByTestId('ticket-when')).toBeVisible();
        await expect(card.getByTestId('ticket-when')).toHaveText(locale === 'ar' ? /[٠-٩]/ : /\d{1,2}:\d{2}/);
        await expect(card.getByTestId('ticket-where')).toBeVisible();
        if (locale === 'en' && location) await expect(card.getByTestId('ticket-where')).toHaveText(location);
        await expect(card.getByTestId('ticket-usage')).toHaveText(locale === 'ar' ? 'لم تُستخدم بعد' : 'Not used yet');

        await page.goto('/my-tickets?tab=expired');
        const gone = page.locator(`[data-testid="ticket-card"][data-booking-number="${cancelled.booking_number}"]`);
        await expect(gone.getByTestId('ticket-when')).toBeVisible();
        await gone.getByRole('button').last().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByTestId('ticket-when')).toBeVisible();
        await expect(dialog.getByTestId('ticket-cancelled')).toBeVisible();
        await expect(dialog.getByTestId('ticket-qr')).toHaveCount(0);
      });

      test('no account page scrolls sideways', async ({ page, request, bookingUser }) => {
        await bookTickets(request, bookingUser);
        await signInBrowser(page, bookingUser.token, locale);
        for (const path of ACCOUNT_PAGES) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The signed-in header, with the account menu loaded.
          await expect(page.getByRole('button', { name: /^(Account menu for|قائمة حساب) / })).toBeVisible();
          await expectNoSidewaysScroll(page, path);
        }
      });

      if (locale === 'ar') {
        test('every number on the home page is in Arabic-Indic digits', async ({ page }) => {
          await useLocale(page, 'ar');
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
          await expect(page.locator('#events article h3').first()).toBeVisible();
          await page.locator('footer').scrollIntoViewIfNeeded();
          await expect(page.locator('footer')).toContainText('©');
          expect(await westernDigitsOnScreen(page)).toEqual([]);
          await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
        });
      }
    });
  }
}

test.describe('phone, signed in and offline', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'the phone project runs these at its own widths'));

  test('offline, home and the event page keep the signed-in header', async ({ page, context, request, bookingUser }) => {
    await bookTickets(request, bookingUser);
    await signInBrowser(page, bookingUser.token, 'en');
    await page.goto('/my-tickets');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await expect(page.getByTestId('ticket-card').first()).toBeVisible();
    await page.goto('/');
    const firstEvent = page.locator('#events article h3').first().getByRole('link');
    await expect(firstEvent).toBeVisible();
    const eventHref = await firstEvent.getAttribute('href');
    await page.goto(eventHref ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    try {
      for (const path of ['/', eventHref ?? '/']) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: `Account menu for ${bookingUser.user.name}` })).toBeVisible();
        await expect(page.locator('header').getByRole('link', { name: 'Login' })).toHaveCount(0);
      }
    } finally {
      await context.setOffline(false);
    }
  });

  test('each language links its own install manifest', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-ar.webmanifest');
    const manifest = (await (await request.get('/manifest-ar.webmanifest')).json()) as { lang: string; dir: string; short_name: string };
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', short_name: 'تذكرة' });
  });
});

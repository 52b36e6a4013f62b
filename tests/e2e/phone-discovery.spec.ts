import { expect, type Locator, type Page } from '@playwright/test';
import { apiEvents, HomePage, useLocale, type TLocale } from './pages/discovery-page';
import { CheckoutReturnPage, TestCheckoutPage } from './pages/checkout-pages';
import { findBookableTicket, signInBrowser } from './support/booking-api';
import { test } from './support/booking-fixtures';
import { waitForApp } from './support/hydration';

/*
 * The attendee's phone (docs/product.md §2): the booking bar, the hero search, compact cards and chips,
 * friendly errors, skip link and focus. Each runs at 390 and 320 px, in English and Arabic.
 */

const TEXT = {
  en: {
    getTickets: 'Get tickets',
    skipToResults: 'Skip to results',
    notFound: 'We could not find this event',
    seeAllEvents: 'See all events',
    categories: 'Categories',
    search: 'Search',
    searchField: 'What are you looking for?',
    anyDate: 'Any date',
    date: 'Date',
    ticketType: 'Ticket type',
    continueToPayment: 'Continue to payment',
    couldNotLoad: 'This event could not be loaded',
    unexpected: 'An unexpected error occurred',
  },
  ar: {
    getTickets: 'احجز تذاكرك',
    skipToResults: 'الانتقال إلى النتائج',
    notFound: 'لم نعثر على هذه الفعالية',
    seeAllEvents: 'تصفّح كل الفعاليات',
    categories: 'الفئات',
    search: 'بحث',
    searchField: 'عمّ تبحث؟',
    anyDate: 'أي تاريخ',
    date: 'التاريخ',
    ticketType: 'نوع التذكرة',
    continueToPayment: 'متابعة إلى الدفع',
    couldNotLoad: 'تعذّر تحميل هذه الفعالية',
    unexpected: 'حدث خطأ غير متوقع',
  },
} as const;

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** Nothing on the page is wider than the screen (no sideways scrolling). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

test.describe('phone discovery', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layouts; the desktop checkout card has its own test');

  for (const viewport of PHONES) {
    for (const locale of ['en', 'ar'] as const satisfies readonly TLocale[]) {
      test.describe(`${viewport.width} px, ${locale}`, () => {
        test.use({ viewport });
        const text = TEXT[locale];

        test('home: skip to results first, compact cards, one row of chips, no sideways scroll; the hero finds Nizwa', async ({ page }) => {
          await useLocale(page, locale);
          const home = new HomePage(page);
          await home.goto();

          // Item 8: the first Tab stop skips the header and the hero, to the list's heading.
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: text.skipToResults });
          await expect(skip).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(page.locator('#events-heading')).toBeFocused();

          // Item 3: several events per screen, chips in one sideways row.
          const firstCard = await box(home.events.cards.first());
          expect(firstCard.height).toBeLessThan(viewport.height / 3);
          const chipRow = home.events.section.getByRole('group', { name: text.categories, exact: true });
          // Measured in one go: the skip link's smooth scroll may still be moving the page, chip by chip.
          const chipTops = await chipRow.getByRole('button').evaluateAll((chips) => chips.map((chip) => Math.round(chip.getBoundingClientRect().top)));
          expect(chipTops.length).toBeGreaterThan(2);
          expect(new Set(chipTops).size).toBe(1);
          await expectNoHorizontalScroll(page);

          // Item 2: the hero's date starts empty, and "Nizwa" finds every upcoming Nizwa event.
          await page.evaluate(() => window.scrollTo(0, 0));
          const anyDate = home.searchForm.getByText(text.anyDate);
          await expect(anyDate).toBeVisible();
          // The placeholder stays clear of the calendar button Chrome draws at the field's right edge (~28 px).
          const dateField = await box(home.searchForm.getByLabel(text.date, { exact: true }));
          const placeholder = await box(anyDate);
          if (locale === 'ar') expect(dateField.x + dateField.width - (placeholder.x + placeholder.width)).toBeGreaterThanOrEqual(36);
          else expect(placeholder.x + placeholder.width).toBeLessThan(dateField.x + dateField.width - 36);
          await home.searchForm.getByLabel(text.searchField).fill('Nizwa');
          await home.searchForm.getByRole('button', { name: text.search, exact: true }).click();
          await expect(page).toHaveURL(/\/search\?search=Nizwa$/);
          const nizwa = await apiEvents(page.request, 'search=Nizwa', locale);
          expect(nizwa.events.length).toBeGreaterThan(1);
          await home.events.expectTitles(nizwa.events.map((event) => event.name));
          await expectNoHorizontalScroll(page);
          // The search page has results too: its first Tab stop is the skip link.
          await page.reload();
          await expect(home.events.cards.first()).toBeVisible();
          await page.keyboard.press('Tab');
          await expect(page.getByRole('link', { name: text.skipToResults })).toBeFocused();
        });

        test('event page: the booking bar is on screen, keeps the footer clear, and opens the booking sheet', async ({ page }) => {
          await useLocale(page, locale);
          const { event } = await findBookableTicket(page.request, 1);
          await page.goto(`/event/${event.id}`);
          const bar = page.getByTestId('booking-bar');
          await expect(bar).toBeInViewport();
          await expect(bar.getByRole('button', { name: text.getTickets })).toBeVisible();
          await expectNoHorizontalScroll(page);

          // The page keeps room for the bar: at the very bottom the footer ends above it.
          await expect(async () => {
            // Scrolled again on each try: the page grows while the panel and the poster load.
            await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
            const footer = await box(page.locator('footer'));
            const barBox = await box(bar);
            expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
          }).toPass();

          await bar.getByRole('button', { name: text.getTickets }).click();
          const sheet = page.getByTestId('booking-sheet');
          await expect(sheet).toBeVisible();
          await expect(sheet.getByLabel(text.ticketType)).toBeVisible();
          await expectNoHorizontalScroll(page);
          await page.keyboard.press('Escape');
          await expect(sheet).toBeHidden();
        });

        test('a missing event is a friendly page with a link home', async ({ page }) => {
          await useLocale(page, locale);
          await page.goto('/event/987654321');
          await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
          await expect(page.getByTestId('booking-bar')).toHaveCount(0);
          await expectNoHorizontalScroll(page);
          await page.getByRole('link', { name: text.seeAllEvents }).click();
          await expect(page).toHaveURL(/\/$/);
          await expect(new HomePage(page).events.cards.first()).toBeVisible();
        });
      });
    }
  }

  test.describe('390 px', () => {
    test.use({ viewport: PHONES[0] });

    test('English: the booking bar books through the sheet', async ({ page, bookingUser }) => {
      const { event, ticket } = await findBookableTicket(page.request, 1);
      await signInBrowser(page, bookingUser.token, 'en');
      await page.goto(`/event/${event.id}`);
      await page.getByTestId('booking-bar').getByRole('button', { name: TEXT.en.getTickets }).click();
      const sheet = page.getByTestId('booking-sheet');
      await sheet.getByLabel(TEXT.en.ticketType).selectOption(String(ticket.id));
      // A priced ticket: the sheet's button goes on to the payment page; paid, the return page confirms the booking.
      await sheet.getByRole('button', { name: TEXT.en.continueToPayment }).click();
      const gateway = new TestCheckoutPage(page);
      await gateway.arrived();
      await gateway.pay();
      const checkout = new CheckoutReturnPage(page);
      await checkout.expectPaid();
      await expect(checkout.confirmation.root).toBeVisible();
      await expect(checkout.confirmation.bookingNumbers).toHaveCount(1);
    });

    test('Arabic: a server failure shows our own words, never its message', async ({ page }) => {
      await useLocale(page, 'ar');
      // The server renders a page it opens with the event in it; the client's own fetch fails on a client
      // navigation, so the page is reached from home.
      const home = new HomePage(page);
      await home.goto();
      await waitForApp(page);
      await page.route(/\/api\/events\/\d+(\?|$)/, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'internal.boom', message: 'boom' }) }),
      );
      await home.events.cards.first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: TEXT.ar.couldNotLoad })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(TEXT.ar.unexpected)).toBeVisible();
      await expect(page.getByText('boom')).toHaveCount(0);
    });

    test('opening an event from far down the list lands on the skeleton at the top, then focus is on its heading', async ({ page }) => {
      const home = new HomePage(page);
      await home.goto();
      const last = home.events.cards.last();
      await last.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      // The event answers slowly, so the skeleton is seen.
      await page.route(/\/api\/events\/\d+(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const name = (await last.locator('h3').textContent()) ?? '';
      await last.locator('h3 a').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('event-skeleton')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(name);
      // Item 8: after a client navigation focus is on the new page's heading.
      await expect(heading).toBeFocused();
    });

    test('a first load does not move focus to the heading', async ({ page }) => {
      const { event } = await findBookableTicket(page.request, 1);
      await page.goto(`/event/${event.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    });
  });
});

test.describe('desktop checkout card', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the booking panel stays beside the description while scrolling; no booking bar', async ({ page }) => {
    const { event } = await findBookableTicket(page.request, 1);
    await page.goto(`/event/${event.id}`);
    const panel = page.locator('#booking');
    await expect(panel).toBeInViewport();
    const about = await box(page.getByRole('heading', { name: 'About this event' }));
    const panelBox = await box(panel);
    expect(panelBox.x).toBeGreaterThan(about.x + about.width / 2);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(panel).toBeInViewport();
    await expect(page.getByTestId('booking-bar')).toBeHidden();
  });
});

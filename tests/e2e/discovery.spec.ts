import { expect, test, type Page } from '@playwright/test';
import { apiEvents, ContactPage, EventPage, HomePage, useLocale } from './pages/discovery-page';
import { expectNoSeriousA11yViolations } from './support/a11y';

/** Ids of the demo categories by English name (server/db/seed-data.ts): Music is a parent of Concerts. */
async function categoryId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/categories?hierarchical=1&per_page=100&lang=en');
  type TNode = { id: number; name: string; children?: TNode[] };
  const tree = ((await response.json()) as { data: { categories: TNode[] } }).data.categories;
  const found = tree.flatMap((parent) => [parent, ...(parent.children ?? [])]).find((node) => node.name === name);
  if (!found) throw new Error(`demo category ${name} missing`);
  return found.id;
}

test.describe('discovery', () => {
  test('Arabic: a parent category chip includes its children; child chips expand, remove and clear', async ({ page }) => {
    await useLocale(page, 'ar');
    const home = new HomePage(page);
    await home.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousA11yViolations(page);
    const music = await categoryId(page, 'Music');
    const concerts = await categoryId(page, 'Concerts');

    // In Arabic the demo categories and event titles read in Arabic (docs/product.md §3).
    await home.events.chip('موسيقى').click();
    await expect(home.events.chip('موسيقى')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`category_ids=%5B${music}%5D`));
    const parentOnly = await apiEvents(page.request, `category_ids[]=${music}`, 'ar');
    expect(parentOnly.events.length).toBeGreaterThan(0);
    await home.events.expectTitles(parentOnly.events.map((event) => event.name));

    await expect(home.events.chip('حفلات موسيقية')).toBeHidden();
    await home.events.expandButton('موسيقى').click();
    await expect(home.events.expandButton('موسيقى')).toHaveAttribute('aria-expanded', 'true');
    await home.events.chip('حفلات موسيقية').click();
    await expect(home.events.selectedChips.getByText('حفلات موسيقية')).toBeVisible();

    await home.events.selectedChips.getByRole('button', { name: 'إزالة موسيقى' }).click();
    await expect(home.events.chip('موسيقى')).toHaveAttribute('aria-pressed', 'false');
    const childOnly = await apiEvents(page.request, `category_ids[]=${concerts}`, 'ar');
    await home.events.expectTitles(childOnly.events.map((event) => event.name));

    await home.events.selectedChips.getByRole('button', { name: 'مسح الكل' }).click();
    await expect(home.events.selectedChips).toBeHidden();
    await expect(page).not.toHaveURL(/category_ids/);
  });

  test('the filter dialog filters by price and location, resets, closes on the backdrop; sort reorders', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();

    await home.openFilters();
    await home.filters.field(/^Minimum price/).fill('1');
    await home.filters.field(/^Location$/).selectOption('Muscat');
    await home.filters.apply();
    await expect(page).toHaveURL(/price_min=1/);
    await expect(page).toHaveURL(/location=Muscat/);
    await expect(home.events.filterButton).toContainText('2');
    const filtered = await apiEvents(page.request, 'price[min]=1&location=Muscat');
    await home.events.expectTitles(filtered.events.map((event) => event.name));

    await home.events.sortSelect.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=%22price-desc%22|sort=price-desc/);
    const sorted = await apiEvents(page.request, 'price[min]=1&location=Muscat&sort_field=price&sort_direction=desc');
    await home.events.expectTitles(sorted.events.map((event) => event.name));

    await home.openFilters();
    await expect(home.filters.field(/^Minimum price/)).toHaveValue('1');
    await home.filters.reset();
    await expect(home.filters.field(/^Minimum price/)).toHaveValue('');
    await expect(home.filters.field(/^Location$/)).toHaveValue('');
    // A click on the backdrop (outside the dialog) closes it without applying.
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(home.filters.dialog).toBeHidden();
    await expect(page).toHaveURL(/location=Muscat/);
  });

  test('Load more appends pages, says it is loading, and disappears on the last page', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    const { pagination } = await apiEvents(page.request, '');
    expect(pagination.last_page).toBeGreaterThan(2);
    await expect(home.events.cards).toHaveCount(8);

    // Hold page 2 until the loading label has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/events\?.*page=2/, async (route) => {
      await held;
      await route.continue();
    });
    await home.events.loadMore.click();
    await expect(home.events.section.getByRole('button', { name: 'Loading more events…' })).toBeDisabled();
    release();
    await expect(home.events.cards).toHaveCount(16);
    await page.unroute(/\/api\/events\?.*page=2/);

    for (let page = 3; page <= pagination.last_page; page++) {
      await home.events.loadMore.click();
      await expect(home.events.cards).toHaveCount(Math.min(page * 8, pagination.total));
    }
    await expect(home.events.loadMore).toBeHidden();
    await expect(home.events.section.getByRole('status')).toContainText(`Showing ${pagination.total} of ${pagination.total}`);
  });

  test('the hero search box goes to /search with only the filled fields', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    // The date starts empty ("Any date"), so a search is not limited to today (docs/product.md §2 Search box).
    await expect(home.searchForm.getByLabel('Date')).toHaveValue('');

    await home.searchForm.getByLabel('What are you looking for?').fill('Festival');
    await home.searchForm.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?search=Festival$/);
    await expect(page.getByRole('heading', { name: 'Results for “Festival”' })).toBeVisible();
    const results = await apiEvents(page.request, 'search=Festival');
    await expect(new HomePage(page).events.cardTitles).toHaveText(results.events.map((event) => event.name));

    const music = await categoryId(page, 'Music');
    const form = page.getByRole('search');
    await form.getByLabel('What are you looking for?').fill('');
    await form.getByLabel('Date').fill('2030-01-15');
    await form.getByLabel('Event type').selectOption(String(music));
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?date=2030-01-15&category_ids=%5B${music}%5D$`));
    await expect(page.getByText('No events found')).toBeVisible();
  });

  test('a card opens its event page with tickets; home and event pages pass axe', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expectNoSeriousA11yViolations(page);

    const title = (await home.events.cardTitles.first().textContent())!;
    await home.events.cardTitles.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    const eventPage = new EventPage(page);
    await expect(eventPage.heading).toHaveText(title);
    await expect(eventPage.tickets).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('joining the community answers success, then a friendly already-member message', async ({ page }, testInfo) => {
    const home = new HomePage(page);
    await home.goto();
    const email = `discovery-${testInfo.project.name}-${Date.now()}@example.com`;
    await home.joinCommunity(email);
    await expect(page.getByText('Thank you for joining the Tadhkira community!')).toBeVisible();
    await expect(home.joinEmail).toHaveValue('');
    await home.joinCommunity(email);
    await expect(page.getByText('You are already part of the Tadhkira community.')).toBeVisible();
  });

  test('the contact form shows translated validation messages, then sends', async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.goto();
    await expect(page.getByText('We reply to every message within 24-48 hours.')).toBeVisible();
    await expect(page.getByText('Saturday to Thursday, 9am to 5pm.', { exact: true })).toBeVisible();

    await contact.submit();
    await expect(contact.form.getByText('Name is required.')).toBeVisible();
    await expect(contact.form.getByText('Invalid email address.')).toBeVisible();
    await expect(contact.form.getByText('Subject is required.')).toBeVisible();
    await expect(contact.form.getByText('Message is required.')).toBeVisible();

    await contact.field(/^Name/).fill('Aisha Al-Balushi');
    await contact.field(/^Email/).fill('aisha@example.com');
    await contact.field(/^Phone/).fill('12');
    await contact.submit();
    await expect(contact.form.getByText('Invalid phone number.')).toBeVisible();
    await contact.field(/^Phone/).fill('+968 9123 4567');
    await contact.field(/^Subject/).fill('Group booking');
    await contact.field(/^Message/).fill('Can we book 20 seats for the opera?');
    await contact.submit();
    await expect(contact.form.getByText('Message sent successfully')).toBeVisible();
    await expect(contact.field(/^Name/)).toHaveValue('');
  });

  test('the legal pages are Arabic and right-to-left in English and in Arabic', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    const privacy = page.locator('article');
    await expect(privacy).toHaveAttribute('dir', 'rtl');
    await expect(privacy).toHaveAttribute('lang', 'ar');
    // Arabic text, Arabic-Indic digits, whatever the interface language (docs/product.md §2, §9).
    await expect(privacy).toContainText('آخر تحديث: ١٧/٠٣/٢٠٢٥');
    await expect(page.getByTestId('legal-summary')).toContainText('never sell it');
    await expect(privacy.getByRole('heading', { level: 2, name: 'ملفات تعريف الارتباط' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('شروط الاستخدام');
    const terms = page.locator('article');
    await expect(terms).toHaveAttribute('dir', 'rtl');
    await expect(terms).toContainText('آخر تحديث: ١٧/٠٣/٢٠٢٥');
    await expect(page.getByTestId('legal-summary')).toHaveCount(0);
    await expect(terms).toContainText('إلا إذا ألغى المنظّم الفعالية');
  });
});

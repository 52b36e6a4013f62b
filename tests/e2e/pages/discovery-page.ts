import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForApp } from '../support/hydration';

export type TLocale = 'en' | 'ar';

/**
 * Opens the app in a language, as a visitor who chose it: the choice lives in localStorage and in the `locale`
 * cookie the server renders unprefixed pages with (docs/architecture.md §10).
 */
export async function useLocale(page: Page, locale: TLocale): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.context().addCookies([{ name: 'locale', value: locale, url: SUITE_ORIGIN }]);
}

/** The suite's origin (playwright.config.ts baseURL). */
const SUITE_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4310}`;

type TApiEvent = { id: number; name: string; min_price: string | null; location: string | null };
type TApiEventList = { data: { events: TApiEvent[]; pagination: { total: number; last_page: number } } };

/**
 * GET /api/events with a raw query string, as the test's source of truth for what the grid shows, in the
 * language the page is in (the server answers names in the caller's language).
 */
export async function apiEvents(request: APIRequestContext, query: string, locale: TLocale = 'en'): Promise<TApiEventList['data']> {
  // The lists sort soonest first unless told otherwise (docs/product.md §2); the API's own default is newest first.
  const sort = query.includes('sort_field=') ? '' : '&sort_field=start_date&sort_direction=asc';
  const response = await request.get(`/api/events?per_page=8&lang=${locale}&${query}${sort}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as TApiEventList).data;
}

/** The events block shared by / , /category/{id} and /search: grid, Load more, toolbar, chips. */
export class EventsBlock {
  readonly section: Locator;
  readonly cards: Locator;
  readonly cardTitles: Locator;
  readonly loadMore: Locator;
  readonly filterButton: Locator;
  readonly sortSelect: Locator;
  readonly selectedChips: Locator;
  readonly offlineNotice: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('#events');
    this.cards = this.section.locator('article');
    this.cardTitles = this.section.locator('article h3');
    this.loadMore = this.section.getByRole('button', { name: /^(Load more|عرض المزيد|تحميل المزيد)$/ });
    this.filterButton = this.section.getByRole('button', { name: /^(Filter|تصفية)/ });
    this.sortSelect = this.section.getByLabel(/^(Sort by|ترتيب حسب)$/);
    this.selectedChips = this.section.getByRole('group', { name: /^(Selected categories|الفئات المختارة)$/ });
    this.offlineNotice = page.getByTestId('offline-notice');
  }

  /** A parent or child category chip (a toggle button). */
  chip(name: string): Locator {
    return this.section.getByRole('button', { name, exact: true });
  }

  /** The arrow that shows or hides a parent's child row. */
  expandButton(parentName: string): Locator {
    return this.section.getByRole('button', { name: new RegExp(`(subcategories of|الفرعية ضمن) ${parentName}$`) });
  }

  /** Waits until the grid shows exactly these titles, in this order. */
  async expectTitles(names: string[]): Promise<void> {
    await expect(this.cardTitles).toHaveText(names);
  }
}

export class FilterDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: RegExp): Locator {
    return this.dialog.getByLabel(label);
  }

  async apply(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Apply|تطبيق)$/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  async reset(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Reset|إعادة تعيين)$/ }).click();
  }
}

export class HomePage {
  readonly events: EventsBlock;
  readonly filters: FilterDialog;
  readonly searchForm: Locator;
  readonly joinEmail: Locator;
  readonly joinButton: Locator;

  constructor(readonly page: Page) {
    this.events = new EventsBlock(page);
    this.filters = new FilterDialog(page);
    this.searchForm = page.getByRole('search');
    const footer = page.locator('footer');
    this.joinEmail = footer.getByLabel(/^(Email address|البريد الإلكتروني)$/);
    this.joinButton = footer.getByRole('button', { name: /^(Join|انضم)$/ });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.events.cards.first()).toBeVisible();
    await waitForApp(this.page);
  }

  async openFilters(): Promise<void> {
    await this.events.filterButton.click();
    await expect(this.filters.dialog).toBeVisible();
  }

  async joinCommunity(email: string): Promise<void> {
    await this.joinEmail.fill(email);
    await this.joinButton.click();
  }
}

export class EventPage {
  readonly heading: Locator;
  readonly tickets: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.tickets = page.getByRole('region', { name: /^(Tickets|التذاكر)$/ });
  }
}

export class ContactPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^(Contact form|نموذج التواصل)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact');
    await expect(this.form).toBeVisible();
  }

  field(label: RegExp): Locator {
    return this.form.getByLabel(label);
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: /^(Send message|إرسال الرسالة)$/ }).click();
  }
}

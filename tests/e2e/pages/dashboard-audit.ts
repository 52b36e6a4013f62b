import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/audit: the audit log, its filters (record type, record id, acting user) and pages. */
export class DashboardAuditPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly recordType: Locator;
  readonly recordId: Locator;
  readonly actorId: Locator;
  readonly clearFilters: Locator;
  /** The entries as drawn at this width: the table's rows on a wide screen, the cards on a phone. */
  readonly entries: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.recordType = this.main.getByRole('combobox', { name: /^(Record type|نوع العنصر)$/ });
    this.recordId = this.main.getByRole('textbox', { name: /^(Record ID|رقم العنصر)$/ });
    this.actorId = this.main.getByRole('textbox', { name: /^(Done by \(user ID\)|المنفِّذ \(رقم المستخدم\))$/ });
    this.clearFilters = this.main.getByRole('button', { name: /^(Clear filters|مسح عوامل التصفية)$/ });
    // A card is an <article> in a list item; the lines of an entry's changes are list items too, without one.
    this.entries = this.main.locator('tbody > tr, li:has(> article)').filter({ visible: true });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/dashboard/audit${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The entry (row or card) that mentions `text`. */
  item(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }

  /** The link naming an entry's record ("Category #12"), which narrows the log to it. */
  recordLink(entry: Locator, name: string | RegExp): Locator {
    return entry.getByRole('link', { name });
  }
}

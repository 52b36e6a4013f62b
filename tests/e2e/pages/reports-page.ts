import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/reports: the counts, the range picker, the charts with their tables, and the sales CSV. */
export class ReportsPage {
  readonly heading: Locator;
  readonly main: Locator;
  /** The counts and amounts: a <dl> of label (dt) and value (dd). */
  readonly statLabels: Locator;
  readonly quickRanges: Locator;
  /** The charts, each an SVG image named by its summary. */
  readonly charts: Locator;
  /** The "Show as table" disclosures under the charts. */
  readonly tableToggles: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.statLabels = this.main.locator('dl').first().locator('dt');
    this.quickRanges = this.main.getByRole('group', { name: /^(Quick ranges|فترات سريعة)$/ });
    this.charts = this.main.locator('svg[role="img"]');
    this.tableToggles = this.main.locator('details > summary');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/reports');
    await expect(this.heading).toBeVisible();
  }

  /** The value of the count labelled `label` (the dd right after its dt). */
  stat(label: string): Locator {
    return this.main.locator('dl').first().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  section(title: string): Locator {
    return this.main.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { visibleItem } from './dashboard-users';

/** /dashboard/rewards: every reward with its cost, validity, status and redemption counts. */
export class DashboardRewardsPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly createReward: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.createReward = page.getByRole('link', { name: 'Create reward' });
    this.search = page.getByRole('searchbox', { name: 'Search rewards' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/rewards');
    await expect(this.heading).toBeVisible();
  }

  /** The row (desktop) or card (phone) of the reward titled `title`. */
  item(title: string): Locator {
    return visibleItem(this.main, title);
  }
}

export type TRewardFields = { title: string; titleAr: string; description: string; cost: string };

/** /dashboard/rewards/create and /dashboard/rewards/{id}/edit (Details and Redemptions tabs). */
export class RewardFormPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly form: Locator;
  readonly title: Locator;
  readonly titleAr: Locator;
  readonly description: Locator;
  readonly cost: Locator;
  readonly validUntil: Locator;
  readonly active: Locator;
  readonly create: Locator;
  readonly save: Locator;
  readonly delete: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
    this.form = page.locator('main form');
    this.title = this.form.getByLabel('Title (English)', { exact: true });
    this.titleAr = this.form.getByLabel('Title (Arabic)', { exact: true });
    this.description = this.form.getByLabel('Description (English)', { exact: true });
    this.cost = this.form.getByLabel('Cost in coins', { exact: true });
    this.validUntil = this.form.getByLabel('Valid until', { exact: true });
    this.active = this.form.getByRole('checkbox', { name: /^Active/ });
    this.create = this.form.getByRole('button', { name: 'Create reward' });
    this.save = this.form.getByRole('button', { name: 'Save changes' });
    this.delete = this.main.getByRole('button', { name: 'Delete', exact: true });
    this.dialog = page.getByRole('alertdialog');
  }

  async fill(values: TRewardFields): Promise<void> {
    await this.title.fill(values.title);
    await this.titleAr.fill(values.titleAr);
    await this.description.fill(values.description);
    await this.cost.fill(values.cost);
  }

  async gotoRedemptions(rewardId: number): Promise<void> {
    await this.page.goto(`/dashboard/rewards/${rewardId}/edit?tab=redemptions`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** A redemption (Redemptions tab) by its code, as drawn at this width. */
  redemption(code: string): Locator {
    return visibleItem(this.main, code);
  }
}

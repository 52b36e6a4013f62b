import type { Locator, Page } from '@playwright/test';

/** /rewards: balance, reward cards with Redeem, the redeem dialog, and the history and redemption tabs. */
export class RewardsPage {
  readonly balance: Locator;
  readonly cards: Locator;
  readonly redeemDialog: Locator;
  readonly ledgerRows: Locator;
  readonly redemptionRows: Locator;

  constructor(readonly page: Page) {
    this.balance = page.getByTestId('rewards-balance');
    this.cards = page.getByTestId('reward-card');
    this.redeemDialog = page.getByRole('alertdialog');
    this.ledgerRows = page.getByTestId('ledger-row');
    this.redemptionRows = page.getByTestId('redemption-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/rewards');
  }

  card(rewardId: number): Locator {
    return this.page.locator(`[data-testid="reward-card"][data-reward-id="${rewardId}"]`);
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }
}

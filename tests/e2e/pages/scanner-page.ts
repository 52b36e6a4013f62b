import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/event/{id}/scan: the verdict overlay, manual entry and the status bar. */
export class ScannerPage {
  readonly verdict: Locator;
  readonly manualCode: Locator;
  readonly queued: Locator;
  readonly mode: Locator;

  constructor(readonly page: Page) {
    this.verdict = page.getByTestId('scan-verdict');
    this.manualCode = page.getByTestId('manual-code');
    this.queued = page.getByTestId('scanner-queued');
    this.mode = page.getByTestId('scanner-mode');
  }

  async goto(eventId: number): Promise<void> {
    await this.page.goto(`/dashboard/event/${eventId}/scan`);
    // The service worker must control the page before the offline steps (toolchain: wait for the controller).
    if (await this.page.evaluate(() => navigator.serviceWorker.controller === null)) await this.page.reload();
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expect(this.page.getByTestId('scanner-last-sync')).not.toHaveText(/not synced|لم تتم/i, { timeout: 15_000 });
  }

  /** Types a code as door staff would when the camera cannot read it, and waits for the verdict. */
  async enter(code: string): Promise<Locator> {
    await this.manualCode.fill(code);
    await this.manualCode.press('Enter');
    await expect(this.verdict).toBeVisible();
    return this.verdict;
  }

  /** Taps the verdict away, ready for the next ticket. */
  async next(): Promise<void> {
    await this.verdict.click();
    await expect(this.verdict).toBeHidden();
  }

  async expectQueued(count: number, timeout = 10_000): Promise<void> {
    await expect(this.queued).toHaveAttribute('data-value', String(count), { timeout });
  }
}

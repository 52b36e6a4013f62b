import { expect, type Locator, type Page } from '@playwright/test';

export type TShownVerdict = { decision: string | null; text: string };

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
    // Its first install caches the app's ~190 files one at a time (workbox-precaching): about 5 s on an idle
    // machine, 10–30 s with a second phone decoding its camera beside it on a 2-core one.
    if (await this.page.evaluate(() => navigator.serviceWorker.controller === null)) await this.page.reload();
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
    await expect(this.page.getByTestId('scanner-last-sync')).not.toHaveText(/not synced|لم تتم/i, { timeout: 15_000 });
  }

  /** Types a code as door staff would when the camera cannot read it, and returns the verdict shown. */
  async enter(code: string): Promise<TShownVerdict> {
    await this.manualCode.fill(code);
    await this.manualCode.press('Enter');
    return this.shownVerdict();
  }

  /**
   * The verdict on screen, read in one go as soon as it shows: an accepted verdict leaves after a second
   * (VERDICT_MS in src/features/scanner/components/verdict-overlay.tsx), sooner than several separate checks
   * may take on a busy machine.
   */
  async shownVerdict(timeout = 10_000): Promise<TShownVerdict> {
    const shown = await this.page.waitForFunction(
      () => {
        const verdict = document.querySelector('[data-testid="scan-verdict"]');
        return verdict ? { decision: verdict.getAttribute('data-decision'), text: verdict.textContent ?? '' } : null;
      },
      undefined,
      { timeout, polling: 'raf' },
    );
    return (await shown.jsonValue())!;
  }

  /** Taps the verdict away, ready for the next ticket. An accepted one may have left by itself (it shows for a second). */
  async next(): Promise<void> {
    // The tap races the verdict's own timer: a verdict gone before the tap lands is what the tap wanted too.
    if (await this.verdict.isVisible()) await this.verdict.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(this.verdict).toBeHidden();
  }

  async expectQueued(count: number, timeout = 10_000): Promise<void> {
    await expect(this.queued).toHaveAttribute('data-value', String(count), { timeout });
  }
}

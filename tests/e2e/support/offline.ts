import { expect, type Locator, type Page } from '@playwright/test';

/** A drawn QR: an <svg> with a long path of dark modules. */
export async function expectQrDrawn(qr: Locator): Promise<void> {
  await expect(qr).toBeVisible();
  const modules = await qr.locator('path').getAttribute('d');
  expect(modules?.length ?? 0).toBeGreaterThan(500);
}

/**
 * Toolchain pitfall 4: the page must be controlled (not only `ready`) before going offline. A page
 * that loaded while the worker was still activating stays uncontrolled (clients.claim() ran before it
 * existed); the next load of it is controlled, as for a real visitor.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (src/main.tsx marks `<html data-hydrated>`). A server-rendered
 * page shows at once but its controls stay inert until then (index.html): a tap waits for them, and so do
 * Playwright's clicks, but `fill` and `selectOption` write into the element directly, so a page object waits
 * first, as a person waits for the control to respond.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The parts that hydrate after the page (src/theme/lazy-chakra.tsx): the event page's booking panel.
  await page.waitForFunction(() => document.querySelector('.lazy-part:not([data-ready])') === null);
}

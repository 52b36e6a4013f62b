import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (src/main.tsx marks `<html data-hydrated>`). A server-rendered
 * page shows at once but its controls stay inert until then (index.html): a tap waits for them, and so do
 * Playwright's clicks, but `fill` and `selectOption` write into the element directly, so a page object waits
 * first, as a person waits for the control to respond.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The parts that hydrate after the page (src/theme/lazy-chakra.tsx), those on or near the screen: the others load
  // as they near it (a page object scrolls to its part and waits for it, see waitForPart).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.lazy-part:not([data-ready])')].every((part) => {
      const box = part.firstElementChild?.getBoundingClientRect();
      return !box || box.top > window.innerHeight + 400 || box.bottom < -400;
    }),
  );
}

/** Scrolls a part that hydrates after the page (src/theme/lazy-chakra.tsx) into view and waits until it is live. */
export async function waitForPart(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await page.locator(`.lazy-part[data-ready] ${selector}`).waitFor();
}

import { expect, test } from '@playwright/test';
import { EventPage, HomePage } from './pages/discovery-page';

test.describe('discovery offline', () => {
  test('the last loaded events list and event page show offline, with a notice', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.goto();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    const titles = await home.events.cardTitles.allTextContents();
    await expect(home.events.offlineNotice).toBeHidden();

    await home.events.cardTitles.first().getByRole('link').click();
    const eventPage = new EventPage(page);
    await expect(eventPage.heading).toHaveText(titles[0]!);
    const eventUrl = page.url();

    await context.setOffline(true);
    try {
      await page.goto('/');
      await home.events.expectTitles(titles);
      await expect(home.events.offlineNotice).toBeVisible();

      await page.goto(eventUrl);
      await expect(eventPage.heading).toHaveText(titles[0]!);
      await expect(eventPage.tickets).toBeVisible();
      await expect(home.events.offlineNotice).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

import { expect, test } from '@playwright/test';

test.describe('foundation', () => {
  test('the events API answers in the envelope with pagination', async ({ request }) => {
    const res = await request.get('/api/events');
    expect(res.ok()).toBe(true);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.events.length).toBe(8);
    expect(body.data.pagination.last_page).toBeGreaterThan(1);
  });

  test('home renders demo events in English, then in Arabic right-to-left', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const cards = page.locator('a[href^="/event/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText('تذكرة').first()).toBeVisible();
    await expect(page.locator('a[href^="/event/"]').first()).toBeVisible();
  });

  test('the language switcher flips the page to Arabic and remembers it', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page
      .getByRole('button', { name: /language|English/i })
      .first()
      .click();
    await page
      .getByRole('menuitemradio', { name: 'العربية' })
      .or(page.getByRole('menuitem', { name: 'العربية' }))
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  });

  test('after one online visit the shell renders offline from the service worker', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await expect(page.locator('a[href^="/event/"]').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByText(/offline/i).first()).toBeVisible();
    await context.setOffline(false);
  });

  test('the web app manifest is valid and its icons load', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = await res.json();
    expect(manifest.name).toContain('Tadhkira');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const img = await request.get(new URL(icon.src, page.url()).toString());
      expect(img.ok(), icon.src).toBe(true);
      expect(img.headers()['content-type']).toContain('image/png');
    }
  });

  test('a client route reloads into the app (SPA fallback) and unknown API paths stay JSON 404s', async ({ page, request }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('header').first()).toBeVisible();
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect((await res.json()).code).toBe('route.not_found');
  });
});

/**
 * What a first visit really downloads: loads pages in Debian's Chromium against a running server and sums
 * the JavaScript transferred (compressed, as served) and its decoded size, until the network is idle.
 * Run against a server started with `npm start` (or any URL): `npx tsx bench/first-load.ts http://localhost:3000`.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch(chromiumLaunch);

async function measure(pathname: string, locale: 'en' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  // A saved choice, as the app saves it: in localStorage and in the cookie the server renders unprefixed pages with
  // (without the cookie the page is drawn in English and switched after hydration, which loads what it re-renders).
  await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
  await context.addCookies([{ name: 'locale', value: locale, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  const js = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming && /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ transfer: e.encodedBodySize, decoded: e.decodedBodySize })),
  );
  await context.close();
  const transfer = js.reduce((n, e) => n + e.transfer, 0);
  const decoded = js.reduce((n, e) => n + e.decoded, 0);
  console.log(
    `${`${pathname} (${locale})`.padEnd(22)} ${String(js.length).padStart(3)} scripts  ${(transfer / 1024).toFixed(1).padStart(6)} KB transferred (br)  ${(decoded / 1024).toFixed(1).padStart(6)} KB decoded`,
  );
}

const events = (await (await fetch(`${base}/api/events?per_page=1`)).json()) as { data: { events: { id: number }[] } };
const eventId = events.data.events[0]?.id ?? 1;
for (const locale of ['en', 'ar'] as const) {
  await measure('/', locale);
  await measure(`/event/${eventId}`, locale);
}
await browser.close();

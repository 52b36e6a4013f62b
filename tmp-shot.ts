import { chromium } from '@playwright/test';
import { writeQrVideo } from './tests/e2e/support/fake-camera';

const BASE = process.env.BASE ?? 'http://localhost:3100';
async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(BASE + path, { ...init, headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } });
  return res.json();
}
const user = await api('/api/auth/login', { method: 'POST', body: JSON.stringify({ login: 'user@tadhkira.om', password: 'user1234' }) });
const tickets = await api('/api/my-tickets?status=active&per_page=50', { token: user.data.token });
const festival = tickets.data.bookings.filter((b: { event: { name: string } }) => b.event.name.includes('Muscat Nights'));
console.log(festival.map((b: { id: number; ticket: { name: string } }) => [b.id, b.ticket?.name]));
const code = festival[0].code;
await writeQrVideo('/tmp/qr.y4m', code);
const lang = process.env.SHOT_LANG ?? 'en';
const width = Number(process.env.SHOT_W ?? 390);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--use-file-for-fake-video-capture=/tmp/qr.y4m'],
});
const context = await browser.newContext({ viewport: { width, height: 844 }, permissions: ['camera'] });
await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
await page.goto(BASE + '/login');
await page.getByRole('button', { name: /email|البريد/i }).first().click().catch(() => {});
await page.locator('input[name=email]').fill('staff@tadhkira.om');
await page.locator('input[type=password]').fill('staff123');
await page.locator('input[type=password]').press('Enter');
await page.waitForURL(/dashboard\/scan/, { timeout: 15000 });
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/shots/scan-list-${lang}-${width}.png`, fullPage: true });
await page.goto(BASE + `/dashboard/event/${festival[0].event.id}/scan`);
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(400);
  if (await page.getByText(/Accepted|Rejected|مقبول|مرفوض/).count()) break;
}
await page.screenshot({ path: `/tmp/shots/scanner-${lang}-${width}.png` });
await page.waitForTimeout(3000);
await page.screenshot({ path: `/tmp/shots/scanner2-${lang}-${width}.png` });
console.log('url', page.url());
await browser.close();

import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3100';
const [,, who, locale, width, ...paths] = process.argv;
const creds = { admin: ['admin@tadhkira.om', 'admin123'], user: ['user@tadhkira.om', 'user1234'], staff: ['staff@tadhkira.om', 'staff123'] };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 800 : 900 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
if (who !== 'guest') {
  const res = await page.request.post(base + '/api/auth/login', { data: { login: creds[who][0], password: creds[who][1] } });
  const token = (await res.json()).data.token;
  await page.goto(base + '/privacy-policy');
  await page.evaluate(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('locale', l); }, [token, locale]);
} else {
  await page.goto(base + '/privacy-policy');
  await page.evaluate((l) => localStorage.setItem('locale', l), locale);
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = `/tmp/shots/${who}-${locale}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();

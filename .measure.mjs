import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4412';
const [,, locale, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
const res = await page.request.post(base + '/api/auth/login', { data: { login: 'user@tadhkira.om', password: 'user1234' } });
const token = (await res.json()).data.token;
await page.goto(base + '/privacy-policy');
await page.evaluate(([t, l]) => { localStorage.setItem('token', t); localStorage.setItem('locale', l); }, [token, locale]);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2000);
  const info = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const wide = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if ((r.right > vw + 0.5 || r.left < -0.5) && r.width > 0) wide.push(`${el.tagName}.${(el.className?.baseVal ?? el.className ?? '').toString().slice(0, 40)} [${Math.round(r.left)},${Math.round(r.right)}] ${(el.textContent ?? '').slice(0, 30)}`);
    }
    return { sw: document.documentElement.scrollWidth, vw, wide: wide.slice(0, 12) };
  });
  console.log(p, JSON.stringify(info, null, 1));
  const name = `/tmp/shots-web15b/${locale}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: false });
}
await browser.close();

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AccountNav } from './support/account-pages';
import { createUser, signInBrowser } from './support/booking-api';
import { waitForApp } from './support/hydration';

/**
 * Server-rendered public pages (docs/architecture.md §10): a client without JavaScript — a link
 * preview bot, a crawler, curl — gets the page's content, its language and its sharing tags in the first
 * response; the browser then hydrates that HTML without a mismatch and without fetching it again.
 */

type TListedEvent = { id: number; name: string };

/** The first event of home's list (sorted soonest first, docs/product.md §5). */
async function firstEvent(request: APIRequestContext, locale: 'en' | 'ar'): Promise<TListedEvent> {
  const res = await request.get('/api/events?sort_field=start_date&sort_direction=asc', { headers: { 'Accept-Language': locale } });
  const body = (await res.json()) as { data: { events: TListedEvent[] } };
  const event = body.data.events[0];
  if (!event) throw new Error('the demo data has no events');
  return event;
}

/** What a bot sees: the HTML as the server sent it, no script run. */
async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers: { Accept: '*/*', ...headers }, maxRedirects: 0 });
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body: await res.text(), headers: res.headers(), url: res.url() };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** React escapes text differently from our head tags; either spelling counts as "the name is in the HTML". */
function containsText(body: string, text: string): boolean {
  return body.includes(text) || body.includes(escaped(text)) || body.includes(text.replace(/'/g, '&#39;'));
}

test.describe('server-rendered public pages', () => {
  // Plain HTTP checks: once is enough.
  test.skip(({ isMobile }) => isMobile, 'HTTP-level checks run in the desktop project');

  test('home answers any client with HTML that already lists the events, with its tags, in English', async ({ request }) => {
    const event = await firstEvent(request, 'en');
    const page = await html(request, '/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(containsText(page.body, event.name)).toBe(true);
    expect(page.body).toContain(`href="/event/${event.id}"`);
    expect(page.body).toMatch(/<meta property="og:title" content="[^"]+"/);
    // Unprefixed, the page is the x-default and its own canonical; the prefixed addresses are its alternates.
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/[^"/]+\/"/);
    expect(page.body).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/en"/);
    expect(page.body).toMatch(/<link rel="alternate" hreflang="ar" href="http:\/\/[^"]+\/ar"/);
    // The page's data travels with it, for hydration without a second fetch.
    expect(page.body).toContain('<script id="ssr-state" type="application/json">');
    // Styles: Chakra's global sheet, then every component rule in one element of the head; none in the body.
    const [head = '', bodyPart = ''] = page.body.split('</head>');
    expect(head).toContain('<style id="chakra-global">@layer reset,base,tokens,recipes;');
    expect(head.match(/<style id="ssr-styles" data-names="[a-z0-9 ]+">/g)).toHaveLength(1);
    expect(bodyPart).not.toContain('<style');
  });

  test('an event page in Arabic is rendered in Arabic, right to left, with Open Graph tags and schema.org Event', async ({ request }) => {
    const event = await firstEvent(request, 'ar');
    const page = await html(request, `/ar/event/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(containsText(page.body, event.name)).toBe(true);
    expect(page.body).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/posters\//);
    expect(page.body).toMatch(/<meta property="og:locale" content="ar_OM"/);
    expect(page.body).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(page.body).toContain(`<link rel="canonical" href="${new URL(page.url).origin}/ar/event/${event.id}"`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(ld).toBeTruthy();
    const data = JSON.parse(ld ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Event');
    expect(data.name).toBe(event.name);
    // Links on an /ar page keep the prefix, so a crawler following them stays in Arabic.
    expect(page.body).toMatch(/href="\/ar(\/|")/);
  });

  test('the English event page carries the English name', async ({ request }) => {
    const event = await firstEvent(request, 'en');
    const page = await html(request, `/event/${event.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(containsText(page.body, event.name)).toBe(true);
    expect(page.body).toContain('<meta property="og:type"');
  });

  test('the Arabic log-in page is rendered in Arabic, its own messages included (a catalog part of their own)', async ({ request }) => {
    const page = await html(request, '/ar/login');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    // From src/features/auth (the catalog's auth part, build/catalogs.ts), not from the part every page loads.
    expect(page.body).toContain('نسيت كلمة المرور؟');
    expect(page.body).not.toContain('Forgot password?');
  });

  test('an unknown event and an unknown page answer 404 with an HTML page', async ({ request }) => {
    for (const path of ['/event/987654', '/ar/event/987654', '/no-such-page']) {
      const page = await html(request, path);
      expect(page.status, path).toBe(404);
      expect(page.type, path).toContain('text/html');
      expect(page.body, path).toMatch(/<html lang="(en|ar)" dir="(ltr|rtl)"/);
      expect(page.body, path).toContain('<meta name="robots" content="noindex');
    }
    // The API keeps its envelope.
    const api = await html(request, '/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.type).toContain('application/json');
  });

  test('an unprefixed first visit follows Accept-Language; a saved choice (cookie) wins over it', async ({ request }) => {
    const arabic = await html(request, '/', { 'Accept-Language': 'ar-OM,ar;q=0.9,en;q=0.5' });
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.headers.vary ?? '').toMatch(/Accept-Language/i);
    const saved = await html(request, '/', { 'Accept-Language': 'ar', Cookie: 'locale=en' });
    expect(saved.body).toMatch(/<html lang="en" dir="ltr"/);
    const english = await html(request, '/', { 'Accept-Language': 'fr-FR, en;q=0.5' });
    expect(english.body).toMatch(/<html lang="en" dir="ltr"/);
  });

  test("the scripts every page runs at start-up carry the compile hint; a route's own chunk does not", async ({ request }) => {
    const page = await html(request, '/');
    const list = /<script id="app-scripts" type="application\/json">([^<]+)<\/script>/.exec(page.body);
    expect(list).not.toBeNull();
    const scripts = JSON.parse(list?.[1] ?? '{}') as { entry: string; preload: string[] };
    const vendor = scripts.preload.find((href) => /\/vendor-[\w-]+\.js$/.test(href));
    expect(vendor).toBeDefined();
    for (const href of [scripts.entry, vendor ?? '']) {
      expect((await (await request.get(href)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
    }
    // A lazily loaded chunk the entry names (the entry imports each route's chunk by its file name).
    const entry = await (await request.get(scripts.entry)).text();
    const lazy = [...entry.matchAll(/"(?:\.\/|\/?assets\/)?([\w-]+-[\w-]{8}\.js)"/g)]
      .map((m) => m[1])
      .find((name) => name && !/^(vendor|index|rolldown-runtime)-/.test(name));
    expect(lazy).toBeDefined();
    const lazyBody = await (await request.get(`/assets/${lazy}`)).text();
    expect(lazyBody.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
  });

  test('sitemap.xml lists live events in both languages', async ({ request }) => {
    const event = await firstEvent(request, 'en');
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toMatch(new RegExp(`/en/event/${event.id}<`));
    expect(body).toMatch(new RegExp(`/ar/event/${event.id}<`));
  });
});

/** Console errors and warnings while a server-rendered page loads and hydrates, and the API calls it made. */
async function hydrate(page: Page, path: string) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto(path);
  // Hydrated: React took the root over (src/main.tsx marks <html data-hydrated>).
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  return { problems: problems.filter((p) => !/service worker/i.test(p)), apiCalls };
}

test.describe('hydration', () => {
  test('home and an event page, in both languages, hydrate without a warning and without refetching their data', async ({ page, request }) => {
    const event = await firstEvent(request, 'en');
    for (const path of ['/', '/ar', `/event/${event.id}`, `/ar/event/${event.id}`, '/search?search=Nizwa', '/login', '/ar/login', '/ar/register']) {
      const { problems, apiCalls } = await hydrate(page, path);
      expect(problems, path).toEqual([]);
      expect(
        apiCalls.filter((call) => call.startsWith('/api/events')),
        path,
      ).toEqual([]);
    }
    // The hydrated page works: a card opens its event through the client router.
    await page.goto('/');
    await page.locator(`a[href="/event/${event.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(page.locator('h1')).toHaveText(event.name);
    // A client navigation to a page whose messages are a catalog part of their own shows them translated.
    await page.goto('/ar');
    await waitForApp(page);
    await page.locator('header a[href="/ar/login"]').click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    await expect(page.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await expect(page.locator('#root')).not.toContainText('Forgot password?');
  });

  test("hydration leaves the server's stylesheets where they are", async ({ page, request }) => {
    const event = await firstEvent(request, 'ar');
    // A style element moved or replaced is parsed again and restyles the whole page (entry-server.tsx).
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
        }).observe(document.documentElement, { childList: true, subtree: true });
      });
    });
    for (const path of ['/', `/ar/event/${event.id}`]) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles), path).toEqual([]);
      await expect(page.locator('head style#ssr-styles')).toBeAttached();
    }
  });

  test('a signed-in visitor never sees "Login" before the app knows them; a guest sees it from the first paint', async ({ page, request }) => {
    // The app's scripts held back: what the visitor sees between the first paint and hydration.
    let release: () => void = () => {};
    const holdScripts = async () => {
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    };
    // By its address: a role query leaves out what is hidden, and hidden is what is checked.
    const headerLogin = page.locator('header a[href="/login"]');

    await holdScripts();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(headerLogin).toBeVisible();
    release();
    await waitForApp(page);
    await page.unrouteAll({ behavior: 'wait' });

    const { token, user } = await createUser(request, { verify: false, name: 'Nasser Al-Kindi' });
    await signInBrowser(page, token);
    await holdScripts();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1').first()).toBeVisible();
    // Rendered by the server for a guest, kept hidden (index.html, src/lib/session-mark.ts).
    await expect(headerLogin).toBeAttached();
    await expect(headerLogin).toBeHidden();
    release();
    await waitForApp(page);
    await new AccountNav(page).expectSignedInAs(user.name);
    await expect(headerLogin).toHaveCount(0);
    await page.unrouteAll({ behavior: 'wait' });

    // A stored token the server refuses: the app forgets it, and the guest's links show again.
    await page.evaluate(() => localStorage.setItem('token', 'not-a-session'));
    await page.goto('/');
    await waitForApp(page);
    await expect(headerLogin).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-session'))).toBe(false);
  });

  test("the app's scripts wait for the page's main image to be drawn, 3 s at most", async ({ page }) => {
    // The hero image held back, as on a slow connection: the scripts must not take its place in the queue.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/uploads\/hero\//, async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(request.url());
    });
    const started = Date.now();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root img[fetchpriority="high"]')).toHaveCount(1);
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    // The image never comes: the page starts anyway once the 3 s are up.
    await waitForApp(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    expect(scripts.length).toBeGreaterThan(0);
    release();
    await page.unrouteAll({ behavior: 'wait' });
  });

  test("the app's scripts are requested once the browser reports the main image on the screen, in both languages", async ({ page, request }) => {
    const event = await firstEvent(request, 'ar');
    // Records when the browser reported the marked image painted (Element Timing), in the page's own clock.
    await page.addInitScript(() => {
      const state = window as unknown as { mainImagePainted?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[]) {
          if (entry.identifier === 'main-image') state.mainImagePainted ??= entry.renderTime || entry.startTime;
        }
      }).observe({ type: 'element', buffered: true });
    });
    for (const path of ['/', `/ar/event/${event.id}`]) {
      await page.goto(path);
      await waitForApp(page);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: (window as unknown as { mainImagePainted?: number }).mainImagePainted,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(painted, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(painted!);
    }
  });

  test('a visitor who scrolls before the page hydrates stays where they scrolled; the next page opens at its top', async ({ page }) => {
    // The app's scripts held back until the visitor has scrolled: a slow phone, a quick thumb.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const howItWorks = page.locator('section[aria-labelledby="how-heading"]');
    await howItWorks.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    release();
    await waitForApp(page);
    await page.unrouteAll({ behavior: 'wait' });
    await page.waitForLoadState('networkidle');
    // Still reading the same section (the browser keeps it in place as fonts and images arrive above it).
    await expect(howItWorks).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    // Navigations inside the app still start the next page at its top.
    await page.locator('footer a[href="/terms"]').click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the browser's Intl data is loaded by a worker before the app formats its first date or price", async ({ page, request }) => {
    const event = await firstEvent(request, 'ar');
    // Records, at the app's first date formatter, whether index.html's worker had already warmed the data.
    await page.addInitScript(() => {
      const state = window as unknown as { warmSettled?: boolean; firstFormatterAfterWarm?: boolean };
      let warmed: Promise<boolean> | undefined;
      Object.defineProperty(window, 'intlWarmed', {
        configurable: true,
        get: () => warmed,
        set: (value: Promise<boolean>) => {
          warmed = value;
          void value.then(() => (state.warmSettled = true));
        },
      });
      const Original = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          state.firstFormatterAfterWarm ??= state.warmSettled === true;
          return new target(...args);
        },
      });
    });
    for (const path of ['/', `/ar/event/${event.id}`]) {
      await page.goto(path);
      await waitForApp(page);
      expect(await page.evaluate(() => window.intlWarmed), path).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { firstFormatterAfterWarm?: boolean }).firstFormatterAfterWarm), path).toBe(true);
    }
  });

  test("the offline copy of the page's events and the service worker wait until the page has hydrated", async ({ page, request }) => {
    const event = await firstEvent(request, 'en');
    // Records, at the first IndexedDB open and at the service worker's registration, whether the page had hydrated.
    await page.addInitScript(() => {
      const seen: Record<string, boolean> = {};
      (window as unknown as { hydratedAt: Record<string, boolean> }).hydratedAt = seen;
      const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
      const open = indexedDB.open.bind(indexedDB);
      indexedDB.open = (...args: Parameters<IDBFactory['open']>) => {
        seen.indexedDB ??= hydrated();
        return open(...args);
      };
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
        seen.serviceWorker ??= hydrated();
        return register(...args);
      };
    });
    await page.goto(`/event/${event.id}`);
    const seen = () => page.evaluate(() => (window as unknown as { hydratedAt: Record<string, boolean> }).hydratedAt);
    await expect.poll(seen, { timeout: 30_000 }).toEqual({ indexedDB: true, serviceWorker: true });
  });

  test('a change of language before the slider has loaded still shows the slider, in the new language', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForApp(page);
    // The slider is server-drawn below the fold and waits for the visitor to near it; the change reaches it first.
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (isMobile) await page.keyboard.press('Escape');
    const slider = page.locator('section[aria-labelledby="slider-heading"]');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole('heading', { level: 2 })).toHaveText('اكتشف جمال وثقافة');
  });

  test("home's explore-categories and how-it-works stay the server's HTML: no code fetched for them, Chakra not loaded, links followed in-app, redrawn in a new language", async ({
    page,
    isMobile,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/ar');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Hydrated without their code, and nothing below the fold pulled the Chakra scope in (docs/architecture.md §10).
    expect(scripts.filter((path) => /explore-categories|how-it-works|chakra-scope/.test(path))).toEqual([]);
    const explore = page.locator('[data-island="explore-categories"]');
    await expect(explore.getByRole('heading', { level: 2 })).toHaveText('استكشف الفئات');
    // A tile of the server's HTML opens its category through the router: the same document, no reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const tile = explore.locator('a.explore-tile').first();
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}#events$`));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back home in the app, and in English: the client draws them, in the new language.
    await page.goBack();
    if (isMobile) await page.getByRole('button', { name: /القائمة|menu/i }).click();
    await page
      .getByRole('button', { name: /اللغة|العربية/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    if (isMobile) await page.keyboard.press('Escape');
    await expect(page.locator('[data-island="how-it-works"]').getByRole('heading', { level: 2 })).toHaveText('How it works');
    await expect(explore.getByRole('heading', { level: 2 })).toHaveText('Explore categories');
  });

  test('on an /ar page the language switcher moves to the /en address', async ({ page, isMobile, request }) => {
    const event = await firstEvent(request, 'ar');
    await page.goto(`/ar/event/${event.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (isMobile) await page.getByRole('button', { name: /القائمة|menu/i }).click();
    await page
      .getByRole('button', { name: /اللغة|العربية/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/event/${event.id}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The booking panel, server-drawn and waiting to near the screen when the language changed, still books.
    if (isMobile) {
      await page.keyboard.press('Escape');
      await page.getByTestId('booking-bar').getByRole('button', { name: 'Get tickets' }).click();
      await expect(page.getByTestId('booking-sheet').getByLabel('Ticket type')).toBeVisible();
    } else {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(page.getByLabel('Ticket type').first()).toBeVisible();
    }
  });
});

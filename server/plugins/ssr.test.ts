import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/fixtures';
import { DOCUMENT_ONLY_HEADERS } from './web';

/**
 * The page responder around the server render (docs/architecture.md §10), with a render module of the
 * test's own in place of dist-ssr/entry-server.js: how its answers become responses, the language a request
 * gets, and the client shell when a render fails. The real render is exercised end to end by
 * tests/e2e/ssr.spec.ts.
 */
const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Tadhkira — Events in Oman</title>
    <meta name="description" content="The shell's description." />
    <link rel="manifest" href="/manifest.webmanifest">
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Tadhkira needs JavaScript to run.</noscript>
  </body>
</html>
`;

const ENTRY = `
export const calls = [];
export function serverRenderedPaths() { return ['/', '/event/$id', '/terms']; }
export async function render(input) {
  globalThis.__ssrCalls = (globalThis.__ssrCalls ?? 0) + 1;
  const path = input.url.split('?')[0];
  if (path.endsWith('/boom')) throw new Error('render failed');
  if (path === '/my-tickets') return { kind: 'shell' };
  if (path === '/login-again') return { kind: 'redirect', location: '/login' };
  const status = path.endsWith('/missing') ? 404 : 200;
  const state = JSON.stringify({ locale: input.locale, url: input.url, prefixed: input.prefixed, origin: input.origin }).replace(/</g, '\\\\u003c');
  return {
    kind: 'page',
    status,
    lang: input.locale,
    dir: input.locale === 'ar' ? 'rtl' : 'ltr',
    head: '<title>Page ' + input.locale + '</title>',
    html: '<main><h1>Rendered ' + path + '</h1></main>',
    state,
  };
}
`;

let testApp: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-ssr-'));
  await mkdir(path.join(dir, 'dist'));
  await mkdir(path.join(dir, 'dist-ssr'));
  await writeFile(path.join(dir, 'dist', 'index.html'), SHELL);
  await mkdir(path.join(dir, 'dist', 'assets'));
  await writeFile(path.join(dir, 'dist', 'assets', 'index-abc.js'), 'export {};\n');
  await writeFile(path.join(dir, 'dist-ssr', 'entry-server.js'), ENTRY);
  testApp = await createTestApp({ env: { WEB_DIST_DIR: path.join(dir, 'dist'), WEB_SSR_DIR: path.join(dir, 'dist-ssr') } });
});

afterAll(async () => {
  await testApp.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

describe('server-rendered pages', () => {
  it('registers each public page the render build lists by its path, in both language prefixes and none', () => {
    const { app } = testApp;
    for (const url of ['/', '/en', '/ar', '/event/:id', '/en/event/:id', '/ar/event/:id', '/terms', '/ar/terms']) {
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
    // The others are answered by the not-found handler, with the same responder.
    expect(app.hasRoute({ method: 'GET', url: '/my-tickets' })).toBe(false);
  });

  it('fills the shell: lang, dir and data-ssr on <html>, the page head instead of the shell title, the app in #root, its data after it', async () => {
    const res = await get('/event/5', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr" data-ssr>/);
    expect(res.body).toContain('<title>Page en</title>');
    expect(res.body).not.toContain('Tadhkira — Events in Oman');
    expect(res.body).not.toContain("The shell's description.");
    expect(res.body).toContain('<div id="root"><main><h1>Rendered /event/5</h1></main></div><script id="ssr-state" type="application/json">');
    // The app's script is loaded after the first paint by index.html's loader, from this list.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      '<script id="app-scripts" type="application/json">{"entry":"/assets/index-abc.js","preload":["/assets/vendor-def.js"]}</script>',
    );
    expect(res.body).not.toContain('<noscript>');
    expect(res.body.indexOf('<title>Page en</title>')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('renders /ar/… in Arabic with the Arabic manifest, whatever the browser asks for, and keeps the prefix for the router', async () => {
    const res = await get('/ar/event/5?x=1', { 'accept-language': 'en', cookie: 'locale=en' });
    expect(res.body).toMatch(/<html lang="ar" dir="rtl" data-ssr>/);
    expect(res.body).toContain('href="/manifest-ar.webmanifest"');
    const state = JSON.parse(/<script id="ssr-state" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(state).toMatchObject({ locale: 'ar', url: '/ar/event/5?x=1', prefixed: true });
    expect(res.headers.vary).toBeUndefined();
  });

  it('renders an unprefixed page in the saved choice, else the first language of Accept-Language we speak, else English', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ cookie: 'theme=x; locale=ar', 'accept-language': 'en-US' }, 'ar'],
      [{ 'accept-language': 'fr-FR,ar;q=0.8,en;q=0.5' }, 'ar'],
      [{ 'accept-language': 'ar;q=0,en' }, 'en'],
      [{ 'accept-language': 'de' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, lang] of cases) {
      const res = await get(`/search?case=${encodeURIComponent(JSON.stringify(headers))}`, headers);
      expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${lang}"`);
      expect(res.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('answers the render status: 404 for a missing page, with the page', async () => {
    const res = await get('/event/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Rendered /event/missing</h1>');
  });

  it('falls back to the client shell when the render throws, and for the pages the server does not render', async () => {
    for (const url of ['/boom', '/my-tickets']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('passes a redirect on', async () => {
    const res = await get('/login-again');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('keeps the API and missing files out of it', async () => {
    const api = await get('/api/no-such-route', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'route.not_found' });
    const file = await get('/assets/missing-file.js', { accept: '*/*' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');
  });

  it("sends a document's security headers with pages, not with the build's hashed files", async () => {
    const page = await get('/event/7');
    expect(page.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self';");
    const file = await get('/assets/index-abc.js', { accept: '*/*' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('javascript');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(file.headers[name], name).toBeUndefined();
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    const again = await get('/assets/index-abc.js', { accept: '*/*', 'if-none-match': String(file.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('serves a page again from its render for a few seconds', async () => {
    const g = globalThis as { __ssrCalls?: number };
    await get('/category/7');
    const before = g.__ssrCalls ?? 0;
    const again = await get('/category/7');
    expect(again.body).toContain('<h1>Rendered /category/7</h1>');
    expect(g.__ssrCalls).toBe(before);
    await get('/ar/category/7');
    expect(g.__ssrCalls).toBe(before + 1);
  });

  it('renders a page afresh after a change is written, not after a refused one', async () => {
    const g = globalThis as { __ssrCalls?: number };
    await get('/category/8');
    const before = g.__ssrCalls ?? 0;
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-password' } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await get('/category/8');
    expect(g.__ssrCalls).toBe(before);
    await registerUser(testApp.app);
    await get('/category/8');
    expect(g.__ssrCalls).toBe(before + 1);
  });
});

describe('a flood of uncached renders from one client', () => {
  it('gets the client shell past 20 a second, while another client and cached pages still get rendered pages', async () => {
    const g = globalThis as { __ssrCalls?: number };
    const flooder = (i: number) => testApp.app.inject({ method: 'GET', url: `/search?q=flood-${i}`, remoteAddress: '10.77.0.1' });
    const before = g.__ssrCalls ?? 0;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => flooder(i)));
    const rendered = answers.filter((a) => a.body.includes('data-ssr')).length;
    expect(rendered).toBeGreaterThanOrEqual(20);
    expect(rendered).toBeLessThan(30);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((g.__ssrCalls ?? 0) - before).toBe(rendered);
    const other = await testApp.app.inject({ method: 'GET', url: '/search?q=someone-else', remoteAddress: '10.77.0.2' });
    expect(other.body).toContain('data-ssr');
    // A page already rendered is served from the cache whatever the client's budget (which of the 60 got
    // rendered depends on the order they reached the limiter: ask again for one that was).
    const renderedIndex = answers.findIndex((a) => a.body.includes('data-ssr'));
    expect((await flooder(renderedIndex)).body).toContain('<h1>Rendered /search</h1>');
  });
});

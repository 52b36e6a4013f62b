import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createEvent, DAY, HOUR } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://tadhkira.example.om';
let t: TestApp;
let open: TestApp;
const ids: Record<string, number> = {};
const cats: Record<string, number> = {};

type TUrl = { loc: string; lastmod?: string; 'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[] };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
  const db = t.app.db;
  const now = Date.now();
  cats.music = await createCategory(db, 'Music');
  cats.oud = await createCategory(db, 'Oud', cats.music);
  cats.sports = await createCategory(db, 'Sports');
  cats.empty = await createCategory(db, 'Empty');
  ids.live = await createEvent(db, { name: 'Oud & Friends <live>', start: new Date(now + 2 * DAY), categoryIds: [cats.oud] });
  // Started an hour ago, ends in two: still on, still listed.
  ids.running = await createEvent(db, { name: 'Harbour Festival', start: new Date(now - HOUR), finish: new Date(now + 2 * HOUR) });
  ids.ended = await createEvent(db, { name: 'Last Week Marathon', start: new Date(now - 7 * DAY), categoryIds: [cats.sports] });
  ids.cancelled = await createEvent(db, { name: 'Called Off', start: new Date(now + 3 * DAY), cancelled: true, categoryIds: [cats.sports] });
  // Another server on the same database without PUBLIC_URL: its URLs follow the request.
  open = await createTestApp({ database: t.database });
});

afterAll(async () => {
  await open?.close();
  await t?.close();
});

async function sitemap(app = t) {
  const res = await app.app.inject({ method: 'GET', url: '/sitemap.xml' });
  return res;
}

/**
 * Well-formed for the XML this sitemap uses (no package here parses XML): one declaration, then elements
 * whose tags nest and close, attributes in double quotes, and text and attribute values in which `<` never
 * appears and `&` only starts one of the five predefined entities.
 */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body === xml) return false;
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let roots = 0;
  for (const match of body.matchAll(token)) {
    const [, closing, name, , selfClosing, text, stray] = match;
    if (stray) return false;
    const raw = text ?? match[3] ?? '';
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(raw)) return false;
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') return false;
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    }
  }
  return stack.length === 0 && roots === 1;
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

function urlsOf(xml: string): TUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(entry!)![1]!),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(entry!)?.[1],
    'xhtml:link': [...entry!.matchAll(/<xhtml:link rel="([^"]*)" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, rel, hreflang, href]) => ({
      '@_rel': rel!,
      '@_hreflang': hreflang!,
      '@_href': unescapeXml(href!),
    })),
  }));
}

describe('wellFormed, the check of these tests', () => {
  it('refuses what an XML parser refuses', () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(wellFormed(`${head}<a><b x="1 &amp; 2"/>t &lt; u</a>`)).toBe(true);
    expect(wellFormed(`${head}<a>t & u</a>`)).toBe(false);
    expect(wellFormed(`${head}<a><b></a></b>`)).toBe(false);
    expect(wellFormed(`${head}<a x="<">t</a>`)).toBe(false);
    expect(wellFormed(`${head}<a/><a/>`)).toBe(false);
    expect(wellFormed('<a/>')).toBe(false);
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed, cacheable XML in the sitemap namespace', async () => {
    const res = await sitemap();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(wellFormed(res.body)).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  });

  it('lists live events in both languages, with each other and x-default as alternates, and not ended or cancelled ones', async () => {
    const urls = urlsOf((await sitemap()).body);
    const locs = urls.map((url) => url.loc);
    for (const id of [ids.live, ids.running]) {
      expect(locs).toContain(`${ORIGIN}/en/event/${id}`);
      expect(locs).toContain(`${ORIGIN}/ar/event/${id}`);
    }
    for (const id of [ids.ended, ids.cancelled]) expect(locs.filter((loc) => loc.endsWith(`/event/${id}`))).toEqual([]);
    const arabic = urls.find((url) => url.loc === `${ORIGIN}/ar/event/${ids.live}`)!;
    expect(arabic['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', `${ORIGIN}/en/event/${ids.live}`],
      ['ar', `${ORIGIN}/ar/event/${ids.live}`],
      ['x-default', `${ORIGIN}/event/${ids.live}`],
    ]);
    expect(arabic['xhtml:link'].every((link) => link['@_rel'] === 'alternate')).toBe(true);
    expect(Number.isNaN(Date.parse(arabic.lastmod!))).toBe(false);
  });

  it('lists home (no trailing slash), the legal pages, and the categories with live events and their parents', async () => {
    const locs = urlsOf((await sitemap()).body).map((url) => url.loc);
    for (const path of ['/en', '/ar', '/en/terms', '/ar/terms', '/en/privacy-policy', '/ar/privacy-policy']) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).not.toContain(`${ORIGIN}/en/`);
    for (const id of [cats.oud, cats.music]) expect(locs).toContain(`${ORIGIN}/ar/category/${id}`);
    // Sports has only an ended and a cancelled event; Empty none.
    for (const id of [cats.sports, cats.empty]) expect(locs.filter((loc) => loc.endsWith(`/category/${id}`))).toEqual([]);
    expect(locs).toHaveLength(new Set(locs).size);
  });

  it('follows the request’s protocol and Host without PUBLIC_URL, and never writes a hostile Host', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'tickets.example.om:8443' } });
    expect(urlsOf(res.body).map((url) => url.loc)).toContain('http://tickets.example.om:8443/en');
    const hostile = await open.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example"><x' } });
    expect(hostile.statusCode).toBe(200);
    expect(wellFormed(hostile.body)).toBe(true);
    expect(hostile.body).not.toContain('evil');
    expect(urlsOf(hostile.body).map((url) => url.loc)).toContain(`${open.config.publicUrl}/en`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the dashboard, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /ar/dashboard']));
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

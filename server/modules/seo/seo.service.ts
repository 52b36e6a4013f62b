import { LOCALES } from '../../../contract/common';
import { withLocalePrefix } from '../../../contract/pages';
import type { Db } from '../../db/client';
import { escapeMarkup } from '../../lib/markup';
import { findCategoriesWithLiveEvents, findLiveEvents } from './seo.repository';

/*
 * What search engines are told about the public pages (docs/architecture.md §10): the sitemap of the
 * pages worth indexing, each in both languages (`/en/…`, `/ar/…`), and robots.txt.
 */

/** A sitemap holds at most 50,000 URLs; two per page, and a few fixed pages, stay under it. */
export const MAX_SITEMAP_EVENTS = 20_000;
export const MAX_SITEMAP_CATEGORIES = 4_000;

/** docs/product.md §2: both legal documents were last updated on 17/03/2025. */
const LEGAL_UPDATED = new Date('2025-03-17T00:00:00+04:00');

type TPage = { path: string; lastmod?: Date };

/**
 * One `<url>` per language, each listing every language's URL and the unprefixed x-default as
 * alternates (Google's sitemap form of hreflang).
 */
function urlEntries(origin: string, page: TPage): string[] {
  const alternates = [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${withLocalePrefix(locale, page.path)}` })),
    { hreflang: 'x-default', href: `${origin}${page.path}` },
  ]
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`)
    .join('');
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return LOCALES.map((locale) => `<url><loc>${escapeMarkup(`${origin}${withLocalePrefix(locale, page.path)}`)}</loc>${alternates}${lastmod}</url>`);
}

function latest(dates: Date[]): Date | undefined {
  return dates.length === 0 ? undefined : new Date(Math.max(...dates.map((date) => date.getTime())));
}

/**
 * GET /sitemap.xml: the home page, the legal pages, every live event and every category with live events,
 * in English and Arabic. The home page changes with the events it lists: its lastmod is the newest of theirs.
 */
export async function buildSitemap(db: Db, origin: string, now = new Date()): Promise<string> {
  const [events, categories] = await Promise.all([findLiveEvents(db, now, MAX_SITEMAP_EVENTS), findCategoriesWithLiveEvents(db, now, MAX_SITEMAP_CATEGORIES)]);
  const pages: TPage[] = [
    { path: '/', lastmod: latest(events.map((event) => event.updatedAt)) },
    ...events.map((event) => ({ path: `/event/${event.id}`, lastmod: event.updatedAt })),
    ...categories.map((category) => ({ path: `/category/${category.id}`, lastmod: category.updatedAt })),
    { path: '/terms', lastmod: LEGAL_UPDATED },
    { path: '/privacy-policy', lastmod: LEGAL_UPDATED },
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt: everything but the API and the dashboard (in either language), and where the sitemap is. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    ...LOCALES.map((locale) => `Disallow: /${locale}/dashboard`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { defaultStringifySearch } from '@tanstack/react-router';
import type { TLocale } from '../../contract/common';
import type { TEvent } from '../../contract/events';
import { ZIdParamSchema } from '../../contract/ids';
import { withLocalePrefix } from '../../contract/pages';
import type { TServerPage } from '../router-context';
import { ApiError } from '../lib/api-client';
import { eventQueryOptions } from '../features/events/api/events.queries';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { categoryTreeQueryOptions } from '../lib/categories';
import { formatDateTime } from '../lib/dates';
import { formatOMR, isFree } from '../lib/money';
import { PAGE_DESCRIPTIONS, PAGE_TITLES, SITE_NAME, SITE_TITLE, titledPage } from '../lib/page-meta';

/*
 * The server-rendered page's head (docs/architecture.md §10): title, description, canonical URL and
 * language alternates, Open Graph and Twitter card tags, and on an event page its schema.org Event JSON-LD.
 * Each public route declares its own in its route file, as the router's `head()` option built here from one
 * of the page heads below (`head: import.meta.env.SSR ? routeHead(eventHead) : undefined`): only the server
 * render calls it, and in the browser's bundle this module is its export names alone (build/plugins.ts), so
 * none of it, nor what it imports, ships. It runs with Lingui's `i18n` already active in the page's language and reads the page's
 * data from the query cache the route loaders and the render filled; it never fetches. Language in the URL
 * (docs/architecture.md §10): `/ar/<path>` and `/en/<path>` are fixed, the unprefixed `/<path>` is x-default.
 */

/** What a page head is made from: the request, the matched route's params and search, and the query cache. */
export type THeadInput = TServerPage & {
  locale: TLocale;
  /** Unprefixed, e.g. '/event/5'. */
  pathname: string;
  /** The route's validated search. */
  search: Record<string, unknown>;
  params: Record<string, string>;
  /** Holds the page's data, fetched by the route loaders. */
  queryClient: QueryClient;
  /** The render's Lingui instance, active in `locale`; Lingui's global `i18n` when left out. */
  i18n?: I18n;
};

/** The input with the Lingui instance settled. */
type TContext = THeadInput & { i18n: I18n };

type TImage = { url: string; alt: string; width?: number; height?: number };

/** What a page says about itself, before it is written out as tags. */
export type TPageHead = {
  title: string;
  description: string;
  /** Absent: indexable. */
  robots?: 'noindex' | 'noindex,follow';
  /** The unprefixed path and the query that changes the content; null on error pages (no canonical). */
  canonical: { path: string; query: string } | null;
  /** The page's own picture (a poster, the hero), or null for the app icon. */
  image: TImage | null;
  jsonLd?: object;
  /** What the page shows is missing (an unknown address, an event the API does not list): the server answers 404. */
  missing?: true;
};

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<TLocale, string> = { en: 'en_US', ar: 'ar_OM' };
const OTHER_LOCALE: Record<TLocale, TLocale> = { en: 'ar', ar: 'en' };
/** The installed app's icon: the preview picture of pages without one of their own. */
const ICON = { path: '/icons/icon-512.png', width: 512, height: 512 };
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 200;
/** The search page's URL query that changes what it shows; every other query is left out of its canonical. */
const SEARCH_CONTENT_QUERY = ['search', 'date', 'category_ids'] as const;

const FROM_PRICE = (price: string): MessageDescriptor => msg`From ${price}`;
const FREE = msg`Free`;
const TICKETS_COMING_SOON = msg`Tickets coming soon`;

// ── escaping ─────────────────────────────────────────────────────────────────────────────────────

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for inside `<script>`: `<`, `>` and `&` as \u escapes, so no value (an event named `</script><script>`)
 * can end the element or open a comment, and U+2028/2029, which older parsers end a line at.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** ` key="value"` for each attribute, values escaped. */
function attributesOf(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
}

function tag(name: 'meta' | 'link', attributes: Record<string, string>): string {
  return `<${name}${attributesOf(Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key.toLowerCase(), value])))}>`;
}

/** A `<script>` data block; `json` must come from scriptJson. */
function dataScript(type: string, json: string): string {
  return `<script${attributesOf({ type })}>${json}</script>`;
}

// ── URLs ─────────────────────────────────────────────────────────────────────────────────────────

/** `/en/event/5`, and `/en` (no trailing slash) for the home page. */

/** A URL the page gives as a path (`/uploads/…`) made absolute; an absolute one is kept. */
function absolute(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The query of the canonical URL: only the keys that change the page's content, in a fixed order, written
 * the way the router writes them (JSON for arrays), and left out when empty.
 */
function contentQuery(keys: readonly string[], search: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') kept[key] = value.trim();
    else if (Array.isArray(value) && value.length > 0) kept[key] = [...new Set(value)].sort((a, b) => Number(a) - Number(b));
  }
  return defaultStringifySearch(kept);
}

// ── texts ────────────────────────────────────────────────────────────────────────────────────────

/** One line of the text, cut at a word boundary so that it stays under `max` characters. */
function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/, '')}…`;
}

/** "From OMR 5.000" / "ابتداءً من ٥٫٠٠٠ ر.ع.", as the event cards say it. */
function priceText(input: TContext, minPrice: string | null): string {
  const { i18n, locale } = input;
  if (minPrice === null) return i18n._(TICKETS_COMING_SOON);
  if (isFree(minPrice)) return i18n._(FREE);
  return i18n._(FROM_PRICE(formatOMR(minPrice, locale)));
}

/** What a shared event link says under its name: when, where and from what price, then the description. */
function eventDescription(input: TContext, event: TEvent): string {
  const { i18n, locale } = input;
  const date = formatDateTime(event.start_date, locale);
  const price = priceText(input, event.min_price);
  const place = event.location?.trim();
  const sentence = place ? i18n._(msg`${date} at ${place}. ${price}.`) : i18n._(msg`${date}. ${price}.`);
  // A price that ends in an abbreviation ("ر.ع.") already ends the sentence: no second full stop.
  const facts = sentence.replace(/\.([\u200e\u200f]?)\.$/, '.$1');
  const about = excerpt(event.description, Math.max(0, DESCRIPTION_LENGTH - facts.length - 1));
  return about ? `${facts} ${about}` : facts;
}

// ── JSON-LD ──────────────────────────────────────────────────────────────────────────────────────

/** Oman keeps +04:00 all year (no daylight saving): a moment written in Muscat's wall-clock time. */
export function muscatIso(value: string): string {
  const date = new Date(value);
  const local = new Date(date.getTime() + 4 * 60 * 60 * 1000).toISOString();
  return `${local.slice(0, 19)}+04:00`;
}

/* eslint-disable lingui/no-unlocalized-strings -- schema.org vocabulary and ISO codes, not interface text */
const SCHEMA = 'https://schema.org';

/** The ticket offer: one Offer, or an AggregateOffer from the lowest to the highest price. */
function eventOffers(event: TEvent, url: string): object | undefined {
  const tickets = event.tickets;
  if (tickets.length === 0) return undefined;
  const prices = tickets.map((ticket) => Number(ticket.price));
  const low = tickets[prices.indexOf(Math.min(...prices))]!.price;
  const high = tickets[prices.indexOf(Math.max(...prices))]!.price;
  const availability = `${SCHEMA}/${tickets.every((ticket) => ticket.sold_out) ? 'SoldOut' : 'InStock'}`;
  if (tickets.length === 1) return { '@type': 'Offer', price: low, priceCurrency: 'OMR', availability, url };
  return { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount: tickets.length, priceCurrency: 'OMR', availability, url };
}

/**
 * schema.org Event with what Google's Event rich result requires (name, startDate, location with an address)
 * and recommends (description, endDate, eventStatus, eventAttendanceMode, image, offers, organizer). A listed
 * event is never cancelled (cancelled ones answer 404), so its status is EventScheduled.
 */
function eventJsonLd(event: TEvent, input: TContext, url: string, image: string | null): object {
  const place = event.location?.trim();
  const offers = eventOffers(event, url);
  // Its own text only: Google asks not to repeat the date and place there.
  const description = excerpt(event.description, 5000);
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.name,
    ...(description ? { description } : {}),
    startDate: muscatIso(event.start_date),
    endDate: muscatIso(event.finish_date),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      ...(place ? { name: place } : {}),
      address: { '@type': 'PostalAddress', ...(place ? { streetAddress: place } : {}), addressCountry: 'OM' },
    },
    ...(image ? { image: [image] } : {}),
    ...(offers ? { offers } : {}),
    organizer: { '@type': 'Organization', name: input.i18n._(SITE_NAME), url: `${input.origin}${withLocalePrefix(input.locale, '/')}` },
    url,
    inLanguage: input.locale,
  };
}
/* eslint-enable lingui/no-unlocalized-strings */

// ── pages ────────────────────────────────────────────────────────────────────────────────────────

/** What a page says about itself, from the request and its data. */
export type TPageHeadBuilder = (input: TContext) => TPageHead;

/** A page of fixed text (the legal pages, the sign-in forms), kept out of the index when `robots` says so. */
function textPage(input: TContext, title: MessageDescriptor, description: MessageDescriptor, robots?: TPageHead['robots']): TPageHead {
  const { i18n } = input;
  return {
    title: i18n._(titledPage(i18n._(title))),
    description: i18n._(description),
    robots,
    canonical: { path: input.pathname, query: '' },
    image: null,
  };
}

function errorPage(input: TContext, title: MessageDescriptor, description: MessageDescriptor, missing?: true): TPageHead {
  const { i18n } = input;
  return { title: i18n._(titledPage(i18n._(title))), description: i18n._(description), robots: 'noindex', canonical: null, image: null, missing };
}

// Functions, not the results of calls: a call at a module's top level would keep this module in the browser's bundle.
export const termsHead: TPageHeadBuilder = (input) => textPage(input, PAGE_TITLES.terms, PAGE_DESCRIPTIONS.terms);
export const privacyPolicyHead: TPageHeadBuilder = (input) => textPage(input, PAGE_TITLES.privacyPolicy, PAGE_DESCRIPTIONS.privacyPolicy);
// Forms, not content: followed for their links, kept out of the index.
export const loginHead: TPageHeadBuilder = (input) => textPage(input, PAGE_TITLES.login, PAGE_DESCRIPTIONS.site, 'noindex,follow');
export const registerHead: TPageHeadBuilder = (input) => textPage(input, PAGE_TITLES.register, PAGE_DESCRIPTIONS.site, 'noindex,follow');

/** An address no route knows: the root route's head (src/routes/__root.tsx). */
export const notFoundHead: TPageHeadBuilder = (input) => errorPage(input, PAGE_TITLES.notFound, PAGE_DESCRIPTIONS.notFound, true);

/** The home page's hero, when it is a picture (a video has no poster frame to share). */
function heroImage(input: TContext): TImage | null {
  const { i18n } = input;
  const hero = input.queryClient.getQueryData(heroQueryOptions().queryKey);
  return hero?.url && hero.kind === 'image' ? { url: hero.url, alt: i18n._(SITE_TITLE) } : null;
}

export const homeHead: TPageHeadBuilder = (input) => {
  const { i18n } = input;
  return {
    title: i18n._(SITE_TITLE),
    description: i18n._(PAGE_DESCRIPTIONS.site),
    canonical: { path: input.pathname, query: '' },
    image: heroImage(input),
  };
};

/** /category/{id}: the home view named after its category, found as the page finds it (routes/category/$id.tsx). */
export const categoryHead: TPageHeadBuilder = (input) => {
  const { i18n } = input;
  const id = ZIdParamSchema.safeParse(input.params.id ?? '').data;
  const category = input.queryClient
    .getQueryData(categoryTreeQueryOptions().queryKey)
    ?.flatMap((parent) => [parent, ...(parent.children ?? [])])
    .find((candidate) => candidate.id === id);
  const page = homeHead(input);
  if (!category) return page;
  const name = category.name;
  return {
    ...page,
    title: i18n._(titledPage(name)),
    description: category.description?.trim()
      ? excerpt(category.description, DESCRIPTION_LENGTH)
      : i18n._(msg`${name} events across Oman: dates, places and tickets on Tadhkira.`),
  };
};

export const searchHead: TPageHeadBuilder = (input) => {
  const { i18n } = input;
  const text = typeof input.search.search === 'string' ? input.search.search.trim() : '';
  return {
    title: i18n._(titledPage(i18n._(PAGE_TITLES.search))),
    description: text ? i18n._(msg`Events across Oman matching “${text}”: dates, places and tickets on Tadhkira.`) : i18n._(PAGE_DESCRIPTIONS.site),
    canonical: { path: input.pathname, query: contentQuery(SEARCH_CONTENT_QUERY, input.search) },
    image: null,
  };
};

/**
 * The event page as the page itself reads its id and its answer (routes/event/$id.tsx): an id it cannot read is
 * "Invalid event ID", an event the API does not list (404) "We could not find this event", both kept out of the index.
 */
export const eventHead: TPageHeadBuilder = (input) => {
  const { i18n } = input;
  const id = ZIdParamSchema.safeParse(input.params.id ?? '').data;
  if (id === undefined) return errorPage(input, PAGE_TITLES.invalidEvent, PAGE_DESCRIPTIONS.eventNotFound, true);
  const { queryKey } = eventQueryOptions(id);
  const state = input.queryClient.getQueryState(queryKey);
  if (state?.error instanceof ApiError && state.error.status === 404) return errorPage(input, PAGE_TITLES.eventNotFound, PAGE_DESCRIPTIONS.eventNotFound, true);
  const event = input.queryClient.getQueryData(queryKey)?.event;
  if (!event) {
    // The loader's fetch failed (the page shows "could not be loaded") or has not finished: nothing to index.
    return state?.status === 'error'
      ? errorPage(input, PAGE_TITLES.eventLoadFailed, PAGE_DESCRIPTIONS.site)
      : { ...homeHead(input), robots: 'noindex', canonical: null };
  }
  const canonical = { path: input.pathname, query: '' };
  const url = `${input.origin}${withLocalePrefix(input.locale, canonical.path)}`;
  const image = event.poster_image_url ? absolute(input.origin, event.poster_image_url) : null;
  return {
    title: i18n._(titledPage(event.name)),
    description: eventDescription(input, event),
    canonical,
    image: image ? { url: image, alt: event.name } : null,
    jsonLd: eventJsonLd(event, input, url, image),
  };
};

// ── the head ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The router's head format (a route's `head()` returns it): `<title>` and `<meta>`, `<link>`, `<script>`; and ours,
 * which the router passes over: `status` 404 when the page says what it shows is missing.
 */
export type TRouterHead = {
  meta: Array<{ title: string } | { name: string; content: string } | { property: string; content: string }>;
  links: Array<Record<string, string>>;
  scripts: Array<{ type: string; children: string }>;
  status?: 404;
};

/** The page's tags, every value as the page gives it (headHtml escapes them). */
export function headTags(build: TPageHeadBuilder, headInput: THeadInput): TRouterHead {
  const input: TContext = { ...headInput, i18n: headInput.i18n ?? globalI18n };
  const page = build(input);
  const { origin, locale, i18n } = input;
  const siteName = i18n._(SITE_NAME);
  const image: TImage = page.image
    ? { ...page.image, url: absolute(origin, page.image.url) }
    : { url: `${origin}${ICON.path}`, width: ICON.width, height: ICON.height, alt: siteName };
  const meta: TRouterHead['meta'] = [{ title: page.title }, { name: 'description', content: page.description }];
  const links: TRouterHead['links'] = [];
  if (page.robots) meta.push({ name: 'robots', content: page.robots });
  let url: string | null = null;
  if (page.canonical) {
    const { path, query } = page.canonical;
    url = input.prefixed ? `${origin}${withLocalePrefix(locale, path)}${query}` : `${origin}${path}${query}`;
    links.push(
      { rel: 'canonical', href: url },
      { rel: 'alternate', hrefLang: 'en', href: `${origin}${withLocalePrefix('en', path)}${query}` },
      { rel: 'alternate', hrefLang: 'ar', href: `${origin}${withLocalePrefix('ar', path)}${query}` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}${query}` },
    );
  }
  meta.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
  );
  if (url) meta.push({ property: 'og:url', content: url });
  meta.push({ property: 'og:image', content: image.url });
  if (image.width && image.height) {
    meta.push({ property: 'og:image:width', content: String(image.width) }, { property: 'og:image:height', content: String(image.height) });
  }
  meta.push(
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALE[OTHER_LOCALE[locale]] },
    // A poster or the hero fills a wide card; the square app icon sits beside the text.
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  );
  const scripts = page.jsonLd ? [{ type: 'application/ld+json', children: scriptJson(page.jsonLd) }] : [];
  return { meta, links, scripts, ...(page.missing ? { status: 404 as const } : {}) };
}

/** The HTML for inside `<head>`, every value escaped; attribute names as HTML writes them (`hrefLang` → `hreflang`). */
export function headHtml(head: Partial<TRouterHead>): string {
  const lines: string[] = [];
  for (const entry of head.meta ?? []) {
    if ('title' in entry) lines.push(`<title>${escapeHtml(entry.title)}</title>`);
    else lines.push(tag('meta', entry));
  }
  for (const entry of head.links ?? []) lines.push(tag('link', entry));
  // A script's text comes from scriptJson, which leaves nothing that could end the element.
  for (const entry of head.scripts ?? []) lines.push(dataScript(entry.type, entry.children));
  return lines.join('');
}

/** The page's head as HTML: what the server render writes. */
export function renderHead(build: TPageHeadBuilder, input: THeadInput): string {
  return headHtml(headTags(build, input));
}

/** What the router passes a route's `head()`, as far as a page head reads it. */
type THeadFnInput = { match: { pathname: string; search: unknown; params: unknown; context: unknown } };

/**
 * A route's `head()` option (the router's own) from a page head: the request comes from the router's context
 * (src/router.tsx, given by the server render), the route's params and search from its match. The server render
 * calls it once the page's data is in (src/entry-server.tsx).
 */
export function routeHead<TInput extends THeadFnInput>(build: TPageHeadBuilder): (input: TInput) => TRouterHead {
  return ({ match }) => {
    const { server } = match.context as { server?: TServerPage };
    if (!server) throw new Error('a page head is written by the server render alone');
    return headTags(build, {
      ...server,
      locale: globalI18n.locale as TLocale,
      pathname: match.pathname,
      search: (match.search ?? {}) as Record<string, unknown>,
      params: (match.params ?? {}) as Record<string, string>,
      queryClient: (match.context as { queryClient: QueryClient }).queryClient,
    });
  };
}

import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { defaultStringifySearch } from '@tanstack/react-router';
import type { TLocale } from '../../contract/common';
import type { TEvent } from '../../contract/events';
import { ZIdParamSchema } from '../../contract/ids';
import { withLocalePrefix } from '../../contract/pages';
import { eventQueryOptions } from '../features/events/api/events.queries';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { categoryTreeQueryOptions } from '../lib/categories';
import { formatDateTime } from '../lib/dates';
import { formatOMR, isFree } from '../lib/money';
import { PAGE_DESCRIPTIONS, PAGE_TITLES, SITE_NAME, SITE_TITLE, titledPage } from '../lib/page-meta';

/*
 * The server-rendered page's head (docs/architecture.md §10): title, description, canonical URL and
 * language alternates, Open Graph and Twitter card tags, and on an event page its schema.org Event JSON-LD.
 * Called by the server render with Lingui's `i18n` already active in `locale`; it reads the page's data
 * from the query cache the route loaders filled and never fetches. Language in the URL
 * (docs/architecture.md §10): `/ar/<path>` and `/en/<path>` are fixed, the unprefixed `/<path>` is x-default.
 */

export type THeadInput = {
  /** 'https://tadhkira.om' (no trailing slash). */
  origin: string;
  locale: TLocale;
  /** The deepest match: '/', '/event/$id', '/category/$id', '/search', '/terms', … or anything else. */
  routeId: string;
  /** Unprefixed, e.g. '/event/5'. */
  pathname: string;
  /** The route's validated search. */
  search: Record<string, unknown>;
  params: Record<string, string>;
  /** Holds the page's data, fetched by the route loaders. */
  queryClient: QueryClient;
  /** A 404 page (unknown path or event). */
  notFound: boolean;
  /**
   * The page was requested through its language prefix (the default). An unprefixed page, rendered in the
   * negotiated language, is the x-default and names itself canonical: pointing it at one language's address
   * would send its readers of the other language away (and Lighthouse rejects a canonical that is another
   * hreflang alternate).
   */
  prefixed?: boolean;
  /** The render's Lingui instance, active in `locale`; Lingui's global `i18n` when left out. */
  i18n?: I18n;
};

/** The input with the Lingui instance settled. */
type TContext = THeadInput & { i18n: I18n };

type TImage = { url: string; alt: string; width?: number; height?: number };

/** What a page says about itself, before it is written out as tags. */
type TPageHead = {
  title: string;
  description: string;
  /** Absent: indexable. */
  robots?: 'noindex' | 'noindex,follow';
  /** The unprefixed path and the query that changes the content; null on error pages (no canonical). */
  canonical: { path: string; query: string } | null;
  /** The page's own picture (a poster, the hero), or null for the app icon. */
  image: TImage | null;
  jsonLd?: object;
};

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<TLocale, string> = { en: 'en_US', ar: 'ar_OM' };
const OTHER_LOCALE: Record<TLocale, TLocale> = { en: 'ar', ar: 'en' };
/** The installed app's icon: the preview picture of pages without one of their own. */
const ICON = { path: '/icons/icon-512.png', width: 512, height: 512 };
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 200;
/** The page routes whose URL query changes what the page shows; every other query is left out of the canonical. */
const CONTENT_QUERY: Record<string, readonly string[]> = { '/search': ['search', 'date', 'category_ids'] };

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
  return `<${name}${attributesOf(attributes)}>`;
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
function contentQuery(routeId: string, search: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const key of CONTENT_QUERY[routeId] ?? []) {
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

function plainPage(title: MessageDescriptor, description: MessageDescriptor, input: TContext, robots?: TPageHead['robots']): TPageHead {
  const { i18n } = input;
  return {
    title: i18n._(titledPage(i18n._(title))),
    description: i18n._(description),
    robots,
    canonical: { path: input.pathname, query: '' },
    image: null,
  };
}

function errorPage(input: TContext, title: MessageDescriptor, description: MessageDescriptor): TPageHead {
  const { i18n } = input;
  return { title: i18n._(titledPage(i18n._(title))), description: i18n._(description), robots: 'noindex', canonical: null, image: null };
}

/** The home page's hero, when it is a picture (a video has no poster frame to share). */
function heroImage(input: TContext): TImage | null {
  const { i18n } = input;
  const hero = input.queryClient.getQueryData(heroQueryOptions().queryKey);
  return hero?.url && hero.kind === 'image' ? { url: hero.url, alt: i18n._(SITE_TITLE) } : null;
}

function homePage(input: TContext): TPageHead {
  const { i18n } = input;
  return {
    title: i18n._(SITE_TITLE),
    description: i18n._(PAGE_DESCRIPTIONS.site),
    canonical: { path: input.pathname, query: '' },
    image: heroImage(input),
  };
}

/** /category/{id}: the home view named after its category, found as the page finds it (routes/category/$id.tsx). */
function categoryPage(input: TContext): TPageHead {
  const { i18n } = input;
  const id = ZIdParamSchema.safeParse(input.params.id ?? '').data;
  const category = input.queryClient
    .getQueryData(categoryTreeQueryOptions().queryKey)
    ?.flatMap((parent) => [parent, ...(parent.children ?? [])])
    .find((candidate) => candidate.id === id);
  const page = homePage(input);
  if (!category) return page;
  const name = category.name;
  return {
    ...page,
    title: i18n._(titledPage(name)),
    description: category.description?.trim() ? excerpt(category.description, DESCRIPTION_LENGTH) : i18n._(msg`${name} events across Oman: dates, places and tickets on Tadhkira.`),
  };
}

function searchPage(input: TContext): TPageHead {
  const { i18n } = input;
  const text = typeof input.search.search === 'string' ? input.search.search.trim() : '';
  return {
    title: i18n._(titledPage(i18n._(PAGE_TITLES.search))),
    description: text ? i18n._(msg`Events across Oman matching “${text}”: dates, places and tickets on Tadhkira.`) : i18n._(PAGE_DESCRIPTIONS.site),
    canonical: { path: input.pathname, query: contentQuery(input.routeId, input.search) },
    image: null,
  };
}

function eventPage(input: TContext): TPageHead {
  const { i18n } = input;
  const id = ZIdParamSchema.safeParse(input.params.id ?? '').data;
  if (id === undefined) return errorPage(input, PAGE_TITLES.invalidEvent, PAGE_DESCRIPTIONS.eventNotFound);
  if (input.notFound) return errorPage(input, PAGE_TITLES.eventNotFound, PAGE_DESCRIPTIONS.eventNotFound);
  const { queryKey } = eventQueryOptions(id);
  const event = input.queryClient.getQueryData(queryKey)?.event;
  if (!event) {
    // The loader's fetch failed (the page shows "could not be loaded") or has not finished: nothing to index.
    const failed = input.queryClient.getQueryState(queryKey)?.status === 'error';
    return failed ? errorPage(input, PAGE_TITLES.eventLoadFailed, PAGE_DESCRIPTIONS.site) : { ...homePage(input), robots: 'noindex', canonical: null };
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
}

function pageHead(input: TContext): TPageHead {
  if (input.routeId === '/event/$id') return eventPage(input);
  if (input.notFound) return errorPage(input, PAGE_TITLES.notFound, PAGE_DESCRIPTIONS.notFound);
  switch (input.routeId) {
    case '/':
      return homePage(input);
    case '/category/$id':
      return categoryPage(input);
    case '/search':
      return searchPage(input);
    case '/terms':
      return plainPage(PAGE_TITLES.terms, PAGE_DESCRIPTIONS.terms, input);
    case '/privacy-policy':
      return plainPage(PAGE_TITLES.privacyPolicy, PAGE_DESCRIPTIONS.privacyPolicy, input);
    case '/contact':
      return plainPage(PAGE_TITLES.contact, PAGE_DESCRIPTIONS.contact, input);
    // Forms, not content: followed for their links, kept out of the index.
    case '/login':
      return plainPage(PAGE_TITLES.login, PAGE_DESCRIPTIONS.site, input, 'noindex,follow');
    case '/register':
      return plainPage(PAGE_TITLES.register, PAGE_DESCRIPTIONS.site, input, 'noindex,follow');
    default:
      // Signed-in and dashboard pages: the client names them; search engines have nothing to see there.
      return { ...homePage(input), robots: 'noindex', image: null };
  }
}

// ── the head ─────────────────────────────────────────────────────────────────────────────────────

/** The HTML for inside `<head>`, every value escaped. */
export function renderHead(headInput: THeadInput): string {
  const input: TContext = { ...headInput, i18n: headInput.i18n ?? globalI18n };
  const page = pageHead(input);
  const { origin, locale, i18n } = input;
  const siteName = i18n._(SITE_NAME);
  const image: TImage = page.image
    ? { ...page.image, url: absolute(origin, page.image.url) }
    : { url: `${origin}${ICON.path}`, width: ICON.width, height: ICON.height, alt: siteName };
  const lines = [`<title>${escapeHtml(page.title)}</title>`, tag('meta', { name: 'description', content: page.description })];
  if (page.robots) lines.push(tag('meta', { name: 'robots', content: page.robots }));
  let url: string | null = null;
  if (page.canonical) {
    const { path, query } = page.canonical;
    url = headInput.prefixed === false ? `${origin}${path}${query}` : `${origin}${withLocalePrefix(locale, path)}${query}`;
    lines.push(
      tag('link', { rel: 'canonical', href: url }),
      tag('link', { rel: 'alternate', hreflang: 'en', href: `${origin}${withLocalePrefix('en', path)}${query}` }),
      tag('link', { rel: 'alternate', hreflang: 'ar', href: `${origin}${withLocalePrefix('ar', path)}${query}` }),
      tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${origin}${path}${query}` }),
    );
  }
  lines.push(
    tag('meta', { property: 'og:type', content: 'website' }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:title', content: page.title }),
    tag('meta', { property: 'og:description', content: page.description }),
  );
  if (url) lines.push(tag('meta', { property: 'og:url', content: url }));
  lines.push(tag('meta', { property: 'og:image', content: image.url }));
  if (image.width && image.height) {
    lines.push(tag('meta', { property: 'og:image:width', content: String(image.width) }), tag('meta', { property: 'og:image:height', content: String(image.height) }));
  }
  lines.push(
    tag('meta', { property: 'og:image:alt', content: image.alt }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[locale] }),
    tag('meta', { property: 'og:locale:alternate', content: OG_LOCALE[OTHER_LOCALE[locale]] }),
    // A poster or the hero fills a wide card; the square app icon sits beside the text.
    tag('meta', { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: page.title }),
    tag('meta', { name: 'twitter:description', content: page.description }),
    tag('meta', { name: 'twitter:image', content: image.url }),
    tag('meta', { name: 'twitter:image:alt', content: image.alt }),
  );
  if (page.jsonLd) lines.push(dataScript('application/ld+json', scriptJson(page.jsonLd)));
  return lines.join('');
}

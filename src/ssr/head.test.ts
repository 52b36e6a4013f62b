import { i18n, setupI18n, type Messages } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '../../contract/common';
import type { TEvent, TEventTicket } from '../../contract/events';
import { eventQueryOptions } from '../features/events/api/events.queries';
import { heroQueryOptions } from '../features/home/api/hero.queries';
import { categoryTreeQueryOptions } from '../lib/categories';
import { INTL_LOCALE } from '../lib/locale';
import { ApiError } from '../lib/api-client';
import {
  categoryHead,
  eventHead,
  headHtml,
  headTags,
  homeHead,
  loginHead,
  muscatIso,
  notFoundHead,
  privacyPolicyHead,
  registerHead,
  renderHead,
  routeHead,
  searchHead,
  termsHead,
  type THeadInput,
} from './head';

const ORIGIN = 'https://tadhkira.example.om';

async function activate(locale: TLocale): Promise<void> {
  const catalog = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages: catalog.messages });
}

function ticket(overrides: Partial<TEventTicket>): TEventTicket {
  return {
    id: 1,
    name: 'Standard',
    price: '5.000',
    usage_limit: 1,
    total: 100,
    sold: 0,
    available: 100,
    sold_out: false,
    per_buyer_limit: null,
    valid_from: null,
    valid_until: null,
    coins_on_purchase: '0.00',
    coins_on_usage: '0.00',
    ...overrides,
  };
}

function event(overrides: Partial<TEvent> = {}): TEvent {
  return {
    id: 5,
    name: 'Oud Night',
    description: 'An evening of oud music under the stars.\n\nDoors open at 7.',
    start_date: '2026-03-05T15:30:00.000Z',
    finish_date: '2026-03-05T19:00:00.000Z',
    location: 'Royal Opera House Muscat',
    poster_image_url: '/uploads/posters/oud-800.webp',
    min_price: '5.000',
    tickets: [ticket({ id: 1, price: '5.000' }), ticket({ id: 2, name: 'VIP', price: '25.500' })],
    categories: [],
    badges: [],
    created_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

function input(overrides: Partial<THeadInput>): THeadInput {
  return {
    origin: ORIGIN,
    locale: 'en',
    pathname: '/',
    search: {},
    params: {},
    queryClient: new QueryClient(),
    prefixed: true,
    ...overrides,
  };
}

function withEvent(value: TEvent): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(eventQueryOptions(value.id).queryKey, { event: value, vatRate: 15, savedOfflineAt: null });
  return queryClient;
}

/** The cache after the event's fetch answered `status`. */
async function withFailedEvent(id: number, status = 404): Promise<QueryClient> {
  const queryClient = new QueryClient();
  const { queryKey } = eventQueryOptions(id);
  await queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(new ApiError(status, 'event.not_found', 'No such event')), retry: false });
  return queryClient;
}

function eventPageHead(locale: TLocale, value: TEvent = event()): string {
  return renderHead(eventHead, input({ locale, pathname: `/event/${value.id}`, params: { id: String(value.id) }, queryClient: withEvent(value) }));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The content of `<meta {key}="{name}" content="…">`, unescaped; undefined when absent. */
function meta(html: string, name: string, key: 'name' | 'property' = name.startsWith('og:') ? 'property' : 'name'): string | undefined {
  const match = new RegExp(`<meta ${key}="${name}" content="([^"]*)">`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}

function link(html: string, rel: string, hreflang?: string): string | undefined {
  const match = new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(html);
  return match ? unescape(match[1]!) : undefined;
}

function title(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match ? unescape(match[1]!) : undefined;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('renderHead on an event page', () => {
  it('names the event, its date, place and lowest price, with its poster, in English', async () => {
    await activate('en');
    const html = eventPageHead('en');
    expect(title(html)).toBe('Oud Night · Tadhkira');
    expect(meta(html, 'og:title')).toBe('Oud Night · Tadhkira');
    const description = meta(html, 'description')!;
    expect(description).toMatch(/^Mar 5, 2026, 7:30\sPM at Royal Opera House Muscat\. From OMR\s5\.000\. An evening of oud music/);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'twitter:description')).toBe(description);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/en/event/5`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/posters/oud-800.webp`);
    expect(meta(html, 'og:image:alt')).toBe('Oud Night');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(meta(html, 'og:locale:alternate')).toBe('ar_OM');
    expect(meta(html, 'og:site_name')).toBe('Tadhkira');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}/uploads/posters/oud-800.webp`);
    expect(meta(html, 'robots')).toBeUndefined();
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/en/event/5`);
    expect(link(html, 'alternate', 'en')).toBe(`${ORIGIN}/en/event/5`);
    expect(link(html, 'alternate', 'ar')).toBe(`${ORIGIN}/ar/event/5`);
    expect(link(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/event/5`);
  });

  it('writes Arabic pages in Arabic with Arabic-Indic digits, canonical on /ar', async () => {
    await activate('ar');
    const html = eventPageHead('ar', event({ name: 'ليلة العود', location: 'دار الأوبرا السلطانية', description: 'أمسية من موسيقى العود تحت النجوم.' }));
    expect(title(html)).toBe('ليلة العود · تذكرة');
    const description = meta(html, 'description')!;
    expect(description).toContain('دار الأوبرا السلطانية');
    expect(description).toContain('ابتداءً من');
    expect(description).toContain('٥٫٠٠٠');
    expect(description).toContain('٢٠٢٦');
    expect(description).not.toMatch(/[0-9]/);
    // The price's "ر.ع." ends the sentence; the event's text follows.
    expect(description).toMatch(/ر\.ع\.\u200f? أمسية من موسيقى العود/);
    await activate('ar');
    const free = meta(eventPageHead('ar', event({ min_price: '0.000', tickets: [ticket({ price: '0.000' })], description: 'أمسية.' })), 'description');
    expect(free).toMatch(/مجانًا\. أمسية\.$/);
    expect(meta(html, 'og:locale')).toBe('ar_OM');
    expect(meta(html, 'og:locale:alternate')).toBe('en_US');
    expect(meta(html, 'og:site_name')).toBe('تذكرة');
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/ar/event/5`);
    expect(link(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/event/5`);
    expect(jsonLd(html).inLanguage).toBe('ar');
  });

  it('carries a schema.org Event with the fields Google’s event result asks for', async () => {
    await activate('en');
    const data = jsonLd(eventPageHead('en'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Oud Night',
      description: 'An evening of oud music under the stars. Doors open at 7.',
      startDate: '2026-03-05T19:30:00+04:00',
      endDate: '2026-03-05T23:00:00+04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Royal Opera House Muscat',
        address: { '@type': 'PostalAddress', streetAddress: 'Royal Opera House Muscat', addressCountry: 'OM' },
      },
      image: [`${ORIGIN}/uploads/posters/oud-800.webp`],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '5.000',
        highPrice: '25.500',
        offerCount: 2,
        priceCurrency: 'OMR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/en/event/5`,
      },
      organizer: { '@type': 'Organization', name: 'Tadhkira', url: `${ORIGIN}/en` },
      url: `${ORIGIN}/en/event/5`,
    });
  });

  it('offers one ticket as an Offer, sold out when it is', async () => {
    await activate('en');
    const data = jsonLd(eventPageHead('en', event({ tickets: [ticket({ price: '7.250', sold_out: true, available: 0 })], min_price: '7.250' })));
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '7.250',
      priceCurrency: 'OMR',
      availability: 'https://schema.org/SoldOut',
      url: `${ORIGIN}/en/event/5`,
    });
  });

  it('says "Free" and leaves the poster and offers out when there are none', async () => {
    await activate('en');
    const free = eventPageHead('en', event({ min_price: '0.000', tickets: [ticket({ price: '0.000' })], poster_image_url: null, location: null }));
    expect(meta(free, 'description')).toMatch(/^Mar 5, 2026, 7:30\sPM\. Free\. /);
    expect(meta(free, 'twitter:card')).toBe('summary');
    expect(meta(free, 'og:image')).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(meta(free, 'og:image:width')).toBe('512');
    const data = jsonLd(free);
    expect(data.image).toBeUndefined();
    expect(data.location).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'OM' } });
    const noTickets = eventPageHead('en', event({ min_price: null, tickets: [], description: '  ' }));
    expect(jsonLd(noTickets).offers).toBeUndefined();
    expect(jsonLd(noTickets).description).toBeUndefined();
    expect(meta(noTickets, 'description')).toMatch(/^Mar 5, 2026, 7:30\sPM at Royal Opera House Muscat\. Tickets coming soon\.$/);
  });

  it('cannot be broken out of by a hostile event name', async () => {
    await activate('en');
    const name = '</script><script>alert(1)</script><!-- "x" & \'y\' \u2028';
    const html = eventPageHead('en', event({ name, location: '"><img src=x onerror=alert(1)>' }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!--');
    expect(jsonLd(html).name).toBe(name);
    expect(title(html)).toBe(`${name} · Tadhkira`);
    expect(meta(html, 'og:title')).toBe(`${name} · Tadhkira`);
  });

  it('marks an unknown or invalid event noindex, without a canonical URL', async () => {
    await activate('en');
    const unknown = renderHead(eventHead, input({ pathname: '/event/999', params: { id: '999' }, queryClient: await withFailedEvent(999) }));
    expect(title(unknown)).toBe('We could not find this event · Tadhkira');
    expect(meta(unknown, 'robots')).toBe('noindex');
    expect(link(unknown, 'canonical')).toBeUndefined();
    expect(unknown).not.toContain('application/ld+json');
    const invalid = renderHead(eventHead, input({ pathname: '/event/abc', params: { id: 'abc' } }));
    expect(title(invalid)).toBe('Invalid event ID · Tadhkira');
    expect(meta(invalid, 'robots')).toBe('noindex');
  });

  it('tells the render the page is missing (404) for an id it cannot read or an event the API answers 404 for, not for a failed fetch', async () => {
    await activate('en');
    const status = (params: Record<string, string>, queryClient: QueryClient) =>
      headTags(eventHead, input({ pathname: `/event/${params.id}`, params, queryClient })).status;
    expect(status({ id: '999' }, await withFailedEvent(999))).toBe(404);
    expect(status({ id: 'abc' }, new QueryClient())).toBe(404);
    const failed = await withFailedEvent(5, 503);
    expect(status({ id: '5' }, failed)).toBeUndefined();
    expect(status({ id: '5' }, withEvent(event()))).toBeUndefined();
    const html = renderHead(eventHead, input({ pathname: '/event/5', params: { id: '5' }, queryClient: failed }));
    expect(title(html)).toBe('This event could not be loaded · Tadhkira');
    expect(meta(html, 'robots')).toBe('noindex');
  });
});

describe('renderHead on the other pages', () => {
  it('home: the site title and description, the hero as its picture, /en and /ar with no trailing slash', async () => {
    await activate('en');
    const queryClient = new QueryClient();
    queryClient.setQueryData(heroQueryOptions().queryKey, { url: '/uploads/hero/sea-1920.webp', kind: 'image' as const });
    const html = renderHead(homeHead, input({ queryClient, search: { sort: 'price-asc', category_ids: [3] } }));
    expect(title(html)).toBe('Tadhkira — Events in Oman');
    expect(meta(html, 'description')).toBe(
      'Discover concerts, festivals, workshops and sports across Oman, book tickets and keep your passes on your phone with Tadhkira.',
    );
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/en`);
    expect(link(html, 'alternate', 'ar')).toBe(`${ORIGIN}/ar`);
    expect(link(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/hero/sea-1920.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('application/ld+json');
  });

  it('home in Arabic: the Arabic site title, canonical /ar, the app icon when the hero is a video', async () => {
    await activate('ar');
    const queryClient = new QueryClient();
    queryClient.setQueryData(heroQueryOptions().queryKey, { url: '/uploads/hero/waves.mp4', kind: 'video' as const });
    const html = renderHead(homeHead, input({ locale: 'ar', queryClient }));
    expect(title(html)).toBe('تذكرة — فعاليات في عُمان');
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/ar`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('a category: named after it (as the page finds it), its own description, no query in the canonical', async () => {
    await activate('en');
    const queryClient = new QueryClient();
    queryClient.setQueryData(categoryTreeQueryOptions().queryKey, [
      {
        id: 1,
        name: 'Music',
        parent_id: null,
        description: null,
        children: [{ id: 4, name: 'Jazz', parent_id: 1, description: 'Late-night sets & big bands.' }],
      },
    ]);
    const music = renderHead(categoryHead, input({ pathname: '/category/1', params: { id: '1' }, queryClient, search: { category_ids: [1, 2] } }));
    expect(title(music)).toBe('Music · Tadhkira');
    expect(meta(music, 'description')).toBe('Music events across Oman: dates, places and tickets on Tadhkira.');
    expect(link(music, 'canonical')).toBe(`${ORIGIN}/en/category/1`);
    const jazz = renderHead(categoryHead, input({ pathname: '/category/4', params: { id: '4' }, queryClient }));
    expect(title(jazz)).toBe('Jazz · Tadhkira');
    expect(meta(jazz, 'description')).toBe('Late-night sets & big bands.');
    expect(jazz).toContain('content="Late-night sets &amp; big bands."');
    const unknown = renderHead(categoryHead, input({ pathname: '/category/77', params: { id: '77' }, queryClient }));
    expect(title(unknown)).toBe('Tadhkira — Events in Oman');
  });

  it('search: keeps only search, date and category_ids in the canonical and the alternates', async () => {
    await activate('en');
    const html = renderHead(
      searchHead,
      input({ pathname: '/search', search: { search: ' oud & jazz ', category_ids: [3, 1, 3], date: '2026-03-05', sort: 'price-asc', page: 2 } }),
    );
    expect(title(html)).toBe('Search results · Tadhkira');
    expect(meta(html, 'description')).toBe('Events across Oman matching “oud & jazz”: dates, places and tickets on Tadhkira.');
    const query = '?search=oud+%26+jazz&date=2026-03-05&category_ids=%5B1%2C3%5D';
    expect(link(html, 'canonical')).toBe(`${ORIGIN}/en/search${query}`);
    expect(link(html, 'alternate', 'ar')).toBe(`${ORIGIN}/ar/search${query}`);
    expect(link(html, 'alternate', 'x-default')).toBe(`${ORIGIN}/search${query}`);
    expect(html).toContain(`href="${ORIGIN}/en/search?search=oud+%26+jazz&amp;date=`);
    const empty = renderHead(searchHead, input({ pathname: '/search', search: { search: '  ' } }));
    expect(link(empty, 'canonical')).toBe(`${ORIGIN}/en/search`);
  });

  it('legal pages, login and register: their titles; login and register kept out of the index', async () => {
    await activate('ar');
    const terms = renderHead(termsHead, input({ locale: 'ar', pathname: '/terms' }));
    expect(title(terms)).toBe('شروط الاستخدام · تذكرة');
    expect(meta(terms, 'description')).toMatch(/^باختصار/);
    expect(meta(terms, 'robots')).toBeUndefined();
    expect(link(terms, 'canonical')).toBe(`${ORIGIN}/ar/terms`);
    await activate('en');
    expect(title(renderHead(privacyPolicyHead, input({ pathname: '/privacy-policy' })))).toBe('Privacy policy · Tadhkira');
    const login = renderHead(loginHead, input({ pathname: '/login', search: { redirect: '/my-tickets' } }));
    expect(title(login)).toBe('Log in · Tadhkira');
    expect(meta(login, 'robots')).toBe('noindex,follow');
    expect(link(login, 'canonical')).toBe(`${ORIGIN}/en/login`);
    const register = renderHead(registerHead, input({ pathname: '/register' }));
    expect(title(register)).toBe('Create an account · Tadhkira');
    expect(meta(register, 'robots')).toBe('noindex,follow');
  });

  it('not found: noindex, the not-found title, no canonical', async () => {
    await activate('en');
    expect(headTags(notFoundHead, input({ pathname: '/no/such/page' })).status).toBe(404);
    const html = renderHead(notFoundHead, input({ pathname: '/no/such/page' }));
    expect(title(html)).toBe('Page not found · Tadhkira');
    expect(meta(html, 'description')).toBe('The page you are looking for does not exist or has moved.');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(link(html, 'canonical')).toBeUndefined();
    expect(meta(html, 'og:url')).toBeUndefined();
  });
});

describe('routeHead: a page head as the router’s head() option', () => {
  const match = (context: object) => ({ pathname: '/search', search: { search: 'oud' }, params: {}, context });

  it('writes the router’s tags from the render’s context: the origin, the prefix and the query cache', async () => {
    await activate('ar');
    const head = routeHead(searchHead)({ match: match({ queryClient: new QueryClient(), server: { origin: ORIGIN, prefixed: false } }) });
    expect(head.meta[0]).toEqual({ title: 'نتائج البحث · تذكرة' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/search?search=oud` });
    expect(head.links).toContainEqual({ rel: 'alternate', hrefLang: 'ar', href: `${ORIGIN}/ar/search?search=oud` });
    expect(headHtml(head)).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/search?search=oud">`);
  });

  it('refuses to run outside the server render', () => {
    expect(() => routeHead(homeHead)({ match: match({ queryClient: new QueryClient() }) })).toThrow(/server render/);
  });
});

describe('renderHead with a Lingui instance of the render', () => {
  it('translates with the instance it is given, not the global one', async () => {
    await activate('en');
    const catalog = (await import('../locales/ar/messages.po')) as { messages: Messages };
    const arabic = setupI18n({ locale: 'ar', locales: [INTL_LOCALE.ar], messages: { ar: catalog.messages } });
    const html = renderHead(searchHead, input({ locale: 'ar', pathname: '/search', i18n: arabic }));
    expect(title(html)).toBe('نتائج البحث · تذكرة');
    expect(i18n.locale).toBe('en');
  });
});

describe('muscatIso', () => {
  it('writes a moment in Muscat time with its +04:00 offset', () => {
    expect(muscatIso('2026-03-05T21:00:00.000Z')).toBe('2026-03-06T01:00:00+04:00');
    expect(muscatIso('2026-03-05T19:30:00+04:00')).toBe('2026-03-05T19:30:00+04:00');
  });
});

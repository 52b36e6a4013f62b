import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBadge, createCategory, createEvent, DAY, HOUR } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
const cats: Record<string, number> = {};
const now = Date.now();

async function list(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/events${query ? `?${query}` : ''}` });
  return { status: res.statusCode, body: res.json() };
}
async function names(query = '') {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return (body.data.events as { name: string }[]).map((e) => e.name);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  cats.music = await createCategory(db, 'Music');
  cats.concerts = await createCategory(db, 'Concerts', cats.music);
  cats.oud = await createCategory(db, 'Oud', cats.music);
  cats.sports = await createCategory(db, 'Sports');
  const featured = await createBadge(db, 'Featured', 'purple');
  // Created in this order, so "recently added" is the reverse.
  ids.opera = await createEvent(db, {
    name: 'Opera Gala',
    location: 'Muscat',
    start: new Date(now + 10 * DAY),
    createdAt: new Date(now - 9 * HOUR),
    categoryIds: [cats.concerts!],
    badgeIds: [featured],
    tickets: [
      { price: 25000, sold: 40 },
      { price: 12500, sold: 10 },
    ],
  });
  ids.oud = await createEvent(db, {
    name: 'أمسية العود',
    description: 'عزف على آلة العود',
    location: 'Nizwa',
    start: new Date(now + 5 * DAY),
    createdAt: new Date(now - 8 * HOUR),
    categoryIds: [cats.oud!],
    tickets: [{ price: 0, sold: 90 }],
  });
  ids.cafe = await createEvent(db, {
    name: 'Café Jazz Night',
    location: 'Muscat',
    start: new Date(now + 2 * DAY),
    createdAt: new Date(now - 7 * HOUR),
    categoryIds: [cats.concerts!, cats.sports!],
    tickets: [{ price: 5000, sold: 5 }],
  });
  ids.marathon = await createEvent(db, {
    name: 'Salalah Marathon',
    location: 'Salalah',
    start: new Date(now + 20 * DAY),
    createdAt: new Date(now - 6 * HOUR),
    categoryIds: [cats.sports!],
    tickets: [{ price: 1005, sold: 0, total: 50 }],
  });
  ids.noTickets = await createEvent(db, { name: 'Open Museum Day', location: null, start: new Date(now + 3 * DAY), createdAt: new Date(now - 5 * HOUR) });
  ids.ended = await createEvent(db, {
    name: 'Past Festival',
    location: 'Sur',
    start: new Date(now - 10 * DAY),
    finish: new Date(now - 9 * DAY),
    createdAt: new Date(now - 4 * HOUR),
    tickets: [{ price: 3000 }],
  });
  ids.running = await createEvent(db, {
    name: 'Sohar Week Fair',
    location: 'Sohar',
    start: new Date(now - 2 * DAY),
    finish: new Date(now + 2 * DAY),
    createdAt: new Date(now - 3 * HOUR),
    tickets: [{ price: 2000, sold: 20 }],
  });
  ids.cancelled = await createEvent(db, { name: 'Cancelled Show', start: new Date(now + 4 * DAY), cancelled: true, tickets: [{ price: 1000 }] });
  for (let i = 0; i < 12; i++) {
    await createEvent(db, {
      name: `Filler ${i}`,
      location: 'Sur',
      start: new Date(now + (30 + i) * DAY),
      createdAt: new Date(now - (100 + i) * HOUR),
      tickets: [{ price: 7000 }],
    });
  }
});
afterAll(async () => t?.close());

describe('GET /api/events', () => {
  it('answers the envelope with 8 events and pagination by default, hiding ended and cancelled events', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.events).toHaveLength(8);
    expect(body.data.pagination).toEqual({ current_page: 1, per_page: 8, total: 18, last_page: 3 });
    const all = await names('per_page=100');
    expect(all).not.toContain('Past Festival');
    expect(all).not.toContain('Cancelled Show');
    expect(all).toContain('Sohar Week Fair');
  });

  it('sorts by recently added by default', async () => {
    expect(await names('per_page=3')).toEqual(['Sohar Week Fair', 'Open Museum Day', 'Salalah Marathon']);
  });

  it('serves the last page partially filled and a page past the end empty with the real total', async () => {
    const last = await list('page=3');
    expect(last.body.data.events).toHaveLength(2);
    expect(last.body.data.pagination.last_page).toBe(3);
    const past = await list('page=9');
    expect(past.status).toBe(200);
    expect(past.body.data.events).toEqual([]);
    expect(past.body.data.pagination).toMatchObject({ current_page: 9, total: 18, last_page: 3 });
  });

  it('bounds per_page and page', async () => {
    for (const q of ['per_page=0', 'per_page=101', 'page=0', 'page=-1', 'per_page=abc']) {
      const { status, body } = await list(q);
      expect(status, q).toBe(422);
      expect(body.code).toBe('validation.failed');
    }
    expect((await list('per_page=100')).body.data.events).toHaveLength(18);
  });

  it('filters by category, a parent including its children, and unknown categories match nothing', async () => {
    expect(await names(`category_ids[]=${cats.oud}`)).toEqual(['أمسية العود']);
    expect(new Set(await names(`category_ids[]=${cats.music}`))).toEqual(new Set(['Opera Gala', 'أمسية العود', 'Café Jazz Night']));
    expect(new Set(await names(`category_ids[]=${cats.oud}&category_ids[]=${cats.sports}`))).toEqual(
      new Set(['أمسية العود', 'Café Jazz Night', 'Salalah Marathon']),
    );
    expect(await names('category_ids[]=999999')).toEqual([]);
    expect((await list('category_ids[]=abc')).status).toBe(422);
  });

  it('filters by the Muscat calendar day an event runs on', async () => {
    const day = new Date(now + 2 * DAY + 4 * HOUR).toISOString().slice(0, 10);
    const found = await names(`date=${day}`);
    expect(found).toContain('Sohar Week Fair');
    expect((await list('date=2026-13-40')).status).toBe(422);
  });

  it('searches name, description and location, case-, accent- and Arabic-variant-insensitively', async () => {
    expect(await names('search=cafe')).toEqual(['Café Jazz Night']);
    expect(await names('search=JAZZ')).toEqual(['Café Jazz Night']);
    expect(await names('search=salalah')).toEqual(['Salalah Marathon']);
    expect(await names(`search=${encodeURIComponent('امسيه')}`)).toEqual(['أمسية العود']);
    expect(await names(`search=${encodeURIComponent('العود')}`)).toEqual(['أمسية العود']);
  });

  it('treats SQL-looking and wildcard search text as plain text', async () => {
    expect(await names(`search=${encodeURIComponent("'; drop table events; --")}`)).toEqual([]);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    const count = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from events`);
    expect(Number(count.rows[0]!.n)).toBe(20);
  });

  it('filters by the minimum ticket price range and rejects negative prices with field errors', async () => {
    expect(new Set(await names('price[min]=0&price[max]=2'))).toEqual(new Set(['أمسية العود', 'Salalah Marathon', 'Sohar Week Fair']));
    expect(await names('price[min]=30')).toEqual([]);
    expect(new Set(await names('price[min]=12&price[max]=13'))).toEqual(new Set(['Opera Gala']));
    const bad = await list('price[min]=-1');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['price.min']).toBeDefined();
  });

  it('filters by exact location', async () => {
    expect(await names('location=Nizwa')).toEqual(['أمسية العود']);
    expect(await names('location=Atlantis')).toEqual([]);
  });

  it('shows ended events only with show_ended=1', async () => {
    expect(await names('show_ended=1&per_page=100')).toContain('Past Festival');
    expect((await list('show_ended=yes')).status).toBe(422);
  });

  it('sorts by popularity (tickets sold) and by price with ticketless events last', async () => {
    expect(await names('sort_field=popularity&sort_direction=desc&per_page=3')).toEqual(['أمسية العود', 'Opera Gala', 'Sohar Week Fair']);
    const asc = await names('sort_field=price&sort_direction=asc&per_page=100');
    expect(asc.slice(0, 3)).toEqual(['أمسية العود', 'Salalah Marathon', 'Sohar Week Fair']);
    expect(asc.at(-1)).toBe('Open Museum Day');
    const desc = await names('sort_field=price&sort_direction=desc&per_page=100');
    expect(desc[0]).toBe('Opera Gala');
    expect(desc.at(-1)).toBe('Open Museum Day');
    expect((await list('sort_field=name')).status).toBe(422);
  });

  it('sorts soonest first by start date, an event already running before later ones', async () => {
    expect(await names('sort_field=start_date&sort_direction=asc&per_page=5')).toEqual([
      'Sohar Week Fair',
      'Café Jazz Night',
      'Open Museum Day',
      'أمسية العود',
      'Opera Gala',
    ]);
    const latest = await names('sort_field=start_date&sort_direction=desc&per_page=100');
    expect(latest[0]).toBe('Filler 11');
    expect(latest.at(-1)).toBe('Sohar Week Fair');
  });

  it('describes each event with tickets as decimal strings, the minimum price, categories and badges', async () => {
    const { body } = await list(`category_ids[]=${cats.concerts}&search=opera`);
    const event = body.data.events[0];
    expect(event).toMatchObject({
      id: ids.opera,
      name: 'Opera Gala',
      location: 'Muscat',
      min_price: '12.500',
      poster_image_url: null,
      categories: [{ id: cats.concerts, name: 'Concerts', parent_id: cats.music }],
      badges: [{ name: 'Featured', color: 'purple' }],
    });
    expect(event.tickets.map((tk: { price: string }) => tk.price)).toEqual(['12.500', '25.000']);
    expect(event.tickets[0]).toMatchObject({ total: 100, sold: 10, available: 90, sold_out: false });
    expect(Object.keys(event)).not.toContain('search_text');
  });
});

describe('GET /api/events/{id}, /tickets and /location', () => {
  it('returns one event, 404 in the envelope for an unknown or cancelled id, 422 for a non-numeric one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/events/${ids.marathon}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.event).toMatchObject({ name: 'Salalah Marathon', min_price: '1.005' });
    expect(ok.json().data.vat_rate).toBe(15);
    const missing = await t.app.inject({ method: 'GET', url: '/api/events/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'events.not_found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${ids.cancelled}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/abc' })).statusCode).toBe(422);
  });

  it("lists an event's tickets", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${ids.opera}/tickets` });
    expect(res.json().data.tickets).toHaveLength(2);
  });

  it('lists distinct locations, sorted, as a plain array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events/location' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Muscat', 'Nizwa', 'Salalah', 'Sohar', 'Sur']);
  });
});

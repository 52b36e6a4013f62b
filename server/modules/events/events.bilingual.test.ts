import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBadge, createCategory, createEvent, DAY } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/* Public event reads in the caller's language (docs/product.md §3, bilingual content). */

let t: TestApp;
const ids: Record<string, number> = {};
const now = Date.now();

type TWireEvent = {
  id: number;
  name: string;
  description: string;
  location: string | null;
  tickets: { name: string }[];
  categories: { name: string }[];
  badges: { name: string }[];
};

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), vary: String(res.headers.vary ?? '') };
}

async function eventsOf(query: string, headers: Record<string, string> = {}): Promise<TWireEvent[]> {
  const { status, body } = await get(`/api/events?per_page=100${query ? `&${query}` : ''}`, headers);
  expect(status).toBe(200);
  return body.data.events;
}

function byId(list: TWireEvent[], id: number | undefined): TWireEvent {
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`event ${id} not listed`);
  return found;
}

const AR = { 'accept-language': 'ar-OM,ar;q=0.9,en;q=0.5' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const music = await createCategory(db, 'Music', null, 0, { nameAr: 'موسيقى' });
  const sports = await createCategory(db, 'Sports');
  const featured = await createBadge(db, 'Featured', 'purple', 'مميز');
  const outdoor = await createBadge(db, 'Outdoor', 'green');
  ids.poetry = await createEvent(db, {
    name: 'Poetry Night',
    nameAr: 'أمسيةٌ شعرية',
    description: 'Verse under the stars.',
    descriptionAr: 'قصائد تحت النجوم.',
    location: 'Nizwa',
    locationAr: 'نزوى',
    start: new Date(now + 5 * DAY),
    categoryIds: [music],
    badgeIds: [featured],
    tickets: [{ name: 'Seat', nameAr: 'مقعد', price: 2000 }],
  });
  ids.jazz = await createEvent(db, {
    name: 'Jazz Evening',
    description: 'Standards by the sea.',
    location: 'Muscat',
    start: new Date(now + 6 * DAY),
    categoryIds: [sports],
    badgeIds: [outdoor],
    tickets: [{ name: 'Standard', price: 5000 }],
  });
  ids.oud = await createEvent(db, {
    name: 'Oud Recital',
    nameAr: 'حفل عود',
    description: '',
    descriptionAr: 'عزف منفرد على العود.',
    location: null,
    locationAr: 'صور',
    start: new Date(now + 7 * DAY),
  });
});
afterAll(async () => t?.close());

describe("GET /api/events in the caller's language", () => {
  it('answers in English without a language and says the answer varies by Accept-Language', async () => {
    const { body, vary } = await get('/api/events?per_page=100');
    expect(vary).toMatch(/accept-language/i);
    const poetry = byId(body.data.events, ids.poetry);
    expect(poetry).toMatchObject({ name: 'Poetry Night', description: 'Verse under the stars.', location: 'Nizwa' });
    expect(poetry.tickets[0]?.name).toBe('Seat');
    expect(poetry.categories.map((c) => c.name)).toEqual(['Music']);
    expect(poetry.badges.map((b) => b.name)).toEqual(['Featured']);
  });

  it('gives an Arabic reader every Arabic text: name, description, location, tickets, categories and badges', async () => {
    const poetry = byId(await eventsOf('', AR), ids.poetry);
    expect(poetry).toMatchObject({ name: 'أمسيةٌ شعرية', description: 'قصائد تحت النجوم.', location: 'نزوى' });
    expect(poetry.tickets.map((tk) => tk.name)).toEqual(['مقعد']);
    expect(poetry.categories.map((c) => c.name)).toEqual(['موسيقى']);
    expect(poetry.badges.map((b) => b.name)).toEqual(['مميز']);
  });

  it('falls back to the English where the Arabic is not written', async () => {
    const jazz = byId(await eventsOf('', AR), ids.jazz);
    expect(jazz).toMatchObject({ name: 'Jazz Evening', description: 'Standards by the sea.', location: 'Muscat' });
    expect(jazz.tickets[0]?.name).toBe('Standard');
    expect(jazz.categories[0]?.name).toBe('Sports');
    expect(jazz.badges[0]?.name).toBe('Outdoor');
  });

  it('falls back to the Arabic where the English is empty', async () => {
    const oud = byId(await eventsOf('', EN), ids.oud);
    expect(oud).toMatchObject({ name: 'Oud Recital', description: 'عزف منفرد على العود.', location: 'صور' });
  });

  it('lets the lang parameter win over Accept-Language, and ignores an unknown one', async () => {
    expect(byId(await eventsOf('lang=ar', EN), ids.poetry).name).toBe('أمسيةٌ شعرية');
    expect(byId(await eventsOf('lang=en', AR), ids.poetry).name).toBe('Poetry Night');
    expect(byId(await eventsOf('lang=fr', AR), ids.poetry).name).toBe('أمسيةٌ شعرية');
  });

  it('finds an event by its Arabic name, description or location, spelled with or without diacritics', async () => {
    for (const query of ['امسيه شعريه', 'أمسيةٌ', 'قصائد', 'نزوى']) {
      expect(
        (await eventsOf(`search=${encodeURIComponent(query)}`, EN)).map((e) => e.id),
        query,
      ).toEqual([ids.poetry]);
    }
    expect((await eventsOf('search=poetry', AR)).map((e) => e.name)).toEqual(['أمسيةٌ شعرية']);
  });

  it('filters by a location given in either language', async () => {
    expect((await eventsOf(`location=${encodeURIComponent('نزوى')}`, EN)).map((e) => e.id)).toEqual([ids.poetry]);
    expect((await eventsOf('location=Nizwa', AR)).map((e) => e.id)).toEqual([ids.poetry]);
    expect((await eventsOf(`location=${encodeURIComponent('صور')}`)).map((e) => e.id)).toEqual([ids.oud]);
  });
});

describe("GET /api/events/{id}, /tickets and /location in the caller's language", () => {
  it('answers one event in Arabic, and in English with lang=en', async () => {
    const ar = await get(`/api/events/${ids.poetry}`, AR);
    expect(ar.vary).toMatch(/accept-language/i);
    expect(ar.body.data.event).toMatchObject({ name: 'أمسيةٌ شعرية', location: 'نزوى', tickets: [{ name: 'مقعد' }], categories: [{ name: 'موسيقى' }] });
    const en = await get(`/api/events/${ids.poetry}?lang=en`, AR);
    expect(en.body.data.event).toMatchObject({ name: 'Poetry Night', location: 'Nizwa', tickets: [{ name: 'Seat' }] });
  });

  it('names ticket types in Arabic, falling back to English', async () => {
    expect((await get(`/api/events/${ids.poetry}/tickets?lang=ar`)).body.data.tickets.map((tk: { name: string }) => tk.name)).toEqual(['مقعد']);
    const jazz = await get(`/api/events/${ids.jazz}/tickets`, AR);
    expect(jazz.vary).toMatch(/accept-language/i);
    expect(jazz.body.data.tickets.map((tk: { name: string }) => tk.name)).toEqual(['Standard']);
  });

  it("lists each location once in the reader's language", async () => {
    const en = await get('/api/events/location', EN);
    expect(en.vary).toMatch(/accept-language/i);
    expect(new Set(en.body)).toEqual(new Set(['Muscat', 'Nizwa', 'صور']));
    expect(en.body).toHaveLength(3);
    const ar = await get('/api/events/location?lang=ar');
    expect(new Set(ar.body)).toEqual(new Set(['Muscat', 'نزوى', 'صور']));
    expect(ar.body).toHaveLength(3);
  });
});

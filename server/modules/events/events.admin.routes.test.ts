import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createBadge, createCategory, createEvent, createTestUser, createTicketType, DAY, errorsOf, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets } from '../scans/scans.test-support';
import { filesUnder, imageOf } from '../uploads/uploads.test-support';

/* The administrator's events (docs/product.md §7): list, read, multipart create and update, cancel, delete. */

let t: TestApp;
let admin: TTestUser;
let buyer: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
  buyer = await createTestUser(t.app.db, { name: 'Maryam Al-Balushi' });
});
afterAll(async () => t?.close());

type TField = [string, string];

function form(fields: TField[], file?: { name: string; bytes: Uint8Array; filename: string; type: string }): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  if (file) data.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return data;
}

function post(url: string, payload: FormData) {
  return t.app.inject({ method: 'POST', url, headers: bearerOf(admin), payload });
}

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearerOf(admin) });
}

async function eventCount(): Promise<number> {
  const result = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from events`);
  return Number(result.rows[0]?.n);
}

const BASE: TField[] = [
  ['name', 'Oud Night'],
  ['name_ar', 'ليلة العود'],
  ['description', 'An evening of oud music.'],
  ['description_ar', 'أمسية موسيقى العود.'],
  ['start_date', '2031-03-01T19:00:00+04:00'],
  ['finish_date', '2031-03-01T22:00:00+04:00'],
  ['location', 'Royal Opera House'],
  ['location_ar', 'دار الأوبرا السلطانية'],
];

describe('POST admin/events (multipart)', () => {
  it('creates an event in both languages with repeated category_ids[] and badge_ids[]', async () => {
    const music = await createCategory(t.app.db, 'Music');
    const oud = await createCategory(t.app.db, 'Oud', music);
    const badge = await createBadge(t.app.db, 'New', 'purple');
    const res = await post(
      '/api/admin/events',
      form([...BASE, ['category_ids[]', String(music)], ['category_ids[]', String(oud)], ['badge_ids[]', String(badge)]]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Event created successfully');
    expect(body.data.event).toMatchObject({
      name: 'Oud Night',
      name_ar: 'ليلة العود',
      description_ar: 'أمسية موسيقى العود.',
      start_date: '2031-03-01T15:00:00.000Z',
      finish_date: '2031-03-01T18:00:00.000Z',
      location: 'Royal Opera House',
      location_ar: 'دار الأوبرا السلطانية',
      poster_image_url: null,
      status: 'upcoming',
      cancelled_at: null,
      tickets_total: 0,
      tickets_sold: 0,
      checked_in: 0,
      bookings_count: 0,
    });
    expect(body.data.event.categories.map((c: { id: number }) => c.id).sort()).toEqual([music, oud].sort());
    expect(body.data.event.badges).toEqual([{ id: badge, name: 'New', name_ar: '', color: 'purple' }]);
    // search_text covers both languages, folded like a query.
    const stored = await t.app.db.execute<{ search_text: string }>(sql`select search_text from events where id = ${body.data.event.id}`);
    expect(stored.rows[0]?.search_text).toContain('ليله العود');
    expect(stored.rows[0]?.search_text).toContain('royal opera house');
  });

  it('refuses missing fields, reversed dates and unknown categories or badges with field errors, writing nothing', async () => {
    const before = await eventCount();
    const empty = await post('/api/admin/events', form([['name', ' ']]));
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toMatchObject({ name: ['Name is required'] });
    expect(Object.keys(errorsOf(empty))).toEqual(expect.arrayContaining(['description', 'start_date', 'finish_date']));

    const reversed = await post('/api/admin/events', form([...BASE.filter(([k]) => k !== 'finish_date'), ['finish_date', '2031-03-01T18:00:00+04:00']]));
    expect(reversed.statusCode).toBe(422);
    expect(errorsOf(reversed).finish_date).toEqual(['The end must not be before the start']);

    const unknown = await post('/api/admin/events', form([...BASE, ['category_ids[]', '999999'], ['badge_ids[]', '999998']]));
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual({ category_ids: ['No such category: 999999.'], badge_ids: ['No such badge: 999998.'] });

    const notAnId = await post('/api/admin/events', form([...BASE, ['category_ids[]', 'music']]));
    expect(notAnId.statusCode).toBe(422);
    expect(Object.keys(errorsOf(notAnId))).toEqual(['category_ids.0']);
    expect(await eventCount()).toBe(before);
  });

  it('answers a JSON body, a malformed form and a repeated field with a 4xx, never a 500', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/events', headers: bearerOf(admin), payload: { name: 'JSON' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('request.unsupported_media_type');

    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...bearerOf(admin), 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('request.malformed');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...bearerOf(admin), 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);

    const twice = await post('/api/admin/events', form([...BASE, ['name', 'Again']]));
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(errorsOf(twice))).toEqual(['name']);
  });
});

describe('the poster', () => {
  const posters = () => filesUnder(path.join(t.config.uploadsDir, 'posters'));

  it('is sniffed, re-encoded to WebP variants and answered with a srcset', async () => {
    const png = await imageOf('png', 1200, 600);
    const res = await post('/api/admin/events', form(BASE, { name: 'poster_image', bytes: png, filename: 'poster.png', type: 'image/png' }));
    expect(res.statusCode).toBe(201);
    const event = res.json().data.event;
    expect(event.poster_image_url).toMatch(/^\/uploads\/posters\/[0-9a-f]+-800\.webp$/);
    const stem = event.poster_image_url.replace('/uploads/', '').replace('-800.webp', '');
    expect(event.poster_srcset).toBe(`/uploads/${stem}-400.webp 400w, /uploads/${stem}-800.webp 800w`);
    expect(await posters()).toEqual(expect.arrayContaining([`${path.basename(stem)}-400.webp`, `${path.basename(stem)}-800.webp`]));
  });

  it('replaced by a new one, the old files go; removed with remove_poster=1, its files go too', async () => {
    const first = (
      await post('/api/admin/events', form(BASE, { name: 'poster_image', bytes: await imageOf('jpeg'), filename: 'a.jpg', type: 'image/jpeg' }))
    ).json().data.event;
    const firstName = path.basename(first.poster_image_url);
    const replaced = await post(
      `/api/admin/events/${first.id}`,
      form([['_method', 'PUT']], { name: 'poster_image', bytes: await imageOf('webp'), filename: 'b.webp', type: 'image/webp' }),
    );
    expect(replaced.statusCode).toBe(200);
    const secondUrl: string = replaced.json().data.event.poster_image_url;
    expect(secondUrl).not.toBe(first.poster_image_url);
    expect(await posters()).not.toContain(firstName);
    expect(await posters()).toContain(path.basename(secondUrl));

    const removed = await post(
      `/api/admin/events/${first.id}`,
      form([
        ['_method', 'PUT'],
        ['remove_poster', '1'],
      ]),
    );
    expect(removed.json().data.event).toMatchObject({ poster_image_url: null, poster_srcset: null });
    expect(await posters()).not.toContain(path.basename(secondUrl));
  });

  it('a script named .jpg is refused from its bytes, and nothing is written', async () => {
    const before = { events: await eventCount(), files: await posters() };
    const script = new TextEncoder().encode('#!/bin/sh\necho pwned\n'.repeat(400));
    const res = await post('/api/admin/events', form(BASE, { name: 'poster_image', bytes: script, filename: 'poster.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('uploads.type_not_allowed');
    expect({ events: await eventCount(), files: await posters() }).toEqual(before);
  });

  it('a poster sent with an unknown category leaves no file behind', async () => {
    const before = await posters();
    const res = await post(
      '/api/admin/events',
      form([...BASE, ['category_ids[]', '999999']], { name: 'poster_image', bytes: await imageOf('png'), filename: 'p.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(422);
    expect(await posters()).toEqual(before);
  });

  it('deleting the event removes its poster files', async () => {
    const event = (
      await post('/api/admin/events', form(BASE, { name: 'poster_image', bytes: await imageOf('png'), filename: 'p.png', type: 'image/png' }))
    ).json().data.event;
    const name = path.basename(event.poster_image_url);
    expect(await posters()).toContain(name);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers: bearerOf(admin) })).statusCode).toBe(200);
    expect(await posters()).not.toContain(name);
  });
});

describe('GET admin/events', () => {
  it('finds an event by its Arabic name, folded (أ/ا, ة/ه), with its seat and door counts', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { total: 50 }, { name: 'Poetry evening' });
    await t.app.db.execute(sql`update events set name_ar = 'أمسية شعرية', search_text = search_text || ' امسيه شعريه' where id = ${eventId}`);
    const booked = await bookTickets(t, buyer, ticketId, 3);
    await t.app.db.execute(sql`update bookings set used_count = 1 where id = ${booked[0]!.id}`);
    const res = await get(`/api/admin/events?search=${encodeURIComponent('امسية شعريه')}`);
    expect(res.statusCode).toBe(200);
    const found = res.json().data.events;
    expect(found.map((e: { id: number }) => e.id)).toEqual([eventId]);
    expect(found[0]).toMatchObject({ name_ar: 'أمسية شعرية', tickets_total: 50, tickets_sold: 3, checked_in: 1, bookings_count: 3, status: 'upcoming' });
  });

  it('filters by status computed from the dates and cancellation, and pages', async () => {
    const tag = `Status${Date.now()}`;
    const now = Date.now();
    const upcoming = await createEvent(t.app.db, { name: `${tag} upcoming`, start: new Date(now + DAY) });
    const running = await createEvent(t.app.db, { name: `${tag} running`, start: new Date(now - HOUR), finish: new Date(now + HOUR) });
    const ended = await createEvent(t.app.db, { name: `${tag} ended`, start: new Date(now - 2 * DAY) });
    const cancelled = await createEvent(t.app.db, { name: `${tag} cancelled`, start: new Date(now + DAY), cancelled: true });
    const expected = { upcoming, running, ended, cancelled };
    for (const [status, id] of Object.entries(expected)) {
      const res = await get(`/api/admin/events?search=${tag}&status=${status}`);
      expect(
        res.json().data.events.map((e: { id: number; status: string }) => [e.id, e.status]),
        status,
      ).toEqual([[id, status]]);
    }
    const page = await get(`/api/admin/events?search=${tag}&per_page=3&page=2`);
    expect(page.json().data.pagination).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
    // Latest start first: the ended event is the last one.
    expect(page.json().data.events.map((e: { id: number }) => e.id)).toEqual([ended]);
    expect((await get('/api/admin/events?status=postponed')).statusCode).toBe(422);
  });

  it('reads one event, and answers 404 for one that does not exist', async () => {
    const id = await createEvent(t.app.db, { name: 'Single read', start: new Date(Date.now() + DAY) });
    expect((await get(`/api/admin/events/${id}`)).json().data.event).toMatchObject({ id, name: 'Single read' });
    const missing = await get('/api/admin/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('events.not_found');
  });
});

describe('POST admin/events/:id with _method=PUT', () => {
  async function created(extra: TField[] = []) {
    const res = await post('/api/admin/events', form([...BASE, ...extra]));
    expect(res.statusCode).toBe(201);
    return res.json().data.event;
  }

  it('changes only the fields sent and keeps the rest, categories and badges included', async () => {
    const category = await createCategory(t.app.db, 'Kept category');
    const badge = await createBadge(t.app.db, 'Kept badge');
    const before = await created([
      ['category_ids[]', String(category)],
      ['badge_ids[]', String(badge)],
    ]);
    const res = await post(
      `/api/admin/events/${before.id}`,
      form([
        ['_method', 'PUT'],
        ['name_ar', 'ليلة العود الكبرى'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Event updated successfully');
    const after = res.json().data.event;
    expect(after).toEqual({ ...before, name_ar: 'ليلة العود الكبرى', updated_at: after.updated_at });
    const stored = await t.app.db.execute<{ search_text: string }>(sql`select search_text from events where id = ${before.id}`);
    expect(stored.rows[0]?.search_text).toContain('الكبري');
  });

  it('clears the categories with a single empty category_ids[] and replaces the badges', async () => {
    const category = await createCategory(t.app.db, 'To clear');
    const first = await createBadge(t.app.db, 'First');
    const second = await createBadge(t.app.db, 'Second');
    const before = await created([
      ['category_ids[]', String(category)],
      ['badge_ids[]', String(first)],
    ]);
    const res = await post(
      `/api/admin/events/${before.id}`,
      form([
        ['_method', 'PUT'],
        ['category_ids[]', ''],
        ['badge_ids[]', String(second)],
      ]),
    );
    expect(res.json().data.event.categories).toEqual([]);
    expect(res.json().data.event.badges.map((b: { id: number }) => b.id)).toEqual([second]);
  });

  it('checks a new start against the stored end, and refuses an update without _method=PUT', async () => {
    const before = await created();
    const late = await post(
      `/api/admin/events/${before.id}`,
      form([
        ['_method', 'PUT'],
        ['start_date', '2031-03-02T00:00:00+04:00'],
      ]),
    );
    expect(late.statusCode).toBe(422);
    expect(errorsOf(late).start_date).toEqual(['The end must not be before the start']);
    const noMethod = await post(`/api/admin/events/${before.id}`, form([['name', 'No method']]));
    expect(noMethod.statusCode).toBe(422);
    expect(Object.keys(errorsOf(noMethod))).toEqual(['_method']);
    expect((await get(`/api/admin/events/${before.id}`)).json().data.event).toMatchObject({ name: 'Oud Night', start_date: before.start_date });
  });

  it('refuses an unknown category and keeps the event as it was; answers 404 for an unknown event', async () => {
    const before = await created();
    const res = await post(
      `/api/admin/events/${before.id}`,
      form([
        ['_method', 'PUT'],
        ['name', 'Renamed'],
        ['category_ids[]', '999999'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect((await get(`/api/admin/events/${before.id}`)).json().data.event.name).toBe('Oud Night');
    expect((await post('/api/admin/events/999999', form([['_method', 'PUT']]))).statusCode).toBe(404);
  });
});

describe('POST admin/events/:id/cancel', () => {
  it('cancels the bookings and refunds their invoice, revokes them in the scanner manifest delta and takes the event off public lists', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, {}, { name: 'To be cancelled' });
    const booked = await bookTickets(t, buyer, ticketId, 2);
    // Bookings written long ago, so only the cancellation can bring them back into a delta.
    await t.app.db.execute(sql`update bookings set updated_at = now() - interval '2 hours' where event_id = ${eventId}`);
    const full = await get(`/api/admin/events/${eventId}/scan-manifest`);
    const cursor = full.json().data.cursor;
    expect((await get(`/api/admin/events/${eventId}/scan-manifest?since=${cursor}`)).json().data.bookings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/events?search=cancelled' })).json().data.events.some((e: { id: number }) => e.id === eventId)).toBe(
      true,
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Storm warning' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Event cancelled successfully', data: { event: { id: eventId, status: 'cancelled', bookings_count: 2 } } });
    expect(res.json().data.event.cancelled_at).not.toBeNull();

    const delta = (await get(`/api/admin/events/${eventId}/scan-manifest?since=${cursor}`)).json().data.bookings;
    expect(delta.map((b: { id: number; status: string }) => [b.id, b.status]).sort()).toEqual(booked.map((b) => [b.id, 'cancelled']).sort());
    // Cancelling the event cancels every invoice with active bookings, as an administrator's invoice cancellation.
    const statuses = await t.app.db.execute<{ status: string }>(sql`select status from bookings where event_id = ${eventId}`);
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const invoiceStatuses = await t.app.db.execute<{ status: string }>(
      sql`select distinct i.status from invoices i join bookings b on b.invoice_id = i.id where b.event_id = ${eventId}`,
    );
    expect(invoiceStatuses.rows.map((r) => r.status)).toEqual(['refunded']);

    expect((await t.app.inject({ method: 'GET', url: '/api/events?search=cancelled' })).json().data.events.some((e: { id: number }) => e.id === eventId)).toBe(
      false,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(404);
  });

  it('answers 409 when the event is already cancelled and 404 for an unknown one', async () => {
    const id = await createEvent(t.app.db, { name: 'Twice', start: new Date(Date.now() + DAY) });
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/cancel`, headers: bearerOf(admin) });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('events.cancelled');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/events/999999/cancel', headers: bearerOf(admin) })).statusCode).toBe(404);
  });
});

describe('DELETE admin/events/:id', () => {
  it('deletes an event without bookings, ticket types and links with it', async () => {
    const category = await createCategory(t.app.db, 'Link to drop');
    const id = await createEvent(t.app.db, { name: 'Deletable', start: new Date(Date.now() + DAY), categoryIds: [category], tickets: [{ price: 1000 }] });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: bearerOf(admin) });
    expect(res.json()).toEqual({ success: true, data: { id }, message: 'Event deleted successfully' });
    expect((await get(`/api/admin/events/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: bearerOf(admin) })).statusCode).toBe(404);
  });

  it('refuses an event with bookings and offers to cancel it', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db);
    await bookTickets(t, buyer, ticketId, 1);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'events.has_bookings', message: 'This event has bookings, so it cannot be deleted. Cancel it instead.' });
    expect((await get(`/api/admin/events/${eventId}`)).statusCode).toBe(200);
  });

  // Found by the OpenAPI fuzz test: the foreign key of a recorded scan used to abort the transaction (500).
  it('refuses an event whose door recorded a scan, even a rejected one naming no booking (409, not 500)', async () => {
    const id = await createEvent(t.app.db, { name: 'Scanned at the door', start: new Date(Date.now() + DAY), tickets: [{ price: 1000 }] });
    const scan = {
      scan_id: crypto.randomUUID(),
      device_id: 'door-1',
      code: 'not-a-ticket',
      scanned_at: new Date().toISOString(),
      decision: 'rejected',
      reason: 'invalid_signature',
    };
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/scans`, headers: bearerOf(admin), payload: { scans: [scan] } });
    expect(uploaded.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/events/${id}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'events.has_bookings' });
    expect((await get(`/api/admin/events/${id}`)).statusCode).toBe(200);
  });
});

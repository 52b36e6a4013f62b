import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createEvent, createTestUser, createTicketType, DAY, errorsOf, seatsOf, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets } from '../scans/scans.test-support';
import { TICKET_LIMIT_MESSAGES } from '../../../contract/admin-catalogue';
import { BOOKING_MAX_QUANTITY } from '../../../contract/booking-limits';

/* An event's ticket types as the administrator edits them (docs/product.md §3, §7). */

let t: TestApp;
let admin: TTestUser;
let buyer: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
  buyer = await createTestUser(t.app.db);
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearerOf(admin), ...(payload === undefined ? {} : { payload }) });
}

async function newEvent(options: { cancelled?: boolean } = {}): Promise<number> {
  return createEvent(t.app.db, { name: 'Ticketed night', start: new Date(Date.now() + 10 * DAY), cancelled: options.cancelled });
}

const VIP = { name: 'VIP', name_ar: 'كبار الشخصيات', price: '12.5', total: 40, usage_limit: 2, coins_on_purchase: '2.5', per_buyer_limit: 4 };

describe('POST admin/events/:id/tickets', () => {
  it('creates a ticket type: price in OMR to the baisa, coins to the hundredth, validity left to the event', async () => {
    const eventId = await newEvent();
    const res = await call('POST', `/api/admin/events/${eventId}/tickets`, VIP);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Ticket created successfully',
      data: {
        ticket: {
          event_id: eventId,
          name: 'VIP',
          name_ar: 'كبار الشخصيات',
          price: '12.500',
          total: 40,
          sold: 0,
          usage_limit: 2,
          coins_on_purchase: '2.50',
          coins_on_usage: '0.00',
          per_buyer_limit: 4,
          valid_from: null,
          valid_until: null,
          sale_starts_at: null,
          sale_ends_at: null,
        },
      },
    });
    const listed = await call('GET', `/api/admin/events/${eventId}/tickets`);
    expect(listed.json().data.tickets.map((x: { name: string }) => x.name)).toEqual(['VIP']);
  });

  it('stores explicit windows and no per-buyer limit when left out', async () => {
    const eventId = await newEvent();
    const res = await call('POST', `/api/admin/events/${eventId}/tickets`, {
      name: 'Early',
      price: '0',
      total: 10,
      usage_limit: 1,
      valid_from: '2030-01-01T18:00:00+04:00',
      valid_until: '2030-01-01T23:00:00+04:00',
      sale_starts_at: '2029-12-01T00:00:00+04:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.ticket).toMatchObject({
      price: '0.000',
      per_buyer_limit: null,
      valid_from: '2030-01-01T14:00:00.000Z',
      valid_until: '2030-01-01T19:00:00.000Z',
      sale_ends_at: null,
    });
  });

  it('refuses missing fields, a malformed price and reversed windows with field errors', async () => {
    const eventId = await newEvent();
    const missing = await call('POST', `/api/admin/events/${eventId}/tickets`, { name: '', price: '1.2345' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing)).sort()).toEqual(['name', 'price', 'total', 'usage_limit']);
    const reversed = await call('POST', `/api/admin/events/${eventId}/tickets`, {
      ...VIP,
      valid_from: '2030-01-02T00:00:00+04:00',
      valid_until: '2030-01-01T00:00:00+04:00',
      sale_starts_at: '2030-01-02T00:00:00+04:00',
      sale_ends_at: '2030-01-01T00:00:00+04:00',
    });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(errorsOf(reversed)).sort()).toEqual(['sale_ends_at', 'valid_until']);
    expect((await call('GET', `/api/admin/events/${eventId}/tickets`)).json().data.tickets).toEqual([]);
  });

  it('answers 404 for an unknown event and 409 for a cancelled one', async () => {
    expect((await call('POST', '/api/admin/events/999999/tickets', VIP)).json().code).toBe('events.not_found');
    expect((await call('GET', '/api/admin/events/999999/tickets')).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/admin/events/${await newEvent({ cancelled: true })}/tickets`, VIP);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('events.cancelled');
  });
});

describe('PUT admin/tickets/:id', () => {
  it('changes only the fields sent', async () => {
    const eventId = await newEvent();
    const created = (await call('POST', `/api/admin/events/${eventId}/tickets`, VIP)).json().data.ticket;
    const res = await call('PUT', `/api/admin/tickets/${created.id}`, { price: '15', per_buyer_limit: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ticket updated successfully');
    expect(res.json().data.ticket).toEqual({ ...created, price: '15.000', per_buyer_limit: null });
  });

  it('refuses a total below the seats sold, and accepts one equal to it', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 10 });
    await bookTickets(t, buyer, ticketId, 3);
    const below = await call('PUT', `/api/admin/tickets/${ticketId}`, { total: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('tickets.total_below_sold');
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 3, total: 10 });
    const equal = await call('PUT', `/api/admin/tickets/${ticketId}`, { total: 3 });
    expect(equal.json().data.ticket).toMatchObject({ total: 3, sold: 3 });
  });

  it('lowering the total while seats sell never lets sold pass total, and never answers 500', async () => {
    const { ticketId } = await createTicketType(t.app.db, { total: 10 });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser(t.app.db)));
    // Each buyer books and pays at once: a seat is sold when its checkout is paid.
    const booking = (who: TTestUser) => bookPaid(t.app, { headers: bearerOf(who), payload: { ticket_id: ticketId, quantity: 1 } });
    const [lowered, ...booked] = await Promise.all([call('PUT', `/api/admin/tickets/${ticketId}`, { total: 3 }), ...buyers.map(booking)]);
    const seats = await seatsOf(t.app.db, ticketId);
    expect(seats.sold).toBeLessThanOrEqual(seats.total);
    expect(booked.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    if (lowered.statusCode === 200) expect(seats.total).toBe(3);
    else {
      expect(lowered.json().code).toBe('tickets.total_below_sold');
      expect(seats).toMatchObject({ total: 10, sold: 5 });
    }
  });

  it('checks the windows against the stored values', async () => {
    const eventId = await newEvent();
    const created = (await call('POST', `/api/admin/events/${eventId}/tickets`, { ...VIP, valid_from: '2030-01-02T00:00:00+04:00' })).json().data.ticket;
    const res = await call('PUT', `/api/admin/tickets/${created.id}`, { valid_until: '2030-01-01T00:00:00+04:00' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res).valid_until).toHaveLength(1);
  });

  it('refuses unknown fields and answers 404 for a ticket type that does not exist', async () => {
    const eventId = await newEvent();
    const created = (await call('POST', `/api/admin/events/${eventId}/tickets`, VIP)).json().data.ticket;
    expect((await call('PUT', `/api/admin/tickets/${created.id}`, { sold: 0 })).statusCode).toBe(422);
    const missing = await call('PUT', '/api/admin/tickets/999999', { total: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('tickets.not_found');
  });
});

describe('DELETE admin/tickets/:id', () => {
  it('deletes a ticket type without sales', async () => {
    const { ticketId, eventId } = await createTicketType(t.app.db);
    const res = await call('DELETE', `/api/admin/tickets/${ticketId}`);
    expect(res.json()).toEqual({ success: true, data: { id: ticketId }, message: 'Ticket deleted successfully' });
    expect((await call('GET', `/api/admin/events/${eventId}/tickets`)).json().data.tickets).toEqual([]);
    expect((await call('DELETE', `/api/admin/tickets/${ticketId}`)).statusCode).toBe(404);
  });

  it('refuses a ticket type with sales', async () => {
    const { ticketId } = await createTicketType(t.app.db);
    await bookTickets(t, buyer, ticketId, 1);
    const res = await call('DELETE', `/api/admin/tickets/${ticketId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'tickets.has_sales', message: 'This ticket type has sales, so it cannot be deleted.' });
    expect(await seatsOf(t.app.db, ticketId)).toMatchObject({ sold: 1, bookings: 1 });
  });

  it('refuses a ticket type whose only booking gave its seat back', async () => {
    const { ticketId } = await createTicketType(t.app.db);
    await bookTickets(t, buyer, ticketId, 1);
    await t.app.db.execute(sql`update tickets set sold = 0 where id = ${ticketId}`);
    expect((await call('DELETE', `/api/admin/tickets/${ticketId}`)).json().code).toBe('tickets.has_sales');
  });
});

describe('amounts that must fit their columns', () => {
  it('refuses a price or coins whose booking totals would overflow, takes the largest that fit, and answers an empty change with the ticket type as it is', async () => {
    const eventId = await newEvent();
    const created = (await call('POST', `/api/admin/events/${eventId}/tickets`, { ...VIP, per_buyer_limit: null })).json().data.ticket;
    const tooDear = await call('PUT', `/api/admin/tickets/${created.id}`, { price: '999999.999' });
    expect(tooDear.statusCode).toBe(422);
    expect(errorsOf(tooDear).price).toEqual([TICKET_LIMIT_MESSAGES.price]);
    const tooGenerous = await call('PUT', `/api/admin/tickets/${created.id}`, { coins_on_purchase: '9999999.99' });
    expect(tooGenerous.statusCode).toBe(422);
    expect(errorsOf(tooGenerous).coins_on_purchase).toEqual([TICKET_LIMIT_MESSAGES.coins]);

    const nothing = await call('PUT', `/api/admin/tickets/${created.id}`, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().data.ticket).toMatchObject({ id: created.id, price: created.price, total: created.total });

    // The largest price and coins, the most tickets a booking buys: the checkout's total fits.
    expect((await call('PUT', `/api/admin/tickets/${created.id}`, { price: '50000', coins_on_purchase: '10000' })).statusCode).toBe(200);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearerOf(buyer),
      payload: { ticket_id: created.id, quantity: BOOKING_MAX_QUANTITY },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().data.invoice).toMatchObject({ subtotal: '1000000.000', status: 'pending' });
  });
});

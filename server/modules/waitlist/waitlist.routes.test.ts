import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminWaitlistEntryResponseSchema,
  ZAdminWaitlistResponseSchema,
  ZWaitlistEntryResponseSchema,
  ZWaitlistMineResponseSchema,
} from '../../../contract/waitlist';
import { answerTestCheckout, bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The waitlist (docs/product.md §10 Waitlist): joining and leaving, offers in line order as holds in the user's name,
 * groups all or nothing, an offer that runs out or is declined passing on, conversion on payment, seats kept from
 * the public sale while a waiting entry fits them, and the administrator's line. The worker is driven by hand
 * (`app.waitlist.runOnce()`). PGlite and PostgreSQL.
 */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp({ paymentReconciler: false, waitlistWorker: false, manualOutbox: true });
  admin = await createTestUser(t.app.db, { roleId: 1, name: 'Line Admin' });
});
afterAll(async () => t?.close());

async function soldOutTicket(
  total: number,
  extra: { perBuyerLimit?: number; price?: number } = {},
): Promise<{ ticketId: number; eventId: number; bookingIds: number[] }> {
  const { ticketId, eventId } = await createTicketType(t.app.db, { total, price: extra.price ?? 5000, perBuyerLimit: extra.perBuyerLimit });
  const bookingIds: number[] = [];
  for (let i = 0; i < total; i++) {
    const buyer = await createTestUser(t.app.db);
    const res = await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    bookingIds.push(res.json().data.bookings[0].id);
  }
  return { ticketId, eventId, bookingIds };
}

function join(user: TTestUser, ticketId: number, quantity: number) {
  return t.app.inject({ method: 'POST', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(user), payload: { quantity } });
}

async function joined(user: TTestUser, ticketId: number, quantity: number) {
  const res = await join(user, ticketId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return ZWaitlistEntryResponseSchema.parse(res.json()).data.entry;
}

async function mine(user: TTestUser, ticketId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(user) });
  expect(res.statusCode, res.body).toBe(200);
  return ZWaitlistMineResponseSchema.parse(res.json()).data.entry;
}

async function cancelBooking(bookingId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/cancel`,
    headers: bearerOf(admin),
    payload: { reason: 'Organiser freed a seat' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function publicTicket(eventId: number, ticketId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` });
  expect(res.statusCode, res.body).toBe(200);
  const ticket = (res.json().data.event.tickets as { id: number; available: number; sold_out: boolean }[]).find((x) => x.id === ticketId);
  if (!ticket) throw new Error(`ticket ${ticketId} not in event ${eventId}`);
  return ticket;
}

async function offerMails(email: string): Promise<{ subject: string; body: string }[]> {
  const result = await t.app.db.execute<{ subject: string; body: string }>(
    sql`select subject, body from outbox where kind = 'mail' and recipient = ${email} and subject like 'Seats are waiting%' order by id`,
  );
  return result.rows;
}

async function pendingInvoicesOf(ticketId: number): Promise<number> {
  const result = await t.app.db.execute<{ n: number | string }>(
    sql`select count(distinct invoice_id) as n from bookings where ticket_id = ${ticketId} and status = 'pending' and hold_until > now()`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function pay(user: TTestUser, invoiceId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/invoices/${invoiceId}/pay`, headers: bearerOf(user) });
  expect(res.statusCode, res.body).toBe(200);
  await answerTestCheckout(t.app, res.json().data.payment.redirect_url, 'pay');
  const read = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}`, headers: bearerOf(user) });
  expect(read.json().data.invoice.status).toBe('paid');
}

describe('joining and leaving', () => {
  it('joins a sold-out type in line order, refuses a second join, and leaves', async () => {
    const { ticketId } = await soldOutTicket(1);
    const first = await createTestUser(t.app.db);
    const second = await createTestUser(t.app.db);
    const entry = await joined(first, ticketId, 1);
    expect(entry).toMatchObject({ status: 'waiting', position: 1, quantity: 1, invoice_id: null, offer_expires_at: null });
    expect((await joined(second, ticketId, 2)).position).toBe(2);

    const again = await join(first, ticketId, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('waitlist.already_joined');

    const left = await t.app.inject({ method: 'DELETE', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(first) });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.entry).toMatchObject({ status: 'left', position: null });
    expect(await mine(second, ticketId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await mine(first, ticketId)).toMatchObject({ status: 'left' });

    const twice = await t.app.inject({ method: 'DELETE', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(first) });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('waitlist.not_found');
    // Having left, the user may join again, at the back.
    expect((await joined(first, ticketId, 1)).position).toBe(2);
    expect(await mine(await createTestUser(t.app.db), ticketId)).toBeNull();
  });

  it('refuses a type that is not sold out, a free one, a bad quantity, one over the per-buyer limit, and a guest', async () => {
    const user = await createTestUser(t.app.db);
    const { ticketId: open } = await createTicketType(t.app.db, { total: 5, price: 5000 });
    const notSoldOut = await join(user, open, 1);
    expect(notSoldOut.statusCode).toBe(422);
    expect(notSoldOut.json().code).toBe('waitlist.not_sold_out');

    const { ticketId: free } = await createTicketType(t.app.db, { total: 0, price: 0 });
    const freeType = await join(user, free, 1);
    expect(freeType.statusCode).toBe(422);
    expect(freeType.json().code).toBe('waitlist.unavailable');

    const { ticketId: limited } = await createTicketType(t.app.db, { total: 0, price: 5000, perBuyerLimit: 2 });
    for (const quantity of [0, 21, 1.5]) {
      const bad = await join(user, limited, quantity);
      expect(bad.statusCode, String(quantity)).toBe(422);
      expect(bad.json().code).toBe('validation.failed');
    }
    const over = await join(user, limited, 3);
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toEqual(['quantity']);
    expect((await joined(user, limited, 2)).quantity).toBe(2);

    // The limit counts the tickets the buyer already has of the type.
    const { ticketId: bought } = await createTicketType(t.app.db, { total: 2, price: 5000, perBuyerLimit: 2 });
    const owner = await createTestUser(t.app.db);
    expect((await bookPaid(t.app, { headers: bearerOf(owner), payload: { ticket_id: bought, quantity: 1 } })).statusCode).toBe(201);
    expect((await bookPaid(t.app, { headers: bearerOf(await createTestUser(t.app.db)), payload: { ticket_id: bought, quantity: 1 } })).statusCode).toBe(201);
    const overWithOwn = await join(owner, bought, 2);
    expect(overWithOwn.statusCode).toBe(422);
    expect(Object.keys(overWithOwn.json().errors)).toEqual(['quantity']);
    expect((await joined(owner, bought, 1)).quantity).toBe(1);

    const guest = await t.app.inject({ method: 'POST', url: `/api/tickets/${limited}/waitlist`, payload: { quantity: 1 } });
    expect(guest.statusCode).toBe(401);
    const missing = await join(user, 2_000_000_000, 1);
    expect(missing.statusCode).toBe(404);
  });
});

describe('offers', () => {
  it('ends the waiting entries of a cancelled event: no offer can come', async () => {
    const { ticketId, eventId } = await soldOutTicket(1);
    const waiting = await createTestUser(t.app.db);
    await joined(waiting, ticketId, 1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Storm' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.app.waitlist.runOnce()).toBe(0);
    expect(await mine(waiting, ticketId)).toMatchObject({ status: 'expired', position: null });
  });

  it('offers a freed seat to the first in line as a hold in their name, with a mail, and converts it when paid', async () => {
    const { ticketId, eventId, bookingIds } = await soldOutTicket(2);
    const first = await createTestUser(t.app.db, { locale: 'ar' });
    const second = await createTestUser(t.app.db);
    await joined(first, ticketId, 1);
    await joined(second, ticketId, 1);
    expect(await t.app.waitlist.runOnce()).toBe(0);

    await cancelBooking(bookingIds[0]!);
    // Before the worker runs, the freed seat is already kept for the line: not on public sale.
    expect(await publicTicket(eventId, ticketId)).toMatchObject({ available: 0, sold_out: true });
    const publicBuyer = await createTestUser(t.app.db);
    const refused = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(publicBuyer), payload: { ticket_id: ticketId, quantity: 1 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('bookings.sold_out');

    expect(await t.app.waitlist.runOnce()).toBe(1);
    const offered = await mine(first, ticketId);
    expect(offered).toMatchObject({ status: 'offered', position: null, quantity: 1 });
    expect(offered?.invoice_id).toBeTypeOf('number');
    expect(Date.parse(offered?.offer_expires_at ?? '') - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(await mine(second, ticketId)).toMatchObject({ status: 'waiting', position: 1 });

    // The hold is a pending invoice of the user's, as a checkout makes it, without a promo code.
    const invoice = await t.app.inject({ method: 'GET', url: `/api/invoices/${offered?.invoice_id}`, headers: bearerOf(first) });
    expect(invoice.json().data.invoice).toMatchObject({ status: 'pending', discount: '0.000', promo_code: null, subtotal: '5.000' });
    expect(invoice.json().data.bookings).toHaveLength(1);
    const mails = await t.app.db.execute<{ subject: string; body: string }>(
      sql`select subject, body from outbox where kind = 'mail' and recipient = ${first.email} order by id`,
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.subject).toContain('مقاعد بانتظارك');
    expect(mails.rows[0]?.body).toContain(`/ar/checkout/return?invoice=${offered?.invoice_id}&offer=1`);
    const texts = await t.app.db.execute<{ body: string }>(
      sql`select o.body from outbox o join users u on u.phone = o.recipient where o.kind = 'sms' and u.id = ${first.id}`,
    );
    expect(texts.rows).toHaveLength(1);

    await pay(first, offered!.invoice_id!);
    expect(await mine(first, ticketId)).toMatchObject({ status: 'converted' });
    expect(await t.app.waitlist.runOnce()).toBe(0);
    const stored = await t.app.db.execute<{ status: string }>(sql`select status from waitlist_entries where user_id = ${first.id} and ticket_id = ${ticketId}`);
    expect(stored.rows[0]?.status).toBe('converted');
  });

  it('keeps groups whole: a group of 3 is passed over while 1 seat is free, and a later single fits', async () => {
    const { ticketId, bookingIds } = await soldOutTicket(3);
    const group = await createTestUser(t.app.db);
    const single = await createTestUser(t.app.db);
    await joined(group, ticketId, 3);
    await joined(single, ticketId, 1);
    await cancelBooking(bookingIds[0]!);
    expect(await t.app.waitlist.runOnce()).toBe(1);
    expect(await mine(group, ticketId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await mine(single, ticketId)).toMatchObject({ status: 'offered' });

    // Two more seats free up: now three are free only once the single's offer runs out.
    await cancelBooking(bookingIds[1]!);
    await cancelBooking(bookingIds[2]!);
    expect(await t.app.waitlist.runOnce()).toBe(0);
    const declined = await t.app.inject({ method: 'DELETE', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(single) });
    expect(declined.json().data.entry.status).toBe('left');
    expect(await t.app.waitlist.runOnce()).toBe(1);
    const offer = await mine(group, ticketId);
    expect(offer).toMatchObject({ status: 'offered', quantity: 3 });
    const invoice = await t.app.inject({ method: 'GET', url: `/api/invoices/${offer?.invoice_id}`, headers: bearerOf(group) });
    expect(invoice.json().data.bookings).toHaveLength(3);
  });

  it('passes an offer that runs out unpaid to the next in line', async () => {
    const { ticketId, bookingIds } = await soldOutTicket(1);
    const first = await createTestUser(t.app.db);
    const second = await createTestUser(t.app.db);
    await joined(first, ticketId, 1);
    await joined(second, ticketId, 1);
    await cancelBooking(bookingIds[0]!);
    expect(await t.app.waitlist.runOnce()).toBe(1);
    t.clock.advance(2 * HOUR + 60_000);
    try {
      expect(await mine(first, ticketId)).toMatchObject({ status: 'expired' });
      expect(await t.app.waitlist.runOnce()).toBe(1);
      expect(await mine(second, ticketId)).toMatchObject({ status: 'offered' });
      const stored = await t.app.db.execute<{ status: string }>(sql`select status from waitlist_entries where user_id = ${first.id}`);
      expect(stored.rows[0]?.status).toBe('expired');
      // Joining again after the offer ran out: back in line.
      expect((await joined(first, ticketId, 1)).status).toBe('waiting');
    } finally {
      t.clock.advance(-(2 * HOUR + 60_000));
    }
  });

  it('passes a declined offer (the order cancelled) to the next in line', async () => {
    const { ticketId, bookingIds } = await soldOutTicket(1);
    const first = await createTestUser(t.app.db);
    const second = await createTestUser(t.app.db);
    await joined(first, ticketId, 1);
    await joined(second, ticketId, 1);
    await cancelBooking(bookingIds[0]!);
    await t.app.waitlist.runOnce();
    const offer = await mine(first, ticketId);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/invoices/${offer?.invoice_id}/cancel`, headers: bearerOf(first) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mine(first, ticketId)).toMatchObject({ status: 'expired' });
    expect(await t.app.waitlist.runOnce()).toBe(1);
    expect(await mine(second, ticketId)).toMatchObject({ status: 'offered' });
    expect(await pendingInvoicesOf(ticketId)).toBe(1);
  });

  it('lets the public hold seats when no waiting entry fits them', async () => {
    const { ticketId, eventId, bookingIds } = await soldOutTicket(2);
    const group = await createTestUser(t.app.db);
    await joined(group, ticketId, 2);
    await cancelBooking(bookingIds[0]!);
    expect(await t.app.waitlist.runOnce()).toBe(0);
    expect(await publicTicket(eventId, ticketId)).toMatchObject({ available: 1, sold_out: false });
    const buyer = await createTestUser(t.app.db);
    const held = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } });
    expect(held.statusCode, held.body).toBe(201);
    expect(await publicTicket(eventId, ticketId)).toMatchObject({ available: 0, sold_out: true });
    expect(await mine(group, ticketId)).toMatchObject({ status: 'waiting', position: 1 });
  });
});

describe('admin/tickets/{id}/waitlist', () => {
  it('lists the line, offers out of order when seats are free (409 otherwise), removes, and is audited', async () => {
    const { ticketId, bookingIds } = await soldOutTicket(2);
    const first = await createTestUser(t.app.db, { name: 'First In Line' });
    const second = await createTestUser(t.app.db, { name: 'Second In Line' });
    const a = await joined(first, ticketId, 1);
    const b = await joined(second, ticketId, 1);
    const url = `/api/admin/tickets/${ticketId}/waitlist`;

    const list = await t.app.inject({ method: 'GET', url, headers: bearerOf(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const line = ZAdminWaitlistResponseSchema.parse(list.json()).data;
    expect(line).toMatchObject({ waiting: 2, free: 0 });
    expect(line.entries.map((e) => [e.user.name, e.position])).toEqual([
      ['First In Line', 1],
      ['Second In Line', 2],
    ]);

    const noSeats = await t.app.inject({ method: 'POST', url: `${url}/${b.id}/offer`, headers: bearerOf(admin) });
    expect(noSeats.statusCode).toBe(409);
    expect(noSeats.json().code).toBe('waitlist.no_seats');

    await cancelBooking(bookingIds[0]!);
    const offered = await t.app.inject({ method: 'POST', url: `${url}/${b.id}/offer`, headers: bearerOf(admin) });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(ZAdminWaitlistEntryResponseSchema.parse(offered.json()).data.entry).toMatchObject({ status: 'offered', user: { name: 'Second In Line' } });
    const again = await t.app.inject({ method: 'POST', url: `${url}/${b.id}/offer`, headers: bearerOf(admin) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('waitlist.not_waiting');
    expect(await offerMails(second.email)).toHaveLength(1);

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${a.id}`, headers: bearerOf(admin) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.entry).toMatchObject({ status: 'left' });
    // Removing an offered entry releases its order.
    const removedOffer = await t.app.inject({ method: 'DELETE', url: `${url}/${b.id}`, headers: bearerOf(admin) });
    expect(removedOffer.json().data.entry).toMatchObject({ status: 'left' });
    expect(await pendingInvoicesOf(ticketId)).toBe(0);
    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${b.id}`, headers: bearerOf(admin) });
    expect(gone.statusCode).toBe(409);
    const elsewhere = await t.app.inject({ method: 'DELETE', url: `/api/admin/tickets/${ticketId + 1}/waitlist/${a.id}`, headers: bearerOf(admin) });
    expect(elsewhere.statusCode).toBe(404);

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?entity=waitlist_entry&entity_id=${b.id}`, headers: bearerOf(admin) });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().data.entries as { via: string; changes: Record<string, { to: unknown }> }[];
    expect(entries.map((e) => e.changes.status?.to)).toEqual(['left', 'offered']);
    expect(entries[1]?.via).toBe('POST /api/admin/tickets/:id/waitlist/:entryId/offer');

    const user = await t.app.inject({ method: 'GET', url, headers: bearerOf(first) });
    expect(user.statusCode).toBe(403);
  });
});

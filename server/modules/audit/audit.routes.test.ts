import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditLogResponseSchema, type TAuditEntry } from '../../../contract/audit';
import { asActor } from '../../db/audit';
import { categories } from '../../db/schema';
import { answerTestCheckout } from '../../test/checkout';
import { bearerOf, createBadge, createCategory, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets, scanOf, upload } from '../scans/scans.test-support';
import { reconcileOnce } from '../payments/payments.service';
import { imageOf } from '../uploads/uploads.test-support';

/*
 * The audit log (docs/architecture.md §12): administrators', door staff's and the system's changes are
 * recorded by the database in the transaction that made them, with the changed fields; a buyer's own
 * actions are not; `GET admin/audit-log` reads them, newest first, filtered.
 */

let t: TestApp;
let admin: TTestUser;
let staff: TTestUser;
let buyer: TTestUser;

beforeAll(async () => {
  t = await createTestApp({ paymentReconciler: false });
  admin = await createTestUser(t.app.db, { roleId: 1, name: 'Aisha Admin' });
  staff = await createTestUser(t.app.db, { roleId: 3, name: 'Salim Staff' });
  buyer = await createTestUser(t.app.db, { name: 'Buyer Bashir' });
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, as: TTestUser = admin) {
  return t.app.inject({ method, url, headers: bearerOf(as), ...(payload === undefined ? {} : { payload }) });
}

async function log(query: string): Promise<TAuditEntry[]> {
  const res = await call('GET', `/api/admin/audit-log?per_page=100&${query}`);
  expect(res.statusCode).toBe(200);
  return ZAuditLogResponseSchema.parse(res.json()).data.entries;
}

async function rowCount(): Promise<number> {
  const result = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from audit_log`);
  return Number(result.rows[0]?.n);
}

describe('what an administrator changes', () => {
  it('records a category created, renamed and deleted: who, through which call, the changed fields only', async () => {
    const created = await call('POST', '/api/admin/categories', { name: 'Poetry', name_ar: 'الشعر' });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.category.id;
    expect((await call('PUT', `/api/admin/categories/${id}`, { name: 'Nabati poetry', name_ar: 'الشعر' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(200);

    const entries = await log(`entity=category&entity_id=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, made] = entries;
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: { id: admin.id, name: 'Aisha Admin' }, actor_kind: 'user', entity: 'category', entity_id: id });
    }
    expect(made?.via).toBe('POST /api/admin/categories');
    expect(made?.changes).toMatchObject({ name: { from: null, to: 'Poetry' }, name_ar: { from: null, to: 'الشعر' } });
    expect(updated?.via).toBe('PUT /api/admin/categories/:id');
    expect(updated?.changes).toEqual({ name: { from: 'Poetry', to: 'Nabati poetry' } });
    expect(deleted?.changes).toMatchObject({ name: { from: 'Nabati poetry', to: null } });
    // Timestamps are the entry's own `at`, never a changed field.
    expect(Object.keys(made?.changes ?? {})).not.toContain('created_at');
  });

  it('records nothing for a change refused and rolled back', async () => {
    const parent = await createCategory(t.app.db, 'Refused parent');
    await createCategory(t.app.db, 'Its child', parent);
    const before = await rowCount();
    const refused = await call('DELETE', `/api/admin/categories/${parent}`);
    expect(refused.statusCode).toBe(409);
    expect(await rowCount()).toBe(before);
  });

  it('records a role change on the user, and leaves the password hash out of every entry', async () => {
    const person = await createTestUser(t.app.db, { name: 'Future Staff' });
    expect((await call('PATCH', `/api/admin/users/${person.id}/role`, { role_id: 3 })).statusCode).toBe(200);
    const [entry] = await log(`entity=user&entity_id=${person.id}`);
    expect(entry).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      via: 'PATCH /api/admin/users/:id/role',
      changes: { role_id: { from: 2, to: 3 } },
    });
    const all = await t.app.db.execute<{ n: string }>(sql`select count(*) as n from audit_log where changes ? 'password_hash'`);
    expect(Number(all.rows[0]?.n)).toBe(0);
  });

  it('records a ticket type and a reward created and edited, and a redemption fulfilled', async () => {
    const { eventId } = await createTicketType(t.app.db);
    const ticket = await call('POST', `/api/admin/events/${eventId}/tickets`, { name: 'VIP', price: '12.5', total: 40, usage_limit: 1 });
    expect(ticket.statusCode).toBe(201);
    const ticketId: number = ticket.json().data.ticket.id;
    expect((await call('PUT', `/api/admin/tickets/${ticketId}`, { price: '15' })).statusCode).toBe(200);
    const ticketLog = await log(`entity=ticket_type&entity_id=${ticketId}`);
    expect(ticketLog.map((e) => e.action)).toEqual(['update', 'create']);
    expect(ticketLog[0]?.changes).toEqual({ price: { from: 12500, to: 15000 } });

    const reward = await call('POST', '/api/admin/rewards', { title: 'Coffee', cost: '10' });
    expect(reward.statusCode).toBe(201);
    const rewardId: number = reward.json().data.reward.id;
    const member = await createTestUser(t.app.db, { coins: 2000 });
    const redeemed = await t.app.inject({ method: 'POST', url: `/api/rewards/${rewardId}/redeem`, headers: bearerOf(member) });
    expect(redeemed.statusCode).toBe(201);
    const redemptionId: number = redeemed.json().data.redemption.id;
    // The member's own redemption is theirs, not an administrator's: not in the log.
    expect(await log(`entity=redemption&entity_id=${redemptionId}`)).toEqual([]);
    expect((await call('PATCH', `/api/admin/redemptions/${redemptionId}`, { status: 'fulfilled' })).statusCode).toBe(200);
    const [fulfilled] = await log(`entity=redemption&entity_id=${redemptionId}`);
    expect(fulfilled).toMatchObject({ action: 'update', actor: { id: admin.id }, changes: { status: { from: 'pending', to: 'fulfilled' } } });
    expect(Object.keys(fulfilled?.changes ?? {})).not.toContain('code');
  });

  it('records an event created and edited through its form, its categories and badges linked and unlinked, and its cancellation', async () => {
    const music = await createCategory(t.app.db, 'Audit music');
    const theatre = await createCategory(t.app.db, 'Audit theatre');
    const fresh = await createBadge(t.app.db, 'Audit new');
    const fields: [string, string][] = [
      ['name', 'Oud Night'],
      ['name_ar', 'ليلة العود'],
      ['description', 'An evening of oud.'],
      ['start_date', '2031-03-01T19:00:00+04:00'],
      ['finish_date', '2031-03-01T22:00:00+04:00'],
      ['location', 'Royal Opera House'],
    ];
    const form = (extra: [string, string][]) => {
      const data = new FormData();
      const replaced = new Set(extra.map(([name]) => name));
      for (const [name, value] of [...fields.filter(([name]) => !replaced.has(name)), ...extra]) data.append(name, value);
      return data;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearerOf(admin),
      payload: form([
        ['category_ids[]', String(music)],
        ['badge_ids[]', String(fresh)],
      ]),
    });
    expect(created.statusCode).toBe(201);
    const eventId: number = created.json().data.event.id;
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${eventId}`,
      headers: bearerOf(admin),
      payload: form([
        ['_method', 'PUT'],
        ['category_ids[]', String(theatre)],
        ['location', 'Bait Al Zubair'],
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('POST', `/api/admin/events/${eventId}/cancel`, { reason: 'Storm' })).statusCode).toBe(200);

    const entries = await log(`entity=event&entity_id=${eventId}`);
    const actions = entries.map((e) => e.action);
    expect(actions).toContain('create');
    expect(actions).toContain('add_category');
    expect(actions).toContain('add_badge');
    expect(actions).toContain('remove_category');
    // Badges left out of the form keep their links: nothing removed.
    expect(actions).not.toContain('remove_badge');
    const made = entries.find((e) => e.action === 'create');
    expect(made?.changes).toMatchObject({ name: { from: null, to: 'Oud Night' }, name_ar: { from: null, to: 'ليلة العود' } });
    expect(Object.keys(made?.changes ?? {})).not.toContain('search_text');
    expect(entries.find((e) => e.action === 'remove_category')?.changes).toEqual({ category_id: { from: music, to: null } });
    expect(entries.find((e) => e.action === 'add_category' && e.via === 'POST /api/admin/events/:id')?.changes).toEqual({
      category_id: { from: null, to: theatre },
    });
    const updates = entries.filter((e) => e.action === 'update');
    expect(updates.some((e) => (e.changes.location as { to?: unknown } | undefined)?.to === 'Bait Al Zubair')).toBe(true);
    expect(updates[0]?.via).toBe('POST /api/admin/events/:id/cancel');
    expect(updates[0]?.changes).toHaveProperty('cancelled_at');
  });

  it('records badges, a ticket type deleted and the hero image replaced', async () => {
    const badge = await call('POST', '/api/admin/badges', { name: 'Family', name_ar: 'عائلي', color: 'green' });
    expect(badge.statusCode).toBe(201);
    const badgeId: number = badge.json().data.badge.id;
    expect((await call('PUT', `/api/admin/badges/${badgeId}`, { name: 'Family friendly', name_ar: 'عائلي', color: 'orange' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/badges/${badgeId}`)).statusCode).toBe(200);
    const badgeLog = await log(`entity=badge&entity_id=${badgeId}`);
    expect(badgeLog.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(badgeLog[1]?.changes).toEqual({ name: { from: 'Family', to: 'Family friendly' }, color: { from: 'green', to: 'orange' } });

    const { ticketId } = await createTicketType(t.app.db);
    expect((await call('DELETE', `/api/admin/tickets/${ticketId}`)).statusCode).toBe(200);
    expect((await log(`entity=ticket_type&entity_id=${ticketId}`)).map((e) => e.action)).toEqual(['delete']);

    const hero = new FormData();
    hero.append('file', new Blob([new Uint8Array(await imageOf('png'))], { type: 'image/png' }), 'hero.png');
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/admin/hero', headers: bearerOf(admin), payload: hero });
    expect(uploaded.statusCode).toBe(200);
    const [media] = await log('entity=media');
    expect(media).toMatchObject({ action: 'create', actor: { id: admin.id }, via: 'POST /api/admin/hero', changes: { kind: { from: null, to: 'image' } } });
  });

  it('records an administrator cancelling a paid booking: the booking and the refund (the coins taken back are the ledger’s)', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 5000, coinsOnPurchase: 300 });
    const [booking] = await bookTickets(t, buyer, ticketId, 1);
    const res = await call('POST', `/api/admin/bookings/${booking!.id}/cancel`, { reason: 'Asked by phone' });
    expect(res.statusCode).toBe(200);
    const [entry] = await log(`entity=booking&entity_id=${booking!.id}`);
    expect(entry).toMatchObject({ action: 'update', actor: { id: admin.id }, via: 'POST /api/admin/bookings/:id/cancel' });
    expect(entry?.changes).toMatchObject({ status: { from: 'active', to: 'cancelled' }, cancel_reason: { from: null, to: 'Asked by phone' } });
    expect(Object.keys(entry?.changes ?? {})).not.toContain('code');
    const mine = await log(`actor_id=${admin.id}&entity=refund`);
    expect(mine.some((e) => e.action === 'create')).toBe(true);
    // Coin moves have their own ledger (coin_transactions); the audit log does not repeat them.
    expect((await log(`entity=user&entity_id=${buyer.id}`)).filter((e) => 'coins' in e.changes)).toEqual([]);
    const reversal = await t.app.db.execute<{ n: string }>(
      sql`select count(*) as n from coin_transactions where booking_id = ${booking!.id} and kind = 'purchase_reversal'`,
    );
    expect(Number(reversal.rows[0]?.n)).toBe(1);
  });
});

describe('what the system and door staff change', () => {
  it('records the payment confirmed by the gateway as the system, and nothing of the buyer’s own checkout', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 2000 });
    const booked = await call('POST', '/api/bookings', { ticket_id: ticketId, quantity: 2 }, buyer);
    expect(booked.statusCode).toBe(201);
    const invoiceId: number = booked.json().data.invoice.id;
    // The hold is the buyer's own doing.
    expect(await log(`entity=invoice&entity_id=${invoiceId}`)).toEqual([]);
    await answerTestCheckout(t.app, booked.json().data.payment.redirect_url, 'pay');
    const [paid] = await log(`entity=invoice&entity_id=${invoiceId}`);
    expect(paid).toMatchObject({
      actor: null,
      actor_kind: 'system',
      via: 'payments.webhook',
      action: 'update',
      changes: { status: { from: 'pending', to: 'paid' } },
    });
    const bookingIds: number[] = booked.json().data.bookings.map((b: { id: number }) => b.id);
    for (const id of bookingIds) {
      const [activated] = await log(`entity=booking&entity_id=${id}`);
      expect(activated).toMatchObject({ actor_kind: 'system', changes: { status: { from: 'pending', to: 'active' } } });
    }
    const payments = await t.app.db.execute<{ id: number }>(sql`select id from payments where invoice_id = ${invoiceId}`);
    const [payment] = await log(`entity=payment&entity_id=${payments.rows[0]!.id}`);
    expect(payment).toMatchObject({ actor_kind: 'system', changes: { status: { from: 'open', to: 'paid' } } });
  });

  it('records the reconciler expiring a hold nobody paid', async () => {
    const { ticketId } = await createTicketType(t.app.db, { price: 2000 });
    const booked = await call('POST', '/api/bookings', { ticket_id: ticketId, quantity: 1 }, buyer);
    const invoiceId: number = booked.json().data.invoice.id;
    t.clock.advance(2 * 60 * 60 * 1000);
    await reconcileOnce(t.app.payments);
    const [expired] = await log(`entity=invoice&entity_id=${invoiceId}`);
    expect(expired).toMatchObject({ actor_kind: 'system', via: 'payments.reconciler', changes: { status: { from: 'pending', to: 'expired' } } });
  });

  it("records door staff's accepted scan on the booking and a conflicting one as a scan conflict", async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { usageLimit: 1 }, { startsInMs: 60 * 60 * 1000 });
    const [ticket] = await bookTickets(t, buyer, ticketId, 1);
    const first = await upload(t, staff, eventId, [scanOf(ticket!.code, { device_id: 'gate-a' })]);
    expect(first.statusCode).toBe(200);
    const [used] = await log(`entity=booking&entity_id=${ticket!.id}`);
    expect(used).toMatchObject({
      actor: { id: staff.id, name: 'Salim Staff' },
      via: 'POST /api/admin/events/:id/scans',
      changes: { used_count: { from: 0, to: 1 } },
    });
    // A second phone admitted the same single-use ticket offline: a conflict.
    expect((await upload(t, staff, eventId, [scanOf(ticket!.code, { device_id: 'gate-b' })])).statusCode).toBe(200);
    const conflicts = await log(`entity=scan_conflict&actor_id=${staff.id}`);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]?.changes).toMatchObject({ booking_id: { to: ticket!.id }, device_id: { to: 'gate-b' }, conflict: { to: true } });
  });

  it('names the actor for that transaction only: a pooled connection carries nothing into the next one', async () => {
    await asActor({ kind: 'system', via: 'test.setup' }, () =>
      t.app.db.transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Set by a job', nameAr: '' });
      }),
    );
    const before = await rowCount();
    for (let i = 0; i < 12; i += 1) await t.app.db.transaction((tx) => tx.insert(categories).values({ name: `Unattributed ${i}`, nameAr: '' }));
    expect(await rowCount()).toBe(before);
    const [job] = await log('entity=category');
    expect(job).toMatchObject({ actor: null, actor_kind: 'system', via: 'test.setup', changes: { name: { to: 'Set by a job' } } });
  });
});

describe('GET admin/audit-log', () => {
  it('filters by actor, entity and id, newest first, with pagination', async () => {
    const first = await call('POST', '/api/admin/categories', { name: 'Page one', name_ar: '' });
    const second = await call('POST', '/api/admin/categories', { name: 'Page two', name_ar: '' });
    const res = await call('GET', `/api/admin/audit-log?actor_id=${admin.id}&entity=category&per_page=1`);
    expect(res.statusCode).toBe(200);
    const body = ZAuditLogResponseSchema.parse(res.json());
    expect(body.data.entries).toHaveLength(1);
    expect(body.data.entries[0]?.entity_id).toBe(second.json().data.category.id);
    expect(body.data.pagination.per_page).toBe(1);
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(2);
    const page2 = ZAuditLogResponseSchema.parse((await call('GET', `/api/admin/audit-log?actor_id=${admin.id}&entity=category&per_page=1&page=2`)).json());
    expect(page2.data.entries[0]?.entity_id).toBe(first.json().data.category.id);
    expect(await log(`actor_id=${buyer.id}`)).toEqual([]);
  });

  it('is for administrators only, and refuses filters it does not know', async () => {
    expect((await call('GET', '/api/admin/audit-log', undefined, staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const bad = await call('GET', '/api/admin/audit-log?entity=password');
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', '/api/admin/audit-log?entity_id=99999999999')).statusCode).toBe(422);
  });
});

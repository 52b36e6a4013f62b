import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './client';
import { pgErrorOf } from './errors';
import { migrate } from './migrate';
import { bookings, coinTransactions, events, invoices, signingKeys, ticketUsages, tickets, users } from './schema';
import { createTestDatabase } from './test-db';
import { reserveBookingIds } from './identity';

let database: OpenedDatabase;
let userId: number;
let eventId: number;
let ticketId: number;
let invoiceId: number;

/** The SQLSTATE and constraint a rejected statement failed with. */
async function violation(promise: Promise<unknown>): Promise<{ code: string; constraint: string | null }> {
  try {
    await promise;
  } catch (error) {
    const info = pgErrorOf(error);
    if (!info) throw error;
    return { code: info.code, constraint: info.constraint };
  }
  throw new Error('expected the statement to be rejected');
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [user] = await db.insert(users).values({ name: 'Test User', email: 'Someone@Example.om', passwordHash: 'x' }).returning();
  const start = new Date('2030-01-01T16:00:00Z');
  const [event] = await db
    .insert(events)
    .values({ name: 'Test event', description: 'd', startDate: start, finishDate: new Date(start.getTime() + 3_600_000) })
    .returning();
  const [ticket] = await db.insert(tickets).values({ eventId: event!.id, name: 'GA', price: 5000, total: 2 }).returning();
  const [invoice] = await db.insert(invoices).values({ userId: user!.id, subtotal: 5000, vat: 750, total: 5750, vatRateBp: 1500, status: 'paid' }).returning();
  userId = user!.id;
  eventId = event!.id;
  ticketId = ticket!.id;
  invoiceId = invoice!.id;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function insertBooking(overrides: Partial<typeof bookings.$inferInsert> = {}) {
  return database.db
    .insert(bookings)
    .values({
      invoiceId,
      userId,
      ticketId,
      eventId,
      code: `T1.test.${randomUUID()}`,
      usageLimit: 1,
      holderName: 'Test User',
      holderEmail: 'someone@example.om',
      unitPrice: 5000,
      ...overrides,
    })
    .returning();
}

describe('migrations', () => {
  it('create every table on a fresh database, and a second run is a no-op', async () => {
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['users', 'events', 'tickets', 'bookings', 'ticket_usages', 'coin_transactions', 'signing_keys', 'settings']),
    );
    await migrate(database.db, database.kind);
  });
});

describe('schema defaults', () => {
  it('numbers invoices and bookings from sequences', async () => {
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.number).toMatch(/^INV-\d{6}$/);
    const [booking] = await insertBooking();
    expect(booking?.bookingNumber).toMatch(/^BK-\d{7}$/);
    expect(booking?.status).toBe('active');
  });

  it('lets a booking be inserted with an id reserved in advance', async () => {
    const [id] = await reserveBookingIds(database.db, 1);
    const [booking] = await database.db
      .insert(bookings)
      .overridingSystemValue()
      .values({ id: id!, invoiceId, userId, ticketId, eventId, code: `T1.reserved.${id}`, usageLimit: 1, holderName: 'A', holderEmail: 'a@b.om', unitPrice: 0 })
      .returning();
    expect(booking?.id).toBe(id);
  });
});

describe('constraints reject bad states', () => {
  it('a ticket type sold beyond its total', async () => {
    const error = await violation(database.db.update(tickets).set({ sold: 3 }).where(eq(tickets.id, ticketId)));
    expect(error).toEqual({ code: '23514', constraint: 'tickets_sold_check' });
  });

  it('a negative coin balance', async () => {
    const error = await violation(database.db.update(users).set({ coins: -1 }).where(eq(users.id, userId)));
    expect(error).toEqual({ code: '23514', constraint: 'users_coins_check' });
  });

  it('a second account whose email differs only in case', async () => {
    const error = await violation(database.db.insert(users).values({ name: 'Twin', email: 'SOMEONE@example.OM', passwordHash: 'x' }));
    expect(error).toEqual({ code: '23505', constraint: 'users_email_lower_unique' });
  });

  it('the same scan uploaded twice', async () => {
    const scanId = randomUUID();
    const scan = { scanId, eventId, code: 'garbage', decision: 'rejected' as const, reason: 'malformed', deviceId: 'd1', scannedAt: new Date() };
    await database.db.insert(ticketUsages).values(scan);
    const error = await violation(database.db.insert(ticketUsages).values(scan));
    expect(error).toEqual({ code: '23505', constraint: 'ticket_usages_event_id_scan_id_unique' });
  });

  it('a booking used more often than its usage limit', async () => {
    const [booking] = await insertBooking({ usageLimit: 2 });
    await database.db.update(bookings).set({ usedCount: 2 }).where(eq(bookings.id, booking!.id));
    const error = await violation(database.db.update(bookings).set({ usedCount: 3 }).where(eq(bookings.id, booking!.id)));
    expect(error).toEqual({ code: '23514', constraint: 'bookings_used_count_check' });
  });

  it('a cancelled booking without a cancellation time', async () => {
    const error = await violation(insertBooking({ status: 'cancelled' }));
    expect(error).toEqual({ code: '23514', constraint: 'bookings_cancelled_at_check' });
  });

  it('an event that finishes before it starts', async () => {
    const error = await violation(
      database.db.insert(events).values({ name: 'Backwards', description: 'd', startDate: new Date('2030-01-02'), finishDate: new Date('2030-01-01') }),
    );
    expect(error).toEqual({ code: '23514', constraint: 'events_dates_check' });
  });

  it('an invoice whose total is not subtotal plus VAT', async () => {
    const error = await violation(database.db.insert(invoices).values({ userId, subtotal: 1000, vat: 150, total: 1000, vatRateBp: 1500, status: 'paid' }));
    expect(error).toEqual({ code: '23514', constraint: 'invoices_total_check' });
  });

  it('a second invoice with the same idempotency key for the same user', async () => {
    const values = { userId, subtotal: 0, vat: 0, total: 0, vatRateBp: 1500, status: 'paid' as const, idempotencyKey: 'k-1' };
    await database.db.insert(invoices).values(values);
    const error = await violation(database.db.insert(invoices).values(values));
    expect(error).toEqual({ code: '23505', constraint: 'invoices_user_id_idempotency_key_unique' });
  });

  it('a coin ledger row leaving a negative balance, or a usage credit applied twice', async () => {
    const negative = await violation(database.db.insert(coinTransactions).values({ userId, amount: -5, balanceAfter: -5, kind: 'adjustment', note: 'x' }));
    expect(negative).toEqual({ code: '23514', constraint: 'coin_transactions_balance_after_check' });
    const [usage] = await database.db
      .insert(ticketUsages)
      .values({ scanId: randomUUID(), eventId, code: 'c', decision: 'accepted', deviceId: 'd1', scannedAt: new Date() })
      .returning();
    const credit = { userId, amount: 100, balanceAfter: 100, kind: 'usage' as const, eventId, usageId: usage!.id };
    await database.db.insert(coinTransactions).values(credit);
    const twice = await violation(database.db.insert(coinTransactions).values({ ...credit, balanceAfter: 200 }));
    expect(twice).toEqual({ code: '23505', constraint: 'coin_transactions_usage_id_unique' });
  });

  it('a second active signing key', async () => {
    const key = { publicKey: 'p', privateKey: 'k', active: true };
    await database.db.insert(signingKeys).values(key);
    const error = await violation(database.db.insert(signingKeys).values(key));
    expect(error).toEqual({ code: '23505', constraint: 'signing_keys_one_active_unique' });
    await database.db.delete(signingKeys);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db/client';
import { createTestDatabase } from './db/test-db';
import { createTestUser, createTicketType, seatsOf, type TTestUser } from './test/fixtures';
import { startServerProcess, type TServerProcess } from './test/server-process';

/*
 * Several identical `npm start` processes on one PostgreSQL (docs/architecture.md §3): real
 * processes, not buildApp in this one. PostgreSQL only — PGlite is one process owning its data directory,
 * so there is nothing to share; on PGlite these tests are skipped with that reason.
 */

const databaseUrl = process.env.DATABASE_URL;
const TIMEOUT = 240_000;

type TOutcome = { status: number; code: string | null; bookingId: number | null; via: number };

/**
 * A paid booking, as a buyer makes one: POST /api/bookings, then, for a checkout (a priced ticket), Pay on the
 * test checkout page of the same process (its form posts back and the server confirms the payment). The
 * outcome is the booking's status once paid: 201 only when both answered; no answer to either (a killed
 * process) is status 0, no promise made to this buyer.
 */
async function book(server: TServerProcess, via: number, token: string, ticketId: number): Promise<TOutcome> {
  try {
    const res = await fetch(`${server.base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ticket_id: ticketId, quantity: 1 }),
    });
    const body = (await res.json().catch(() => ({}))) as { code?: string; data?: { bookings?: { id: number }[]; payment?: { redirect_url: string } | null } };
    const outcome = { status: res.status, code: body.code ?? null, bookingId: body.data?.bookings?.[0]?.id ?? null, via };
    const payment = body.data?.payment;
    if (res.status !== 201 || !payment) return outcome;
    const paid = await fetch(`${server.base}${new URL(payment.redirect_url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    await paid.arrayBuffer().catch(() => undefined);
    return paid.status === 303 ? outcome : { ...outcome, status: paid.status, code: `checkout answered ${paid.status}` };
  } catch {
    // The process died under the request: no answer, so no promise was made to this buyer.
    return { status: 0, code: 'network', bookingId: null, via };
  }
}

/** Bookings of a ticket type by status (seatsOf counts every row, checkout holds included). */
async function bookingsByStatus(database: OpenedDatabase, ticketId: number): Promise<Record<string, number>> {
  const result = await database.db.execute<{ status: string; n: string }>(
    sql`select status, count(*) as n from bookings where ticket_id = ${ticketId} group by status`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.n)]));
}

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL (skipped on PGlite: one process owns its data directory)', () => {
  let database: OpenedDatabase;
  let dataDir: string;
  let servers: TServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-multi-'));
    // Both start at once: migrations, signing key and demo check go one process at a time (advisory lock).
    servers = await Promise.all(
      [0, 1].map(() => startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web') })),
    );
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'sells exactly 10 seats to 200 concurrent buyers spread over both processes',
    async () => {
      const buyers: TTestUser[] = [];
      for (let i = 0; i < 200; i++) buyers.push(await createTestUser(database.db, { name: `Two-process buyer ${i}` }));
      const { ticketId } = await createTicketType(database.db, { price: 5000, total: 10 }, { name: 'Ten seats' });

      const outcomes = await Promise.all(buyers.map((b, i) => book(servers[i % 2]!, i % 2, b.token, ticketId)));

      const created = outcomes.filter((o) => o.status === 201);
      expect(created).toHaveLength(10);
      expect(outcomes.filter((o) => o.status !== 201).every((o) => o.code === 'bookings.sold_out')).toBe(true);
      // Both processes took part in the sale.
      expect(new Set(outcomes.map((o) => o.via))).toEqual(new Set([0, 1]));
      expect(await seatsOf(database.db, ticketId)).toEqual({ sold: 10, total: 10, bookings: 10 });
      // Every seat goes through the public read on either process at once (the read cache is per process but
      // keyed by the shared catalogue state).
      for (const server of servers) {
        const event = (await (await fetch(`${server.base}/api/events?per_page=50`)).json()) as {
          data: { events: { tickets: { id: number; sold: number }[] }[] };
        };
        const ticket = event.data.events.flatMap((e) => e.tickets).find((t) => t.id === ticketId);
        expect(ticket?.sold).toBe(10);
      }
    },
    TIMEOUT,
  );

  it(
    'holds a login rate limit reached through one process on the other',
    async () => {
      const email = `two.process.${Date.now()}@example.om`;
      const registered = await fetch(`${servers[0]!.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Two Process Login', email, password: 'right-password-1', country_code: '+968', agree_terms: true }),
      });
      expect(registered.status).toBe(201);
      const login = (server: TServerProcess, password: string) =>
        fetch(`${server.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: email, password }),
        });

      // The per-(account, address) budget is 5 failed attempts a minute (docs/architecture.md §7): spend it on one process.
      for (let i = 0; i < 5; i++) expect((await login(servers[0]!, 'wrong-password-1')).status).toBe(401);
      const refused = await login(servers[1]!, 'wrong-password-1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    },
    TIMEOUT,
  );

  it(
    'sends each confirmation mail once with two processes delivering from one outbox',
    async () => {
      const buyers: TTestUser[] = [];
      for (let i = 0; i < 20; i++) buyers.push(await createTestUser(database.db, { name: `Mail buyer ${i}` }));
      const { ticketId } = await createTicketType(database.db, { price: 3000, total: 100 }, { name: 'Mail once' });
      const outcomes = await Promise.all(buyers.map((b, i) => book(servers[i % 2]!, i % 2, b.token, ticketId)));
      expect(outcomes.filter((o) => o.status === 201)).toHaveLength(20);

      // Both workers poll the same table; wait until nothing for these buyers is left to send.
      const recipients = buyers.map((b) => b.email);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const left = await database.db.execute(
          sql`select count(*)::int as n from outbox where status <> 'sent' and recipient in ${sql.raw(`(${recipients.map((r) => `'${r}'`).join(',')})`)}`,
        );
        if (Number((left.rows[0] as { n: number }).n) === 0) break;
        if (Date.now() > deadline) throw new Error('the outbox did not drain in 60 s');
        await new Promise((r) => setTimeout(r, 500));
      }
      // Without SMTP_URL a delivered mail is an .eml file in the shared DATA_DIR/outbox: one per buyer, not two.
      const files = (await readdir(path.join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
      const heads = await Promise.all(files.map(async (f) => (await readFile(path.join(dataDir, 'outbox', f), 'utf8')).split(/\r?\n\r?\n/)[0] ?? ''));
      for (const recipient of recipients) {
        expect(
          heads.filter((head) => head.includes(`To: ${recipient}`)),
          recipient,
        ).toHaveLength(1);
      }
    },
    TIMEOUT,
  );

  it(
    'loses nothing committed and leaves nothing half-written when one process is killed during a booking burst',
    async () => {
      const buyers: TTestUser[] = [];
      for (let i = 0; i < 60; i++) buyers.push(await createTestUser(database.db, { name: `Burst buyer ${i}` }));
      const { ticketId, eventId } = await createTicketType(
        database.db,
        { price: 2500, total: 100_000, coinsOnPurchase: 150, perBuyerLimit: null },
        { name: 'Burst concert' },
      );

      // Buyers book back to back on both processes; once process 0 has confirmed 20 bookings (so the kill lands
      // mid-burst, whatever this machine's speed) it is SIGKILLed, and the burst goes on 2 s on process 1.
      const outcomes: TOutcome[] = [];
      let killedAt = 0;
      const giveUpAt = Date.now() + 60_000;
      const running = () => Date.now() < giveUpAt && (killedAt === 0 || Date.now() < killedAt + 2_000);
      await Promise.all(
        buyers.map(async (buyer, i) => {
          while (running()) {
            const via = killedAt ? 1 : i % 2;
            const outcome = await book(servers[via]!, via, buyer.token, ticketId);
            outcomes.push(outcome);
            if (!killedAt && outcomes.filter((o) => o.via === 0 && o.status === 201).length >= 20) {
              killedAt = Date.now();
              servers[0]!.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(killedAt).toBeGreaterThan(0);
      await servers[0]!.exited;

      const acknowledged = outcomes.filter((o) => o.status === 201);
      expect(acknowledged.filter((o) => o.via === 0).length).toBeGreaterThan(0);
      expect(acknowledged.filter((o) => o.via === 1).length).toBeGreaterThan(0);
      // Only 201s: seats and per-buyer limits are ample; requests cut off by the kill get no answer at all.
      expect(outcomes.filter((o) => o.status !== 201 && o.status !== 0)).toEqual([]);

      // Nothing committed is lost: every acknowledged (booked and paid) booking is in the database, paid.
      const ids = acknowledged.map((o) => o.bookingId!);
      const found = await database.db.execute<{ n: string }>(
        sql`select count(*) as n from bookings where status = 'active' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(Number(found.rows[0]!.n)).toBe(ids.length);

      // Nothing is half-written: seats sold, paid booking rows, invoices, the event summary and the coin ledger
      // agree. A checkout the kill cut off between its hold and its payment stays a whole pending hold (its
      // seat held until it lapses), never a booking half paid.
      const seats = await seatsOf(database.db, ticketId);
      const byStatus = await bookingsByStatus(database, ticketId);
      expect(Object.keys(byStatus).filter((s) => s !== 'active' && s !== 'pending')).toEqual([]);
      const paidSeats = byStatus.active ?? 0;
      expect(seats.sold).toBe(paidSeats);
      expect(paidSeats).toBeGreaterThanOrEqual(ids.length);
      const mismatched = await database.db.execute<{ n: string }>(sql`
      select count(*) as n from bookings b join invoices i on i.id = b.invoice_id
      where b.ticket_id = ${ticketId} and not ((b.status = 'active' and i.status = 'paid' and b.code is not null) or (b.status = 'pending' and i.status = 'pending' and b.code is null))`);
      expect(Number(mismatched.rows[0]!.n)).toBe(0);
      const check = await database.db.execute<Record<string, string>>(sql`
      select
        (select count(*) from bookings b where b.ticket_id = ${ticketId}
           and not exists (select 1 from invoices i where i.id = b.invoice_id)) as bookings_without_invoice,
        (select count(*) from invoices i where i.user_id in (select user_id from bookings where ticket_id = ${ticketId})
           and not exists (select 1 from bookings b where b.invoice_id = i.id)) as invoices_without_booking,
        (select coalesce(sum(i.total), 0) from invoices i where i.status = 'paid' and i.id in (select invoice_id from bookings where ticket_id = ${ticketId})) as invoiced,
        (select count(*) from users u where u.coins <> coalesce((select sum(c.amount) from coin_transactions c where c.user_id = u.id), 0)) as users_off_ledger,
        (select coalesce(sum(c.amount), 0) from coin_transactions c where c.kind = 'purchase' and c.event_id = ${eventId}) as coins_credited,
        (select tickets_sold from events where id = ${eventId}) as event_summary_sold`);
      const row = check.rows[0]!;
      expect(Number(row.bookings_without_invoice)).toBe(0);
      expect(Number(row.invoices_without_booking)).toBe(0);
      expect(Number(row.users_off_ledger)).toBe(0);
      expect(Number(row.coins_credited)).toBe(150 * paidSeats);
      expect(Number(row.event_summary_sold)).toBe(seats.sold);
      // 2.500 OMR + 15 % VAT per single-ticket paid invoice.
      expect(Number(row.invoiced)).toBe(Math.round(2500 * 1.15) * paidSeats);

      // The surviving process still sells.
      const after = await book(servers[1]!, 1, buyers[0]!.token, ticketId);
      expect(after.status).toBe(201);
    },
    TIMEOUT,
  );
});

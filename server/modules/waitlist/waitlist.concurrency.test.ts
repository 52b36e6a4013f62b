import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Exactly one offer per freed seat (docs/architecture.md §11 Waitlist): two apps on one database act as two server
 * processes, each with its own waitlist worker; a freed seat is offered once, whichever worker gets there, also
 * when both run at the same moment, and a public hold racing them never takes it. PGlite and PostgreSQL (where
 * the two apps' transactions truly run at once).
 */

let one: TestApp;
let two: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  one = await createTestApp({ paymentReconciler: false, waitlistWorker: false, manualOutbox: true });
  two = await createTestApp({ paymentReconciler: false, waitlistWorker: false, manualOutbox: true, database: one.database });
  admin = await createTestUser(one.app.db, { roleId: 1 });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

async function counts(ticketId: number): Promise<{ offered: number; waiting: number; held: number }> {
  const result = await one.app.db.execute<{ offered: number | string; waiting: number | string; held: number | string }>(sql`
    select (select count(*) from waitlist_entries where ticket_id = ${ticketId} and status = 'offered') as offered,
      (select count(*) from waitlist_entries where ticket_id = ${ticketId} and status = 'waiting') as waiting,
      (select count(*) from bookings where ticket_id = ${ticketId} and status = 'pending') as held`);
  const row = result.rows[0];
  return { offered: Number(row?.offered), waiting: Number(row?.waiting), held: Number(row?.held) };
}

describe('two workers on one database', () => {
  it('make one offer per freed seat, however they race', async () => {
    for (let round = 0; round < 5; round++) {
      const { ticketId } = await createTicketType(one.app.db, { total: 2, price: 5000 });
      const bookingIds: number[] = [];
      for (let i = 0; i < 2; i++) {
        const buyer = await createTestUser(one.app.db);
        const res = await bookPaid(one.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } });
        bookingIds.push(res.json().data.bookings[0].id);
      }
      for (let i = 0; i < 4; i++) {
        const waiting = await createTestUser(one.app.db);
        const res = await one.app.inject({ method: 'POST', url: `/api/tickets/${ticketId}/waitlist`, headers: bearerOf(waiting), payload: { quantity: 1 } });
        expect(res.statusCode, res.body).toBe(201);
      }
      const cancel = await one.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingIds[0]}/cancel`,
        headers: bearerOf(admin),
        payload: { reason: 'Freed' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);

      // Both workers, and a public buyer, at once.
      const buyer = await createTestUser(two.app.db);
      const [a, b, publicHold] = await Promise.all([
        one.app.waitlist.runOnce(),
        two.app.waitlist.runOnce(),
        two.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } }),
      ]);
      expect(a + b, `round ${round}`).toBe(1);
      expect(publicHold.statusCode).toBe(409);
      expect(await counts(ticketId)).toEqual({ offered: 1, waiting: 3, held: 1 });
      // Nothing more to offer on either.
      expect((await one.app.waitlist.runOnce()) + (await two.app.waitlist.runOnce())).toBe(0);
    }
  });
});

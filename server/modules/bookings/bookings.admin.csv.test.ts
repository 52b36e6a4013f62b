import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestUser, createTicketType, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { muscatDateOf } from '../../lib/time';
import { bookTickets } from '../scans/scans.test-support';

/* The CSV export of an event's bookings (docs/product.md §7). */

let t: TestApp;
let admin: TTestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function exportCsv(eventId: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/bookings.csv${query}`, headers: bearerOf(admin) });
}

describe('GET admin/events/:id/bookings.csv', () => {
  it('lists every booking oldest first, quoted per RFC 4180, formulas made inert, with a BOM and a file name', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { name: 'Floor, front', nameAr: 'أمامي', usageLimit: 2 });
    const attacker = await createTestUser(t.app.db, { name: '=HYPERLINK("http://evil.example","Click")' });
    const quoted = await createTestUser(t.app.db, { name: 'Khalid "KJ" Al-Amri' });
    const first = await bookTickets(t, attacker, ticketId, 1);
    const second = await bookTickets(t, quoted, ticketId, 1);
    await t.app.db.execute(sql`update bookings set created_at = '2026-01-10T18:05:00Z', used_count = 1 where id = ${first[0]!.id}`);
    await t.app.db.execute(sql`update bookings set created_at = '2026-01-11T08:00:00Z' where id = ${second[0]!.id}`);
    await t.app.inject({ method: 'POST', url: `/api/admin/bookings/${second[0]!.id}/cancel`, headers: bearerOf(admin), payload: { reason: 'x' } });
    const numbers = await t.app.db.execute<{ booking_number: string; valid_until: string }>(
      sql`select booking_number, to_char((valid_until at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD HH24:MI') as valid_until from bookings where event_id = ${eventId} order by id`,
    );
    const [n1, n2] = numbers.rows;

    const res = await exportCsv(eventId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${eventId}-bookings-${muscatDateOf(t.clock.now())}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Booking number,Ticket,Customer,Email,Used,Limit,Status,Valid until (Muscat),Created (Muscat),Bought by',
      `${n1!.booking_number},"Floor, front","'=HYPERLINK(""http://evil.example"",""Click"")",${attacker.email},1,2,Active,${n1!.valid_until},2026-01-10 22:05,`,
      `${n2!.booking_number},"Floor, front","Khalid ""KJ"" Al-Amri",${quoted.email},0,2,Cancelled,${n2!.valid_until},2026-01-11 12:00,`,
      '',
    ]);
  });

  it('writes headers, statuses and ticket names in Arabic for an Arabic reader', async () => {
    const { eventId, ticketId } = await createTicketType(t.app.db, { name: 'Balcony', nameAr: 'الشرفة' });
    await bookTickets(t, await createTestUser(t.app.db, { name: 'سالم' }), ticketId, 1);
    const res = await exportCsv(eventId, '?lang=ar');
    const [header, row] = res.body.slice(1).split('\r\n');
    expect(header).toBe('رقم الحجز,التذكرة,العميل,البريد الإلكتروني,الاستخدامات,الحد,الحالة,صالحة حتى (بتوقيت مسقط),تاريخ الإنشاء (بتوقيت مسقط),المشتري');
    expect(row?.split(',').slice(1, 3)).toEqual(['الشرفة', 'سالم']);
    expect(row?.split(',')[6]).toBe('نشطة');
  });

  it('answers 404 (as JSON) for an unknown event', async () => {
    const res = await exportCsv(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('events.not_found');
  });
});

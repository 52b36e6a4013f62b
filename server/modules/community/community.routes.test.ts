import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/contact', () => {
  it('stores the message for the team with its locale, and answers its id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Salim', email: 'salim@example.om', phone: '', subject: 'Group booking', message: 'Twenty seats, please.', locale: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: expect.any(Number) }, message: 'Message sent successfully' });
    const stored = await t.app.db.execute<{ subject: string; phone: string | null; locale: string }>(
      sql`select subject, phone, locale from contact_messages where id = ${res.json().data.id}`,
    );
    expect(stored.rows).toEqual([{ subject: 'Group booking', phone: null, locale: 'ar' }]);
  });
});

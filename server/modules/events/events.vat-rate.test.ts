import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, DAY } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { VAT_RATE: '0.05' } });
});
afterAll(async () => t?.close());

describe('GET /api/events/{id} vat_rate', () => {
  it('is the configured VAT_RATE in percent, so the booking screen totals what the invoice will charge', async () => {
    const id = await createEvent(t.app.db, { name: 'Khareef Nights', start: new Date(Date.now() + 5 * DAY), tickets: [{ price: 2000 }] });
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vat_rate).toBe(5);
  });
});

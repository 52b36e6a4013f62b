import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../db/test-db';
import { bearerOf, createTestUser, createTicketType, HOUR } from '../test/fixtures';
import { bookTickets, scanOf, upload } from '../modules/scans/scans.test-support';

/* GET /metrics (Prometheus text, behind METRICS_TOKEN) and GET /api/ready (docs/architecture.md §12). */

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, rateLimits: { loginPerIp: { max: 1, timeWindow: '1 minute' } } });
  plain = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

async function scrape(app: TestApp = t, token: string | null = TOKEN) {
  return app.app.inject({ method: 'GET', url: '/metrics', headers: token === null ? {} : { authorization: `Bearer ${token}` } });
}

/** The value of one sample line, e.g. `outbox_pending` or `bookings_created_total{kind="hold"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 404 without METRICS_TOKEN, 401 without the right token', async () => {
    expect((await scrape(plain)).statusCode).toBe(404);
    expect((await scrape(t, null)).statusCode).toBe(401);
    expect((await scrape(t, 'metrics-token-for-the-testz')).statusCode).toBe(401);
  });

  it('times requests by route pattern and status, and counts holds, scans, refusals, the outbox backlog and process figures', async () => {
    const buyer = await createTestUser(t.app.db);
    const staff = await createTestUser(t.app.db, { roleId: 3 });
    const { eventId, ticketId } = await createTicketType(t.app.db, { price: 2000 }, { startsInMs: -HOUR, durationMs: 4 * HOUR });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).statusCode).toBe(200);
    const [booked] = await bookTickets(t, buyer, ticketId, 1);
    await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity: 1 } });
    await upload(t, staff, eventId, [scanOf(booked!.code), scanOf('not a ticket')]);
    const attempts = [];
    for (let i = 0; i < 2; i++)
      attempts.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '10.9.8.7',
            payload: { login: 'nobody@example.om', password: 'wrong-password' },
          })
        ).statusCode,
      );
    expect(attempts).toEqual([401, 429]);
    // A message waiting for its next attempt, an hour old.
    await t.app.db.execute(sql`
      insert into outbox (kind, recipient, subject, body, status, next_attempt_at, expires_at, created_at)
      values ('mail', 'late@example.om', 'Late', 'Late', 'pending', now() + interval '1 hour', now() + interval '1 day', now() - interval '1 hour')`);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/events/:id",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`route="/api/events/${eventId}"`);
    expect(sample(text, 'bookings_created_total{kind="hold"}')).toBe(2);
    expect(sample(text, 'scans_received_total{result="accepted"}')).toBe(1);
    expect(sample(text, 'scans_received_total{result="conflict"}')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{route="/api/auth/login"}')).toBe(1);
    expect(sample(text, 'checkout_holds_live')).toBe(1);
    expect(sample(text, 'outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3500);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database answers (Redis off without REDIS_URL), and 503 once it does not', async () => {
    const ready = await plain.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', database: 'ok', redis: 'off' });
    const database = await createTestDatabase();
    const gone = await createTestApp({ database });
    await database.close();
    const down = await gone.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 'service.unavailable', data: { status: 'not_ready', database: 'down' } });
    await gone.close().catch(() => undefined);
  });
});

/**
 * Door scanner sync (docs/architecture.md §8: 10,000 queued scans synced in ≤ 10 s with zero duplicates
 * after forced retries). Run: `npx tsx bench/scanner-sync.ts` (in-memory PGlite) or with DATABASE_URL
 * (PostgreSQL; its schema is wiped). BENCH_SCANS (10000), BENCH_BATCH (500, what the device sends).
 *
 * A device comes back online holding BENCH_SCANS accepted scans of distinct single-use tickets. It
 * uploads them in batches over HTTP; every batch is sent twice (the first answer "lost"), as a flaky
 * connection would. The figure is the wall time until the queue is empty; afterwards the database must
 * hold each scan once and one use per ticket.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TScanUploadItem } from '../contract/scans';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { signTicketCode, ticketCodePayloadOf } from '../server/modules/tickets/tickets.code';
import { createTestUser, createTicketType } from '../server/test/fixtures';
import { openBenchDatabase } from './bench-db';

const SCANS = Number(process.env.BENCH_SCANS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const HOUR = 60 * 60 * 1000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
  const database = await openBenchDatabase();
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = database.db;

  const staff = await createTestUser(db, { roleId: 3, name: 'Bench door staff' });
  const holder = await createTestUser(db, { name: 'Bench attendee' });
  const { eventId, ticketId } = await createTicketType(db, { total: SCANS, usageLimit: 1, coinsOnUsage: 10 }, { startsInMs: -HOUR, durationMs: 6 * HOUR });
  const inserted = await db.execute<{ id: number; valid_from: string | null; valid_until: string | null }>(sql`
    with inv as (insert into invoices (user_id, subtotal, vat, total, vat_rate_bp, status) values (${holder.id}, 0, 0, 0, 1500, 'paid') returning id)
    insert into bookings (invoice_id, user_id, ticket_id, event_id, code, usage_limit, holder_name, holder_email, unit_price)
    select inv.id, ${holder.id}, ${ticketId}, ${eventId}, 'pending-' || g, 1, 'Guest ' || g, 'guest@example.om', 0
    from inv cross join generate_series(1, ${SCANS}::int) g
    returning id, valid_from, valid_until`);
  const codes = inserted.rows.map((r) =>
    signTicketCode(
      app.signingKey,
      ticketCodePayloadOf({
        id: Number(r.id),
        eventId,
        ticketId,
        usageLimit: 1,
        validFrom: r.valid_from ? new Date(r.valid_from) : null,
        validUntil: r.valid_until ? new Date(r.valid_until) : null,
      }),
    ),
  );
  await db.execute(sql`
    update bookings b set code = c.code from jsonb_to_recordset(${JSON.stringify(inserted.rows.map((r, i) => ({ id: Number(r.id), code: codes[i] })))}::jsonb) as c(id int, code text)
    where b.id = c.id`);

  const scans: TScanUploadItem[] = codes.map((code) => ({
    scan_id: randomUUID(),
    code,
    decision: 'accepted',
    reason: null,
    scanned_at: new Date().toISOString(),
    device_id: 'bench-gate',
  }));
  const post = async (batch: TScanUploadItem[]) => {
    const res = await fetch(`${base}/api/admin/events/${eventId}/scans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ scans: batch }),
    });
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { data: { results: { duplicate: boolean }[] } };
  };

  console.log(
    `database: ${database.kind}; ${SCANS} scans in batches of ${BATCH}, each batch sent twice; node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const started = performance.now();
  let duplicatesAnswered = 0;
  for (let i = 0; i < scans.length; i += BATCH) {
    const batch = scans.slice(i, i + BATCH);
    await post(batch); // this answer is "lost"
    duplicatesAnswered += (await post(batch)).data.results.filter((r) => r.duplicate).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const check = await db.execute<{ usages: string; distinct_scans: string; uses: string }>(sql`
    select (select count(*) from ticket_usages where event_id = ${eventId}) as usages,
      (select count(distinct scan_id) from ticket_usages where event_id = ${eventId}) as distinct_scans,
      (select sum(used_count) from bookings where event_id = ${eventId}) as uses`);
  const row = check.rows[0];
  console.log(`synced ${SCANS} scans in ${seconds.toFixed(2)} s (${Math.round(SCANS / seconds)} scans/s, budget 10 s)`);
  console.log(`usages ${row?.usages}, distinct scan ids ${row?.distinct_scans}, uses ${row?.uses}, re-sent answered as duplicates ${duplicatesAnswered}`);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();

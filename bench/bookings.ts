/**
 * Bookings on one hot ticket type through the API (docs/architecture.md §8: ≥ 300 bookings/s, zero oversell):
 * free tickets, so each booking is paid at once (priced tickets go through the checkout: bench/checkout.ts).
 * Run: `npx tsx bench/bookings.ts` (in-memory PGlite) or with DATABASE_URL set (PostgreSQL; that
 * database's schema is wiped and recreated). Options: BENCH_SECONDS (10), BENCH_CONCURRENCY (16),
 * BENCH_USERS (200), BENCH_TOTAL (seats of the hot ticket type, 50000).
 * Client and server share this machine's cores, so the figures are a floor, not a ceiling.
 *
 * Every booking queues its confirmation mail in the outbox (docs/architecture.md §4 Outbox); mail goes
 * over SMTP to a local SMTP server in a process of its own.
 * Phase 1, throughput, side by side: a closed loop of single-ticket bookings by many buyers for
 * BENCH_SECONDS with the outbox worker stopped (mail off: queued, not sent), the backlog's delivery
 * rate, then the same loop with the worker sending as it goes (mail on), and the ratio of the two.
 * Phase 2, sell-out: a small ticket type (500 seats) hammered until it is gone, to show that the last
 * seats go exactly once.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { OpenedDatabase } from '../server/db/client';
import { createTestUser, createTicketType, seatsOf, type TTestUser } from '../server/test/fixtures';
import { startTestSmtpServer } from '../server/test/outbox';
import { openBenchDatabase } from './bench-db';
import { percentile, requestJson } from './http-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 50_000);
const SELL_OUT_SEATS = 500;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Outcome = { status: number; code: string | null; ms: number };

function postBooking(base: string, token: string, ticketId: number): Promise<Outcome> {
  return requestJson(agent, base, 'POST', '/api/bookings', { authorization: `Bearer ${token}` }, { ticket_id: ticketId, quantity: 1 });
}

type TRunRequest = { base: string; tokens: string[]; ticketId: number; seconds: number; concurrency: number; untilSoldOut: boolean };
type TRunResult = { results: Outcome[]; seconds: number; cpuShare: number };

/** `concurrency` clients booking back to back until the deadline or, with `untilSoldOut`, the first sold-out answer each. */
async function load(request: TRunRequest): Promise<{ results: Outcome[]; seconds: number }> {
  const deadline = performance.now() + request.seconds * 1000;
  const results: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: request.concurrency }, async () => {
      while (performance.now() < deadline) {
        const token = request.tokens[next++ % request.tokens.length]!;
        const outcome = await postBooking(request.base, token, request.ticketId);
        results.push(outcome);
        if (request.untilSoldOut && outcome.code === 'bookings.sold_out') return;
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

/**
 * The load runs in a child process (this file with the argument `client`), so the clients' HTTP work
 * does not share the server's event loop; cpuShare is the server process's own CPU use.
 */
function run(client: ChildProcess, request: Omit<TRunRequest, 'concurrency'>): Promise<TRunResult> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    client.once('message', (message) => {
      const used = process.cpuUsage(cpu);
      const done = message as { results: Outcome[]; seconds: number };
      resolve({ ...done, cpuShare: (used.user + used.system) / 1e6 / ((performance.now() - started) / 1000) });
    });
    client.once('error', reject);
    client.send({ ...request, concurrency: CONCURRENCY } satisfies TRunRequest);
  });
}

function summary(label: string, r: { results: Outcome[]; seconds: number; cpuShare: number }): string {
  const created = r.results.filter((o) => o.status === 201);
  const latencies = created.map((o) => o.ms).sort((a, b) => a - b);
  const others = new Map<string, number>();
  for (const o of r.results) if (o.status !== 201) others.set(`${o.status} ${o.code}`, (others.get(`${o.status} ${o.code}`) ?? 0) + 1);
  const rest = [...others].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
  return (
    `${label}: ${created.length} bookings in ${r.seconds.toFixed(1)} s = ${(created.length / r.seconds).toFixed(0)} bookings/s, ` +
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; other answers: ${rest}; ` +
    `server process CPU ${(r.cpuShare * 100).toFixed(0)} % of a core`
  );
}

async function oversell(database: OpenedDatabase, ticketId: number, created: number): Promise<string> {
  const seats = await seatsOf(database.db, ticketId);
  const over = Math.max(0, seats.sold - seats.total);
  const consistent = seats.sold === seats.bookings && seats.bookings === created;
  return `  sold ${seats.sold} / total ${seats.total}, bookings rows ${seats.bookings}, 201 answers ${created}; oversell ${over}${consistent ? '' : '  ← MISMATCH'}`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-'));
  // The SMTP server runs in a process of its own (this file with the argument `smtp`), as a relay would.
  const relay = fork(fileURLToPath(import.meta.url), ['smtp'], { stdio: 'inherit' });
  const smtpPort = await new Promise<number>((resolve) => relay.once('message', (m) => resolve((m as { port: number }).port)));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const database = await openBenchDatabase();
  // The worker starts after the mail-off run.
  const app = await buildApp(config, { database, logger: false, outboxWorker: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const users: TTestUser[] = [];
  for (let i = 0; i < USERS; i++) users.push(await createTestUser(database.db, { name: `Bench buyer ${i + 1}` }));
  const tokens = users.map((u) => u.token);
  // Free tickets: a booking that is paid at once (a priced one is a checkout: bench/checkout.ts measures those).
  const hot = await createTicketType(database.db, { price: 0, total: TOTAL, coinsOnPurchase: 100 }, { name: 'Hot concert' });
  const small = await createTicketType(database.db, { price: 0, total: SELL_OUT_SEATS }, { name: 'Small venue' });
  const warm = await createTicketType(database.db, { price: 0, total: 1_000_000 }, { name: 'Warm-up' });
  // process.execArgv carries tsx's loader, so the child runs this same TypeScript file.
  const client = fork(fileURLToPath(import.meta.url), ['client'], { stdio: 'inherit' });

  console.log(
    `database: ${database.kind}; ${USERS} buyers, concurrency ${CONCURRENCY}, ${SECONDS} s; ` +
      `node ${process.version}, ${os.cpus().length} cores, ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  await run(client, { base, tokens, ticketId: warm.ticketId, seconds: 2, untilSoldOut: false });

  // Mail off: the warm-up's mails go first, so the worker has nothing in hand when the mail-on run starts.
  await app.outbox.drain();
  const off = await run(client, { base, tokens, ticketId: hot.ticketId, seconds: SECONDS, untilSoldOut: false });
  const offCreated = off.results.filter((o) => o.status === 201).length;
  console.log(summary('hot ticket type, mail off (queued, worker stopped)', off));
  const drainStarted = performance.now();
  const drained = await app.outbox.drain();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  console.log(
    `  outbox backlog: ${drained.sent} mails sent over SMTP in ${drainSeconds.toFixed(1)} s = ${(drained.sent / drainSeconds).toFixed(0)} mails/s (${drained.retrying} to retry)`,
  );

  app.outbox.start();
  const on = await run(client, { base, tokens, ticketId: hot.ticketId, seconds: SECONDS, untilSoldOut: false });
  const onCreated = on.results.filter((o) => o.status === 201).length;
  console.log(summary('hot ticket type, mail on (worker sending)', on));
  const rate = (r: TRunResult) => r.results.filter((o) => o.status === 201).length / r.seconds;
  console.log(`  mail on / mail off: ${(rate(on) / rate(off)).toFixed(2)} (${rate(on).toFixed(0)} vs ${rate(off).toFixed(0)} bookings/s)`);
  console.log(await oversell(database, hot.ticketId, offCreated + onCreated));
  const caughtUp = performance.now();
  await app.outbox.drain();
  const sent = await relayCount(relay);
  const booked = Number((await database.db.execute<{ n: number | string }>(sql`select count(*) as n from invoices`)).rows[0]?.n);
  console.log(
    `  confirmations: ${sent} mails received by the SMTP server for ${booked} bookings (${((performance.now() - caughtUp) / 1000).toFixed(1)} s after the run to catch up)`,
  );

  const sellOut = await run(client, { base, tokens, ticketId: small.ticketId, seconds: 60, untilSoldOut: true });
  console.log(summary(`sell-out of ${SELL_OUT_SEATS} seats`, sellOut));
  console.log(await oversell(database, small.ticketId, sellOut.results.filter((o) => o.status === 201).length));

  client.disconnect();
  await app.close();
  relay.kill();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

/** How many mails the relay process has received. */
function relayCount(relay: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    relay.once('message', (m) => resolve((m as { count: number }).count));
    relay.send('count');
  });
}

if (process.argv[2] === 'smtp') {
  const smtp = await startTestSmtpServer();
  process.send?.({ port: smtp.port });
  process.on('message', () => process.send?.({ count: smtp.messages.length }));
  process.on('disconnect', () => process.exit(0));
} else if (process.argv[2] === 'client') {
  process.on('message', (message) => {
    void load(message as TRunRequest).then((done) => process.send?.(done));
  });
  process.on('disconnect', () => {
    agent.destroy();
  });
} else {
  await main();
}

/**
 * The checkout on one hot ticket type (docs/architecture.md §8, §9: ≥ 300 holds/s and ≥ 300 confirmations/s,
 * zero oversell, two processes on one PostgreSQL).
 * Run: `npx tsx bench/checkout.ts` (one in-process server on in-memory PGlite) or with DATABASE_URL set (two
 * `npm start` processes on that PostgreSQL, whose schema is wiped). Options: BENCH_SECONDS (10),
 * BENCH_CONCURRENCY (16), BENCH_USERS (200).
 * Client and servers share this machine's cores, so the figures are a floor.
 *
 * Phase 1, holds: a closed loop of single-seat checkouts (POST /api/bookings on a priced ticket type: a
 * pending invoice, its held seat, and a session on the built-in test gateway) spread over the processes.
 * Phase 2, confirmations: every hold of phase 1 paid on the test gateway's page (its form POST confirms
 * through the same function as a webhook: session re-read, codes signed, seats sold, coins, mail queued).
 * Phase 3, sell-out: 500 seats held by buyers until none is left, then all paid: exactly 500 sold.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTestUser, createTicketType, seatsOf } from '../server/test/fixtures';
import { startServerProcess, type TServerProcess } from '../server/test/server-process';
import { openBenchDatabase } from './bench-db';
import { percentile } from './http-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const SELL_OUT_SEATS = 500;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Outcome = { status: number; body: string; ms: number };

function request(base: string, method: string, pathname: string, headers: Record<string, string>, body: string | null): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      new URL(pathname, base),
      { method, agent, headers: body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }));
    if (body !== null) req.write(body);
    req.end();
  });
}

function hold(base: string, token: string, ticketId: number): Promise<Outcome> {
  return request(
    base,
    'POST',
    '/api/bookings',
    { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    JSON.stringify({ ticket_id: ticketId, quantity: 1 }),
  );
}

function pay(base: string, redirectUrl: string): Promise<Outcome> {
  return request(base, 'POST', new URL(redirectUrl).pathname, { 'content-type': 'application/x-www-form-urlencoded' }, 'action=pay');
}

type TLoop<T> = { outcomes: { outcome: Outcome; item: T }[]; seconds: number };

/** `concurrency` clients back to back until the deadline, or until `items` run out, or each client's `stop`. */
async function loop<T>(work: (i: number) => Promise<{ outcome: Outcome; item: T }> | null, seconds: number, stop?: (o: Outcome) => boolean): Promise<TLoop<T>> {
  const deadline = performance.now() + seconds * 1000;
  const outcomes: { outcome: Outcome; item: T }[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const job = work(next++);
        if (!job) return;
        const done = await job;
        outcomes.push(done);
        if (stop?.(done.outcome)) return;
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

function line(label: string, run: TLoop<unknown>, ok: (o: Outcome) => boolean, unit: string): { rate: number; text: string } {
  const good = run.outcomes.filter((x) => ok(x.outcome));
  const latencies = good.map((x) => x.outcome.ms).sort((a, b) => a - b);
  const others = new Map<string, number>();
  for (const { outcome } of run.outcomes) {
    if (ok(outcome)) continue;
    let code = '';
    try {
      code = JSON.parse(outcome.body).code ?? '';
    } catch {
      code = outcome.body.slice(0, 40);
    }
    others.set(`${outcome.status} ${code}`, (others.get(`${outcome.status} ${code}`) ?? 0) + 1);
  }
  const rate = good.length / run.seconds;
  const rest = [...others].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none';
  return {
    rate,
    text: `${label}: ${good.length} in ${run.seconds.toFixed(1)} s = ${rate.toFixed(0)} ${unit}, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; other answers: ${rest}`,
  };
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-checkout-'));
  const processes: TServerProcess[] = [];
  let bases: string[];
  let closeInProcess: (() => Promise<void>) | null = null;
  if (database.kind === 'postgres') {
    // Two production processes on the one database, as a deployment behind a load balancer.
    const env = { DATABASE_URL: process.env.DATABASE_URL, DEMO_DATA: '0', DATA_DIR: dataDir, PAYMENT_RECONCILE_SECONDS: '3600', LOG_LEVEL: 'warn' };
    processes.push(await startServerProcess(env), await startServerProcess(env));
    bases = processes.map((p) => p.base);
  } else {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      PAYMENT_RECONCILE_SECONDS: '3600',
    });
    const app = await buildApp(config, { database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    bases = [`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`];
    closeInProcess = () => app.close();
  }

  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push((await createTestUser(database.db, { name: `Bench buyer ${i + 1}` })).token);
  const hot = await createTicketType(database.db, { price: 7500, total: 1_000_000, coinsOnPurchase: 100 }, { name: 'Hot concert' });
  const small = await createTicketType(database.db, { price: 2500, total: SELL_OUT_SEATS }, { name: 'Small venue' });
  const warm = await createTicketType(database.db, { price: 1000, total: 1_000_000 }, { name: 'Warm-up' });
  console.log(
    `database: ${database.kind}; ${bases.length} server process(es); ${USERS} buyers, concurrency ${CONCURRENCY}, ${SECONDS} s; ` +
      `node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  const baseOf = (i: number) => bases[i % bases.length]!;
  const redirect = (o: Outcome): string | null => (o.status === 201 ? (JSON.parse(o.body).data.payment?.redirect_url ?? null) : null);

  await loop((i) => hold(baseOf(i), tokens[i % tokens.length]!, warm.ticketId).then((outcome) => ({ outcome, item: i })), 2);

  const holds = await loop((i) => hold(baseOf(i), tokens[i % tokens.length]!, hot.ticketId).then((outcome) => ({ outcome, item: i })), SECONDS);
  const held = line('holds, one hot ticket type', holds, (o) => o.status === 201, 'holds/s');
  console.log(held.text);

  const pages = holds.outcomes.map((x) => redirect(x.outcome)).filter((u): u is string => u !== null);
  const confirms = await loop((i) => (i < pages.length ? pay(baseOf(i), pages[i]!).then((outcome) => ({ outcome, item: i })) : null), 600);
  const confirmed = line('confirmations through the test gateway', confirms, (o) => o.status === 303, 'confirmations/s');
  console.log(confirmed.text);
  const hotSeats = await seatsOf(database.db, hot.ticketId);
  const paidHot = Number(
    (await database.db.execute<{ n: number | string }>(sql`select count(*) as n from bookings where ticket_id = ${hot.ticketId} and status = 'active'`)).rows[0]
      ?.n,
  );
  console.log(
    `  hot ticket type: sold ${hotSeats.sold}, active bookings ${paidHot}, holds answered ${pages.length}${hotSeats.sold === pages.length && paidHot === pages.length ? '' : '  ← MISMATCH'}`,
  );

  const sellOut = await loop(
    (i) => hold(baseOf(i), tokens[i % tokens.length]!, small.ticketId).then((outcome) => ({ outcome, item: i })),
    120,
    (o) => o.status === 409,
  );
  const smallPages = sellOut.outcomes.map((x) => redirect(x.outcome)).filter((u): u is string => u !== null);
  console.log(line(`sell-out of ${SELL_OUT_SEATS} seats (holds)`, sellOut, (o) => o.status === 201, 'holds/s').text);
  await loop((i) => (i < smallPages.length ? pay(baseOf(i), smallPages[i]!).then((outcome) => ({ outcome, item: i })) : null), 600);
  const smallSeats = await seatsOf(database.db, small.ticketId);
  const over = Math.max(0, smallSeats.sold - smallSeats.total) + Math.max(0, smallPages.length - SELL_OUT_SEATS);
  console.log(`  sell-out: ${smallPages.length} holds for ${SELL_OUT_SEATS} seats, sold ${smallSeats.sold} after paying them all; oversell ${over}`);

  for (const p of processes) await p.stop();
  await closeInProcess?.();
  agent.destroy();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

await main();

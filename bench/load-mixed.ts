/**
 * Mixed traffic against two server processes on one PostgreSQL (docs/architecture.md §8):
 * BENCH_CONNECTIONS (200) clients, each its own keep-alive connection, for BENCH_SECONDS (60), spread over
 * both processes, browsing (events list with filters, event pages), signing in, booking one hot ticket type
 * and reading My Tickets. Reports p50/p99 per kind and overall, the 5xx count (must be 0), refusals by
 * code, and the seat count against the bookings (no oversell). Each client sends its own X-Forwarded-For
 * (TRUST_PROXY=1), as real buyers behind a load balancer would, so per-IP limits apply per client.
 * Run: `DATABASE_URL=postgres://… npm run bench:load` (that database is WIPED). PostgreSQL only.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { createEvent, createTestUser, createTicketType, DAY, seatsOf, type TTestUser } from '../server/test/fixtures';
import { startServerProcess, type TServerProcess } from '../server/test/server-process';
import { openBenchDatabase } from './bench-db';
import { percentile, requestJson } from './http-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const PASSWORD = 'load-test-pass-1';

type TKind = 'list' | 'event' | 'login' | 'book' | 'my-tickets';
type TSample = { kind: TKind; status: number; code: string | null; ms: number };
/** Share of each kind of request (sums to 1): mostly browsing, as an on-sale looks. */
const MIX: [TKind, number][] = [
  ['list', 0.4],
  ['event', 0.25],
  ['my-tickets', 0.15],
  ['book', 0.15],
  ['login', 0.05],
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function pick(): TKind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    if ((r -= share) <= 0) return kind;
  }
  return 'list';
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('bench/load-mixed.ts needs DATABASE_URL (PostgreSQL): two processes cannot share an embedded PGlite.');
    process.exit(2);
  }
  const database = await openBenchDatabase();
  const users: TTestUser[] = [];
  for (let i = 0; i < CONNECTIONS; i++) users.push(await createTestUser(database.db, { name: `Load buyer ${i + 1}`, coins: 0 }));
  await database.db.execute(sql`update users set password_hash = ${await hash(PASSWORD)}`);
  const eventIds: number[] = [];
  for (let i = 0; i < 24; i++) {
    eventIds.push(
      await createEvent(database.db, {
        name: `Load evening ${i + 1}`,
        location: i % 2 ? 'Muscat' : 'Salalah',
        start: new Date(Date.now() + (i + 2) * DAY),
        tickets: [{ price: 1000 + i * 250 }, { price: 9000 }],
      }),
    );
  }
  const hot = await createTicketType(database.db, { price: 7500, total: 1_000_000, perBuyerLimit: null }, { name: 'Hot on-sale' });
  eventIds.push(hot.eventId);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-load-'));
  const env = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir, DEMO_DATA: '0', TRUST_PROXY: '1', WEB_DIST_DIR: path.join(dataDir, 'no-web') };
  const servers: TServerProcess[] = await Promise.all([0, 1].map(() => startServerProcess(env)));
  console.log(
    `database: postgres; 2 processes; ${CONNECTIONS} connections for ${SECONDS} s; node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
  );

  const samples: TSample[] = [];
  const lists = [
    '/api/events?per_page=8',
    '/api/events?per_page=8&page=2&sort_field=price&sort_direction=asc',
    '/api/events?per_page=8&location=Muscat',
    '/api/events?per_page=8&search=evening&price[min]=0&price[max]=20',
  ];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (user, i) => {
      const base = servers[i % 2]!.base;
      const ip = { 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${7 + (i % 200)}` };
      const auth = { ...ip, authorization: `Bearer ${user.token}` };
      while (performance.now() < deadline) {
        const kind = pick();
        let r: { status: number; code: string | null; ms: number };
        if (kind === 'list') r = await requestJson(agent, base, 'GET', lists[Math.floor(Math.random() * lists.length)]!, ip);
        else if (kind === 'event') r = await requestJson(agent, base, 'GET', `/api/events/${eventIds[Math.floor(Math.random() * eventIds.length)]}`, ip);
        else if (kind === 'my-tickets') r = await requestJson(agent, base, 'GET', '/api/my-tickets', auth);
        else if (kind === 'book') r = await requestJson(agent, base, 'POST', '/api/bookings', auth, { ticket_id: hot.ticketId, quantity: 1 });
        else r = await requestJson(agent, base, 'POST', '/api/auth/login', ip, { login: user.email, password: PASSWORD });
        samples.push({ kind, ...r });
      }
    }),
  );
  const seconds = SECONDS;

  const line = (label: string, set: TSample[]) => {
    const ms = set.map((s) => s.ms).sort((a, b) => a - b);
    return `${label.padEnd(12)} ${String(set.length).padStart(7)} requests ${(set.length / seconds).toFixed(0).padStart(6)}/s  p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(ms, 99).toFixed(1).padStart(7)} ms`;
  };
  for (const [kind] of MIX)
    console.log(
      line(
        kind,
        samples.filter((s) => s.kind === kind),
      ),
    );
  console.log(line('all', samples));
  const fiveXx = samples.filter((s) => s.status >= 500).length;
  const network = samples.filter((s) => s.status === 0).length;
  const refusals = new Map<string, number>();
  for (const s of samples) if (s.status >= 400 && s.status < 500) refusals.set(`${s.status} ${s.code}`, (refusals.get(`${s.status} ${s.code}`) ?? 0) + 1);
  console.log(`5xx answers ${fiveXx} (must be 0); network errors ${network}; refusals: ${[...refusals].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  const booked = samples.filter((s) => s.kind === 'book' && s.status === 201).length;
  const seats = await seatsOf(database.db, hot.ticketId);
  console.log(
    `hot ticket: ${booked} bookings answered 201, sold ${seats.sold}, booking rows ${seats.bookings}${seats.sold === seats.bookings && seats.bookings === booked ? '' : '  ← MISMATCH'}`,
  );

  agent.destroy();
  await Promise.all(servers.map((s) => s.stop()));
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (fiveXx > 0) process.exitCode = 1;
}

await main();

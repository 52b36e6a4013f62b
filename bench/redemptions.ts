/**
 * Reward redemptions through the API: BENCH_USERS (200) buyers with coins redeem one reward back to back
 * for BENCH_SECONDS (10) at BENCH_CONCURRENCY (16), from a child process (autocannon) so the clients do not
 * share the server's event loop. Afterwards the coin ledger must agree: per user, users.coins equals the
 * ledger's sum and the last balance_after, every redemption row has exactly one ledger debit, and there are
 * at least as many rows as 201 answers.
 * Run: `npx tsx bench/redemptions.ts` (in-memory PGlite) or with DATABASE_URL (its schema is wiped).
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { rewards } from '../server/db/schema';
import { createTestUser } from '../server/test/fixtures';
import { openBenchDatabase } from './bench-db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const USERS = Number(process.env.BENCH_USERS ?? 200);

type TRequest = { base: string; tokens: string[]; rewardId: number; seconds: number };
type TResult = { created: number; other: number; errors: number; rps: number; p50: number; p99: number };

async function client(request: TRequest): Promise<TResult> {
  let next = 0;
  const result = await autocannon({
    url: request.base,
    connections: CONCURRENCY,
    duration: request.seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/rewards/${request.rewardId}/redeem`,
        setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${request.tokens[next++ % request.tokens.length]}` } }),
      },
    ],
  });
  return {
    created: result['2xx'],
    other: result.non2xx,
    errors: result.errors,
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
  const database = await openBenchDatabase();
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push((await createTestUser(database.db, { name: `Bench redeemer ${i + 1}`, coins: 10_000_000 })).token);
  const [reward] = await database.db.insert(rewards).values({ title: 'Bench coffee', cost: 100 }).returning({ id: rewards.id });
  const child = fork(fileURLToPath(import.meta.url), ['client'], { stdio: 'inherit' });
  const done = await new Promise<TResult>((resolve) => {
    child.once('message', (m) => resolve(m as TResult));
    child.send({ base, tokens, rewardId: reward!.id, seconds: SECONDS } satisfies TRequest);
  });
  child.disconnect();

  const check = await database.db.execute<{ users_off: string; redemptions: string; unpaired: string }>(sql`
    select (select count(*) from users u where u.coins <> coalesce((select sum(c.amount) from coin_transactions c where c.user_id = u.id), 0)
              or u.coins <> coalesce((select c.balance_after from coin_transactions c where c.user_id = u.id order by c.id desc limit 1), 0)) as users_off,
           (select count(*) from redemptions where reward_id = ${reward!.id}) as redemptions,
           (select count(*) from redemptions r where r.reward_id = ${reward!.id}
              and (select count(*) from coin_transactions c where c.redemption_id = r.id and c.kind = 'redemption') <> 1) as unpaired`);
  const row = check.rows[0]!;
  // Requests still in flight when the clock stops commit without being counted, so rows ≥ 201 answers.
  const mismatches = Number(row.users_off) + Number(row.unpaired) + (Number(row.redemptions) < done.created ? 1 : 0);
  console.log(`database: ${database.kind}; ${USERS} users, concurrency ${CONCURRENCY}, ${SECONDS} s; load ${os.loadavg()[0]?.toFixed(1)}`);
  console.log(
    `${done.created} redemptions = ${done.rps.toFixed(0)} redemptions/s, p50 ${done.p50} ms, p99 ${done.p99} ms; other answers ${done.other}, errors ${done.errors}`,
  );
  console.log(`redemption rows ${row.redemptions}, users whose coins disagree with the ledger ${row.users_off}; ledger mismatches ${mismatches}`);
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (process.argv[2] === 'client') {
  process.on('message', (m) => {
    void client(m as TRequest).then((r) => process.send?.(r));
  });
} else {
  await main();
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { OpenedDatabase } from '../db/client';
import { createTestDatabase } from '../db/test-db';
import type { TAuthRateLimits } from '../modules/auth/auth.rate-limits';
import { registerOutboxDrain } from './outbox';
import type { PaymentGateway } from '../modules/payments/payments.gateway';

/** A clock tests can move; the app reads time only through it (tokens, OTPs, bookings, rewards). */
export type TestClock = { now: () => Date; advance(ms: number): void };

export function createTestClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export type TestAppOptions = {
  /** Environment on top of the test defaults (no demo data, silent logs, a temporary DATA_DIR). */
  env?: Record<string, string>;
  /** Load the demo data into the fresh database, as a first start with DEMO_DATA=1 does. */
  seed?: boolean;
  /** Accounts rate limits; generous by default so only the tests that exercise a limit ever trip it. */
  rateLimits?: Partial<TAuthRateLimits>;
  /** Extra routes (e.g. ones guarded by requireRole), added before the app is ready. */
  routes?: (app: App) => void;
  /** No outbox worker: mail and texts go out only on `app.outbox.drain()`, for tests that assert each attempt. */
  manualOutbox?: boolean;
  /** No payment reconciler timer: tests call reconcileOnce() when they mean it. */
  paymentReconciler?: boolean;
  /** A payment gateway adapter instead of the configured one (a wrapper that fails on demand, a fake gateway's). */
  paymentGateway?: PaymentGateway;
  /** No waitlist worker: offers are made only on `app.waitlist.runOnce()`. */
  waitlistWorker?: boolean;
  /** An already opened, migrated database another test app may use too: two apps on one database act as two
   * server processes; the caller closes it. */
  database?: OpenedDatabase;
};

export type TestApp = { app: App; config: AppConfig; clock: TestClock; database: OpenedDatabase; close(): Promise<void> };

const GENEROUS = { max: 1000, timeWindow: '1 minute' };

/**
 * The real app, in-process, on a fresh database with real migrations: in-memory PGlite by default, or
 * the PostgreSQL of DATABASE_URL (schema recreated) so the same suite runs on both. The one way server
 * tests build an app.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: options.seed ? '1' : '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const clock = createTestClock();
  const rateLimits: TAuthRateLimits = {
    loginPerIp: GENEROUS,
    loginPerAccountAddress: GENEROUS,
    loginPerAccount: GENEROUS,
    registerPerIp: GENEROUS,
    forgotPasswordPerIp: GENEROUS,
    forgotPasswordPerEmail: GENEROUS,
    resetPasswordPerIp: GENEROUS,
    otpVerifyPerUser: GENEROUS,
    otpResendPerUser: GENEROUS,
    phoneUpdatePerUser: GENEROUS,
    ...options.rateLimits,
  };
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    logger: false,
    now: clock.now,
    auth: { rateLimits },
    outboxWorker: !options.manualOutbox,
    paymentReconciler: options.paymentReconciler,
    paymentGateway: options.paymentGateway,
    waitlistWorker: options.waitlistWorker,
  });
  options.routes?.(app);
  await app.ready();
  registerOutboxDrain(config, () => app.outbox.drain());
  return {
    app,
    config,
    clock,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

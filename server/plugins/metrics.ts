import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { countLiveHolds } from '../db/holds';
import { AppError } from '../lib/errors';
import { outboxBacklog } from '../modules/outbox/outbox.service';

/*
 * Prometheus metrics (docs/architecture.md §12): `GET /metrics` in the text format, behind METRICS_TOKEN
 * (a Bearer token; without the setting the route answers 404, as if it did not exist). Each app has its
 * own registry, so several apps in one process (the tests) never mix their figures. Requests are timed
 * by route pattern (never by raw URL: ids would explode the label set); the modules count what only they
 * know (bookings and holds, scans); the outbox backlog and the live holds are read when scraped.
 */

export type TMetrics = {
  /** A booking answered 201: `free` (paid at once) or `hold` (a checkout). */
  bookings: Counter<'kind'>;
  /** Scans of uploads by the server's answer: accepted, rejected, conflict, duplicate. */
  scans: Counter<'result'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: TMetrics;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429, by route pattern.', labelNames: ['route'], registers });
  const bookings = new Counter({
    name: 'bookings_created_total',
    help: 'Bookings answered 201: free ones paid at once, and checkout holds.',
    labelNames: ['kind'],
    registers,
  });
  const scans = new Counter({ name: 'scans_received_total', help: 'Uploaded scans by the server’s answer.', labelNames: ['result'], registers });

  // Read when scraped, once per scrape for both outbox figures.
  let backlog: Promise<{ pending: number; oldestAgeSeconds: number }> | null = null;
  const readBacklog = () => (backlog ??= outboxBacklog(db, now()).finally(() => setTimeout(() => (backlog = null), 0)));
  new Gauge({
    name: 'outbox_pending',
    help: 'Mails and texts waiting to be delivered.',
    registers,
    async collect() {
      this.set((await readBacklog()).pending);
    },
  });
  new Gauge({
    name: 'outbox_oldest_age_seconds',
    help: 'Age of the oldest message waiting to be delivered (0 when none waits).',
    registers,
    async collect() {
      this.set((await readBacklog()).oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'checkout_holds_live',
    help: 'Seats held by live checkouts.',
    registers,
    async collect() {
      this.set(await countLiveHolds(db, now()));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.decorate('metrics', { bookings, scans } satisfies TMetrics);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!config.metricsToken) throw new AppError(404, 'route.not_found', 'Not found.');
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(token, config.metricsToken)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'auth.unauthenticated', 'A valid metrics token is required.');
    }
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

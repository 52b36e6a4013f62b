import type { FastifyInstance } from 'fastify';
import type { WaitlistDeps } from './waitlist.service';
import { WaitlistWorker } from './waitlist.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waitlist's worker (docs/architecture.md §11 Waitlist): wake() after seats come free, runOnce() in tests. */
    waitlist: WaitlistWorker;
    waitlistDeps: WaitlistDeps;
  }
}

/**
 * The waitlist worker of this process: created with the app, woken by the frees the payments and bookings modules
 * report (`app.payments.seatsFreed`), started when the app is ready (unless the tests drive it), stopped before it
 * closes. Needs app.db, app.outbox and app.payments.
 */
export function registerWaitlist(app: FastifyInstance, options: { autoStart: boolean }): void {
  const deps: WaitlistDeps = {
    db: app.db,
    now: app.clock.now,
    outbox: app.outbox,
    payments: app.payments,
    vatRateBp: app.config.vatRateBp,
    publicUrl: app.config.publicUrl,
    offerMs: app.config.waitlist.offerMs,
  };
  const worker = new WaitlistWorker(deps, app.log);
  app.decorate('waitlist', worker);
  app.decorate('waitlistDeps', deps);
  if (options.autoStart) {
    const unlisten = app.payments.seatsFreed.listen(() => worker.wake());
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      unlisten();
      await worker.stop();
    });
  } else {
    app.addHook('preClose', async () => worker.stop());
  }
}

import type { FastifyInstance } from 'fastify';
import { SeatsFreed } from '../../lib/seats-freed';
import type { PaymentGateway } from './payments.gateway';
import { reconcileOnce, type PaymentDeps } from './payments.service';
import { testGateway } from './payments.test-provider';
import { thawaniGateway } from './payments.thawani';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout's gateway and settings (docs/architecture.md §11). */
    payments: PaymentDeps;
  }
}

function gatewayOf(app: FastifyInstance): PaymentGateway {
  const settings = app.config.payments;
  if (settings.provider === 'thawani' && settings.thawani) return thawaniGateway(settings.thawani);
  return testGateway(app.db, app.config.publicUrl);
}

/**
 * The payments of this process: the gateway adapter, and the reconciler that re-reads pending sessions
 * every PAYMENT_RECONCILE_SECONDS, expires lapsed holds and retries refunds. Every process runs one; the
 * confirmation is idempotent, so they may overlap. Needs app.db, app.outbox, app.signingKey and the clock.
 */
export function registerPayments(app: FastifyInstance, options: { autoStart: boolean; gateway?: PaymentGateway }): void {
  const deps: PaymentDeps = {
    db: app.db,
    gateway: options.gateway ?? gatewayOf(app),
    signingKey: app.signingKey,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    now: app.clock.now,
    holdMs: app.config.payments.holdMs,
    reconcileMs: app.config.payments.reconcileMs,
    log: app.log,
    seatsFreed: new SeatsFreed(),
  };
  app.decorate('payments', deps);
  if (deps.gateway.provider === 'test' && process.env.NODE_ENV === 'production') {
    app.log.warn('PAYMENT_PROVIDER=test: the checkout takes no money (test mode)');
  }
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = reconcileOnce(deps)
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciler pass failed'))
      .finally(() => {
        running = null;
      });
  };
  if (options.autoStart) {
    app.addHook('onReady', async () => {
      timer = setInterval(tick, deps.reconcileMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await running;
  });
}

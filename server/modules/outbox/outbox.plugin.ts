import type { FastifyInstance, FastifyRequest } from 'fastify';
import { releaseAllLeases, type Outbox } from './outbox.service';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox.worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queued mail and texts: wake() after a commit that queued some; drain() delivers all that is due. */
    outbox: Outbox;
  }
}

/**
 * The outbox worker of this process: created with the app, started when it is ready, stopped before it
 * closes (preClose, so its last marks reach the database before the pool ends). Needs app.db, app.mailer,
 * app.sms and app.clock.
 */
export function registerOutbox(app: FastifyInstance, options: Pick<OutboxWorkerOptions, 'renderers'> & { autoStart: boolean }): void {
  // Requests come first (docs/architecture.md §4 Outbox): the worker holds back while any is in flight.
  const inFlight = new WeakSet<FastifyRequest>();
  let requests = 0;
  const finished = (request: FastifyRequest) => {
    if (inFlight.delete(request)) requests--;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    requests++;
    done();
  });
  // A request ends once: answered (onResponse) or abandoned by its client before that (onRequestAbort).
  app.addHook('onResponse', (request, _reply, done) => {
    finished(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finished(request);
    done();
  });
  const worker = new OutboxWorker({
    db: app.db,
    mailer: app.mailer,
    sms: app.sms,
    log: app.log,
    now: app.clock.now,
    smsCaps: { perNumber: app.config.smsCapPerNumber, global: app.config.smsCapGlobal },
    leaseMs: app.config.outboxLeaseMs,
    renderers: options.renderers,
    busy: () => requests > 0,
  });
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => {
    // The embedded database is one process's (DATA_DIR/server.pid): a lease found at start was taken by a
    // process that died (kill -9), so its messages go now rather than when the lease runs out.
    if (app.dbKind === 'pglite') {
      const released = await releaseAllLeases(app.db);
      if (released > 0) app.log.info({ released }, 'outbox: leases of a previous run released');
    }
    if (options.autoStart) worker.start();
  });
  app.addHook('preClose', async () => worker.stop());
}

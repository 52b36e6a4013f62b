import type { FastifyInstance } from 'fastify';

/*
 * The app's one clock and its queue of work done after an answer (docs/architecture.md §4), decorated on the app
 * as `app.clock` and `app.background` so every module reads the same time (tests move it instead of sleeping)
 * and closing the app waits for what was deferred.
 */

export type TAppClock = { now(): Date };

export type TBackground = {
  /** Runs work after the answer is sent (mail that must not slow or shape the answer); failures are logged; awaited on close. */
  defer(what: string, task: () => Promise<void>): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: TAppClock;
    background: TBackground;
  }
}

export function registerClock(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const pending = new Set<Promise<void>>();
  app.decorate('clock', { now } satisfies TAppClock);
  app.decorate('background', {
    defer(what, task) {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  } satisfies TBackground);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
}

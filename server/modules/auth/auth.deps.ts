import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Outbox } from '../outbox/outbox.service';

/** What the accounts services need, passed explicitly so they can be read (and tested) without Fastify. */
export type AuthDeps = {
  db: Db;
  /** Mail and texts are queued in the transaction that causes them; wake() after the commit (docs/architecture.md §4 Outbox). */
  outbox: Outbox;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl: string;
  defer: (what: string, task: () => Promise<void>) => void;
};

export function authDepsOf(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    outbox: app.outbox,
    log: app.log,
    now: app.clock.now,
    publicUrl: app.config.publicUrl,
    defer: app.background.defer,
  };
}

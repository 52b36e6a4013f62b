import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { SmsProvider } from '../../lib/sms';

/** What the accounts services need, passed explicitly so they can be read (and tested) without Fastify. */
export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  now: () => Date;
  publicUrl: string;
  defer: (what: string, task: () => Promise<void>) => void;
};

export function authDepsOf(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    sms: app.sms,
    log: app.log,
    now: app.authSettings.now,
    publicUrl: app.config.publicUrl,
    defer: app.authSettings.defer,
  };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Outbox } from '../outbox/outbox.service';
import type { TSigningKey } from '../tickets/tickets.code';
import type { PaymentDeps } from '../payments/payments.service';

/** What the booking services need, passed explicitly so they can be read (and tested) without Fastify. */
export type BookingDeps = {
  db: Db;
  signingKey: TSigningKey;
  vatRateBp: number;
  /** Mail is queued in the transaction that causes it; wake() after the commit (docs/architecture.md §4 Outbox). */
  outbox: Outbox;
  publicUrl: string;
  now: () => Date;
  /** Runs work after the answer is sent, failures only logged; awaited when the app closes. */
  defer: (what: string, task: () => Promise<void>) => void;
  /** The checkout: a paid booking is a seat hold until the gateway confirms the payment (docs/architecture.md §11). */
  payments: PaymentDeps;
};

export function bookingDepsOf(app: FastifyInstance): BookingDeps {
  return {
    db: app.db,
    signingKey: app.signingKey,
    vatRateBp: app.config.vatRateBp,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
    // The app's one clock (tests move it) and its deferred-work queue (server/plugins/clock.ts).
    now: app.clock.now,
    defer: app.background.defer,
    payments: app.payments,
  };
}

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingConfirmationRenderer } from '../bookings/bookings.outbox';
import { ticketReceivedRenderer } from '../transfers/transfers.outbox';
import { enqueueMail } from './outbox.service';
import { OutboxWorker } from './outbox.worker';

/*
 * Requests come first (docs/architecture.md §4 Outbox): while requests are in flight the worker sends a
 * small batch and pauses, and wakes during the pause do not undo it; but a mail due for the bound
 * (maxDeferMs) is no longer held back: that run sends at full speed.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

describe('the outbox worker of a busy process', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: OutboxWorker | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, manualOutbox: true });
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('sends small batches with pauses between them, and no due mail waits past the bound', async () => {
    const pauseMs = 2000;
    worker = new OutboxWorker({
      db: t.app.db,
      mailer: createMailer(t.config, t.app.log),
      sms: t.app.sms,
      log: t.app.log,
      now: t.clock.now,
      smsCaps: { perNumber: 10, global: 100 },
      leaseMs: t.config.outboxLeaseMs,
      renderers: { booking_confirmation: bookingConfirmationRenderer(t.config.publicUrl), ticket_received: ticketReceivedRenderer(t.config.publicUrl) },
      // Always busy: a server under sustained load.
      busy: () => true,
      busyBatchSize: 2,
      busyPauseMs: pauseMs,
      maxDeferMs: 30_000,
      pollMs: 60_000,
    });
    const to = Array.from({ length: 5 }, (_, i) => `busy.${i}.${Date.now()}@example.om`);
    for (const address of to) {
      await t.app.db.transaction((tx) => enqueueMail(tx, { to: address, subject: 'Busy', text: 'Hello', html: '<p>Hello</p>' }, { now: t.clock.now() }));
    }
    const ours = () => smtp.messages.filter((m) => m.to.some((address) => to.includes(address))).length;

    worker.start();
    expect(await until(() => ours() >= 2, 5000)).toBe(true);
    // One small batch, then a pause that a wake (a booking's commit) does not cut short.
    worker.wake();
    await sleep(300);
    expect(ours()).toBe(2);
    const rows = await t.app.db.select().from(outbox).where(inArray(outbox.recipient, to));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(3);

    // The rest have now been due for the bound: the next run sends all of them, with no further pause.
    t.clock.advance(30_000);
    expect(await until(() => ours() >= 3, pauseMs + 5000)).toBe(true);
    expect(await until(() => ours() >= 5, pauseMs / 2)).toBe(true);
    await sleep(200);
    expect(ours()).toBe(5);
    const sent = await t.app.db.select().from(outbox).where(inArray(outbox.recipient, to));
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  }, 30_000);
});

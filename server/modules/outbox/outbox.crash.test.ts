import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-db';
import { createTestUser, createTicketType } from '../../test/fixtures';
import { freePort, mailParts, startTestSmtpServer } from '../../test/outbox';

/*
 * kill -9 of a real server process (node --import tsx server/main.ts) in the middle of a burst of
 * bookings, with mail going to a slow SMTP relay so a backlog is queued at the kill: after a restart,
 * every booking that committed gets its confirmation (docs/architecture.md §4 Outbox). A priced booking is
 * a checkout: each buyer books, then presses Pay on the test checkout page, and the confirmation is queued
 * when the payment is confirmed; a checkout the kill cut off before its payment stays unpaid and gets no
 * confirmation. PostgreSQL only: the process and the test share the database, which an embedded PGlite cannot.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const databaseUrl = process.env.DATABASE_URL;

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The server logs errors only (LOG_LEVEL=error): a failed delivery shows in the test's output.
  child.stdout?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not come up');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.skipIf(!databaseUrl)('kill -9 of a server process during a booking burst', () => {
  it('after a restart every committed booking has its confirmation mail', async () => {
    const database = await createTestDatabase();
    const smtp = await startTestSmtpServer({ delayMs: 50 });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      DEMO_DATA: '0',
      LOG_LEVEL: 'error',
      OUTBOX_LEASE_SECONDS: '2',
    };
    let server: ChildProcess | undefined;
    try {
      const buyers = await Promise.all(Array.from({ length: 16 }, (_, i) => createTestUser(database.db, { name: `Crash buyer ${i}` })));
      const { ticketId } = await createTicketType(database.db, { price: 2000, total: 100_000 }, { name: 'Crash Test Gala' });
      server = startServer(env);
      await waitForHealth(base);

      let created = 0;
      const refused: string[] = [];
      let stop = false;
      const clients = buyers.map(async (buyer) => {
        while (!stop) {
          try {
            const res = await fetch(`${base}/api/bookings`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
              body: JSON.stringify({ ticket_id: ticketId, quantity: 1 }),
            });
            if (res.status !== 201) {
              refused.push(`${res.status} ${await res.text()}`.slice(0, 200));
              continue;
            }
            const booked = (await res.json()) as { data: { payment: { redirect_url: string } | null } };
            if (!booked.data.payment) {
              refused.push('a priced booking answered no checkout');
              continue;
            }
            const paid = await fetch(`${base}${new URL(booked.data.payment.redirect_url).pathname}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'action=pay',
              redirect: 'manual',
            });
            if (paid.status === 303) created++;
            else refused.push(`checkout ${paid.status} ${await paid.text()}`.slice(0, 200));
            await paid.arrayBuffer().catch(() => undefined);
          } catch {
            return; // the server is gone
          }
        }
      });
      for (let i = 0; i < 1500 && created < 150 && refused.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(refused).toEqual([]);
      expect(created).toBeGreaterThanOrEqual(150);
      server.kill('SIGKILL');
      await exited(server);
      stop = true;
      await Promise.all(clients);

      // Paid invoices: each owes its buyer a confirmation (a checkout cut off before its payment owes none).
      const invoices = (await database.db.execute<{ number: string }>(sql`select number from invoices where status = 'paid'`)).rows.map((r) => r.number);
      const pending = Number((await database.db.execute<{ n: string | number }>(sql`select count(*) as n from outbox where status = 'pending'`)).rows[0]?.n);
      expect(invoices.length).toBeGreaterThanOrEqual(created);
      // The kill caught mail still queued: this is what a process that sent after answering lost.
      expect(pending).toBeGreaterThan(0);

      server = startServer(env);
      const numberOf = (raw: string) => /INV-\d{6}/.exec(mailParts(raw).parts.find((p) => p.contentType === 'text/plain')?.body ?? '')?.[0];
      const mailed = new Set<string | undefined>();
      let read = 0;
      const missing = () => {
        for (; read < smtp.messages.length; read++) mailed.add(numberOf(smtp.messages[read]?.raw ?? ''));
        return invoices.filter((n) => !mailed.has(n));
      };
      for (let i = 0; i < 600 && missing().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(missing()).toEqual([]);
      // At most the few messages in flight at the kill go out twice (sent, not yet marked): at-least-once.
      expect(smtp.messages.length - invoices.length).toBeLessThanOrEqual(10);
    } finally {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited(server);
      }
      await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

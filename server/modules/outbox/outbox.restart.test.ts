import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-db';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * A restart after a kill -9 with mail in hand (docs/architecture.md §4 Outbox): on the embedded database (one
 * process by definition) the dead process's leases are released at start, so its mail goes at once instead of
 * after OUTBOX_LEASE_SECONDS; on PostgreSQL another live process may hold a lease, so it is kept.
 */

let t: TestApp | undefined;
let close: (() => Promise<void>) | undefined;
afterAll(async () => {
  await t?.close();
  await close?.();
});

describe('outbox leases at start', () => {
  it('are released on the embedded database and kept on PostgreSQL', async () => {
    const database = await createTestDatabase();
    close = () => database.close();
    await database.db.execute(sql`
      insert into outbox (kind, recipient, subject, body, status, next_attempt_at, expires_at, created_at, lease_until, lease_token, attempts)
      values ('mail', 'waiting@example.om', 'Hello', 'Hello', 'pending', now(), now() + interval '1 day', now(), now() + interval '2 minutes', 'dead-process', 1)`);
    t = await createTestApp({ database, manualOutbox: true });
    const row = (
      await database.db.execute<{ lease_until: string | null; lease_token: string | null }>(
        sql`select lease_until, lease_token from outbox where recipient = 'waiting@example.om'`,
      )
    ).rows[0];
    if (database.kind === 'pglite') expect(row).toEqual({ lease_until: null, lease_token: null });
    else expect(row?.lease_token).toBe('dead-process');
  });
});

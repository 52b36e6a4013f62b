import { describe, expect, it } from 'vitest';
import { createScannerDb, type TScannerDb } from './scanner-db';
import { EVENT_ID, freshDbName, manifest, manifestBooking, queuedScan, resultFor } from './scanner-test-data.test-helper';

/*
 * The verdict reads the manifest from memory (manifest-index.ts, docs/architecture.md §6): after every kind of
 * write the in-memory counts must equal what the database itself counts.
 */

const BOOKINGS = [1, 2, 3];

async function expectInStep(db: TScannerDb) {
  const index = db.peekIndex(EVENT_ID);
  if (!index) throw new Error('index not in memory');
  for (const id of BOOKINGS) {
    expect(index.localAccepted(id), `booking ${id}`).toBe(await db.localAcceptedCount(EVENT_ID, id));
    expect(index.booking(id)).toEqual(await db.getBooking(EVENT_ID, id));
  }
  expect(index.queuedCount()).toBe(await db.queuedCount(EVENT_ID));
  expect(index.manifest()).toEqual(await db.getManifest(EVENT_ID));
}

describe('the manifest in memory', () => {
  it('follows queued, acknowledged, held-aside scans and manifest downloads as the database counts them', async () => {
    const clock = { now: 1_000 };
    const db = createScannerDb({ name: freshDbName(), now: () => clock.now });
    await db.saveManifest(EVENT_ID, manifest(BOOKINGS.map((id) => manifestBooking(id, { usage_limit: 5 }))), { replace: true });
    await db.manifestIndex(EVENT_ID);
    await expectInStep(db);

    const scans = [
      queuedScan({ booking_id: 1 }),
      queuedScan({ booking_id: 1 }),
      queuedScan({ booking_id: 2, decision: 'rejected', reason: 'already_used' }),
      queuedScan({ booking_id: 2 }),
      queuedScan({ booking_id: 3 }),
      queuedScan({ booking_id: null, decision: 'rejected', reason: 'invalid_signature' }),
    ];
    for (const scan of scans) await db.enqueueScan(scan);
    await expectInStep(db);
    expect(db.peekIndex(EVENT_ID)?.localAccepted(1)).toBe(2);

    // The server agrees with one, refuses one the device accepted, accepts one the device refused.
    clock.now = 2_000;
    const [first, second, third, fourth, fifth] = scans as [
      (typeof scans)[number],
      (typeof scans)[number],
      (typeof scans)[number],
      (typeof scans)[number],
      (typeof scans)[number],
    ];
    await db.acknowledge([
      resultFor(first),
      resultFor(second, { decision: 'rejected', reason: 'already_used', conflict: true }),
      resultFor(third, { decision: 'accepted', reason: null }),
    ]);
    await expectInStep(db);
    // Told twice (an overlapping request): counted once.
    await db.acknowledge([resultFor(first)]);
    await db.holdAside([fourth.scan_id], { status: 422, code: 'validation.failed', message: 'bad' });
    await expectInStep(db);

    // A download that began after the acknowledgements covers them: the used counts now hold them.
    clock.now = 3_000;
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1, { used_count: 1, usage_limit: 5 }), manifestBooking(2, { used_count: 1, usage_limit: 5 })]), {
      replace: false,
      coversAcksBefore: 2_500,
    });
    await expectInStep(db);
    expect(db.peekIndex(EVENT_ID)?.localAccepted(1)).toBe(0);
    expect(db.peekIndex(EVENT_ID)?.localAccepted(3)).toBe(1);
    await db.acknowledge([resultFor(fifth)]);
    await expectInStep(db);

    // A full download replaces the bookings.
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(3, { used_count: 1, usage_limit: 5 })]), { replace: true, coversAcksBefore: 4_000 });
    clock.now = 5_000;
    await expectInStep(db);
    expect(db.peekIndex(EVENT_ID)?.booking(1)).toBeNull();
    await db.close();
  });

  it('reads afresh what another connection wrote, once told (another tab of the scanner)', async () => {
    const name = freshDbName();
    const tab = createScannerDb({ name });
    const other = createScannerDb({ name });
    await tab.saveManifest(EVENT_ID, manifest([manifestBooking(1, { usage_limit: 3 })]), { replace: true });
    await tab.manifestIndex(EVENT_ID);
    await other.enqueueScan(queuedScan({ booking_id: 1 }));
    await expect.poll(async () => (await tab.manifestIndex(EVENT_ID)).localAccepted(1)).toBe(1);
    await tab.close();
    await other.close();
  });

  it('forgets the index when a session ends, so the next reads the database again', async () => {
    const db = createScannerDb({ name: freshDbName() });
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1)]), { replace: true });
    await db.manifestIndex(EVENT_ID);
    db.forgetIndex(EVENT_ID);
    expect(db.peekIndex(EVENT_ID)).toBeNull();
    expect((await db.manifestIndex(EVENT_ID)).booking(1)).toMatchObject({ id: 1 });
    await db.close();
  });
});

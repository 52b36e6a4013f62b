import { describe, expect, it } from 'vitest';
import { createScannerDb } from './scanner-db';
import { HttpError } from './fake-scan-server.test-helper';
import { pullManifest } from './pull-manifest';
import type { TScannerSyncApi } from './sync-policy';
import { EVENT_ID, freshDbName, manifest, manifestBooking } from './scanner-test-data.test-helper';

describe('pulling the manifest', () => {
  it('starts over with the full list when the server no longer understands the saved cursor', async () => {
    const db = createScannerDb({ name: freshDbName() });
    await db.saveManifest(EVENT_ID, manifest([manifestBooking(1), manifestBooking(9)], { cursor: 'stale' }), { replace: true });
    const calls: (string | undefined)[] = [];
    const api: TScannerSyncApi = {
      async getManifest(_eventId, since) {
        calls.push(since);
        if (since === 'stale') throw new HttpError(422, 'scans.cursor_invalid');
        return manifest([manifestBooking(1)], { cursor: 'fresh' });
      },
      async uploadScans() {
        return [];
      },
    };
    await pullManifest({ eventId: EVENT_ID, api, db, request: (call) => call() });
    expect(calls).toEqual(['stale', undefined]);
    expect((await db.getManifest(EVENT_ID))?.cursor).toBe('fresh');
    // Replaced, not merged: a booking the fresh list no longer has is gone.
    expect(await db.getBooking(EVENT_ID, 9)).toBeNull();
  });
});

import type { TManifestBooking, TScanManifest, TScanResult } from '../../../../contract/scans';
import type { TQueuedScan } from './scanner-db';

/* Test-only builders for manifests, bookings and scans in the contract's shapes. */

export const EVENT_ID = 42;

export function manifestBooking(id: number, overrides: Partial<TManifestBooking> = {}): TManifestBooking {
  return {
    id,
    status: 'active',
    ticket_id: 9,
    ticket_name: 'general',
    holder_name: `holder-${id}`,
    code_version: 1,
    usage_limit: 1,
    used_count: 0,
    valid_from: null,
    valid_until: null,
    ...overrides,
  };
}

export function manifest(bookings: TManifestBooking[], overrides: Partial<TScanManifest> = {}): TScanManifest {
  return {
    event: { id: EVENT_ID, name: 'Muscat Jazz Night', start_date: '2026-03-01T16:00:00.000Z', finish_date: '2026-03-01T23:00:00.000Z' },
    public_keys: ['key'],
    bookings,
    cursor: `c${bookings.length}`,
    more: false,
    ...overrides,
  };
}

let sequence = 0;

export function queuedScan(overrides: Partial<TQueuedScan> = {}): TQueuedScan {
  sequence += 1;
  return {
    scan_id: crypto.randomUUID(),
    event_id: EVENT_ID,
    booking_id: 1,
    code: ['T1', 'x', 'y'].join('.'),
    decision: 'accepted',
    reason: null,
    scanned_at: new Date(Date.UTC(2026, 2, 1, 18) + sequence).toISOString(),
    device_id: 'device-1',
    ...overrides,
  };
}

/** The server's answer for a scan, agreeing with the device unless told otherwise. */
export function resultFor(scan: TQueuedScan, overrides: Partial<TScanResult> = {}): TScanResult {
  return {
    scan_id: scan.scan_id,
    booking_id: scan.booking_id,
    decision: scan.decision,
    reason: scan.reason,
    conflict: false,
    duplicate: false,
    ...overrides,
  };
}

let databases = 0;

/** A database name no other test uses (fake-indexeddb lives for the whole test file). */
export function freshDbName(): string {
  databases += 1;
  return `scanner-test-${databases}-${crypto.randomUUID()}`;
}

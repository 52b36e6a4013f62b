import { describe, expect, it } from 'vitest';
import { HttpError } from './fake-scan-server.test-helper';
import { queuedScan } from './scanner-test-data.test-helper';
import { backoffDelay, BACKOFF_MAX_MS, failureKind, requestBackgroundSync, toUploadItem, uploadErrorOf } from './sync-policy';

describe('scanner sync policy', () => {
  it('treats no answer and 5xx as network trouble, 400/413/422 as malformed scans, other 4xx as refusals', () => {
    expect(failureKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureKind(new HttpError(0))).toBe('network');
    expect(failureKind(new HttpError(503))).toBe('network');
    for (const status of [400, 413, 422]) expect(failureKind(new HttpError(status))).toBe('malformed');
    for (const status of [401, 403, 404, 409, 429]) expect(failureKind(new HttpError(status))).toBe('refused');
  });

  it('doubles the wait up to the cap, shortened by at most a fifth', () => {
    expect([1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(backoffDelay(10, () => 1)).toBe(BACKOFF_MAX_MS * 0.8);
  });

  it('sends only the contract’s upload fields', () => {
    const scan = queuedScan({ booking_id: 7 });
    expect(Object.keys(toUploadItem(scan)).sort()).toEqual(['code', 'decision', 'device_id', 'reason', 'scan_id', 'scanned_at']);
  });

  it('keeps the status, code and message of a refusal', () => {
    expect(uploadErrorOf(new HttpError(422, 'validation.failed'))).toEqual({ status: 422, code: 'validation.failed', message: 'validation.failed' });
    expect(uploadErrorOf('boom')).toEqual({ status: 0, code: null, message: 'boom' });
  });

  it('reports that Background Sync is unavailable where there is no service worker', async () => {
    expect(await requestBackgroundSync()).toBe(false);
  });
});

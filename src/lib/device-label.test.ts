import { describe, expect, it } from 'vitest';
import { shortDeviceId } from './device-label';

describe('shortDeviceId', () => {
  it('shortens a device UUID to its first 8 characters', () => {
    expect(shortDeviceId('3f2b9c1e-5a4d-4e6f-9b8a-0c1d2e3f4a5b')).toBe('3f2b9c1e');
  });

  it('keeps a named device id whole', () => {
    expect(shortDeviceId('demo-gate-1')).toBe('demo-gate-1');
  });

  it('keeps an id that only looks like the start of a UUID whole', () => {
    expect(shortDeviceId('3f2b9c1e-gate')).toBe('3f2b9c1e-gate');
  });
});

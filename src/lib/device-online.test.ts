import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceOnline } from './device-online';

describe('deviceOnline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true on a server, whose navigator (Node 21 and later) has no onLine flag', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(deviceOnline()).toBe(true);
    vi.stubGlobal('navigator', undefined);
    expect(deviceOnline()).toBe(true);
  });

  it("follows the browser's flag where there is one", () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(deviceOnline()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    expect(deviceOnline()).toBe(true);
  });
});

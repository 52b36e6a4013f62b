import { describe, expect, it } from 'vitest';
import { passFilename, walletOffer } from './wallet-offer';

const active = { status: 'active', code: 'T1.abc.def', cancelled: false } as const;

describe('walletOffer', () => {
  it('offers the wallets the server issues passes for, for a ticket ready to use, online', () => {
    expect(walletOffer({ apple: true, google: true }, active, true)).toEqual({ apple: true, google: true });
    expect(walletOffer({ apple: true, google: false }, active, true)).toEqual({ apple: true, google: false });
    expect(walletOffer({ apple: false, google: true }, active, true)).toEqual({ apple: false, google: true });
  });

  it('offers nothing without the settings, offline, or for a ticket that cannot be used', () => {
    const none = { apple: false, google: false };
    expect(walletOffer(undefined, active, true)).toEqual(none);
    expect(walletOffer({ apple: false, google: false }, active, true)).toEqual(none);
    expect(walletOffer({ apple: true, google: true }, active, false)).toEqual(none);
    for (const booking of [
      { ...active, cancelled: true, status: 'expired' as const },
      { ...active, status: 'completed' as const },
      { ...active, status: 'expired' as const },
      { ...active, status: 'pending' as const, code: null },
      { ...active, code: null },
    ]) {
      expect(walletOffer({ apple: true, google: true }, booking, true)).toEqual(none);
    }
  });
});

describe('passFilename', () => {
  it('names the pass after the booking number, safe as a file name', () => {
    expect(passFilename('BK-0000123')).toBe('BK-0000123.pkpass');
    expect(passFilename('../x/y')).toBe('x-y.pkpass');
    expect(passFilename('')).toBe('ticket.pkpass');
  });
});

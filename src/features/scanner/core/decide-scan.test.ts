import { describe, expect, it } from 'vitest';
import type { TManifestBooking } from '../../../../contract/scans';
import { decideScan, type TDecideScanInput } from './decide-scan';

const EVENT = 42;
const FROM = '2026-03-01T16:00:00.000Z';
const UNTIL = '2026-03-01T23:00:00.000Z';
const DURING = new Date('2026-03-01T19:00:00.000Z');
const payload = { b: 1234567, e: EVENT, t: 9, f: Date.parse(FROM) / 1000, u: Date.parse(UNTIL) / 1000, l: 1 };

function booking(overrides: Partial<TManifestBooking> = {}): TManifestBooking {
  return {
    id: payload.b,
    status: 'active',
    ticket_id: 9,
    ticket_name: 'VIP',
    holder_name: 'Aisha Al-Balushi',
    code_version: 1,
    usage_limit: 1,
    used_count: 0,
    valid_from: FROM,
    valid_until: UNTIL,
    ...overrides,
  };
}

function decide(overrides: Partial<TDecideScanInput> = {}) {
  return decideScan({ payload, eventId: EVENT, now: DURING, booking: booking(), localAccepted: 0, ...overrides });
}

describe('the door verdict', () => {
  it('accepts a genuine single-entry ticket and shows who it is for', () => {
    expect(decide()).toEqual({
      decision: 'accepted',
      reason: null,
      bookingId: payload.b,
      ticketName: 'VIP',
      holderName: 'Aisha Al-Balushi',
      usageLimit: 1,
      usesLeft: 0,
    });
  });

  it('rejects an unreadable or forged code as invalid, naming no booking', () => {
    expect(decide({ payload: null })).toEqual({
      decision: 'rejected',
      reason: 'invalid_signature',
      bookingId: null,
      ticketName: null,
      holderName: null,
      usageLimit: null,
      usesLeft: null,
    });
  });

  it('rejects a genuine ticket for another event as wrong event', () => {
    expect(decide({ payload: { ...payload, e: EVENT + 1 } })).toMatchObject({ decision: 'rejected', reason: 'wrong_event', bookingId: null });
  });

  it('rejects a cancelled booking, even inside its window with uses left', () => {
    expect(decide({ booking: booking({ status: 'cancelled', usage_limit: 5 }) })).toMatchObject({
      decision: 'rejected',
      reason: 'cancelled',
      bookingId: payload.b,
      usesLeft: 0,
    });
  });

  it('rejects the older code of a ticket that was sent on as replaced, and admits the new one', () => {
    const sent = booking({ code_version: 2, holder_name: 'Mariam' });
    expect(decide({ booking: sent })).toMatchObject({ decision: 'rejected', reason: 'replaced', usesLeft: 0 });
    expect(decide({ booking: sent, payload: { ...payload, v: 2 } })).toMatchObject({ decision: 'accepted', holderName: 'Mariam' });
    // A phone whose manifest predates the transfer admits the new code too; the old one until it syncs.
    expect(decide({ payload: { ...payload, v: 2 } })).toMatchObject({ decision: 'accepted' });
    expect(decide({})).toMatchObject({ decision: 'accepted' });
  });

  it('rejects before valid_from as not yet valid and after valid_until as expired', () => {
    expect(decide({ now: new Date('2026-03-01T15:59:59.999Z') })).toMatchObject({ decision: 'rejected', reason: 'not_yet_valid', usesLeft: 1 });
    expect(decide({ now: new Date('2026-03-01T23:00:00.001Z') })).toMatchObject({ decision: 'rejected', reason: 'expired', usesLeft: 0 });
  });

  it('admits exactly at valid_from and exactly at valid_until', () => {
    expect(decide({ now: new Date(FROM) })).toMatchObject({ decision: 'accepted' });
    expect(decide({ now: new Date(UNTIL) })).toMatchObject({ decision: 'accepted' });
  });

  it('has no window when the booking has no validity bounds', () => {
    const open = booking({ valid_from: null, valid_until: null });
    expect(decide({ booking: open, now: new Date('2020-01-01T00:00:00Z') })).toMatchObject({ decision: 'accepted' });
    expect(decide({ booking: open, now: new Date('2099-01-01T00:00:00Z') })).toMatchObject({ decision: 'accepted' });
  });

  it('rejects a second scan of a used single-entry ticket as already used', () => {
    expect(decide({ booking: booking({ used_count: 1 }) })).toMatchObject({ decision: 'rejected', reason: 'already_used', usesLeft: 0 });
  });

  it('counts a multi-use ticket down to already used', () => {
    const verdicts = [0, 1, 2, 3].map((localAccepted) => decide({ booking: booking({ usage_limit: 3 }), localAccepted }));
    expect(verdicts.map((v) => [v.decision, v.reason, v.usesLeft])).toEqual([
      ['accepted', null, 2],
      ['accepted', null, 1],
      ['accepted', null, 0],
      ['rejected', 'already_used', 0],
    ]);
  });

  it('adds this device’s unsynced accepted scans to the manifest’s used count', () => {
    const b = booking({ usage_limit: 4, used_count: 2 });
    expect(decide({ booking: b, localAccepted: 1 })).toMatchObject({ decision: 'accepted', usesLeft: 0 });
    expect(decide({ booking: b, localAccepted: 2 })).toMatchObject({ decision: 'rejected', reason: 'already_used' });
    // A manifest that counts more uses than the limit (scans on several offline devices) never shows negative.
    expect(decide({ booking: booking({ used_count: 3 }) })).toMatchObject({ reason: 'already_used', usesLeft: 0 });
  });

  it('validates a ticket sold after the last manifest refresh from its signed payload', () => {
    const fresh = { ...payload, l: 2 };
    expect(decide({ payload: fresh, booking: null })).toEqual({
      decision: 'accepted',
      reason: null,
      bookingId: payload.b,
      ticketName: null,
      holderName: null,
      usageLimit: 2,
      usesLeft: 1,
    });
    expect(decide({ payload: fresh, booking: null, localAccepted: 2 })).toMatchObject({ reason: 'already_used' });
    expect(decide({ payload: fresh, booking: null, now: new Date(payload.f * 1000 - 1) })).toMatchObject({ reason: 'not_yet_valid' });
    expect(decide({ payload: fresh, booking: null, now: new Date(payload.u * 1000) })).toMatchObject({ decision: 'accepted' });
    expect(decide({ payload: fresh, booking: null, now: new Date(payload.u * 1000 + 1) })).toMatchObject({ reason: 'expired' });
    expect(decide({ payload: { ...fresh, f: null, u: null }, booking: null, now: new Date(0) })).toMatchObject({ decision: 'accepted' });
  });

  it('prefers the manifest’s window and limit over the code’s (the organiser changed them after issue)', () => {
    const later = booking({ valid_from: '2026-03-02T16:00:00.000Z', valid_until: null, usage_limit: 2, used_count: 1 });
    expect(decide({ booking: later })).toMatchObject({ reason: 'not_yet_valid', usageLimit: 2 });
    expect(decide({ booking: later, now: new Date('2026-03-05T00:00:00Z') })).toMatchObject({ decision: 'accepted', usesLeft: 0 });
  });

  it('ignores a manifest row for a different booking', () => {
    expect(decide({ booking: booking({ id: 7, used_count: 1, holder_name: 'Someone else' }) })).toMatchObject({
      decision: 'accepted',
      holderName: null,
    });
  });

  it('checks in order: signature, event, cancelled, window, uses', () => {
    const everythingWrong = booking({ status: 'cancelled', used_count: 1 });
    const late = new Date('2027-01-01T00:00:00Z');
    expect(decide({ payload: null, booking: everythingWrong, now: late })).toMatchObject({ reason: 'invalid_signature' });
    expect(decide({ payload: { ...payload, e: 1 }, booking: everythingWrong, now: late })).toMatchObject({ reason: 'wrong_event' });
    expect(decide({ booking: everythingWrong, now: late })).toMatchObject({ reason: 'cancelled' });
    expect(decide({ booking: booking({ used_count: 1 }), now: late })).toMatchObject({ reason: 'expired' });
    expect(decide({ booking: booking({ used_count: 1 }), now: new Date(0) })).toMatchObject({ reason: 'not_yet_valid' });
  });
});

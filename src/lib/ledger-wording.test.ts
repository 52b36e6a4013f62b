import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerRowMessage } from './ledger-wording';

const noParameters = { event: null, reward: null, note: null };

/** A name as the sentence embeds it: between first-strong isolates. */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

function worded(row: Parameters<typeof ledgerRowMessage>[0]): string {
  return i18n._(ledgerRowMessage(row));
}

describe('ledger row wording', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('names the event of purchases, check-ins and cancelled bookings', () => {
    const event = { id: 7, name: 'Muscat Jazz Night' };
    expect(worded({ ...noParameters, kind: 'purchase', event })).toBe(`Tickets for ${isolated('Muscat Jazz Night')}`);
    expect(worded({ ...noParameters, kind: 'usage', event })).toBe(`Check-in at ${isolated('Muscat Jazz Night')}`);
    expect(worded({ ...noParameters, kind: 'purchase_reversal', event })).toBe(`Booking cancelled: ${isolated('Muscat Jazz Night')}`);
  });

  it('names the reward of redemptions and their refunds', () => {
    const reward = { id: 3, title: 'Free coffee' };
    expect(worded({ ...noParameters, kind: 'redemption', reward })).toBe(`Redeemed: ${isolated('Free coffee')}`);
    expect(worded({ ...noParameters, kind: 'redemption_refund', reward })).toBe(`Reward cancelled, coins returned: ${isolated('Free coffee')}`);
  });

  it('adds the operator note to an adjustment only when there is one', () => {
    expect(worded({ ...noParameters, kind: 'adjustment', note: 'Goodwill for the delayed show' })).toBe(
      `Adjustment: ${isolated('Goodwill for the delayed show')}`,
    );
    expect(worded({ ...noParameters, kind: 'adjustment' })).toBe('Adjustment');
    expect(worded({ ...noParameters, kind: 'bonus' })).toBe('Welcome bonus');
  });

  it('keeps a sentence when the event or reward of a row is gone', () => {
    expect(worded({ ...noParameters, kind: 'purchase' })).toBe('Tickets bought');
    expect(worded({ ...noParameters, kind: 'redemption' })).toBe('Reward redeemed');
  });

  it('passes names as values, so a translation places them where its grammar needs them', () => {
    const message = ledgerRowMessage({ ...noParameters, kind: 'usage', event: { id: 1, name: 'Opera Gala' } });
    expect(message.values).toEqual({ name: isolated('Opera Gala') });
  });
});

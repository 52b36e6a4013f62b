import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPromoLive, promoPerBuyerText, promoScope, promoScopeText, promoUsesText, promoValueText, promoWindow } from './promo-code-format';

/** ICU puts a no-break space between the currency and the amount; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('how a promo code reads in the dashboard', () => {
  beforeAll(() => {
    // Source messages only: the macros keep the English text in development builds.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('says what the code takes off: a percentage, or an amount off each ticket', () => {
    expect(promoValueText({ kind: 'percent', value: '10' }, 'en')).toBe('10%');
    // The Arabic percent sign, after Arabic-Indic digits (ICU adds a letter mark after it).
    expect(promoValueText({ kind: 'percent', value: '100' }, 'ar')).toMatch(/^١٠٠٪/);
    expect(plain(promoValueText({ kind: 'fixed', value: '2.500' }, 'en'))).toBe('OMR 2.500 off each ticket');
    expect(plain(promoValueText({ kind: 'fixed', value: '2.5' }, 'en'))).toBe('OMR 2.500 off each ticket');
  });

  it('tells every event from one event and from some of its ticket types', () => {
    expect(promoScope({ event_id: null, ticket_ids: null })).toEqual({ kind: 'all' });
    expect(promoScope({ event_id: 4, ticket_ids: null })).toEqual({ kind: 'event', eventId: 4 });
    expect(promoScope({ event_id: 4, ticket_ids: [] })).toEqual({ kind: 'event', eventId: 4 });
    expect(promoScope({ event_id: 4, ticket_ids: [7, 9] })).toEqual({ kind: 'tickets', eventId: 4, ticketIds: [7, 9] });
  });

  it('names the scope, with the event’s number while its name is not known', () => {
    expect(promoScopeText({ kind: 'all' }, null, 'en')).toBe('All events');
    expect(promoScopeText({ kind: 'event', eventId: 4 }, 'Muscat Nights', 'en')).toBe('Muscat Nights');
    expect(promoScopeText({ kind: 'event', eventId: 1250 }, null, 'en')).toBe('Event #1,250');
    expect(promoScopeText({ kind: 'tickets', eventId: 4, ticketIds: [7] }, 'Muscat Nights', 'en')).toBe('Muscat Nights · 1 ticket type');
    expect(promoScopeText({ kind: 'tickets', eventId: 4, ticketIds: [7, 9] }, 'Muscat Nights', 'en')).toBe('Muscat Nights · 2 ticket types');
  });

  it('counts uses against the limits, in tickets', () => {
    expect(promoUsesText({ uses: 3, max_uses: 100 }, 'en')).toBe('3 / 100');
    expect(promoUsesText({ uses: 0, max_uses: null }, 'en')).toBe('0 / no limit');
    expect(promoUsesText({ uses: 12, max_uses: 1000 }, 'ar')).toBe('١٢ / ١٬٠٠٠');
    expect(promoPerBuyerText({ max_uses_per_user: null }, 'en')).toBe('No limit');
    expect(promoPerBuyerText({ max_uses_per_user: 1 }, 'en')).toBe('1 ticket per buyer');
    expect(promoPerBuyerText({ max_uses_per_user: 4 }, 'en')).toBe('4 tickets per buyer');
  });

  it('places the code against its window and tells whether buyers can use it now', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const code = { active: true, starts_at: null, ends_at: null, uses: 0, max_uses: null };
    expect(promoWindow(code, now)).toBe('always');
    expect(promoWindow({ starts_at: '2026-05-02T00:00:00+04:00', ends_at: null }, now)).toBe('upcoming');
    expect(promoWindow({ starts_at: '2026-04-01T00:00:00+04:00', ends_at: '2026-05-01T12:00:00Z' }, now)).toBe('ended');
    expect(promoWindow({ starts_at: '2026-04-01T00:00:00+04:00', ends_at: '2026-06-01T00:00:00+04:00' }, now)).toBe('open');
    expect(isPromoLive(code, now)).toBe(true);
    expect(isPromoLive({ ...code, active: false }, now)).toBe(false);
    expect(isPromoLive({ ...code, uses: 5, max_uses: 5 }, now)).toBe(false);
    expect(isPromoLive({ ...code, ends_at: '2026-04-30T00:00:00Z' }, now)).toBe(false);
  });
});

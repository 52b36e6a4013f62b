import { describe, expect, it } from 'vitest';
import type { TAdminPromoCode } from '../../../contract/admin-promo-codes';
import { toPromoCodeFormValues, ZPromoCodeFormSchema, type TPromoCodeFormInput } from './promo-code-form.schema';

const base: TPromoCodeFormInput = {
  code: 'summer10',
  kind: 'percent',
  value: '10',
  event_id: '',
  ticket_ids: [],
  max_uses: '',
  max_uses_per_user: '',
  starts_at: '',
  ends_at: '',
  active: true,
};

function messages(input: Partial<TPromoCodeFormInput>) {
  const result = ZPromoCodeFormSchema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const stored: TAdminPromoCode = {
  id: 3,
  code: 'EID-2026',
  kind: 'fixed',
  value: '2.500',
  event_id: 4,
  ticket_ids: [7, 9],
  max_uses: 100,
  max_uses_per_user: 2,
  starts_at: '2026-03-05T15:30:00Z',
  ends_at: '2026-04-01T00:00:00+04:00',
  active: false,
  uses: 12,
  discount_total: '30.000',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('promo code form', () => {
  it('sends the body of POST admin/promo-codes: the code in capitals, open limits, scope and window as null', () => {
    expect(ZPromoCodeFormSchema.parse(base)).toEqual({
      code: 'SUMMER10',
      kind: 'percent',
      value: '10',
      event_id: null,
      ticket_ids: null,
      max_uses: null,
      max_uses_per_user: null,
      starts_at: null,
      ends_at: null,
      active: true,
    });
  });

  it('keeps a code to an event and some of its ticket types, and sends the window with the Muscat offset', () => {
    const body = ZPromoCodeFormSchema.parse({
      ...base,
      kind: 'fixed',
      value: '٢٫٥',
      event_id: '4',
      ticket_ids: [9, 7],
      max_uses: '١٠٠',
      max_uses_per_user: '2',
      starts_at: '2026-03-05T19:30',
      ends_at: '2026-04-01T00:00',
    });
    expect(body).toMatchObject({ value: '2.5', event_id: 4, ticket_ids: [9, 7], max_uses: 100, max_uses_per_user: 2 });
    expect(body.starts_at).toBe('2026-03-05T19:30:00+04:00');
    expect(body.ends_at).toBe('2026-04-01T00:00:00+04:00');
    // An event without chosen ticket types is every type of it; ticket types without an event are none.
    expect(ZPromoCodeFormSchema.parse({ ...base, event_id: '4' }).ticket_ids).toBeNull();
    expect(ZPromoCodeFormSchema.parse({ ...base, ticket_ids: [7] })).toMatchObject({ event_id: null, ticket_ids: null });
  });

  it('holds the code, the value and the window to the contract’s rules, with its words', () => {
    expect(messages({ code: 'ab' })).toEqual(['code: A code is 3 to 32 letters, digits, - or _']);
    expect(messages({ code: 'summer 10' })).toEqual(['code: A code is 3 to 32 letters, digits, - or _']);
    expect(messages({ value: '0' })).toEqual(['value: A percentage is a whole number from 1 to 100']);
    expect(messages({ value: '12.5' })).toEqual(['value: A percentage is a whole number from 1 to 100']);
    expect(messages({ value: '101' })).toEqual(['value: A percentage is a whole number from 1 to 100']);
    expect(messages({ kind: 'fixed', value: '2.5005' })).toEqual(['value: Enter an amount in OMR above zero, e.g. 2.500']);
    expect(messages({ kind: 'fixed', value: '' })).toEqual(['value: Enter an amount in OMR above zero, e.g. 2.500']);
    expect(messages({ starts_at: '2026-03-05T19:30', ends_at: '2026-03-05T19:30' })).toEqual(['ends_at: The end must be after the start']);
    expect(messages({ max_uses: '0' })).toEqual(['max_uses: Enter a number of tickets from 1 to 1,000,000, or leave it empty']);
    expect(messages({ max_uses_per_user: '1001' })).toEqual(['max_uses_per_user: Enter a number of tickets from 1 to 1000, or leave it empty']);
    expect(messages({ starts_at: '2026-02-30T10:00' })).toEqual(['starts_at: Enter a valid date and time']);
  });

  it('fills the form from a code in Muscat wall time, and a new one as a percentage for every event, switched on', () => {
    expect(toPromoCodeFormValues(stored)).toEqual({
      code: 'EID-2026',
      kind: 'fixed',
      value: '2.500',
      event_id: '4',
      ticket_ids: [7, 9],
      max_uses: '100',
      max_uses_per_user: '2',
      starts_at: '2026-03-05T19:30',
      ends_at: '2026-04-01T00:00',
      active: false,
    });
    expect(toPromoCodeFormValues()).toEqual({ ...base, code: '', value: '' });
    // What the form shows goes back unchanged.
    expect(ZPromoCodeFormSchema.parse(toPromoCodeFormValues(stored))).toEqual({
      code: 'EID-2026',
      kind: 'fixed',
      value: '2.500',
      event_id: 4,
      ticket_ids: [7, 9],
      max_uses: 100,
      max_uses_per_user: 2,
      starts_at: '2026-03-05T19:30:00+04:00',
      ends_at: '2026-04-01T00:00:00+04:00',
      active: false,
    });
  });
});

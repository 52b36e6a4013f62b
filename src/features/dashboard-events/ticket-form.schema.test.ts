import { describe, expect, it } from 'vitest';
import { ZAdminTicketBodySchema, type TAdminTicket } from '../../../contract/admin-catalogue';
import { FORM_MESSAGES } from '../../lib/form-inputs';
import { toTicketFormValues, ZTicketFormSchema, type TTicketFormInput } from './ticket-form.schema';

function filled(overrides: Partial<TTicketFormInput> = {}): TTicketFormInput {
  return { ...toTicketFormValues(), name: 'Standard', price: '5.5', total: '100', ...overrides };
}

function messages(input: TTicketFormInput): Record<string, string> {
  const result = ZTicketFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the ticket type form schema', () => {
  it('gives a body the contract accepts: optional fields empty go as null, coins as 0', () => {
    const body = ZTicketFormSchema.parse(filled());
    expect(body).toEqual({
      name: 'Standard',
      name_ar: '',
      price: '5.5',
      total: 100,
      usage_limit: 1,
      valid_from: null,
      valid_until: null,
      sale_starts_at: null,
      sale_ends_at: null,
      coins_on_purchase: '0',
      coins_on_usage: '0',
      per_buyer_limit: null,
    });
    expect(ZAdminTicketBodySchema.safeParse(body).success).toBe(true);
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    const body = ZTicketFormSchema.parse(filled({ price: '٥٫٢٥٠', total: '١٢٠', per_buyer_limit: '٤', coins_on_usage: '' }));
    expect(body).toMatchObject({ price: '5.250', total: 120, per_buyer_limit: 4, coins_on_usage: '0' });
  });

  it('writes validity and sale window in Muscat time with +04:00', () => {
    const body = ZTicketFormSchema.parse(filled({ valid_from: '2026-03-05T17:30', sale_ends_at: '2026-03-05T12:00' }));
    expect(body.valid_from).toBe('2026-03-05T17:30:00+04:00');
    expect(body.sale_ends_at).toBe('2026-03-05T12:00:00+04:00');
  });

  it('names each wrong field with its message', () => {
    expect(messages(filled({ name: '', price: '5.5555', total: '-1', usage_limit: '0', per_buyer_limit: '1001', coins_on_purchase: '1.234' }))).toEqual({
      name: 'Name is required',
      price: 'Enter an amount in OMR, e.g. 5.500',
      total: FORM_MESSAGES.totalInvalid,
      usage_limit: FORM_MESSAGES.usageLimitInvalid,
      per_buyer_limit: FORM_MESSAGES.perBuyerLimitInvalid,
      coins_on_purchase: 'Enter coins with at most two decimals',
    });
  });

  it('refuses a window that ends before it starts', () => {
    expect(messages(filled({ valid_from: '2026-03-05T18:00', valid_until: '2026-03-05T17:00' }))).toEqual({ valid_until: FORM_MESSAGES.endBeforeStart });
    expect(messages(filled({ sale_starts_at: '2026-03-02T09:00', sale_ends_at: '2026-03-01T09:00' }))).toEqual({ sale_ends_at: FORM_MESSAGES.endBeforeStart });
  });
});

describe('the ticket type form values', () => {
  const ticket: TAdminTicket = {
    id: 4,
    event_id: 9,
    name: 'VIP',
    name_ar: 'كبار الشخصيات',
    price: '25.000',
    total: 40,
    sold: 3,
    usage_limit: 2,
    valid_from: '2026-03-05T13:30:00.000Z',
    valid_until: null,
    sale_starts_at: null,
    sale_ends_at: null,
    coins_on_purchase: '10.00',
    coins_on_usage: '0.00',
    per_buyer_limit: null,
    waiting: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('shows a ticket type as text, its times in Muscat, an unset limit as empty', () => {
    expect(toTicketFormValues(ticket)).toMatchObject({
      price: '25.000',
      total: '40',
      usage_limit: '2',
      valid_from: '2026-03-05T17:30',
      valid_until: '',
      per_buyer_limit: '',
    });
  });

  it('round-trips a ticket type unchanged', () => {
    const body = ZTicketFormSchema.parse(toTicketFormValues(ticket));
    expect(body).toMatchObject({ price: '25.000', total: 40, usage_limit: 2, coins_on_purchase: '10.00', per_buyer_limit: null });
    expect(Date.parse(body.valid_from ?? '')).toBe(Date.parse(ticket.valid_from ?? ''));
  });
});

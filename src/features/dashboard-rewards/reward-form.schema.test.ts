import { describe, expect, it } from 'vitest';
import type { TAdminReward } from '../../../contract/admin-people';
import { toRewardFormValues, ZRewardFormSchema, type TRewardFormInput } from './reward-form.schema';

const base: TRewardFormInput = {
  title: 'Free coffee',
  title_ar: 'قهوة مجانية',
  description: 'At the lobby café',
  description_ar: '',
  cost: '50',
  valid_from: '',
  valid_until: '',
  active: true,
};

function messages(input: Partial<TRewardFormInput>) {
  const result = ZRewardFormSchema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('reward form', () => {
  it('sends the body of POST admin/rewards: open validity as null, times with the Muscat offset', () => {
    expect(ZRewardFormSchema.parse(base)).toEqual({ ...base, valid_from: null, valid_until: null });
    const dated = ZRewardFormSchema.parse({ ...base, valid_from: '2026-03-05T19:30', valid_until: '2026-04-01T00:00' });
    expect(dated.valid_from).toBe('2026-03-05T19:30:00+04:00');
    expect(dated.valid_until).toBe('2026-04-01T00:00:00+04:00');
  });

  it('takes the cost with Arabic digits and decimal separator, up to two decimals', () => {
    expect(ZRewardFormSchema.parse({ ...base, cost: '١٢٫٥' }).cost).toBe('12.5');
    expect(ZRewardFormSchema.parse({ ...base, cost: ' 7.25 ' }).cost).toBe('7.25');
    expect(messages({ cost: '7.255' })).toEqual(['cost: Enter coins with at most two decimals']);
    expect(messages({ cost: '' })).toEqual(['cost: Enter coins with at most two decimals']);
    expect(messages({ cost: '-3' })).toEqual(['cost: Enter coins with at most two decimals']);
  });

  it('needs an English title', () => {
    expect(messages({ title: '   ' })).toEqual(['title: Title is required']);
  });

  it('refuses a validity that ends before it starts, and a date that is not one', () => {
    expect(messages({ valid_from: '2026-03-05T19:30', valid_until: '2026-03-05T19:00' })).toEqual(['valid_until: The end must not be before the start']);
    expect(messages({ valid_from: '2026-02-30T10:00' })).toEqual(['valid_from: Enter a valid date and time']);
  });

  it('fills the form from a reward in Muscat wall time, and a new one as active and open', () => {
    const reward: TAdminReward = {
      id: 4,
      title: 'Poster',
      title_ar: '',
      description: '',
      description_ar: '',
      cost: '12.50',
      valid_from: '2026-03-05T15:30:00Z',
      valid_until: null,
      active: false,
      redemptions_count: 2,
      pending_count: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    expect(toRewardFormValues(reward)).toEqual({
      title: 'Poster',
      title_ar: '',
      description: '',
      description_ar: '',
      cost: '12.50',
      valid_from: '2026-03-05T19:30',
      valid_until: '',
      active: false,
    });
    expect(toRewardFormValues()).toMatchObject({ cost: '', active: true, valid_from: '', valid_until: '' });
    // What the form shows goes back unchanged.
    expect(ZRewardFormSchema.parse(toRewardFormValues(reward)).valid_from).toBe('2026-03-05T19:30:00+04:00');
  });
});

import { describe, expect, it } from 'vitest';
import { ZAdminEventFieldsSchema, type TAdminEvent } from '../../../contract/admin-catalogue';
import { buildEventFormData, toEventFormValues, ZEventFormSchema, type TEventFormInput } from './event-form.schema';
import { FORM_MESSAGES } from '../../lib/form-inputs';

function filled(overrides: Partial<TEventFormInput> = {}): TEventFormInput {
  return {
    name: 'Oud night',
    name_ar: 'ليلة العود',
    description: 'An evening of oud.',
    description_ar: '',
    location: 'Muscat',
    location_ar: 'مسقط',
    start_date: '2026-03-05T19:30',
    finish_date: '2026-03-05T23:00',
    category_ids: [3, 7],
    badge_ids: [],
    checkout_hold_minutes: '',
    ...overrides,
  };
}

function messages(input: TEventFormInput): Record<string, string | undefined> {
  const result = ZEventFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the event form schema', () => {
  it('turns the Muscat wall times into ISO with +04:00 that the contract accepts', () => {
    const output = ZEventFormSchema.parse(filled());
    expect(output.start_date).toBe('2026-03-05T19:30:00+04:00');
    expect(output.finish_date).toBe('2026-03-05T23:00:00+04:00');
    expect(ZAdminEventFieldsSchema.safeParse(output).success).toBe(true);
  });

  it('names every missing required field at once, with the contract messages', () => {
    expect(messages(filled({ name: '  ', description: '', start_date: '', finish_date: '' }))).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      start_date: FORM_MESSAGES.startRequired,
      finish_date: FORM_MESSAGES.finishRequired,
    });
  });

  it('refuses an end before the start on the end field', () => {
    expect(messages(filled({ finish_date: '2026-03-05T19:00' }))).toEqual({ finish_date: FORM_MESSAGES.endBeforeStart });
  });

  it('refuses a date the calendar does not have', () => {
    expect(messages(filled({ start_date: '2026-02-30T10:00' }))).toEqual({ start_date: FORM_MESSAGES.dateTimeInvalid });
  });
});

const EVENT: TAdminEvent = {
  id: 9,
  name: 'Oud night',
  name_ar: 'ليلة العود',
  description: 'An evening of oud.',
  description_ar: 'أمسية عود',
  start_date: '2026-03-05T15:30:00.000Z',
  finish_date: '2026-03-05T19:00:00.000Z',
  location: null,
  location_ar: '',
  poster_image_url: null,
  poster_srcset: null,
  categories: [{ id: 3, name: 'Music', name_ar: 'موسيقى', parent_id: null }],
  badges: [{ id: 2, name: 'Family', name_ar: 'عائلي', color: 'green' }],
  status: 'upcoming',
  cancelled_at: null,
  tickets_total: 100,
  tickets_sold: 4,
  checked_in: 0,
  bookings_count: 4,
  checkout_hold_minutes: 20,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the event form values', () => {
  it('starts empty for a new event', () => {
    expect(toEventFormValues()).toMatchObject({ name: '', start_date: '', category_ids: [], badge_ids: [] });
  });

  it('shows an event in Muscat wall time, with its categories and badges ticked', () => {
    expect(toEventFormValues(EVENT)).toMatchObject({
      start_date: '2026-03-05T19:30',
      finish_date: '2026-03-05T23:00',
      location: '',
      category_ids: [3],
      badge_ids: [2],
      checkout_hold_minutes: '20',
    });
    expect(toEventFormValues({ ...EVENT, checkout_hold_minutes: null }).checkout_hold_minutes).toBe('');
  });
});

describe('the seat hold of a checkout', () => {
  it('takes whole minutes from 5 to 60, or nothing for the server’s default, as the contract does', () => {
    expect(ZEventFormSchema.parse(filled({ checkout_hold_minutes: '15' })).checkout_hold_minutes).toBe(15);
    expect(ZEventFormSchema.parse(filled({ checkout_hold_minutes: '' })).checkout_hold_minutes).toBeUndefined();
    for (const bad of ['4', '61', '10.5', 'ten'])
      expect(messages(filled({ checkout_hold_minutes: bad }))).toEqual({ checkout_hold_minutes: FORM_MESSAGES.holdMinutesInvalid });
    expect(ZAdminEventFieldsSchema.safeParse(ZEventFormSchema.parse(filled({ checkout_hold_minutes: '60' }))).success).toBe(true);
  });

  it('sends an own hold, and clears it on an edit when emptied', () => {
    const own = ZEventFormSchema.parse(filled({ checkout_hold_minutes: '25' }));
    expect(buildEventFormData(own, { file: null, remove: false }, 'create').get('checkout_hold_minutes')).toBe('25');
    const cleared = ZEventFormSchema.parse(filled({ checkout_hold_minutes: '' }));
    expect(buildEventFormData(cleared, { file: null, remove: false }, 'create').has('checkout_hold_minutes')).toBe(false);
    expect(buildEventFormData(cleared, { file: null, remove: false }, 'update').get('checkout_hold_minutes')).toBe('');
  });
});

describe('the multipart body', () => {
  const values = ZEventFormSchema.parse(filled());

  it('creates with repeated category ids, no method override and no empty lists', () => {
    const form = buildEventFormData(values, { file: null, remove: false }, 'create');
    expect(form.get('_method')).toBeNull();
    expect(form.getAll('category_ids[]')).toEqual(['3', '7']);
    expect(form.has('badge_ids[]')).toBe(false);
    expect(form.get('start_date')).toBe('2026-03-05T19:30:00+04:00');
    expect(form.get('location')).toBe('Muscat');
    expect(form.has('poster_image')).toBe(false);
  });

  it('leaves out an empty place on create but sends it on an edit, where it clears the place', () => {
    const noPlace = ZEventFormSchema.parse(filled({ location: '' }));
    expect(buildEventFormData(noPlace, { file: null, remove: false }, 'create').has('location')).toBe(false);
    expect(buildEventFormData(noPlace, { file: null, remove: false }, 'update').get('location')).toBe('');
  });

  it('edits with _method=PUT and sends an emptied list as one empty value', () => {
    const emptied = ZEventFormSchema.parse(filled({ category_ids: [] }));
    const form = buildEventFormData(emptied, { file: null, remove: false }, 'update');
    expect(form.get('_method')).toBe('PUT');
    expect(form.getAll('category_ids[]')).toEqual(['']);
    expect(form.getAll('badge_ids[]')).toEqual(['']);
  });

  it('sends a new poster, or asks to remove the current one only on an edit', () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'poster.jpg', { type: 'image/jpeg' });
    const withFile = buildEventFormData(values, { file, remove: true }, 'update');
    expect(withFile.get('poster_image')).toBeInstanceOf(File);
    expect(withFile.has('remove_poster')).toBe(false);
    expect(buildEventFormData(values, { file: null, remove: true }, 'update').get('remove_poster')).toBe('1');
    expect(buildEventFormData(values, { file: null, remove: true }, 'create').has('remove_poster')).toBe(false);
  });
});

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
    });
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

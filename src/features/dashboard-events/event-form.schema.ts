import { z } from 'zod';
import { ZAdminEventFieldsSchema, type TAdminEvent, type TAdminEventFields } from '../../../contract/admin-catalogue';
import { ZIdSchema } from '../../../contract/ids';
import { endNotBeforeStart, formFieldNames, muscatInputs, textInputs } from '../../components/dashboard/form-schema-parts';
import { FORM_MESSAGES, muscatDateTime, optionalWholeNumber } from '../../lib/form-inputs';

const fields = ZAdminEventFieldsSchema.shape;

/**
 * The event form: the contract's own field checks (ZAdminEventFieldsSchema, the same messages as the
 * server's 422), with the date-times as the admin types them (datetime-local, Muscat wall time) turned
 * into ISO with +04:00. The output is the contract's field set; the poster travels beside it.
 */
export const ZEventFormSchema = z
  .object({
    name: fields.name,
    name_ar: fields.name_ar,
    description: fields.description,
    description_ar: fields.description_ar,
    location: z.string().trim().max(200),
    location_ar: fields.location_ar,
    start_date: muscatDateTime(FORM_MESSAGES.startRequired),
    finish_date: muscatDateTime(FORM_MESSAGES.finishRequired),
    category_ids: z.array(ZIdSchema).max(50),
    badge_ids: z.array(ZIdSchema).max(20),
    /**
     * Minutes a checkout holds the seats (docs/product.md §10); empty: the server's default, left out of the fields
     * (buildEventFormData clears an own hold on an edit).
     */
    checkout_hold_minutes: optionalWholeNumber(5, 60, FORM_MESSAGES.holdMinutesInvalid).transform((minutes) => minutes ?? undefined),
  })
  .refine(...endNotBeforeStart('start_date', 'finish_date'));

export type TEventFormInput = z.input<typeof ZEventFormSchema>;
export type TEventFormOutput = z.output<typeof ZEventFormSchema>;

/** The form's names, for mapping a 422's field errors. */
export const EVENT_FORM_FIELDS = formFieldNames(ZEventFormSchema);

/** An empty form, or the event's values with its times in Muscat wall time. */
export function toEventFormValues(event?: TAdminEvent): TEventFormInput {
  return {
    ...textInputs(event, ['name', 'name_ar', 'description', 'description_ar', 'location', 'location_ar']),
    ...muscatInputs(event, ['start_date', 'finish_date']),
    category_ids: event?.categories.map((category) => category.id) ?? [],
    badge_ids: event?.badges.map((badge) => badge.id) ?? [],
    checkout_hold_minutes: event?.checkout_hold_minutes == null ? '' : String(event.checkout_hold_minutes),
  };
}

type TPosterChange = {
  /** A new poster to upload. */
  file: File | null;
  /** Drop the current poster without a new one (edit only). */
  remove: boolean;
};

/**
 * The multipart body of `POST admin/events` (create) or `POST admin/events/{id}` with `_method=PUT`
 * (edit), docs/product.md §7. An edit sends every field: the form shows them all, so what it sends is
 * what the admin sees. A list emptied on an edit goes as one empty `category_ids[]` value, which the
 * contract reads as "clear" (a list left out would stay as it was).
 */
export function buildEventFormData(values: TAdminEventFields, poster: TPosterChange, mode: 'create' | 'update'): FormData {
  const form = new FormData();
  if (mode === 'update') form.append('_method', 'PUT');
  form.append('name', values.name);
  form.append('name_ar', values.name_ar);
  form.append('description', values.description);
  form.append('description_ar', values.description_ar);
  form.append('start_date', values.start_date);
  form.append('finish_date', values.finish_date);
  const location = values.location ?? '';
  // On an edit, '' clears the place; a new event simply has none.
  if (mode === 'update' || location !== '') form.append('location', location);
  form.append('location_ar', values.location_ar);
  appendList(form, 'category_ids[]', values.category_ids, mode);
  appendList(form, 'badge_ids[]', values.badge_ids, mode);
  // '' is "the server's default": an edit sends it to clear an own hold; a new event just leaves it out.
  const hold = values.checkout_hold_minutes ?? null;
  if (hold !== null) form.append('checkout_hold_minutes', String(hold));
  else if (mode === 'update') form.append('checkout_hold_minutes', '');
  if (poster.file) form.append('poster_image', poster.file);
  else if (mode === 'update' && poster.remove) form.append('remove_poster', '1');
  return form;
}

function appendList(form: FormData, key: string, ids: readonly number[], mode: 'create' | 'update'): void {
  if (ids.length === 0) {
    if (mode === 'update') form.append(key, '');
    return;
  }
  for (const id of ids) form.append(key, String(id));
}

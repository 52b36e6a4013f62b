import { endsBeforeStart, FORM_MESSAGES } from '../../lib/form-inputs';
import { isoToMuscatInput } from '../../lib/muscat-time';

/*
 * What every dashboard form schema repeats (an event, a ticket type, a reward, a promo code): the field names a
 * 422's errors land on (docs/architecture.md §4), a stored record turned into the form's text inputs, and the end
 * of a window checked against its start.
 */

/** The form's field names, read off its schema's own shape, for lib/server-field-errors.ts. */
export function formFieldNames<TShape extends object>(schema: { shape: TShape }): readonly (keyof TShape & string)[] {
  // Object.keys widens to string[]; these are the shape's own keys.
  return Object.keys(schema.shape) as (keyof TShape & string)[];
}

/** The keys of a record that hold a text or nothing (null): what a text input edits. */
type TTextKey<TRecord> = { [K in keyof TRecord]-?: TRecord[K] extends string | null | undefined ? K : never }[keyof TRecord];

function inputsOf<TRecord, K extends TTextKey<TRecord>>(
  record: TRecord | undefined,
  keys: readonly K[],
  read: (value: string | null | undefined) => string,
): Record<K, string> {
  // Object.fromEntries widens to Record<string, …>; the entries are exactly `keys`.
  return Object.fromEntries(keys.map((key) => [key, read(record?.[key] as string | null | undefined)])) as Record<K, string>;
}

/** A stored record's texts as the form's inputs: '' for a new record or a text not set (null). */
export function textInputs<TRecord, K extends TTextKey<TRecord>>(record: TRecord | undefined, keys: readonly K[]): Record<K, string> {
  return inputsOf(record, keys, (value) => value ?? '');
}

/** A stored record's moments as datetime-local inputs in Muscat wall time (docs/product.md §9), '' for none. */
export function muscatInputs<TRecord, K extends TTextKey<TRecord>>(record: TRecord | undefined, keys: readonly K[]): Record<K, string> {
  return inputsOf(record, keys, isoToMuscatInput);
}

/**
 * A window's end may not come before its start; the message goes under the end. The arguments of a schema's
 * `.refine(...)`.
 */
export function endNotBeforeStart<K extends string>(
  start: K,
  end: K,
): [(value: Record<K, string | null | undefined>) => boolean, { path: string[]; message: string }] {
  return [(value) => !endsBeforeStart(value[start], value[end]), { path: [end], message: FORM_MESSAGES.endBeforeStart }];
}

/*
 * Date-times the admin enters in `<input type="datetime-local">`: a wall-clock time in Asia/Muscat,
 * whatever zone the browser is in (docs/architecture.md §4). Oman keeps UTC+4 all year (no daylight
 * saving), so the conversion is a fixed offset and needs no time-zone database.
 */

/** Asia/Muscat's offset from UTC, fixed. */
export const MUSCAT_OFFSET = '+04:00';
const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * An instant (ISO 8601 with any offset) as the `YYYY-MM-DDTHH:mm` value of a datetime-local input, in
 * Muscat wall time. '' for no instant or one that does not parse, which the input shows as empty.
 */
export function isoToMuscatInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  // Shift to Muscat wall time, then read it with the UTC getters that toISOString uses.
  return new Date(ms + MUSCAT_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as Muscat wall time, as ISO 8601 with the `+04:00` offset the API takes
 * (`2026-03-05T19:30` → `2026-03-05T19:30:00+04:00`). null when the value is empty, malformed or names
 * a day the calendar does not have (2026-02-30).
 */
export function muscatInputToIso(value: string): string | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '00'] = match;
  const fields = { y: Number(year), mo: Number(month) - 1, d: Number(day), h: Number(hour), mi: Number(minute), s: Number(second) };
  const probe = new Date(Date.UTC(fields.y, fields.mo, fields.d, fields.h, fields.mi, fields.s));
  // Date.UTC rolls 2026-02-30 over to March 2 and 24:00 to the next day: such a value names no real moment.
  const sameFields =
    probe.getUTCFullYear() === fields.y &&
    probe.getUTCMonth() === fields.mo &&
    probe.getUTCDate() === fields.d &&
    probe.getUTCHours() === fields.h &&
    probe.getUTCMinutes() === fields.mi &&
    probe.getUTCSeconds() === fields.s;
  if (!sameFields) return null;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${MUSCAT_OFFSET}`;
}

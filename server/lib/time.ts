/** Oman keeps UTC+04:00 all year (no daylight saving), so a calendar day in Muscat is a fixed UTC window. */
export const MUSCAT_OFFSET = '+04:00';

/** The UTC instants bounding a YYYY-MM-DD calendar day in Asia/Muscat: [start, end). */
export function muscatDayBounds(date: string): { start: Date; end: Date } {
  const start = new Date(`${date}T00:00:00${MUSCAT_OFFSET}`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** The calendar day (YYYY-MM-DD) in Muscat of an instant. */
export function muscatDateOf(at: Date): string {
  return new Date(at.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Wall-clock time in Muscat as a spreadsheet reads it: "2026-11-23 19:30". */
export function muscatDateTimeOf(at: Date): string {
  return new Date(at.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A YYYY-MM-DD calendar day moved by whole days: ("2026-03-01", -1) → "2026-02-28". */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 60 * 60 * 1000));
}

/** A date-time the contract accepted, or null: what an admin form's optional date becomes as a column. */
export function dateOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

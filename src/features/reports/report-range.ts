/*
 * The report's date range: Muscat calendar days as YYYY-MM-DD, both ends included, as the API takes them
 * (contract/admin-people.ts ZAdminReportQuerySchema). Day arithmetic runs on UTC midnights, where every
 * day has 24 hours.
 */

export type TDay = string;
export type TReportRange = { from: TDay; to: TDay };

/** docs/product.md §2: the report opens on the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;
export const QUICK_RANGE_DAYS = [7, 30, 90] as const;
/** A year and a day: past that a per-day chart is a smear and the export a long wait. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a day, or null when the text names no real day (2026-02-30). */
function dayToUtc(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

export function isDay(value: string): boolean {
  return dayToUtc(value) !== null;
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: TDay, days: number): TDay {
  const ms = dayToUtc(day);
  if (ms === null) throw new Error(`Not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range covers, both ends included (the same day twice is 1). */
export function rangeLength({ from, to }: TReportRange): number {
  const start = dayToUtc(from);
  const end = dayToUtc(to);
  if (start === null || end === null) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** Every day of the range, oldest first. */
export function daysOf(range: TReportRange): TDay[] {
  const length = rangeLength(range);
  return Array.from({ length: Math.max(0, length) }, (_, index) => addDays(range.from, index));
}

/** The last `days` days, today included. */
export function lastDays(days: number, today: TDay): TReportRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

export function defaultRange(today: TDay): TReportRange {
  return lastDays(DEFAULT_RANGE_DAYS, today);
}

/**
 * The range a URL asks for: a missing end is today, a missing start is 30 days before the end; one
 * that runs backwards falls back to the default, and one longer than MAX_RANGE_DAYS keeps its end and
 * loses its oldest days.
 */
export function resolveRange(search: { from?: string | undefined; to?: string | undefined }, today: TDay): TReportRange {
  const to = search.to !== undefined && isDay(search.to) ? search.to : today;
  const from = search.from !== undefined && isDay(search.from) ? search.from : addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const length = rangeLength({ from, to });
  if (length < 1) return defaultRange(today);
  if (length > MAX_RANGE_DAYS) return { from: addDays(to, -(MAX_RANGE_DAYS - 1)), to };
  return { from, to };
}

/** The quick range (7, 30 or 90 days) the range is, if any. */
export function activeQuickRange(range: TReportRange, today: TDay): number | null {
  if (range.to !== today) return null;
  return QUICK_RANGE_DAYS.find((days) => lastDays(days, today).from === range.from) ?? null;
}

/**
 * What the URL keeps of a range: nothing for the default, so the plain link stays plain and keeps
 * meaning "the last 30 days" tomorrow.
 */
export function rangeSearch(range: TReportRange, today: TDay): { from: TDay | undefined; to: TDay | undefined } {
  const fallback = defaultRange(today);
  if (range.from === fallback.from && range.to === fallback.to) return { from: undefined, to: undefined };
  return { from: range.from, to: range.to };
}

export type TRangeProblem = 'from_missing' | 'to_missing' | 'order' | 'too_long';

/** What is wrong with the dates typed in the range picker, or null when they make a range. */
export function rangeProblem(from: string, to: string): TRangeProblem | null {
  if (!isDay(from)) return 'from_missing';
  if (!isDay(to)) return 'to_missing';
  const length = rangeLength({ from, to });
  if (length < 1) return 'order';
  if (length > MAX_RANGE_DAYS) return 'too_long';
  return null;
}

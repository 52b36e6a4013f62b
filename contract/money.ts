/*
 * Fixed-point money, shared by the server and the web app (docs/architecture.md §4). OMR amounts are
 * integer baisa (1 OMR = 1000 baisa) and travel as "5.000"; coins are integer hundredths and travel as
 * "12.50". Floating point never touches an amount: strings are parsed from their digits.
 */

/** Amounts are stored as PostgreSQL `integer` baisa or hundredths, so at most 2^31 − 1 of them. */
export const MAX_INT4 = 2_147_483_647;
/** The largest OMR amount an `integer` baisa column holds (a price filter above it would overflow the query). */
export const MAX_PRICE_OMR = MAX_INT4 / 1000;

/**
 * The highest ticket price and per-ticket coins the admin form takes: a booking's total (up to
 * BOOKING_MAX_QUANTITY tickets, VAT up to 100 %) and its coins must fit their `integer` columns, so a
 * 999,999.999 OMR ticket bought twice can never overflow into a 500 (docs/architecture.md §4).
 */
export const TICKET_PRICE_MAX_OMR = 50_000;
export const TICKET_COINS_MAX = 10_000;

const OMR_PATTERN = /^(-?)(\d+)\.(\d{3})$/;
const COINS_PATTERN = /^(-?)(\d+)\.(\d{2})$/;

function fixed(value: number, scale: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

function parse(pattern: RegExp, scale: number, decimal: string): number | null {
  const match = pattern.exec(decimal);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  const value = Number(whole) * scale + Number(fraction);
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' ? -value : value;
}

/** 3467 → "3.467". */
export function formatBaisa(baisa: number): string {
  return fixed(baisa, 1000, 3);
}

/** "3.467" → 3467; null when it is not a 3-decimal OMR string. */
export function parseBaisa(decimal: string): number | null {
  return parse(OMR_PATTERN, 1000, decimal);
}

/** 1250 → "12.50". */
export function formatCoinHundredths(hundredths: number): string {
  return fixed(hundredths, 100, 2);
}

/** "12.50" → 1250; null when it is not a 2-decimal coin string. */
export function parseCoinHundredths(decimal: string): number | null {
  return parse(COINS_PATTERN, 100, decimal);
}

/** VAT on a subtotal in baisa at a rate in basis points (15 % = 1500), rounded half-up to the baisa. */
export function vatOf(subtotalBaisa: number, rateBp: number): number {
  return Math.floor((subtotalBaisa * rateBp + 5000) / 10000);
}

/** The default VAT rate of the product (15 %), in basis points; the server's `VAT_RATE` overrides it. */
export const DEFAULT_VAT_RATE_BP = 1500;

/*
 * Fixed-point money of docs/architecture.md §4: the shared helpers of contract/money.ts, plus what only
 * the server needs.
 */
export { formatBaisa, formatCoinHundredths, parseBaisa, vatOf } from '../../contract/money';

/** Basis points to percent as the API shows rates: 1500 → 15, 550 → 5.5. */
export function vatRatePercent(rateBp: number): number {
  return rateBp / 100;
}

/** A price filter's OMR (`?price[min]=5.5`, already a number) → 5500 baisa; rounds half-up to the baisa. */
export function omrToBaisa(omr: number | string): number {
  const value = typeof omr === 'number' ? omr : Number(omr);
  return Math.round(value * 1000 + Number.EPSILON * Math.sign(value));
}

/** OMR amounts are integer baisa (1 OMR = 1000 baisa); on the wire they are decimal strings "5.000". */
export function formatBaisa(baisa: number): string {
  const sign = baisa < 0 ? '-' : '';
  const abs = Math.abs(baisa);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** "5.5" / "5.500" / 5.5 → 5500 baisa; rounds half-up to the baisa. */
export function omrToBaisa(omr: number | string): number {
  const value = typeof omr === 'number' ? omr : Number(omr);
  return Math.round(value * 1000 + Number.EPSILON * Math.sign(value));
}

/** Coins are integer hundredths; on the wire "12.50". */
export function formatCoins(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** VAT on a subtotal in baisa, rate in basis points, rounded half-up to the baisa (architecture §4). */
export function vatOf(subtotalBaisa: number, rateBp: number): number {
  // Integer math: subtotal * bp / 10000, half-up without floating point drift.
  return Math.floor((subtotalBaisa * rateBp + 5000) / 10000);
}

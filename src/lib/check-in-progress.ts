/**
 * Checked-in share of the sold bookings, 0–100, for progress bars and their label. No sales yet is 0,
 * never NaN. While anyone is in, or anyone is still out, the share stays off 0 and 100: a door with
 * 199 of 200 in must not read "100%", nor one with 1 of 500 in read "0%".
 */
export function checkInPercent(checkedIn: number, sold: number): number {
  if (sold <= 0 || checkedIn <= 0) return 0;
  if (checkedIn >= sold) return 100;
  return Math.min(99, Math.max(1, Math.round((checkedIn / sold) * 100)));
}

/*
 * User Timing marks for the scanner's budget (docs/architecture.md §8: verdict on screen ≤ 100 ms after
 * a decoded frame). `bench/scanner-verdict.ts` reads the measures from a real browser; they cost a few
 * microseconds and nothing else reads them.
 */

const START = 'tadhkira:scan-start';
export const SCAN_TO_VERDICT = 'tadhkira:scan-to-verdict';

/** A code is in hand (decoded from a frame or typed): the clock starts. */
export function markScanStart(): void {
  performance.clearMarks(START);
  performance.mark(START);
}

/** Called when the verdict mounts: measured after the next frame is painted. */
export function measureVerdictPainted(): void {
  if (performance.getEntriesByName(START, 'mark').length === 0) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.measure(SCAN_TO_VERDICT, START);
      performance.clearMarks(START);
    }, 0),
  );
}

/*
 * User Timing marks for the scanner's budget (docs/architecture.md §8: verdict on screen ≤ 100 ms after
 * a decoded frame). `bench/scanner-verdict.ts` reads the measures from a real browser; they cost a few
 * microseconds and nothing else reads them.
 */

const START = 'tadhkira:scan-start';
export const SCAN_TO_VERDICT = 'tadhkira:scan-to-verdict';
/** The part of it spent deciding and queueing the scan, before React renders the verdict. */
export const SCAN_TO_DECISION = 'tadhkira:scan-to-decision';

/** A code is in hand (decoded from a frame or typed): the clock starts. */
export function markScanStart(): void {
  performance.clearMarks(START);
  performance.mark(START);
}

/** The scan is decided and on disk: what is left is rendering and painting the verdict. */
export function markScanDecided(): void {
  if (performance.getEntriesByName(START, 'mark').length > 0) performance.measure(SCAN_TO_DECISION, START);
}

/**
 * Called in the verdict's commit (a layout effect, before the browser paints it): the animation frame that follows
 * paints it, and the measure ends in the task after that frame.
 */
export function measureVerdictPainted(): void {
  if (performance.getEntriesByName(START, 'mark').length === 0) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.measure(SCAN_TO_VERDICT, START);
      performance.clearMarks(START);
    }, 0),
  );
}

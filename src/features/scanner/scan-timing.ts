/*
 * User Timing marks for the scanner's budget (docs/architecture.md §8: verdict on screen ≤ 100 ms after
 * a decoded frame). `bench/scanner-verdict.ts` and `bench/scanner-throughput.ts` read the measures from a real
 * browser; they cost a few microseconds and nothing else reads them.
 */

const START = 'tadhkira:scan-start';
export const SCAN_TO_VERDICT = 'tadhkira:scan-to-verdict';
/** The part of it spent deciding and queueing the scan, before React renders the verdict. */
export const SCAN_TO_DECISION = 'tadhkira:scan-to-decision';
/** One camera frame in the decoder (its `detail`: `{ where: 'worker' | 'main' }`). */
export const FRAME_DECODE = 'tadhkira:frame-decode';
/** Kept at most this many frame measures: a door open for hours must not fill the timeline. */
const FRAME_MEASURES_KEPT = 600;
let frameMeasures = 0;

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

/** A frame's time in the decoder, as the worker (or the main-thread fallback) measured it. */
export function recordFrameDecode(ms: number, where: 'worker' | 'main'): void {
  if (++frameMeasures > FRAME_MEASURES_KEPT) {
    performance.clearMeasures(FRAME_DECODE);
    frameMeasures = 1;
  }
  const end = performance.now();
  performance.measure(FRAME_DECODE, { start: end - ms, end, detail: { where } });
}

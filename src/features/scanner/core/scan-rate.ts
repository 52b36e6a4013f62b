import type { TTimers } from './scanner-sync';

/*
 * Scans per minute on this device (docs/architecture.md §6): the scans of the last 60 s. The number
 * must fall back to 0 when the door goes quiet, so a timer fires when the oldest scan leaves the window.
 */

const WINDOW_MS = 60_000;

const browserTimers: TTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>), // the handle it returned
};

export function createScanRate(now: () => number) {
  const times: number[] = [];
  let onExpire: (() => void) | null = null;

  function prune() {
    const cutoff = now() - WINDOW_MS;
    while (times.length > 0 && (times[0] ?? 0) <= cutoff) times.shift();
  }

  return {
    record() {
      times.push(now());
      onExpire?.();
    },
    perMinute(): number {
      prune();
      return times.length;
    },
    /** Calls `callback` each time a scan leaves the window; `stop()` ends it. */
    onChange(callback: () => void, timers: TTimers = browserTimers) {
      let timer: unknown = null;
      function arm() {
        if (timer !== null || times.length === 0) return;
        timer = timers.setTimeout(
          () => {
            timer = null;
            prune();
            callback();
            arm();
          },
          Math.max(0, (times[0] ?? 0) + WINDOW_MS - now()),
        );
      }
      onExpire = arm;
      return {
        stop() {
          onExpire = null;
          if (timer !== null) timers.clearTimeout(timer);
          timer = null;
        },
      };
    },
  };
}

import { useEffect, useState } from 'react';

export type TWakeLockState = 'unsupported' | 'on' | 'off';

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/**
 * Keeps the screen on while the pass is shown (Screen Wake Lock API), so it does not dim in the queue.
 * The browser drops the lock when the page is hidden; it is released then too, and taken again on return.
 */
export function useWakeLock(enabled: boolean): TWakeLockState {
  const [state, setState] = useState<TWakeLockState>(() => (supported() ? 'off' : 'unsupported'));

  useEffect(() => {
    if (!enabled || !supported()) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let disposed = false;

    async function acquire() {
      if (sentinel || document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (disposed) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
          if (!disposed) setState('off');
        });
      } catch (error) {
        // Refused (battery saver, no user gesture yet on some browsers): the pass works without it.
        console.info('Screen wake lock not granted', error);
        setState('off');
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void acquire();
      else void sentinel?.release();
    }

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release();
      sentinel = null;
    };
  }, [enabled]);

  return state;
}

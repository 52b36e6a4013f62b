import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates server-rendered HTML; true right after, and from the start in
 * a client-only render (the offline shell, signed-in pages). Device state the server cannot know — the
 * session token, the saved user — waits for it, so the first client render matches the server's HTML and
 * React hydrates without a mismatch (docs/architecture.md §10).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/*
 * The page's scroll offset, read when the page scrolls and once after the first frame, never while React renders:
 * `window.scrollY` makes the browser finish style and layout first, and read during hydration that was a forced
 * layout of the whole page inside the start-up's longest tasks (docs/architecture.md §8).
 */
let offset = 0;
const listeners = new Set<() => void>();

function readOffset(): void {
  const next = window.scrollY;
  if (next === offset) return;
  offset = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', readOffset, { passive: true });
    // After the next frame is drawn its layout is clean, so this read costs nothing (a page restored mid-way).
    requestAnimationFrame(() => setTimeout(readOffset, 0));
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', readOffset);
  };
}

/** True once the page is scrolled more than `threshold` pixels (docs/product.md §9: navbar at 10 px). */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offset > threshold,
    () => false,
  );
}

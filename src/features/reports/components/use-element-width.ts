import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element, followed as it resizes: SVG charts are drawn at their real pixel size so
 * their text stays legible at 320 px instead of being scaled down with a viewBox. `fallback` is used
 * until the first measurement.
 */
export function useElementWidth<TElement extends HTMLElement>(fallback: number): [RefCallback<TElement>, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((node: TElement | null) => {
    if (!node) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

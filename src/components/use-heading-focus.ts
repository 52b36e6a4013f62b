import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long a page may take to paint its heading (an event page shows a skeleton first). */
const WAIT_MS = 5000;

/** The focus target of a page: its h1, made programmatically focusable. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * After a client navigation to another path, focus goes to the new page's h1, so keyboard and screen-reader
 * users start at the top of what changed instead of on a link that no longer exists (docs/product.md §2 Keyboard).
 * Not on the first load (the page keeps the browser's start), not for search-only changes (filters), not when the
 * link names a fragment (`/#events`), and never over a focus the visitor moved meanwhile.
 */
export function useHeadingFocusOnNavigate(): void {
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      cancel?.();
      cancel = null;
      if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return;
      const focusedAtNavigation = document.activeElement;
      const stillUntouched = () =>
        document.activeElement === focusedAtNavigation ||
        document.activeElement === document.body ||
        document.activeElement === null ||
        !document.activeElement.isConnected;
      const tryFocus = (): boolean => {
        if (!stillUntouched()) return true;
        const heading = pageHeading();
        if (!heading) return false;
        heading.focus({ preventScroll: true });
        return true;
      };
      if (tryFocus()) return;
      const observer = new MutationObserver(() => {
        if (tryFocus()) stop();
      });
      const timer = window.setTimeout(() => stop(), WAIT_MS);
      function stop() {
        observer.disconnect();
        window.clearTimeout(timer);
        cancel = null;
      }
      const main = document.getElementById('main');
      if (!main) return stop();
      observer.observe(main, { childList: true, subtree: true });
      cancel = stop;
    });
    return () => {
      cancel?.();
      unsubscribe();
    };
  }, [router]);
}

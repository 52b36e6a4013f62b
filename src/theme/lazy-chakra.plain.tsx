import { lazy, type ComponentType } from 'react';
import { loadCatalogPart } from '../lib/i18n';

type TLazyPartOptions = {
  /**
   * The part's name when the server renders it somewhere it may be off screen (the booking panel at the foot of a
   * phone's event page, the home slider): its code loads when it nears the viewport or is touched or focused,
   * not as the page starts. Until then it shows as the server drew it.
   */
  whenNear?: string;
};

/** How far outside the viewport a server-drawn part starts loading (about half a phone screen). */
const NEAR_MARGIN = '400px 0px';

/**
 * Resolves once the server-drawn part is near the viewport, touched or focused; at once if it is not on the page, and
 * as soon as it leaves it: an update that reaches the part before it has hydrated (a change of language, a catalog
 * part loading) makes React drop the server's HTML and show the fallback, and the part must then load to be seen.
 */
function whenNear(part: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const wrapper = document.querySelector(`.lazy-part[data-part="${part}"]`);
  const target = wrapper?.firstElementChild;
  const parent = wrapper?.parentNode;
  if (!wrapper || !target || !parent) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_MARGIN },
    );
    const removal = new MutationObserver(() => {
      if (!wrapper.isConnected) done();
    });
    function done() {
      observer.disconnect();
      removal.disconnect();
      wrapper?.removeEventListener('pointerdown', done);
      wrapper?.removeEventListener('focusin', done);
      resolve();
    }
    observer.observe(target);
    removal.observe(parent, { childList: true });
    wrapper.addEventListener('pointerdown', done);
    wrapper.addEventListener('focusin', done);
  });
}

/**
 * React.lazy for a part built with Chakra, shown from a plain-element page (a menu, a drawer, the booking panel):
 * the part's module, src/theme/chakra-scope.tsx and the catalog's `ui` part load together on first use, and the part renders inside its own
 * ChakraScope (docs/architecture.md §8).
 *
 * A server-rendered part hydrates after the page, once its code has loaded (with `whenNear`, once it nears the
 * viewport): until then its wrapper has no `data-ready`, and index.html keeps its buttons and choices waiting, as
 * it does the page's until `<html data-hydrated>` (docs/architecture.md §10). The wrapper is `display: contents`
 * (src/styles/shell.css): the part lays out as if it were not there.
 */
export function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>, options: TLazyPartOptions = {}) {
  const part = options.whenNear;
  return lazy(async () => {
    if (part) await whenNear(part);
    // The part's messages beyond the first load's come with it (build/catalogs.ts `ui`).
    const [Component, { ChakraScope, ScreenPart }] = await Promise.all([load(), import('./chakra-scope'), loadCatalogPart('ui')]);
    function LazyPart(props: P) {
      return (
        <ScreenPart part={part}>
          <ChakraScope>
            <Component {...props} />
          </ChakraScope>
        </ScreenPart>
      );
    }
    return { default: LazyPart };
  });
}

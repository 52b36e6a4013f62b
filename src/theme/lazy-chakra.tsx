import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * React.lazy for a part built with Chakra, shown from a plain-element page (a menu, a drawer, the booking panel):
 * the part's module and src/theme/chakra-scope.tsx load together on first use, and the part renders inside its own
 * ChakraScope (docs/architecture.md §8).
 *
 * A server-rendered part hydrates after the page, once its code has loaded: until then its wrapper has no
 * `data-ready`, and index.html keeps its buttons and choices waiting, as it does the page's until
 * `<html data-hydrated>` (docs/architecture.md §10). The wrapper is `display: contents` (src/styles/shell.css): the
 * part lays out as if it were not there.
 */
export function lazyWithChakra<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { withChakra }] = await Promise.all([load(), import('./chakra-scope')]);
    const Scoped = withChakra(Component);
    function LazyPart(props: P) {
      const [ready, setReady] = useState(false);
      useEffect(() => setReady(true), []);
      return (
        <div className="lazy-part" data-ready={ready ? '' : undefined}>
          <Scoped {...props} />
        </div>
      );
    }
    return { default: LazyPart };
  });
}

import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType, type MouseEvent } from 'react';
import { useHydrated } from '../lib/hydration';
import { loadCatalogPart } from '../lib/i18n';

/*
 * A part of a server-rendered page that never changes while the visitor stays on it (home's explore-categories and
 * how-it-works, docs/architecture.md §10): the page hydrates without it, so its code is not in the first load and
 * React does no work for it. Its HTML stays the server's: the wrapper hydrates with an empty `innerHTML` that React
 * neither compares nor writes. Its links are followed by the router, so they stay in-app navigations. Drawn by the
 * client (an in-app visit to the page, a change of language), it loads its code and draws it as any lazy part.
 */

/**
 * While React hydrates it (`hydrating`: React's own word, src/lib/hydration.ts, not `<html data-hydrated>`, which is
 * set once the shell has hydrated, before the page's Suspense boundaries are), the server drew this island.
 */
function drawnByServer(name: string, hydrating: boolean): boolean {
  return hydrating && typeof document !== 'undefined' && document.querySelector(`[data-island="${name}"]`) !== null;
}

/** A click on a same-site link of the server's HTML goes through the router, as a `<Link>` would. */
function followLink(event: MouseEvent<HTMLElement>, navigate: (href: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

export function staticIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  // A plain part outside the first load: its messages are in the catalog's `ui` part (build/catalogs.ts).
  const Live = lazy(async () => {
    const [Component] = await Promise.all([load(), loadCatalogPart('ui')]);
    return { default: Component };
  });
  return function StaticIsland(props: P) {
    const { i18n } = useLingui();
    const router = useRouter();
    const hydrating = !useHydrated();
    const [serverHtml] = useState(() => drawnByServer(name, hydrating));
    const [locale] = useState(i18n.locale);
    if (serverHtml && i18n.locale === locale) {
      return (
        <div
          className="static-island"
          data-island={name}
          onClick={(event) => followLink(event, (href) => void router.navigate({ href }))}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      );
    }
    return (
      <div className="static-island" data-island={name}>
        <Suspense fallback={null}>
          <Live {...props} />
        </Suspense>
      </div>
    );
  };
}

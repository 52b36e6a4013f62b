import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from './components/error-view.plain';
import { NotFoundPage } from './components/not-found-page.plain';
import { PagePending } from './components/page-pending.plain';
import { setUnauthorizedHandler } from './lib/api-client';
import { getLocale } from './lib/store';
import { isLocalePrefixed, splitLocalePrefix, withLocalePrefix } from './lib/url-locale';
import { createAuthContext, userKeys } from './lib/session';
import { loadOfflineSession } from './offline/tickets-session';
import type { TServerPage } from './router-context';
import { routeTree } from './routeTree.gen';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The route belongs to the admin dashboard: the admin bar replaces the public navbar. */
    dashboard?: boolean;
    /** The id of the page's results (an events list): the app shell offers "Skip to results" first. */
    results?: string;
    /**
     * The server renders the page (docs/architecture.md §10): a public page, drawn for a guest, with its own
     * `head()` (src/ssr/head.ts). The other routes get the client shell. Read by src/entry-server.tsx, which also
     * lists these routes to server/app.ts.
     */
    serverRendered?: boolean;
  }
}

/** Paths where a 401 needs no redirect: the visitor is already where a 401 would send them. */
const AUTH_PATHS = new Set(['/login', '/register', '/forgot-password']);

/**
 * The router resets or restores the scroll after each navigation, except after the first render of a
 * server-rendered page: the browser has already placed that page (at the top, at its #hash, or where a reload or
 * Back left it) and the visitor may have scrolled while it hydrated; resetting would throw them back to the top.
 * A client-rendered shell has nothing to scroll before that render, so there the router places it.
 */
function scrollRestorationInBrowser(): false | (() => boolean) {
  if (typeof document === 'undefined') return false;
  let firstOfServerPage = document.documentElement.hasAttribute('data-ssr');
  return () => {
    if (!firstOfServerPage) return true;
    firstOfServerPage = false;
    return false;
  };
}

/** The server render passes a memory history at the request's URL and what the page's head needs; the browser uses its own. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, server?: TServerPage) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // docs/architecture.md §10: routes see paths without the language prefix; links keep the page's prefix.
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLocalePrefix(url.pathname).path;
        return url;
      },
      output: ({ url }) => {
        if (isLocalePrefixed()) url.pathname = withLocalePrefix(getLocale(), url.pathname);
        return url;
      },
    },
    context: { queryClient, auth: createAuthContext(queryClient, loadOfflineSession), ...(server ? { server } : {}) },
    defaultPreload: 'intent',
    // TanStack Query decides freshness; the router always asks it (kitchen-sink convention).
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would add an inline script, which the CSP blocks.
    scrollRestoration: scrollRestorationInBrowser(),
    defaultPendingComponent: PagePending,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundPage,
  });

  // docs/product.md §4: any 401 removes the stored token (done by the api client) and sends the visitor to /login.
  setUnauthorizedHandler(() => {
    queryClient.removeQueries({ queryKey: userKeys.all });
    const { pathname, href } = router.state.location;
    if (AUTH_PATHS.has(pathname)) return;
    void router.navigate({ to: '/login', search: { redirect: href } });
  });

  return router;
}

export type TAppRouter = ReturnType<typeof createAppRouter>;

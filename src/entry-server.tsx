/**
 * The server render of the public pages (docs/architecture.md §10), built by `vite build --ssr` into
 * dist-ssr/ and called by server/plugins/ssr.ts. The route loaders run here against the API in-process,
 * their TanStack Query cache is dehydrated into the page, and src/main.tsx hydrates it without a second
 * fetch. One render at a time per process (the caller queues them): the locale, the link prefix and the
 * API transport are module state shared with the client code.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { TRenderInput, TRenderResult } from '../contract/pages';
import { App } from './app';
import { setServerTransport } from './lib/api-client';
import { activateLocale, loadCatalogPart } from './lib/i18n';
import { textDirection } from './lib/locale';
import { createQueryClient } from './lib/query-client';
import { userKeys } from './lib/session';
import { createStyleCache, SERVER_STYLES_ID } from './lib/style-cache';
import { setLocalePrefixed } from './lib/url-locale';
import { createAppRouter, type TAppRouter } from './router';
import { headHtml, scriptJson, type TRouterHead } from './ssr/head';

/** Route loaders warm queries without waiting for them (they must not block client navigations): wait here. */
async function settled(queryClient: QueryClient, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) done();
      });
      function done() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
  }
}

/**
 * Queries the page's components read that no loader warmed (the event page's categories, say) are created,
 * unfetched, by a first render; fetch them so the real render has them too.
 */
async function fetchIdleQueries(queryClient: QueryClient): Promise<number> {
  const idle = queryClient
    .getQueryCache()
    .findAll({ type: 'all' })
    // The server renders every visitor as a guest: the session's queries stay unfetched (and disabled).
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn && query.queryKey[0] !== userKeys.all[0],
    );
  await Promise.all(idle.map((query) => query.fetch().catch(() => undefined)));
  return idle.length;
}

/**
 * The whole page as static HTML once every lazy chunk has resolved: no streaming reveal scripts, which the
 * CSP (script-src without 'unsafe-inline') would block, and nothing for hydration to finish later.
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outline a large Suspense boundary into a hidden segment moved by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString();
  return html;
}

const EMOTION_STYLE = /<style data-emotion="css( [^"]*)">([\s\S]*?)<\/style>/g;
/** ChakraProvider's `<Global>` with nothing in it (getAppSystem): emotion's client would only move it away. */
const EMPTY_GLOBAL = /<style data-emotion="css-global [^"]*"><\/style>/g;

/**
 * Emotion writes each component's rules in a `<style>` beside it, in the body: each a style recalculation
 * while the page parses. They move into the head as one element naming every rule, which the browser's cache
 * adopts in place (src/lib/style-cache.ts). Chakra's global stylesheet is in the template's head already
 * (build/plugins.ts).
 */
function hoistStyles(html: string): { styles: string; body: string } {
  const names: string[] = [];
  let rules = '';
  const body = html.replace(EMPTY_GLOBAL, '').replace(EMOTION_STYLE, (_match, ids: string, css: string) => {
    names.push(ids.trim());
    rules += css;
    return '';
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not text
  const styles = names.length > 0 ? `<style id="${SERVER_STYLES_ID}" data-names="${names.join(' ')}">${rules}</style>` : '';
  return { styles, body };
}

type THeadOption = (input: {
  matches: unknown[];
  match: unknown;
  params: unknown;
  loaderData: unknown;
}) => Partial<TRouterHead> | Promise<Partial<TRouterHead>>;

/**
 * The page's head from its route's `head()` (src/ssr/head.ts), called once the page's data is in (the router calls
 * it too while loading, before the loaders' queries have answered): the deepest match that declares one, the root's
 * for an address no route knows.
 */
async function pageHead(router: TAppRouter, routerNotFound: boolean): Promise<Partial<TRouterHead>> {
  const matches = router.state.matches;
  const routes = router.routesById as unknown as Record<string, { options: { head?: THeadOption } }>;
  const match = routerNotFound ? matches[0] : matches.findLast((candidate) => routes[candidate.routeId]?.options.head);
  const head = match ? routes[match.routeId]?.options.head : undefined;
  if (!match || !head) return {};
  return head({ matches, match, params: match.params, loaderData: match.loaderData });
}

/** The public pages the server renders (`staticData.serverRendered`), as the router writes their paths: `/event/$id`. */
export function serverRenderedPaths(): string[] {
  const router = createAppRouter(createQueryClient(), createMemoryHistory());
  const routes = Object.values(router.routesById) as AnyRoute[];
  const paths = routes
    .filter((route) => route.options.staticData?.serverRendered)
    .map((route) => (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '')));
  return [...new Set(paths)].sort();
}

export async function render(input: TRenderInput): Promise<TRenderResult> {
  setServerTransport(input.fetch);
  setLocalePrefixed(input.prefixed);
  await activateLocale(input.locale);
  // The server draws the parts built with Chakra (the sign-in pages, the booking panel) and the head in one pass.
  await loadCatalogPart('ui');

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [input.url] }), { origin: input.origin, prefixed: input.prefixed });
  const pathname = router.state.location.pathname;
  const [, , foundRoute] = router.getMatchedRoutes(pathname);
  if (foundRoute && !foundRoute.options.staticData?.serverRendered) return { kind: 'shell' };

  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') return { kind: 'redirect', location: result.redirect.headers.get('location') ?? '/' };
  await settled(queryClient, 5_000);

  // A fresh style cache per pass: a server cache writes each rule once and then counts it as written, so a
  // second pass with the first one's cache would come out without its styles.
  const app = () => (
    <StrictMode>
      <App router={router} queryClient={queryClient} styleCache={createStyleCache()} />
    </StrictMode>
  );
  // A pass that suspended on a lazy component (the first in this process) carries React's reveal scripts, and
  // one may find queries the components read beyond what the loaders warmed: render again, once both are in.
  // The app itself renders no inline script, so a script in the HTML is React's.
  let html = await renderToHtml(app());
  const fetched = await fetchIdleQueries(queryClient);
  if (fetched > 0 || html.includes('<script')) html = await renderToHtml(app());
  if (html.includes('<script')) throw new Error(`the server render of ${input.url} still suspends`);

  const routerNotFound =
    !foundRoute || (result?.type === 'render' && result.status === 404) || router.state.matches.some((match) => match.status === 'notFound');
  const pageHeadTags = await pageHead(router, routerNotFound);
  // A page whose head says what it shows is missing (an event the API does not list, an id it cannot read) is a 404 too.
  const notFound = routerNotFound || pageHeadTags.status === 404;
  const head = headHtml(pageHeadTags);
  // React puts the preloads it finds (the logo, the LCP image with fetchPriority high) before the app when it
  // renders no <head> itself: they belong in the head, and hydration expects the app alone in #root.
  const preloads = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  const { styles, body } = hoistStyles(html.slice(preloads.length));
  const state = scriptJson({ locale: input.locale, queries: dehydrate(queryClient) });
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    lang: input.locale,
    dir: textDirection(input.locale),
    head: `${head}${preloads}${styles}`,
    html: body,
    state,
  };
}

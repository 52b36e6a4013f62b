import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell.plain';
import { ErrorView } from '../components/error-view.plain';
import { NotFoundPage } from '../components/not-found-page.plain';
import type { TRouterContext } from '../router-context';
import { notFoundHead, routeHead } from '../ssr/head';

/**
 * A route with `staticData.serverRendered` is drawn by the server with its own `head()`, written only in the server
 * build (docs/ui.md "Adding a public page"); the root's head is the one of an address no route knows.
 */
export const Route = createRootRouteWithContext<TRouterContext>()({
  head: import.meta.env.SSR ? routeHead(notFoundHead) : undefined,
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorView,
});

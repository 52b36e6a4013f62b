import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell.plain';
import { ErrorView } from '../components/error-view.plain';
import { NotFoundPage } from '../components/not-found-page.plain';
import type { TRouterContext } from '../router-context';

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorView,
});

import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../components/app-shell';
import { ErrorView } from '../components/error-view';
import { NotFoundPage } from '../components/not-found-page';
import type { TRouterContext } from '../router-context';

export const Route = createRootRouteWithContext<TRouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorView,
});

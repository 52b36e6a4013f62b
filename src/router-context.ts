import type { QueryClient } from '@tanstack/react-query';
import type { TAuthContext } from './lib/session';

/** What every route receives as `context` (root route, router.tsx). */
export type TRouterContext = {
  queryClient: QueryClient;
  auth: TAuthContext;
};

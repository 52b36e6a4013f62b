import type { QueryClient } from '@tanstack/react-query';
import type { TAuthContext } from './lib/session';

/** What the server render tells the routes about the request it renders (src/entry-server.tsx, src/ssr/head.ts). */
export type TServerPage = {
  /** 'https://tadhkira.om' (no trailing slash). */
  origin: string;
  /**
   * The page was requested through its language prefix (the default). An unprefixed page, rendered in the
   * negotiated language, is the x-default and names itself canonical: pointing it at one language's address
   * would send its readers of the other language away (and Lighthouse rejects a canonical that is another
   * hreflang alternate).
   */
  prefixed: boolean;
};

/** What every route receives as `context` (root route, router.tsx). */
export type TRouterContext = {
  queryClient: QueryClient;
  auth: TAuthContext;
  /** On the server render only. */
  server?: TServerPage;
};

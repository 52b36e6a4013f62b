import type { EmotionCache } from '@emotion/cache';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n';
import { StyleCacheContext } from './lib/style-cache-context';
import type { TAppRouter } from './router';

type AppProps = {
  router: TAppRouter;
  queryClient: QueryClient;
  /**
   * A server render's emotion cache (src/lib/style-cache.ts, a fresh one per pass) for the page's Chakra parts. In
   * the browser none: src/theme/chakra-scope.tsx makes its own with the first Chakra part.
   */
  styleCache?: EmotionCache;
};

/**
 * The providers every page needs. Chakra is not one of them: the public pages' first load is plain elements, and
 * each part built with Chakra brings its own provider (src/theme/chakra-scope.tsx, docs/architecture.md §8).
 */
export function App({ router, queryClient, styleCache }: AppProps) {
  return (
    <StyleCacheContext.Provider value={styleCache ?? null}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StyleCacheContext.Provider>
  );
}

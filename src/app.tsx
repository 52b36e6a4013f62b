import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { i18n } from './lib/i18n';
import { INTL_LOCALE } from './lib/locale';
import { localeAtom } from './lib/store';
import { StyleCacheContext } from './lib/style-cache-context';
import type { TAppRouter } from './router';
import { getAppSystem } from './theme/system';

type AppProps = {
  router: TAppRouter;
  queryClient: QueryClient;
  /** src/lib/style-cache.ts: a fresh one per server render, the adopting one in the browser. */
  styleCache: EmotionCache;
};

export function App({ router, queryClient, styleCache }: AppProps) {
  const locale = useAtomValue(localeAtom);
  return (
    <CacheProvider value={styleCache}>
      <StyleCacheContext.Provider value={styleCache}>
        <I18nProvider i18n={i18n}>
          <ChakraProvider value={getAppSystem()}>
            {/* Gives Chakra/Ark components their reading direction (menus, drawers, toasts). */}
            <LocaleProvider locale={INTL_LOCALE[locale]}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </LocaleProvider>
          </ChakraProvider>
        </I18nProvider>
      </StyleCacheContext.Provider>
    </CacheProvider>
  );
}

import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TLocale } from '../../contract/common';
import { i18n, loadCatalogPart } from '../lib/i18n';
import { INTL_LOCALE } from '../lib/locale';
import { appStore, localeAtom } from '../lib/store';
import { ChakraScope } from '../theme/chakra-scope';

/*
 * Renders a screen as the app does, in one language: the real catalog (compiled from the .po files), the page's
 * `<html lang dir>`, a query cache the test may fill first, and Chakra's scope. For component tests
 * (`*.component.test.tsx`, the `components` project of vitest.config.ts).
 */

export async function activateTestLocale(locale: TLocale): Promise<void> {
  const catalog = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages: catalog.messages });
  // Every message is in already; this marks the part the Chakra scope waits for as loaded (src/lib/i18n.ts).
  await loadCatalogPart('ui');
  appStore.set(localeAtom, locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export async function renderIn(
  locale: TLocale,
  ui: ReactNode,
  queryClient: QueryClient = testQueryClient(),
): Promise<RenderResult & { queryClient: QueryClient }> {
  await activateTestLocale(locale);
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChakraScope>{ui}</ChakraScope>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient };
}

/** As renderIn, inside a router (for screens that navigate or link), at `path`. */
export async function renderRoutedIn(
  locale: TLocale,
  ui: ReactNode,
  options: { path?: string; queryClient?: QueryClient } = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }) });
  await router.load();
  return renderIn(locale, <RouterProvider router={router} />, options.queryClient);
}

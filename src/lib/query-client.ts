import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { errorMessage } from './error-messages';
import { appStore, localeAtom } from './store';
import { toastError } from './toaster';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation shows its own error (a form field, an inline message): no toast. */
      silentError?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

/** 4xx answers are final (the request itself is wrong); network failures and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // docs/product.md §8: fetch failures of lists are only logged; screens show their own error states.
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The server render (src/entry-server.tsx) answers a failed read with its page (a 404, say), not a log.
        if (typeof window === 'undefined') return;
        console.warn('Query failed', query.queryKey, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        console.warn('Mutation failed', mutation.options.mutationKey, error);
        if (mutation.meta?.silentError) return;
        toastError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Server answers carry attendee-facing texts in the language of the request (lib/api-client.ts sends
 * Accept-Language), so a locale switch, here or in another tab, marks every query stale and refetches the
 * ones on screen. One subscription rather than the locale in every query key: no feature can forget it,
 * and the old language's copy stays visible until the new one arrives instead of flashing a loading
 * state. Offline copies in IndexedDB (events, My Tickets) keep the language they were fetched in until
 * their next refresh. Returns the unsubscribe.
 */
export function refetchOnLocaleChange(queryClient: QueryClient): () => void {
  return appStore.sub(localeAtom, () => {
    void queryClient.invalidateQueries();
  });
}

import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/**
 * The emotion cache of a server render (src/entry-server.tsx makes one per pass), for the Chakra parts of a page
 * (src/theme/chakra-scope.tsx). In the browser it is null: the scope makes the browser's cache itself, with
 * Chakra, so neither is in the public first load (docs/architecture.md §8). Only a type from emotion here.
 */
export const StyleCacheContext = createContext<EmotionCache | null>(null);

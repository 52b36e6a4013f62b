import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The head element holding a server render's component styles (src/entry-server.tsx writes it, with the
 * rules' names in `data-names`). It is not one of emotion's own server elements on purpose: emotion's
 * browser cache moves those to the end of the head as it starts, and a moved style element is parsed again
 * and restyles the whole page (docs/architecture.md §10).
 */
export const SERVER_STYLES_ID = 'ssr-styles';

/** One emotion cache per server render pass and one in the browser. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css' });
}

/** The browser's cache takes the server's rules as already inserted, so hydration inserts none of them again. */
export function adoptServerStyles(cache: EmotionCache): void {
  const names = document.getElementById(SERVER_STYLES_ID)?.dataset.names?.split(' ') ?? [];
  for (const name of names) if (name) cache.inserted[name] = true;
}

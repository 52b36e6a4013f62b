import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The head element holding a server render's component styles (src/entry-server.tsx writes it, with the
 * rules' names in `data-names`). It is not one of emotion's own server elements on purpose: emotion's
 * browser cache moves those to the end of the head as it starts, and a moved style element is parsed again
 * and restyles the whole page (docs/architecture.md §10).
 */
export const SERVER_STYLES_ID = 'ssr-styles';

/** Properties the browsers the app supports still need prefixed: Safari reads only `-webkit-user-select`, and
 * `backdrop-filter` unprefixed only from Safari 18. */
const WEBKIT_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/**
 * In place of emotion's default prefixer, which writes every rule for browsers of ten years ago (`-ms-flexbox`,
 * `@-webkit-keyframes`, three placeholder selectors): a quarter of the CSS each page carries and parses before its
 * first paint (docs/architecture.md §8). Class names do not depend on it, so server and browser still agree.
 */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_PREFIXED.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** One emotion cache per server render pass and one in the browser. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
}

/** The browser's cache takes the server's rules as already inserted, so hydration inserts none of them again. */
export function adoptServerStyles(cache: EmotionCache): void {
  const names = document.getElementById(SERVER_STYLES_ID)?.dataset.names?.split(' ') ?? [];
  for (const name of names) if (name) cache.inserted[name] = true;
}

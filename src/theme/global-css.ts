import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStyleCache } from '../lib/style-cache';

const STYLE_ELEMENT = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * The CSS ChakraProvider's `<Global>` elements render for a system — the cascade-layer order, then the reset,
 * the global styles and every token as a CSS variable — as one stylesheet (src/theme/chakra-global.css,
 * written by `npm run theme:css`, inlined into index.html's head by build/plugins.ts), prefixed as the app's own
 * styles are (src/lib/style-cache.ts).
 */
export function chakraGlobalCss(system: SystemContext): string {
  const provider = createElement(ChakraProvider, { value: system, children: null });
  const markup = renderToStaticMarkup(createElement(CacheProvider, { value: createStyleCache(), children: provider }));
  return [...markup.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('\n');
}

import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const STYLE_ELEMENT = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * The CSS ChakraProvider's `<Global>` elements render for a system — the cascade-layer order, then the reset,
 * the global styles and every token as a CSS variable — as one stylesheet (src/theme/chakra-global.css,
 * written by `npm run theme:css`, inlined into index.html's head by vite.plugins.ts).
 */
export function chakraGlobalCss(system: SystemContext): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  return [...markup.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('\n');
}

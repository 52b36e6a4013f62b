import { Box, ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getAppSystem } from '../theme/system';
import { createStyleCache } from './style-cache';

describe('the style cache', () => {
  it('writes no blanket vendor prefixes, only those current Safari needs', () => {
    const markup = renderToStaticMarkup(
      <CacheProvider value={createStyleCache()}>
        <ChakraProvider value={getAppSystem()}>
          <Box display="flex" alignItems="center" userSelect="none" backdropFilter="blur(6px)" transform="translateY(-2px)" />
        </ChakraProvider>
      </CacheProvider>,
    );
    expect(markup).toContain('display:flex;');
    expect(markup).toContain('-webkit-user-select:none;user-select:none;');
    expect(markup).toContain('-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);');
    expect(markup).not.toMatch(/-ms-|-moz-|display:-webkit|-webkit-align-items|-webkit-transform/);
  });
});

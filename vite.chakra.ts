import type { PluginOption } from 'vite';

/** Chakra's styled-system/system.js (3.37), which the build below rewrites. */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

/**
 * createSystem computes the system's global CSS (reset, global styles, every token as a variable) as it
 * builds the system: about 40% of its time, the largest piece of the app's start-up. The app never reads it
 * (its global stylesheet is built ahead, src/theme/chakra-global.css), so the build makes it a getter that
 * computes on first read. Throws when Chakra's code no longer has the expected form, so an upgrade fails the
 * build instead of silently losing the change.
 */
export function lazyChakraGlobal(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FIELD)) {
    throw new Error('@chakra-ui/react styled-system/system.js changed: review vite.chakra.ts');
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(FIELD, '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
}

export function lazyChakraGlobalPlugin(): PluginOption {
  return {
    name: 'tadhkira:lazy-chakra-global',
    transform: {
      filter: { id: CHAKRA_SYSTEM_MODULE },
      handler(code) {
        return { code: lazyChakraGlobal(code), map: null };
      },
    },
  };
}

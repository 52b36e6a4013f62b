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
    throw new Error('@chakra-ui/react styled-system/system.js changed: review build/chakra.ts');
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(FIELD, '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n');
}

/** A build step that rewrites one dependency's module with `rewrite` (which throws on code it does not know). */
function rewriteModulePlugin(name: string, id: RegExp, rewrite: (code: string) => string): PluginOption {
  return {
    name,
    transform: {
      filter: { id },
      handler(code) {
        return { code: rewrite(code), map: null };
      },
    },
  };
}

export function lazyChakraGlobalPlugin(): PluginOption {
  return rewriteModulePlugin('tadhkira:lazy-chakra-global', CHAKRA_SYSTEM_MODULE, lazyChakraGlobal);
}

/** Zag's i18n utilities (@zag-js/i18n-utils 1.x), whose is-rtl module the build below rewrites. */
export const ZAG_IS_RTL_MODULE = /[\\/]@zag-js[\\/]i18n-utils[\\/]dist[\\/]is-rtl\.mjs$/;
const LOCALE_SCRIPT = `  if (Intl.Locale) {
    const script = new Intl.Locale(locale).maximize().script ?? "";
    return RTL_SCRIPTS.has(script);
  }
`;

/**
 * Chakra's LocaleProvider asks zag's `isRTL` for the page's direction, which calls `Intl.Locale#maximize`: the
 * browser's first call loads its likely-subtags data, ~20 ms of a phone's start-up inside hydration
 * (docs/architecture.md §8). The app's locales (src/lib/locale.ts) always name their language first, so the
 * function's own fallback, the language subtag against its list of right-to-left languages, answers the same.
 * Throws when zag's code no longer has the expected form.
 */
export function rtlByLanguage(code: string): string {
  if (!code.includes(LOCALE_SCRIPT)) {
    throw new Error('@zag-js/i18n-utils is-rtl.mjs changed: review build/chakra.ts');
  }
  return code.replace(LOCALE_SCRIPT, '');
}

export function rtlByLanguagePlugin(): PluginOption {
  return rewriteModulePlugin('tadhkira:rtl-by-language', ZAG_IS_RTL_MODULE, rtlByLanguage);
}

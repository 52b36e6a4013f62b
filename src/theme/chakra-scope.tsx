import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { use, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { catalogPartLoad } from '../lib/i18n';
import { INTL_LOCALE } from '../lib/locale';
// Every screen built with Chakra can meet any error code: their messages come with the scope (docs/architecture.md §8).
import '../lib/screen-error-messages';
import { useAppLocale } from '../lib/store';
import { adoptServerStyles, createStyleCache } from '../lib/style-cache';
import { StyleCacheContext } from '../lib/style-cache-context';
import { getAppSystem } from './system';

let browserCache: EmotionCache | undefined;

/** The browser's one cache, made with the first Chakra part: it takes the server's rules as inserted already. */
function getBrowserStyleCache(): EmotionCache {
  if (!browserCache) {
    browserCache = createStyleCache();
    adoptServerStyles(browserCache);
  }
  return browserCache;
}

/**
 * Chakra for the parts of the app built with it: the dashboard, the scanner, account and sign-in pages, dialogs,
 * menus and toasts. The public pages' first load (home, an event) is plain elements and loads none of it
 * (docs/architecture.md §8): each Chakra route or lazily loaded part renders inside a scope of its own. Nested
 * scopes are harmless — the system is made once, and the provider inserts no global styles (src/theme/system.ts).
 * What is drawn inside shows the catalog's `ui` part (build/catalogs.ts): the scope waits for it (once, a small
 * precached file) before its first render.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  // Always called, before any hook: React replays a component that suspended here with the same calls.
  use(catalogPartLoad('ui'));
  const locale = useAppLocale();
  const serverCache = useContext(StyleCacheContext);
  return (
    <CacheProvider value={serverCache ?? getBrowserStyleCache()}>
      <ChakraProvider value={getAppSystem()}>
        {/* Gives Chakra/Ark components their reading direction (menus, drawers, toasts). */}
        <LocaleProvider locale={INTL_LOCALE[locale]}>{children}</LocaleProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}

/**
 * A route's screen inside its own ChakraScope, in a wrapper of no box of its own (`.lazy-part`, src/styles/shell.css)
 * that gets `data-ready` once the screen has hydrated. The scope waits for the catalog's `ui` part, so a
 * server-rendered screen can hydrate after the page (`<html data-hydrated>`): until it has, index.html keeps its
 * buttons and choices waiting and its forms from submitting themselves, which would send a password in a URL
 * (docs/architecture.md §10).
 */
export function withChakra<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return function WithChakra(props: P) {
    return (
      <ScreenPart>
        <ChakraScope>
          <Component {...props} />
        </ChakraScope>
      </ScreenPart>
    );
  };
}

/** The wrapper of a part that hydrates on its own (withChakra, src/theme/lazy-chakra.plain.tsx): `data-ready` once it has. */
export function ScreenPart({ part, children }: { part?: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  // After the part's whole tree has hydrated: a scope that suspends holds this effect back with it.
  useEffect(() => setReady(true), []);
  return (
    <div className="lazy-part" data-part={part} data-ready={ready ? '' : undefined}>
      {children}
    </div>
  );
}

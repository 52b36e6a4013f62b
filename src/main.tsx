import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TLocale } from '../contract/constants';
import { App } from './app';
import { saveHydratedEvents } from './features/events/api/events.queries';
import { activateLocale, changeLocale } from './lib/i18n';
import { warmIntl } from './lib/intl-warmup';
import { listenForInstallPrompt } from './lib/install-offer';
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient, refetchOnLocaleChange } from './lib/query-client';
import { detectBrowserLocale, savedLocale } from './lib/store';
import { localeFromCookie, setLocalePrefixed, splitLocalePrefix, writeLocaleCookie } from './lib/url-locale';
import { followTokenForOfflineTickets } from './offline/tickets-session';
import { createAppRouter } from './router';
import './styles/fonts.css';
// Server-styled parts (docs/architecture.md §8): in the entry's stylesheet, linked before any script runs.
// As Chakra orders them: the global icon rule, then the recipes as static classes, then the parts' own sheets,
// which override both.
import './styles/plain.css';
import './styles/recipes.css';
import './styles/event-card.css';
import './styles/event-facts.css';
import './styles/explore-categories.css';
import './styles/footer.css';
import './styles/shell.css';
import './styles/home.css';
import './styles/browse.css';
import './styles/event-page.css';
import './styles/status.css';

type TSsrState = { locale: TLocale; queries: DehydratedState };

/**
 * Marks `<html data-hydrated>` once React has taken over the server's HTML (after the first commit in a
 * client-only render): index.html keeps buttons and form submission waiting until then
 * (docs/architecture.md §10). Then runs what must wait for it.
 */
function HydratedMark({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    onHydrated();
  }, [onHydrated]);
  return children;
}

/** The server-rendered page's data (src/entry-server.tsx); absent in the offline shell and on signed-in pages. */
function readSsrState(): TSsrState | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as TSsrState;
  } catch {
    return null;
  }
}

/** Lets the browser run what waits (input, paint) before the next step of the start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the browser has nothing else to do, within `timeout` ms. */
function whenIdle(task: () => void, timeout = 3000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 300);
}

/**
 * Waits for index.html's Intl warm-up (`window.intlWarmed`): a worker has loaded the locale and time-zone data
 * the page formats with, so the main thread's first date or price does not (docs/architecture.md §8). Capped:
 * a slow worker is not waited for.
 */
function intlWarmed(): Promise<unknown> {
  return Promise.race([window.intlWarmed, new Promise((resolve) => setTimeout(resolve, 1000))]);
}

async function bootstrap(): Promise<void> {
  // The start-up runs as a few tasks instead of one long one (total blocking time, docs/architecture.md §8):
  // evaluating the modules, the router, then hydration in React's own slices.
  await nextTask();
  const ssr = readSsrState();
  const urlLocale = splitLocalePrefix(window.location.pathname).locale;
  const saved = savedLocale();
  setLocalePrefixed(urlLocale !== null);
  // The language the server rendered in, or (the shell) the address's, the saved choice, the browser's.
  const locale = ssr?.locale ?? urlLocale ?? saved ?? detectBrowserLocale();
  await intlWarmed();
  warmIntl(locale);
  await nextTask();

  const queryClient = createQueryClient();
  if (ssr) hydrate(queryClient, ssr.queries);
  // The browser may offer installation before any page renders; keep it for after a booking.
  listenForInstallPrompt();
  const router = createAppRouter(queryClient);
  // The catalog is active before the first render: no flash of English in Arabic.
  await activateLocale(locale);
  refetchOnLocaleChange(queryClient);
  // The offline copy of the tickets follows the sign-in from the first moment (docs/architecture.md §6).
  followTokenForOfflineTickets(queryClient);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // After hydration (an update during it would make React drop the server's HTML and render again):
  const applySavedChoice = () => {
    const choice = savedLocale();
    if (!choice) return;
    // Keep the cookie the server reads in step with a choice saved before it existed.
    if (localeFromCookie(document.cookie) !== choice) writeLocaleCookie(choice);
    // An unprefixed page rendered before the server knew the choice: the saved choice wins.
    if (!urlLocale && choice !== locale) void changeLocale(choice);
  };
  const afterHydration = () => {
    applySavedChoice();
    // What the page does not need to become interactive waits until the browser is idle: the offline copy of
    // the events it shows, then the service worker, whose first install downloads the whole app
    // (docs/architecture.md §8).
    whenIdle(() => {
      if (ssr) void saveHydratedEvents(queryClient, () => new Promise((resolve) => whenIdle(resolve))).catch(() => undefined);
      whenIdle(() => void registerServiceWorker());
    });
  };
  const app = (
    <StrictMode>
      <HydratedMark onHydrated={afterHydration}>
        <App router={router} queryClient={queryClient} />
      </HydratedMark>
    </StrictMode>
  );
  if (ssr) {
    // The route chunks and loaders resolve from the hydrated cache first, so the first client render is the
    // server's HTML (docs/architecture.md §10).
    await router.load();
    await nextTask();
    // Marks the router as hydrating server HTML, as the router's own hydrate() does: its root renders
    // without the client-only Suspense boundary the server did not render.
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates in slices that yield to the browser instead of one long task: the page
    // already shows and scrolls while it becomes interactive (total blocking time, docs/architecture.md §8).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }

  // Another tab's language choice applies here too, unless this page's address names its language.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || event.key !== 'locale' || urlLocale) return;
    if (event.newValue === 'ar' || event.newValue === 'en') void activateLocale(event.newValue);
  });
}

void bootstrap();

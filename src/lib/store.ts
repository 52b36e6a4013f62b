import { appStore, atom, useAtomValue, type TWritableAtom } from './atoms';
import { isLocale, type TLocale } from '../../contract/constants';
import { deviceOnline } from './device-online';

/**
 * Client-wide state (docs/architecture.md §2 "State"): locale, auth token, connectivity, service-worker update.
 * Components read these atoms with `useAtomValue` (src/lib/atoms.ts); non-React code (api client, router guards)
 * goes through `appStore`, the same store the React tree reads.
 */
export { appStore };

type TSyncStorage<T> = {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  subscribe: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
};

function hasLocalStorage(): boolean {
  try {
    return typeof localStorage !== 'undefined';
  } catch {
    // Storage access throws in some privacy modes.
    return false;
  }
}

/**
 * Plain-string localStorage values (no JSON quotes): index.html's inline script and tests read
 * `locale` and `token` as raw strings.
 */
function stringStorage<T extends string | null>(parse: (raw: string | null) => T): TSyncStorage<T> {
  return {
    getItem: (key, initialValue) => {
      if (!hasLocalStorage()) return initialValue;
      const raw = localStorage.getItem(key);
      return raw === null ? initialValue : parse(raw);
    },
    setItem: (key, value) => {
      if (!hasLocalStorage()) return;
      if (value === null || value === '') localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    },
    subscribe: (key, callback, initialValue) => {
      if (typeof window === 'undefined') return undefined;
      // Keeps several open tabs on one locale and one session.
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === localStorage && event.key === key) {
          callback(event.newValue === null ? initialValue : parse(event.newValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export function detectBrowserLocale(): TLocale {
  const language = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The choice saved on this device (docs/product.md §3), or null when the visitor never chose. */
export function savedLocale(): TLocale | null {
  if (!hasLocalStorage()) return null;
  const saved = localStorage.getItem('locale');
  return isLocale(saved) ? saved : null;
}

/**
 * The language the page is in. Not stored by itself: an `/ar/…` address shows Arabic without changing the
 * saved choice (src/lib/url-locale.ts); src/lib/i18n.ts `changeLocale` saves a choice the visitor makes.
 */
export const localeAtom = atom<TLocale>(savedLocale() ?? detectBrowserLocale());

/** An atom kept in localStorage under `key`: read from it at start, written to it, and following other tabs' writes. */
function storedAtom<T>(key: string, initialValue: T, storage: TSyncStorage<T>): TWritableAtom<T> {
  const value = atom(storage.getItem(key, initialValue));
  const stored: TWritableAtom<T> = {
    read: value.read,
    subscribe: value.subscribe,
    write: (action) => {
      value.write(action);
      storage.setItem(key, value.read(appStore.get));
    },
  };
  value.onMount = (set) => storage.subscribe(key, set, initialValue);
  return stored;
}

export const tokenAtom = storedAtom<string | null>(
  'token',
  null,
  stringStorage((raw) => (raw === '' ? null : raw)),
);

const onlineBaseAtom = atom(deviceOnline());
onlineBaseAtom.onMount = (setOnline) => {
  const update = () => setOnline(deviceOnline());
  // The browser has a network again: the next request says whether the server answers.
  const reconnected = () => {
    update();
    setServerReachable(true);
  };
  window.addEventListener('online', reconnected);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', reconnected);
    window.removeEventListener('offline', update);
  };
};

/**
 * Whether the server answered the app's last request (src/lib/api-client.ts). The browser's online flag says only
 * that the device has a network: a gate's Wi-Fi without internet, a captive portal, or a browser that keeps the
 * flag up after an offline reload all say "online" while nothing arrives.
 */
const serverReachableAtom = atom(true);

/** Called by the API client: true when a response came back, false when fetch could not reach the server. */
export function setServerReachable(reachable: boolean): void {
  // In the browser only: a server render's own fetches say nothing about a visitor's connection.
  if (typeof window === 'undefined') return;
  if (appStore.get(serverReachableAtom) !== reachable) appStore.set(serverReachableAtom, reachable);
}

/** Read-only: the browser's online/offline events, and whether the server answered the last request. */
export const onlineAtom = atom((get) => get(onlineBaseAtom) && get(serverReachableAtom));

/** Set by the service-worker registration when a new version waits; calling it activates and reloads. */
export const pendingUpdateAtom = atom<(() => Promise<void>) | null>(null);

/** True once a toast was requested: the Toaster view mounts (lazily) from then on. */
export const toasterRequestedAtom = atom(false);

export function getToken(): string | null {
  return appStore.get(tokenAtom);
}

export function setToken(token: string | null): void {
  appStore.set(tokenAtom, token);
}

export function getLocale(): TLocale {
  return appStore.get(localeAtom);
}

/** The current app locale, for components that format numbers and dates. */
export function useAppLocale(): TLocale {
  return useAtomValue(localeAtom);
}

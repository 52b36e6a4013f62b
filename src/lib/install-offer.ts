import { atom } from './atoms';
import { appStore } from './store';

/*
 * "Keep your tickets on your home screen" (docs/product.md §2 Event page and booking): offered once a
 * visitor has tickets worth keeping, not on arrival. Chromium hands over a `beforeinstallprompt` event to
 * replay on a click; iOS Safari has no such event, so it gets the Share → Add to Home Screen hint.
 */

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export type TInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** The deferred install prompt, once the browser offers one; null after it is used or the app is installed. */
export const installPromptAtom = atom<TInstallPromptEvent | null>(null);

const DISMISSED_KEY = 'install-offer-dismissed';

export type TInstallOffer = 'prompt' | 'ios' | null;

type TInstallContext = {
  hasPrompt: boolean;
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports itself as a Mac, with touch. */
  maxTouchPoints: number;
  /** Already running from the home screen. */
  standalone: boolean;
  dismissed: boolean;
};

export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** What to offer: the browser's prompt, the iOS hint, or nothing (installed, dismissed, or no way to install). */
export function installOffer({ hasPrompt, userAgent, maxTouchPoints, standalone, dismissed }: TInstallContext): TInstallOffer {
  if (standalone || dismissed) return null;
  if (hasPrompt) return 'prompt';
  // Safari itself: other iOS browsers (CriOS, FxiOS, EdgiOS) put Add to Home Screen elsewhere or not at all.
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return isIosDevice(userAgent, maxTouchPoints) && safari ? 'ios' : null;
}

export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

export function isInstallOfferDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstallOffer(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the offer simply comes back next time.
  }
}

let listening = false;

/** Keeps the browser's install prompt for later (it fires early, on its own schedule). Once per app. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar on arrival: the offer comes after a booking.
    event.preventDefault();
    appStore.set(installPromptAtom, event as TInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

import { appStore, pendingUpdateAtom } from './store';

/**
 * Registers the service worker (production only; registerType "prompt"). A new version waits
 * until the visitor accepts the update prompt, so a scanner is never reloaded mid-scan.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      appStore.set(pendingUpdateAtom, () => () => updateServiceWorker(true));
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}

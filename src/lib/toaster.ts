import { appStore, toasterRequestedAtom } from './store';
import type { toaster as toasterStore } from './toaster-store';

/** docs/product.md §8/§9: errors stay 10 s without a close button; successes 3 s without a progress bar. */
export const ERROR_TOAST_MS = 10_000;
export const SUCCESS_TOAST_MS = 3_000;

type TToaster = typeof toasterStore;

let toasterPromise: Promise<TToaster> | null = null;

/**
 * Toast machinery stays out of the first-load JS (docs/architecture.md §8): the store and its view load
 * with the first toast; toasts created meanwhile show once the view mounts.
 */
function loadToaster(): Promise<TToaster> {
  toasterPromise ??= import('./toaster-store').then(({ toaster }) => {
    appStore.set(toasterRequestedAtom, true);
    return toaster;
  });
  return toasterPromise;
}

export function toastError(message: string): void {
  void loadToaster().then((toaster) => toaster.create({ type: 'error', description: message, duration: ERROR_TOAST_MS, closable: false }));
}

export function toastSuccess(message: string): void {
  void loadToaster().then((toaster) => toaster.create({ type: 'success', description: message, duration: SUCCESS_TOAST_MS, closable: false }));
}

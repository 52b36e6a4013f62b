import { describe, expect, it, vi } from 'vitest';
import { appStore, atom } from './atoms';

describe('the app store (src/lib/atoms.ts)', () => {
  it('holds a value, takes an update, and tells subscribers of changes only', () => {
    const count = atom(1);
    const seen = vi.fn();
    const unsubscribe = appStore.sub(count, seen);
    appStore.set(count, 2);
    appStore.set(count, (previous) => previous + 1);
    appStore.set(count, 3);
    expect(appStore.get(count)).toBe(3);
    expect(seen).toHaveBeenCalledTimes(2);
    unsubscribe();
    appStore.set(count, 4);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps a function as a value when it is returned by an update (as the service worker update is stored)', () => {
    const pending = atom<(() => string) | null>(null);
    appStore.set(pending, () => () => 'updated');
    expect(appStore.get(pending)?.()).toBe('updated');
  });

  it('mounts an atom with its first subscriber and unmounts it with its last', () => {
    const online = atom(false);
    const cleanup = vi.fn();
    online.onMount = vi.fn((set) => {
      set(true);
      return cleanup;
    });
    const first = appStore.sub(online, () => undefined);
    const second = appStore.sub(online, () => undefined);
    expect(online.onMount).toHaveBeenCalledTimes(1);
    expect(appStore.get(online)).toBe(true);
    first();
    expect(cleanup).not.toHaveBeenCalled();
    second();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('derives a value from other atoms, follows them, and mounts them while it is followed', () => {
    const base = atom(true);
    const reachable = atom(true);
    const unmount = vi.fn();
    base.onMount = (set) => {
      // Set while being followed: the derived value must see it.
      set(false);
      return unmount;
    };
    const online = atom((get) => get(base) && get(reachable));
    expect(appStore.get(online)).toBe(true);
    const seen = vi.fn();
    const unsubscribe = appStore.sub(online, seen);
    expect(appStore.get(online)).toBe(false);
    appStore.set(base, true);
    expect(appStore.get(online)).toBe(true);
    const calls = seen.mock.calls.length;
    // Unchanged result: no news.
    appStore.set(reachable, true);
    expect(seen).toHaveBeenCalledTimes(calls);
    appStore.set(reachable, false);
    expect(seen).toHaveBeenCalledTimes(calls + 1);
    unsubscribe();
    expect(unmount).toHaveBeenCalledTimes(1);
    appStore.set(reachable, true);
    expect(seen).toHaveBeenCalledTimes(calls + 1);
  });
});

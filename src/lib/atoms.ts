import { useSyncExternalStore } from 'react';

/*
 * The app's client-wide state (docs/architecture.md §2 "State"): a handful of atoms in one store, read by components
 * through useSyncExternalStore and by plain code through `appStore`. It is the part of jotai's API the app used
 * (`atom`, derived atoms, `onMount`, `store.get/set/sub`, `useAtomValue`, `useAtom`), written out so the public first
 * load does not carry jotai's general store (docs/architecture.md §8).
 */

type TListener = () => void;
type TGetter = <V>(atom: TAtom<V>) => V;
/** A new value, or an update of the current one (as React's and jotai's setters take it). */
export type TSetAction<T> = T | ((previous: T) => T);
type TSetter<T> = (action: TSetAction<T>) => void;

export type TAtom<T> = {
  /** Reads the value; a derived atom reads the atoms it depends on through `get`. */
  readonly read: (get: TGetter) => T;
  /** Subscribes to changes of the value; returns the unsubscribe. */
  readonly subscribe: (listener: TListener) => () => void;
};

export type TWritableAtom<T> = TAtom<T> & {
  readonly write: TSetter<T>;
  /** Called when the atom gets its first subscriber, with its setter; what it returns runs when the last one leaves. */
  onMount?: (set: TSetter<T>) => (() => void) | void;
};

function primitiveAtom<T>(initial: T): TWritableAtom<T> {
  let value = initial;
  const listeners = new Set<TListener>();
  let mounted = false;
  let unmount: (() => void) | void = undefined;
  const self: TWritableAtom<T> = {
    read: () => value,
    write: (action) => {
      const next = typeof action === 'function' ? (action as (previous: T) => T)(value) : action;
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (!mounted) {
        mounted = true;
        unmount = self.onMount?.(self.write);
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || !mounted) return;
        mounted = false;
        unmount?.();
        unmount = undefined;
      };
    },
  };
  return self;
}

function derivedAtom<T>(compute: (get: TGetter) => T): TAtom<T> {
  const get: TGetter = (dependency) => dependency.read(get);
  return {
    read: () => compute(get),
    subscribe: (listener) => {
      // The atoms it read last time, each followed: a change of one of them reads it again, and tells the listener
      // when the value changed. A dependency's onMount may set it while it is being followed: that read counts too.
      const followed = new Map<TAtom<unknown>, () => void>();
      let last: T | undefined;
      let active = true;
      const track = () => {
        const seen = new Set<TAtom<unknown>>();
        last = compute((dependency) => {
          seen.add(dependency);
          return dependency.read(get);
        });
        for (const [dependency, unfollow] of followed) {
          if (seen.has(dependency)) continue;
          unfollow();
          followed.delete(dependency);
        }
        for (const dependency of seen) if (!followed.has(dependency)) followed.set(dependency, dependency.subscribe(changed));
      };
      function changed() {
        if (!active) return;
        const before = last;
        track();
        if (!Object.is(before, last)) listener();
      }
      track();
      return () => {
        active = false;
        for (const unfollow of followed.values()) unfollow();
        followed.clear();
      };
    },
  };
}

/** `atom(initial)` holds a value; `atom((get) => …)` is read from other atoms and follows them. */
export function atom<T>(compute: (get: TGetter) => T): TAtom<T>;
export function atom<T>(initial: T): TWritableAtom<T>;
export function atom<T>(initialOrCompute: T | ((get: TGetter) => T)): TAtom<T> | TWritableAtom<T> {
  return typeof initialOrCompute === 'function' ? derivedAtom(initialOrCompute as (get: TGetter) => T) : primitiveAtom(initialOrCompute);
}

/** The one store the React tree and plain code (the API client, the router's guards) share. */
export const appStore = {
  get: <T>(target: TAtom<T>): T => target.read((dependency) => appStore.get(dependency)),
  set: <T>(target: TWritableAtom<T>, action: TSetAction<T>): void => target.write(action),
  sub: (target: TAtom<unknown>, listener: TListener): (() => void) => target.subscribe(listener),
};

export function useAtomValue<T>(target: TAtom<T>): T {
  const read = () => appStore.get(target);
  return useSyncExternalStore(target.subscribe, read, read);
}

export function useAtom<T>(target: TWritableAtom<T>): [T, TSetter<T>] {
  return [useAtomValue(target), target.write];
}

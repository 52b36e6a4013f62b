import type { DBSchema, IDBPDatabase, OpenDBCallbacks } from 'idb';

/**
 * One IndexedDB database opened lazily and shared by its store module, wrapped so every use is best
 * effort: storage can be missing (private modes) or full, and an offline copy must never break a screen.
 * Returns `attempt(action)`, which resolves to null (and warns with `label`) when the database fails. The idb
 * library loads with the first use, not with the page (first-load budget, docs/architecture.md §8).
 */
export function bestEffortDatabase<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
  label: string,
): <T>(action: (db: IDBPDatabase<Schema>) => Promise<T>) => Promise<T | null> {
  let dbPromise: Promise<IDBPDatabase<Schema>> | null = null;

  function database(): Promise<IDBPDatabase<Schema>> {
    dbPromise ??= import('idb')
      .then(({ openDB }) =>
        openDB<Schema>(name, version, {
          upgrade,
          // Another tab opened a newer version: let it upgrade, and reopen on the next call.
          blocking() {
            void dbPromise?.then((db) => db.close());
            dbPromise = null;
          },
        }),
      )
      .catch((error: unknown) => {
        dbPromise = null;
        throw error;
      });
    return dbPromise;
  }

  return async function attempt<T>(action: (db: IDBPDatabase<Schema>) => Promise<T>): Promise<T | null> {
    if (typeof indexedDB === 'undefined') return null;
    try {
      return await action(await database());
    } catch (error) {
      console.warn(`offline ${label} unavailable`, error);
      return null;
    }
  };
}

import type { DBSchema, IDBPDatabase } from 'idb';
import { bestEffortDatabase } from './idb';
import type { TEvent } from '../../contract/events';
import type { TPagination } from '../../contract/common';

/**
 * The last loaded event lists and event pages, kept in IndexedDB so discovery works offline
 * (docs/architecture.md §6: the service worker never caches API JSON; app data lives here, behind one module).
 * Its own database, so the tickets store of the pass can version its schema independently.
 */
const DB_NAME = 'tadhkira-events';
const DB_VERSION = 1;

/** Enough for a visitor's recent browsing; older entries are pruned on write. */
export const MAX_LIST_PAGES = 40;
export const MAX_EVENTS = 200;

export type TSavedListPage = { events: TEvent[]; pagination: TPagination };

type TListRecord = { key: string; page: TSavedListPage; savedAt: number };
/**
 * `vatRate` (percent, as GET /api/events/{id} sends it) is kept only by an event page's answer; list pages
 * do not carry it, and records saved before it existed lack it.
 */
type TEventRecord = { id: number; event: TEvent; vatRate?: number; savedAt: number };

interface EventsDB extends DBSchema {
  lists: { key: string; value: TListRecord; indexes: { 'by-saved': number } };
  events: { key: number; value: TEventRecord; indexes: { 'by-saved': number } };
}

/**
 * Records are read back through the contract: one written by an older app version is ignored, not trusted. The
 * schemas load with the first read (docs/architecture.md §8); null when they cannot, as for a record that fails.
 */
async function savedSchemas() {
  try {
    return await import('../lib/public-schemas');
  } catch {
    return null;
  }
}

const attempt = bestEffortDatabase<EventsDB>(
  DB_NAME,
  DB_VERSION,
  (db, oldVersion) => {
    if (oldVersion < 1) {
      db.createObjectStore('lists', { keyPath: 'key' }).createIndex('by-saved', 'savedAt');
      db.createObjectStore('events', { keyPath: 'id' }).createIndex('by-saved', 'savedAt');
    }
  },
  'events-store',
);

async function pruneOldest(db: IDBPDatabase<EventsDB>, store: 'lists' | 'events', keep: number): Promise<void> {
  const tx = db.transaction(store, 'readwrite');
  const excess = (await tx.store.count()) - keep;
  if (excess > 0) {
    let cursor = await tx.store.index('by-saved').openCursor();
    for (let removed = 0; cursor && removed < excess; removed++) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

function listKey(filtersKey: string, page: number): string {
  return `${filtersKey}#${page}`;
}

/** Saves one page of a list (keyed by its filters) and every event on it. */
export async function saveEventListPage(filtersKey: string, pageNumber: number, page: TSavedListPage): Promise<void> {
  await attempt(async (db) => {
    const savedAt = Date.now();
    const tx = db.transaction(['lists', 'events'], 'readwrite');
    const events = tx.objectStore('events');
    // A list refreshes an event's fields but must not drop the VAT rate its page saved.
    const keepVatRate = async (event: TEvent) => {
      const vatRate = (await events.get(event.id))?.vatRate;
      await events.put({ id: event.id, event, ...(vatRate === undefined ? {} : { vatRate }), savedAt });
    };
    await Promise.all([tx.objectStore('lists').put({ key: listKey(filtersKey, pageNumber), page, savedAt }), ...page.events.map(keepVatRate), tx.done]);
    await pruneOldest(db, 'lists', MAX_LIST_PAGES);
    await pruneOldest(db, 'events', MAX_EVENTS);
  });
}

export type TSaved<T> = { data: T; savedAt: number };

export async function loadEventListPage(filtersKey: string, pageNumber: number): Promise<TSaved<TSavedListPage> | null> {
  const record = await attempt((db) => db.get('lists', listKey(filtersKey, pageNumber)));
  const schemas = record ? await savedSchemas() : null;
  if (!record || !schemas) return null;
  const parsed = schemas.ZSavedListPageSchema.safeParse(record.page);
  return parsed.success ? { data: parsed.data, savedAt: record.savedAt } : null;
}

export type TSavedEvent = { event: TEvent; vatRate: number | null };

/** Saves an event page's answer: the event and the VAT rate (percent) it came with. */
export async function saveEvent(event: TEvent, vatRate: number): Promise<void> {
  await attempt(async (db) => {
    await db.put('events', { id: event.id, event, vatRate, savedAt: Date.now() });
    await pruneOldest(db, 'events', MAX_EVENTS);
  });
}

/** The saved event; `vatRate` is null when only a list saved it, or an older app version did. */
export async function loadEvent(id: number): Promise<TSaved<TSavedEvent> | null> {
  const record = await attempt((db) => db.get('events', id));
  const schemas = record ? await savedSchemas() : null;
  if (!record || !schemas) return null;
  const parsed = schemas.ZEventSchema.safeParse(record.event);
  if (!parsed.success) return null;
  const vatRate = schemas.ZSavedVatRateSchema.safeParse(record.vatRate);
  return { data: { event: parsed.data, vatRate: vatRate.success ? vatRate.data : null }, savedAt: record.savedAt };
}

/** For tests and a future "clear offline data" control. */
export async function clearEventsStore(): Promise<void> {
  await attempt(async (db) => {
    const tx = db.transaction(['lists', 'events'], 'readwrite');
    await Promise.all([tx.objectStore('lists').clear(), tx.objectStore('events').clear(), tx.done]);
  });
}

import { pgErrorOf, PG_FOREIGN_KEY_VIOLATION } from '../../db/errors';
import type { TUploadStore } from '../../lib/storage';
import type { z } from 'zod';
import {
  ZAdminEventFieldsSchema,
  ZAdminEventUpdateFieldsSchema,
  type TAdminEvent,
  type TAdminEventListQuery,
  type TAdminEventStatus,
} from '../../../contract/admin-catalogue';
import type { TPagination } from '../../../contract/common';
import type { Db, DbExecutor } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { eventSearchText, normalizeSearchText } from '../../lib/text';
import { toIso } from '../../lib/time';
import {
  discardUpload,
  removeUploadIfUnused,
  srcSetOf,
  storeImage,
  uploadUrl,
  type TForm,
  type TFormFields,
  type TReadMultipartOptions,
} from '../uploads/uploads.service';
import { eventCancelled, eventHasBookings } from './events.admin.errors';
import { eventNotFound } from './events.errors';
import {
  cancelEvent,
  countAdminEvents,
  deleteEventWithoutBookings,
  findAdminEventById,
  findAdminEventPage,
  findEventForUpdate,
  findMissingBadgeIds,
  findMissingCategoryIds,
  insertEvent,
  replaceEventLinks,
  updateEvent,
  type TAdminEventRow,
  type TEventValues,
} from './events.admin.repository';

/*
 * The administrator's events (docs/product.md §7, docs/architecture.md §5): a table with status and
 * door counts, multipart create and partial update in both languages, cancel (bookings stay and are
 * revoked for the scanner) and delete (only with no bookings).
 */

export type TEventAdminDeps = { db: Db; now: () => Date; uploads: TUploadStore };

const POSTER_FIELD = 'poster_image';
const DATES_REVERSED = 'The end must not be before the start';

/** The form of `POST admin/events` and `POST admin/events/{id}`: one poster image; other files are dropped. */
export const EVENT_FORM: TReadMultipartOptions = {
  fileField: (field) => (field === POSTER_FIELD ? 'poster' : null),
  maxFiles: { count: 1, error: () => validationFailed({ [POSTER_FIELD]: ['Send one poster image.'] }) },
};

function statusOf(row: Pick<TAdminEventRow, 'cancelled_at' | 'start_date' | 'finish_date'>, now: Date): TAdminEventStatus {
  if (row.cancelled_at !== null) return 'cancelled';
  if (new Date(row.start_date) > now) return 'upcoming';
  return new Date(row.finish_date) < now ? 'ended' : 'running';
}

function toAdminEvent(row: TAdminEventRow, now: Date): TAdminEvent {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    description: row.description,
    description_ar: row.description_ar,
    start_date: toIso(row.start_date) ?? '',
    finish_date: toIso(row.finish_date) ?? '',
    location: row.location,
    location_ar: row.location_ar,
    poster_image_url: row.poster_path ? uploadUrl(row.poster_path) : null,
    poster_srcset: srcSetOf(row.poster_path) ?? null,
    categories: row.categories,
    badges: row.badges,
    status: statusOf(row, now),
    cancelled_at: toIso(row.cancelled_at),
    tickets_total: Number(row.tickets_total),
    tickets_sold: Number(row.tickets_sold),
    checked_in: Number(row.checked_in),
    bookings_count: Number(row.bookings_count),
    checkout_hold_minutes: row.checkout_hold_minutes === null ? null : Number(row.checkout_hold_minutes),
    created_at: toIso(row.created_at) ?? '',
    updated_at: toIso(row.updated_at) ?? '',
  };
}

export async function listAdminEvents(deps: TEventAdminDeps, query: TAdminEventListQuery): Promise<{ events: TAdminEvent[]; pagination: TPagination }> {
  const now = deps.now();
  const search = query.search ? normalizeSearchText(query.search) : '';
  const filters = { ...pageWindow(query), search: search || undefined, status: query.status, now };
  const rows = await findAdminEventPage(deps.db, filters);
  const total = rows[0] ? Number(rows[0].total_count) : query.page === 1 ? 0 : await countAdminEvents(deps.db, filters);
  return { events: rows.map((row) => toAdminEvent(row, now)), pagination: paginationOf(query, total) };
}

async function readAdminEvent(db: DbExecutor, id: number, now: Date): Promise<TAdminEvent> {
  const row = await findAdminEventById(db, id);
  if (!row) throw eventNotFound();
  return toAdminEvent(row, now);
}

export async function getAdminEvent(deps: TEventAdminDeps, id: number): Promise<TAdminEvent> {
  return readAdminEvent(deps.db, id, deps.now());
}

/** Empty values of a list are dropped: a single empty `category_ids[]` sends the list empty (an update clears it). */
function withLists(fields: TFormFields): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const list of ['category_ids', 'badge_ids']) {
    const value = fields[list];
    if (value !== undefined) out[list] = [value].flat().filter((v) => v.trim() !== '');
  }
  return out;
}

/** The form's fields through the contract's schema; its issues become field errors (`category_ids.0`, …). */
function parseFields<S extends z.ZodType>(schema: S, fields: TFormFields): z.infer<S> {
  const parsed = schema.safeParse(withLists(fields));
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  throw validationFailed(errors);
}

async function checkLinks(tx: DbExecutor, categoryIds: number[] | undefined, badgeIds: number[] | undefined): Promise<void> {
  const errors: Record<string, string[]> = {};
  const missingCategories = categoryIds ? await findMissingCategoryIds(tx, categoryIds) : [];
  if (missingCategories.length > 0) errors.category_ids = [`No such category: ${missingCategories.join(', ')}.`];
  const missingBadges = badgeIds ? await findMissingBadgeIds(tx, badgeIds) : [];
  if (missingBadges.length > 0) errors.badge_ids = [`No such badge: ${missingBadges.join(', ')}.`];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

async function writeLinks(tx: DbExecutor, eventId: number, categoryIds: number[] | undefined, badgeIds: number[] | undefined): Promise<void> {
  await checkLinks(tx, categoryIds, badgeIds);
  const outcome = await replaceEventLinks(tx, eventId, { categoryIds, badgeIds });
  // Deleted between the check and the insert: answered as if the check had seen it.
  if (outcome === 'category_gone') throw validationFailed({ category_ids: ['A selected category no longer exists.'] });
  if (outcome === 'badge_gone') throw validationFailed({ badge_ids: ['A selected badge no longer exists.'] });
}

/** `location` sent empty means none. */
function locationOf(location: string | undefined): string | null {
  return location ? location : null;
}

/**
 * Stores the form's poster (type from its bytes, WebP variants, docs/architecture.md §7) and runs `write`
 * with its path; when `write` fails, the files just stored are deleted again, so a refused request
 * leaves nothing behind.
 */
async function withPoster<T>(deps: TEventAdminDeps, form: TForm, write: (posterPath: string | null) => Promise<T>): Promise<T> {
  const file = form.files.find((f) => f.field === POSTER_FIELD);
  const stored = file ? (await storeImage(deps.uploads, file.bytes, 'poster')).path : null;
  try {
    return await write(stored);
  } catch (error) {
    if (stored) await discardUpload(deps.uploads, stored);
    throw error;
  }
}

export async function createAdminEvent(deps: TEventAdminDeps, form: TForm): Promise<TAdminEvent> {
  const fields = parseFields(ZAdminEventFieldsSchema, form.fields);
  const texts = {
    name: fields.name,
    nameAr: fields.name_ar,
    description: fields.description,
    descriptionAr: fields.description_ar,
    location: locationOf(fields.location),
    locationAr: fields.location_ar,
  };
  const id = await withPoster(deps, form, (posterPath) =>
    deps.db.transaction(async (tx) => {
      const values: TEventValues = {
        ...texts,
        startDate: new Date(fields.start_date),
        finishDate: new Date(fields.finish_date),
        posterPath,
        searchText: eventSearchText(texts),
        checkoutHoldMinutes: fields.checkout_hold_minutes ?? null,
      };
      const eventId = await insertEvent(tx, values);
      await writeLinks(tx, eventId, fields.category_ids, fields.badge_ids);
      return eventId;
    }),
  );
  return readAdminEvent(deps.db, id, deps.now());
}

/**
 * A partial update (docs/product.md §7 `_method=PUT`): fields left out of the form keep their value. A new
 * poster replaces the old one, `remove_poster=1` drops it; the old files go after the commit, once no
 * row points at them.
 */
export async function updateAdminEvent(deps: TEventAdminDeps, id: number, form: TForm): Promise<TAdminEvent> {
  const fields = parseFields(ZAdminEventUpdateFieldsSchema, form.fields);
  const replaced = await withPoster(deps, form, (posterPath) =>
    deps.db.transaction(async (tx) => {
      const current = await findEventForUpdate(tx, id);
      if (!current) throw eventNotFound();
      const startDate = fields.start_date === undefined ? current.startDate : new Date(fields.start_date);
      const finishDate = fields.finish_date === undefined ? current.finishDate : new Date(fields.finish_date);
      if (finishDate < startDate) throw validationFailed({ [fields.finish_date === undefined ? 'start_date' : 'finish_date']: [DATES_REVERSED] });
      const texts = {
        name: fields.name ?? current.name,
        nameAr: fields.name_ar ?? current.nameAr,
        description: fields.description ?? current.description,
        descriptionAr: fields.description_ar ?? current.descriptionAr,
        location: fields.location === undefined ? current.location : locationOf(fields.location),
        locationAr: fields.location_ar ?? current.locationAr,
      };
      const values: Partial<TEventValues> = { ...texts, startDate, finishDate, searchText: eventSearchText(texts) };
      if (fields.checkout_hold_minutes !== undefined) values.checkoutHoldMinutes = fields.checkout_hold_minutes;
      if (posterPath) values.posterPath = posterPath;
      else if (fields.remove_poster === '1') values.posterPath = null;
      await updateEvent(tx, id, values);
      await writeLinks(tx, id, fields.category_ids, fields.badge_ids);
      return values.posterPath !== undefined && current.posterPath !== values.posterPath ? current.posterPath : null;
    }),
  );
  await removeUploadIfUnused(deps.db, deps.uploads, replaced);
  return readAdminEvent(deps.db, id, deps.now());
}

export async function cancelAdminEvent(deps: TEventAdminDeps, id: number): Promise<TAdminEvent> {
  const now = deps.now();
  const outcome = await deps.db.transaction((tx) => cancelEvent(tx, id, now));
  if (outcome === 'not_found') throw eventNotFound();
  if (outcome === 'already') throw eventCancelled();
  return readAdminEvent(deps.db, id, now);
}

export async function deleteAdminEvent(deps: TEventAdminDeps, id: number): Promise<{ id: number }> {
  let outcome: Awaited<ReturnType<typeof deleteEventWithoutBookings>>;
  try {
    outcome = await deps.db.transaction((tx) => deleteEventWithoutBookings(tx, id));
  } catch (error) {
    // A booking or scan committed meanwhile trips the foreign key: answered as if it had been there first.
    if (pgErrorOf(error)?.code === PG_FOREIGN_KEY_VIOLATION) throw eventHasBookings();
    throw error;
  }
  if (outcome === 'not_found') throw eventNotFound();
  if (outcome === 'has_bookings') throw eventHasBookings();
  await removeUploadIfUnused(deps.db, deps.uploads, outcome.posterPath);
  return { id };
}

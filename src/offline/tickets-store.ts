import type { DBSchema } from 'idb';
import { bestEffortDatabase } from './idb';
import { z } from 'zod';
import { ZBookingSchema, type TBooking, type TBookingStatus } from '../../contract/bookings';
import { ZUserSchema } from '../../contract/users';

/**
 * The signed-in user's bookings with their QR codes, kept in IndexedDB so My Tickets and the pass open
 * at the gate with no network (docs/architecture.md §6). The only module that touches this database.
 * Everything is scoped to one user: saving another user's data first wipes the previous one's.
 */
const DB_NAME = 'tadhkira-tickets';
const DB_VERSION = 1;
const SESSION_KEY = 'current';

/** The auth state a guard needs to let an offline user in (lib/session TSession). */
export const ZSavedSessionSchema = z.object({
  user: ZUserSchema,
  requires_phone: z.boolean(),
  requires_phone_verification: z.boolean(),
});
export type TSavedSession = z.infer<typeof ZSavedSessionSchema>;

type TSessionRecord = {
  userId: number;
  session: TSavedSession;
  /** SHA-256 of the token the session was saved under; a different token never gets this session. */
  tokenDigest: string | null;
  savedAt: number;
};
type TBookingRecord = { id: number; userId: number; booking: TBooking };
const KEY_ALGORITHM = 'Ed25519';
type TKeyRecord = { algorithm: typeof KEY_ALGORITHM; publicKey: string; savedAt: number };

interface TicketsDB extends DBSchema {
  session: { key: string; value: TSessionRecord };
  bookings: { key: number; value: TBookingRecord; indexes: { 'by-user': number } };
  /** The public key that verifies ticket codes (GET /api/ticket-key), for an offline "verified" mark. */
  keys: { key: string; value: TKeyRecord };
}

const attempt = bestEffortDatabase<TicketsDB>(
  DB_NAME,
  DB_VERSION,
  (db, oldVersion) => {
    if (oldVersion < 1) {
      db.createObjectStore('session');
      db.createObjectStore('bookings', { keyPath: 'id' }).createIndex('by-user', 'userId');
      db.createObjectStore('keys');
    }
  },
  'tickets-store',
);

/** Hex SHA-256 of a token; null where WebCrypto is missing (insecure origins), which skips the check. */
export async function tokenDigest(token: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type TSavedTickets = { bookings: TBooking[]; savedAt: number };

/**
 * A saved booking's tab now: the server decided it when the copy was saved, but an active ticket whose
 * validity has since run out is expired (the scanner at the gate will say so too).
 */
export function statusNow(booking: Pick<TBooking, 'status' | 'valid_until'> & { event: Pick<TBooking['event'], 'finish_date'> }, now: number): TBookingStatus {
  // docs/product.md §4 via contract/bookings: without its own end, a ticket is valid until its event ends.
  const end = booking.valid_until ?? booking.event.finish_date;
  // A seat hold waiting for payment is no ticket (docs/product.md §10); GET my-tickets never sends one.
  if (booking.status === 'pending') return 'expired';
  if (booking.status === 'active' && Date.parse(end) < now) return 'expired';
  return booking.status;
}

/**
 * Replaces the saved session and bookings in one transaction: what the server answered is the whole
 * truth for this user (a cancelled or transferred booking disappears from the device too).
 */
export async function saveTicketsSnapshot(session: TSavedSession, token: string, bookings: readonly TBooking[]): Promise<void> {
  const digest = await tokenDigest(token);
  await attempt(async (db) => {
    const userId = session.user.id;
    const tx = db.transaction(['session', 'bookings'], 'readwrite');
    const bookingStore = tx.objectStore('bookings');
    await bookingStore.clear();
    await Promise.all([
      tx.objectStore('session').put({ userId, session, tokenDigest: digest, savedAt: Date.now() }, SESSION_KEY),
      ...bookings.map((booking) => bookingStore.put({ id: booking.id, userId, booking })),
      tx.done,
    ]);
  });
}

/** The session saved under `token`, or null (none saved, another token, or a record of an older shape). */
export async function loadSavedSession(token: string): Promise<{ session: TSavedSession; savedAt: number } | null> {
  const record = await attempt((db) => db.get('session', SESSION_KEY));
  if (!record) return null;
  const digest = await tokenDigest(token);
  if (record.tokenDigest !== null && digest !== null && record.tokenDigest !== digest) return null;
  const parsed = ZSavedSessionSchema.safeParse(record.session);
  return parsed.success && parsed.data.user.id === record.userId ? { session: parsed.data, savedAt: record.savedAt } : null;
}

/** The saved bookings of `userId`, as the server last sent them; null when nothing was ever saved. */
export async function loadSavedTickets(userId: number): Promise<TSavedTickets | null> {
  const result = await attempt(async (db) => {
    const tx = db.transaction(['session', 'bookings']);
    const [session, records] = await Promise.all([tx.objectStore('session').get(SESSION_KEY), tx.objectStore('bookings').index('by-user').getAll(userId)]);
    return session && session.userId === userId ? { records, savedAt: session.savedAt } : null;
  });
  if (!result) return null;
  // Records are read back through the contract: one written by an older app version is skipped, not trusted.
  const bookings = result.records.flatMap((record) => {
    const parsed = ZBookingSchema.safeParse(record.booking);
    // Without a code there is nothing to show at the door (a seat hold not paid yet never belongs here).
    return parsed.success && parsed.data.code !== null ? [parsed.data] : [];
  });
  return { bookings, savedAt: result.savedAt };
}

export async function saveTicketKey(publicKey: string): Promise<void> {
  await attempt((db) => db.put('keys', { algorithm: KEY_ALGORITHM, publicKey, savedAt: Date.now() }, 'ticket'));
}

export async function loadTicketKey(): Promise<string | null> {
  return (await attempt((db) => db.get('keys', 'ticket')))?.publicKey ?? null;
}

/** Sign-out: nothing of the previous user stays on the device. */
export async function clearTicketsStore(): Promise<void> {
  await attempt(async (db) => {
    const tx = db.transaction(['session', 'bookings'], 'readwrite');
    await Promise.all([tx.objectStore('session').clear(), tx.objectStore('bookings').clear(), tx.done]);
  });
}

import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Db } from '../db/client';
import { authTokens, badges, categories, eventBadges, eventCategories, events, tickets, users, type TNewTicketRow } from '../db/schema';
import { eventSearchText } from '../lib/text';
import { generateToken, sha256Hex } from '../lib/tokens';
import { credit } from '../modules/coins/coins.ledger';

/*
 * Small, explicit builders for API tests: each test states the rows it depends on. Catalogue rows are
 * inserted directly; users either directly with a live token (createTestUser) or through the real
 * register endpoint (registerUser).
 */

// ── catalogue ──────────────────────────────────────────────────────────────────────────────────

/** Arabic twins left out are '' (not written). */
export async function createCategory(
  db: Db,
  name: string,
  parentId: number | null = null,
  position = 0,
  texts: { nameAr?: string; description?: string; descriptionAr?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ name, parentId, position, nameAr: texts.nameAr ?? '', description: texts.description ?? null, descriptionAr: texts.descriptionAr ?? '' })
    .returning({ id: categories.id });
  return row!.id;
}

export type FixtureTicket = { name?: string; nameAr?: string; price: number; total?: number; sold?: number; usageLimit?: number; perBuyerLimit?: number };

export type FixtureEvent = {
  name: string;
  nameAr?: string;
  description?: string;
  descriptionAr?: string;
  location?: string | null;
  locationAr?: string;
  start: Date;
  finish?: Date;
  createdAt?: Date;
  categoryIds?: number[];
  badgeIds?: number[];
  tickets?: FixtureTicket[];
  cancelled?: boolean;
};

export async function createEvent(db: Db, e: FixtureEvent): Promise<number> {
  const description = e.description ?? `About ${e.name}.`;
  const location = e.location === undefined ? 'Muscat' : e.location;
  const ar = { nameAr: e.nameAr ?? '', descriptionAr: e.descriptionAr ?? '', locationAr: e.locationAr ?? '' };
  const [row] = await db
    .insert(events)
    .values({
      name: e.name,
      description,
      location,
      ...ar,
      startDate: e.start,
      finishDate: e.finish ?? new Date(e.start.getTime() + 3 * 60 * 60 * 1000),
      searchText: eventSearchText({ name: e.name, description, location, ...ar }),
      cancelledAt: e.cancelled ? new Date() : null,
      ...(e.createdAt ? { createdAt: e.createdAt } : {}),
    })
    .returning({ id: events.id });
  const id = row!.id;
  if (e.categoryIds?.length) await db.insert(eventCategories).values(e.categoryIds.map((categoryId) => ({ eventId: id, categoryId })));
  if (e.badgeIds?.length) await db.insert(eventBadges).values(e.badgeIds.map((badgeId) => ({ eventId: id, badgeId })));
  for (const [i, t] of (e.tickets ?? []).entries()) {
    await db.insert(tickets).values({
      eventId: id,
      name: t.name ?? `Ticket ${i + 1}`,
      nameAr: t.nameAr ?? '',
      price: t.price,
      total: t.total ?? 100,
      sold: t.sold ?? 0,
      usageLimit: t.usageLimit ?? 1,
      perBuyerLimit: t.perBuyerLimit ?? null,
    });
  }
  return id;
}

export async function createBadge(db: Db, name: string, color: 'green' | 'purple' | 'orange' = 'green', nameAr = ''): Promise<number> {
  const [row] = await db.insert(badges).values({ name, color, nameAr }).returning({ id: badges.id });
  return row!.id;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A ticket type on a fresh event that starts in `startsInMs` (default 10 days); each test states what it relies on. */
export async function createTicketType(
  db: Db,
  ticket: Partial<Omit<TNewTicketRow, 'eventId'>> = {},
  event: { name?: string; startsInMs?: number; durationMs?: number; cancelled?: boolean } = {},
): Promise<{ eventId: number; ticketId: number }> {
  const start = new Date(Date.now() + (event.startsInMs ?? 10 * DAY));
  const eventId = await createEvent(db, {
    name: event.name ?? 'Test Concert',
    start,
    finish: new Date(start.getTime() + (event.durationMs ?? 3 * 60 * 60 * 1000)),
    cancelled: event.cancelled,
  });
  const [row] = await db
    .insert(tickets)
    .values({ name: 'General admission', price: 5000, total: 100, ...ticket, eventId })
    .returning({ id: tickets.id });
  if (!row) throw new Error('ticket insert returned no row');
  return { eventId, ticketId: row.id };
}

/** Sold count and booking count of a ticket type, read straight from the tables. */
export async function seatsOf(db: Db, ticketId: number): Promise<{ sold: number; total: number; bookings: number }> {
  const result = await db.execute<{ sold: number; total: number; bookings: number | string }>(
    sql`select t.sold, t.total, (select count(*) from bookings b where b.ticket_id = t.id) as bookings from tickets t where t.id = ${ticketId}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no ticket ${ticketId}`);
  return { sold: Number(row.sold), total: Number(row.total), bookings: Number(row.bookings) };
}

// ── users ──────────────────────────────────────────────────────────────────────────────────────

/*
 * Signed-in users for API tests without going through register, OTP and login: a user row and a live
 * bearer token, inserted directly. The password hash is a placeholder, so these users cannot log in.
 */

export type TTestUser = { id: number; name: string; email: string; token: string };

export type TTestUserOptions = {
  name?: string;
  /** Default true: booking needs a verified phone. */
  phoneVerified?: boolean;
  /** Starting balance in coin hundredths, written to the ledger as a welcome bonus. */
  coins?: number;
  locale?: 'en' | 'ar';
  roleId?: 1 | 2 | 3;
};

let userCounter = 0;

export async function createTestUser(db: Db, options: TTestUserOptions = {}): Promise<TTestUser> {
  userCounter += 1;
  const unique = `${process.pid}${String(userCounter).padStart(5, '0')}`;
  const name = options.name ?? `Test Buyer ${userCounter}`;
  const email = `buyer.${unique}.${Date.now()}@example.om`;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: 'not-a-password-hash',
      phone: `+9689${unique.slice(-7).padStart(7, '0')}`,
      phoneVerifiedAt: options.phoneVerified === false ? null : now,
      locale: options.locale ?? 'en',
      roleId: options.roleId ?? 2,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('test user insert returned no row');
  const coins = options.coins ?? 0;
  if (coins > 0) await credit(db, { userId: user.id, amount: coins, kind: 'bonus' });
  const token = generateToken();
  await db.insert(authTokens).values({ userId: user.id, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000) });
  return { id: user.id, name, email, token };
}

export function bearerOf(user: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${user.token}` };
}

let uniqueCounter = 0;

/** A fresh, unique email per call so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  uniqueCounter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${uniqueCounter}@example.om`;
}

const mobileBase = Math.floor(Math.random() * 5_000_000);

/** A fresh Omani mobile (8 digits starting with 9) per call, never repeated within a test file. */
export function uniqueMobile(): string {
  uniqueCounter += 1;
  return `9${String(mobileBase + uniqueCounter).padStart(7, '0')}`;
}

export type RegisteredUser = { id: number; email: string; password: string; token: string; phone: string | null };

export async function registerUser(
  app: App,
  overrides: { email?: string; password?: string; mobile?: string; name?: string; locale?: 'en' | 'ar' } = {},
): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret123';
  uniqueCounter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Its own address per account, so per-IP register limits only bite where a test means them to.
    remoteAddress: `10.255.${Math.floor(uniqueCounter / 250) % 250}.${(uniqueCounter % 250) + 1}`,
    payload: {
      name: overrides.name ?? 'Test Person',
      email,
      password,
      country_code: '+968',
      agree_terms: true,
      ...(overrides.mobile ? { mobile: overrides.mobile } : {}),
      ...(overrides.locale ? { locale: overrides.locale } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { id: data.user.id, email, password, token: data.token, phone: data.user.phone };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function errorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return res.json().errors ?? {};
}

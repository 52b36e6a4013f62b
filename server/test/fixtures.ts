import type { Db } from '../db/client';
import { badges, categories, eventBadges, eventCategories, events, tickets } from '../db/schema';
import { normalizeSearchText } from '../lib/text';

/** Small, explicit builders for API tests: each test states the rows it depends on. */
export async function createCategory(db: Db, name: string, parentId: number | null = null, position = 0): Promise<number> {
  const [row] = await db.insert(categories).values({ name, parentId, position }).returning({ id: categories.id });
  return row!.id;
}

export type FixtureTicket = { name?: string; price: number; total?: number; sold?: number; usageLimit?: number; perBuyerLimit?: number };

export type FixtureEvent = {
  name: string;
  description?: string;
  location?: string | null;
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
  const [row] = await db
    .insert(events)
    .values({
      name: e.name,
      description,
      location,
      startDate: e.start,
      finishDate: e.finish ?? new Date(e.start.getTime() + 3 * 60 * 60 * 1000),
      searchText: normalizeSearchText(`${e.name} ${description} ${location ?? ''}`),
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
      price: t.price,
      total: t.total ?? 100,
      sold: t.sold ?? 0,
      usageLimit: t.usageLimit ?? 1,
      perBuyerLimit: t.perBuyerLimit ?? null,
    });
  }
  return id;
}

export async function createBadge(db: Db, name: string, color: 'green' | 'purple' | 'orange' = 'green'): Promise<number> {
  const [row] = await db.insert(badges).values({ name, color }).returning({ id: badges.id });
  return row!.id;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

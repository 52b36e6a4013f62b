import type { TUploadStore } from '../lib/storage';
import type { Db } from './client';
import { mapWithConcurrency, renderHero, renderPoster, renderSlide } from './posters';
import { categories, tickets, users } from './schema';
import { SCRIPTED_EVENT_KEYS, type TActivityEvent, type TActivityTicket, type TActivityUser, type TSeedRng } from './seed-activity';
import { SEED_BUYERS, SEED_CATEGORIES, SEED_EVENTS, SEED_SLIDES, type TSeedCategory } from './seed-data';

/* The catalogue half of the demo seed: artwork, categories, ticket types and accounts. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const RENDER_CONCURRENCY = 3;

export type TArtwork = { posters: string[]; slides: string[]; hero: string };

export function requireId(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed data: unknown ${what} "${name}"`);
  return id;
}

/** Poster, slider and hero files in the upload store; paths are relative to it. */
export async function renderArtwork(uploads: TUploadStore): Promise<TArtwork> {
  type TJob = { kind: 'poster'; index: number } | { kind: 'slide'; index: number } | { kind: 'hero' };
  const jobs: TJob[] = [
    { kind: 'hero' },
    ...SEED_SLIDES.map((_, index) => ({ kind: 'slide' as const, index })),
    ...SEED_EVENTS.map((_, index) => ({ kind: 'poster' as const, index })),
  ];
  const posters: string[] = [];
  const slides: string[] = [];
  let hero = '';
  await mapWithConcurrency(jobs, RENDER_CONCURRENCY, async (job) => {
    if (job.kind === 'hero') {
      hero = await renderHero(uploads, 'demo-hero');
    } else if (job.kind === 'slide') {
      const slide = SEED_SLIDES[job.index];
      if (slide) slides[job.index] = await renderSlide(uploads, `demo-${slide.key}`, slide);
    } else {
      const event = SEED_EVENTS[job.index];
      if (!event) return;
      posters[job.index] = await renderPoster(uploads, `demo-${String(job.index + 1).padStart(2, '0')}`, {
        title: event.posterInArabic ? event.nameAr : event.name,
        subtitle: event.city ?? event.posterSubtitle ?? null,
        palette: event.palette,
        seed: job.index + 1,
      });
    }
  });
  return { posters, slides, hero };
}

function categoryTexts(c: Omit<TSeedCategory, 'children'>) {
  return { name: c.name, nameAr: c.nameAr, description: c.description ?? null, descriptionAr: c.descriptionAr ?? '' };
}

/** Parents then children; returns ids by name (names are unique in the seed). */
export async function insertCategories(tx: Db): Promise<Map<string, number>> {
  const now = new Date();
  const parents = await tx
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, position) => ({ ...categoryTexts(c), position, createdAt: now, updatedAt: now })))
    .returning({ id: categories.id, name: categories.name });
  const ids = new Map(parents.map((p) => [p.name, p.id]));
  const children = SEED_CATEGORIES.flatMap((parent) =>
    parent.children.map((child, position) => ({
      ...categoryTexts(child),
      parentId: requireId(ids, parent.name, 'category'),
      position,
    })),
  );
  const inserted = await tx.insert(categories).values(children).returning({ id: categories.id, name: categories.name });
  for (const child of inserted) ids.set(child.name, child.id);
  return ids;
}

/**
 * When an event was "published": events the demo user bought early exist long before her purchase,
 * those badged New are recent, the rest spread over the last two months.
 */
export function eventCreatedAt(key: string, badgeNames: readonly string[], start: Date, now: Date, rng: TSeedRng): Date {
  const t = now.getTime();
  let created: number;
  if (SCRIPTED_EVENT_KEYS.includes(key)) created = t - 25 * DAY - rng() * 3 * DAY;
  else if (badgeNames.includes('New')) created = t - 2 * DAY - rng() * 4 * DAY;
  else created = t - 10 * DAY - rng() * 60 * DAY;
  const latest = Math.min(t - 2 * DAY, start.getTime() - 3 * DAY);
  return new Date(Math.floor(Math.min(created, latest) / 1000) * 1000);
}

export async function insertTickets(tx: Db, events: TActivityEvent[]): Promise<TActivityTicket[]> {
  const planned = SEED_EVENTS.flatMap((seed, index) => {
    const event = events[index];
    if (!event) throw new Error(`seed: event ${seed.key} missing`);
    return seed.tickets.map((ticket) => {
      const open = ticket.validity === 'open';
      return {
        event,
        seed: ticket,
        row: {
          eventId: event.id,
          name: ticket.name,
          nameAr: ticket.nameAr,
          price: ticket.price,
          usageLimit: ticket.usageLimit ?? 1,
          // Doors open two hours early; 'open' tickets (free exhibitions, online sessions) have no window.
          validFrom: open ? null : new Date(event.start.getTime() - 2 * HOUR),
          validUntil: open ? null : event.finish,
          saleStartsAt: open ? null : event.createdAt,
          saleEndsAt: open ? null : event.finish,
          coinsOnPurchase: ticket.coinsOnPurchase ?? 0,
          coinsOnUsage: ticket.coinsOnUsage ?? 0,
          perBuyerLimit: ticket.perBuyerLimit ?? null,
          total: ticket.total,
          sold: 0,
          createdAt: event.createdAt,
          updatedAt: event.createdAt,
        },
      };
    });
  });
  const inserted = await tx
    .insert(tickets)
    .values(planned.map((p) => p.row))
    .returning({ id: tickets.id, eventId: tickets.eventId, name: tickets.name });
  const idOf = new Map(inserted.map((t) => [`${t.eventId}/${t.name}`, t.id]));
  return planned.map(({ event, seed, row }) => ({
    id: requireId(idOf, `${event.id}/${seed.name}`, 'ticket'),
    event,
    name: seed.name,
    price: row.price,
    usageLimit: row.usageLimit,
    perBuyerLimit: row.perBuyerLimit,
    coinsOnPurchase: row.coinsOnPurchase,
    coinsOnUsage: row.coinsOnUsage,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    seedSold: seed.sold,
  }));
}

type TDemoAccount = { email: string; role: 1 | 2 | 3; name: string };

/** The three demo accounts (hashes in the same order) and the generated buyers (last hash). */
export async function insertUsers(
  tx: Db,
  accounts: readonly TDemoAccount[],
  hashes: string[],
  now: Date,
): Promise<{ staffId: number; aisha: TActivityUser; buyers: TActivityUser[] }> {
  const t = now.getTime();
  const joined = new Date(t - 30 * DAY - HOUR);
  const buyerHash = hashes[accounts.length];
  if (!buyerHash) throw new Error('seed: missing password hash');
  const demoPhones: Record<number, string | null> = { 1: '+96890000001', 2: '+96891234567', 3: null };
  const rows = [
    ...accounts.map((account, i) => ({
      name: account.name,
      email: account.email,
      phone: demoPhones[account.role] ?? null,
      countryCode: '+968',
      passwordHash: hashes[i] ?? buyerHash,
      roleId: account.role,
      phoneVerifiedAt: demoPhones[account.role] ? joined : null,
      emailVerifiedAt: joined,
      locale: 'en' as const,
      createdAt: account.role === 2 ? joined : new Date(t - 120 * DAY),
      updatedAt: joined,
    })),
    ...SEED_BUYERS.map((buyer, i) => ({
      name: buyer.name,
      email: buyer.email,
      phone: null,
      countryCode: '+968',
      passwordHash: buyerHash,
      roleId: 2,
      phoneVerifiedAt: null,
      emailVerifiedAt: new Date(t - (90 - i) * DAY),
      locale: buyer.locale,
      createdAt: new Date(t - (90 - i) * DAY),
      updatedAt: new Date(t - (90 - i) * DAY),
    })),
  ];
  const inserted = await tx.insert(users).values(rows).returning({ id: users.id, name: users.name, email: users.email, roleId: users.roleId });
  const staff = inserted.find((u) => u.roleId === 3);
  const aisha = inserted.find((u) => u.email === accounts.find((a) => a.role === 2)?.email);
  if (!staff || !aisha) throw new Error('seed: demo accounts were not inserted');
  const buyerEmails = new Set(SEED_BUYERS.map((b) => b.email));
  return {
    staffId: staff.id,
    aisha: { id: aisha.id, name: aisha.name, email: aisha.email },
    buyers: inserted.filter((u) => buyerEmails.has(u.email)).map((u) => ({ id: u.id, name: u.name, email: u.email })),
  };
}

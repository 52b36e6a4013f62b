import type { TUploadStore } from '../lib/storage';
import { randomBytes, type KeyObject } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { eventSearchText } from '../lib/text';
import type { Db } from './client';
import { badges, bookings, eventBadges, eventCategories, events, heroMedia, rewards, settings, sliderImages, tickets, users } from './schema';
import { seedActivity, type TActivityEvent, type TSeedRng } from './seed-activity';
import { eventCreatedAt, insertCategories, insertTickets, insertUsers, renderArtwork, requireId } from './seed-catalog';
import { SEED_BADGES, SEED_CITIES_AR, SEED_EVENTS, SEED_REWARDS, type TSeedEnd, type TSeedWhen } from './seed-data';

/** Printed by the server on start so people can log in to the demo. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@tadhkira.om', password: 'admin123', role: 1, name: 'Tadhkira Admin' },
  { email: 'staff@tadhkira.om', password: 'staff123', role: 3, name: 'Door Staff' },
  { email: 'user@tadhkira.om', password: 'user1234', role: 2, name: 'Aisha Al-Balushi' },
] as const;

export type TSeedOptions = {
  /** Root of uploaded files; posters/, slider/ and hero/ are created under it. */
  uploads: TUploadStore;
  signingKey: { privateKey: KeyObject };
  now?: Date;
  log?: (line: string) => void;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MUSCAT_OFFSET_MS = 4 * HOUR;
/** Arbitrary constant: serialises two seeders racing on the same database. */
const SEED_LOCK_KEY = 741_852;

/** Deterministic PRNG (mulberry32) so every demo database looks the same. */
function createRng(seed: number): TSeedRng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Midnight in Muscat (UTC+4, no DST) `dayOffset` days from the Muscat day containing `now`. */
function muscatMidnight(now: Date, dayOffset: number): number {
  const localMs = now.getTime() + MUSCAT_OFFSET_MS;
  return Math.floor(localMs / DAY) * DAY - MUSCAT_OFFSET_MS + dayOffset * DAY;
}

function resolveWhen(when: TSeedWhen, now: Date): Date {
  if ('hoursFromNow' in when) return new Date(Math.round((now.getTime() + when.hoursFromNow * HOUR) / MINUTE) * MINUTE);
  const [hours, minutes] = when.at.split(':').map(Number);
  return new Date(muscatMidnight(now, when.day) + (hours ?? 0) * HOUR + (minutes ?? 0) * MINUTE);
}

function resolveEnd(end: TSeedEnd, start: Date, now: Date): Date {
  if ('durationHours' in end) return new Date(start.getTime() + end.durationHours * HOUR);
  return resolveWhen(end, now);
}

function dayOf(now: Date, day: number | null): Date | null {
  return day === null ? null : new Date(muscatMidnight(now, day));
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Loads the demo catalogue, accounts and history into an empty database (no users). Image files are
 * written first, then every row in one transaction, so a failure leaves no half-seeded database.
 */
export async function seedDemoData(db: Db, opts: TSeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  if (await hasUsers(db)) return { seeded: false };
  const started = Date.now();
  const rng = createRng(20250317);

  const [artwork, hashes] = await Promise.all([
    renderArtwork(opts.uploads),
    Promise.all([
      ...DEMO_ACCOUNTS.map((account) => hash(account.password)),
      // Generated buyers never log in: an unguessable password keeps their accounts closed.
      hash(randomBytes(24).toString('base64')),
    ]),
  ]);
  const rendered = Date.now();

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;

    const categoryIds = await insertCategories(tx);
    const badgeRows = await tx
      .insert(badges)
      .values(SEED_BADGES.map((b) => ({ name: b.name, nameAr: b.nameAr, color: b.color })))
      .returning();
    const badgeIds = new Map(badgeRows.map((b) => [b.name, b.id]));

    const eventRows = SEED_EVENTS.map((event, index) => {
      const start = resolveWhen(event.start, now);
      const finish = resolveEnd(event.end, start, now);
      return { seed: event, index, start, finish, createdAt: eventCreatedAt(event.key, event.badges, start, now, rng) };
    });
    const insertedEvents = await tx
      .insert(events)
      .values(
        eventRows.map(({ seed, index, start, finish, createdAt }) => {
          const texts = {
            name: seed.name,
            nameAr: seed.nameAr,
            description: seed.description,
            descriptionAr: seed.descriptionAr,
            location: seed.city,
            locationAr: seed.city ? SEED_CITIES_AR[seed.city] : '',
          };
          return {
            ...texts,
            startDate: start,
            finishDate: finish,
            posterPath: artwork.posters[index] ?? null,
            searchText: eventSearchText(texts),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: events.id, name: events.name });
    const eventIdByName = new Map(insertedEvents.map((e) => [e.name, e.id]));
    const activityEvents = eventRows.map(({ seed, start, finish, createdAt }): TActivityEvent => {
      const id = eventIdByName.get(seed.name);
      if (id === undefined) throw new Error(`seed: event "${seed.name}" was not inserted`);
      return { id, key: seed.key, name: seed.name, start, finish, createdAt };
    });

    const links = SEED_EVENTS.map((seed, index) => {
      const eventId = activityEvents[index]?.id ?? 0;
      return {
        categories: seed.categories.map((name) => ({ eventId, categoryId: requireId(categoryIds, name, 'category') })),
        badges: seed.badges.map((name) => ({ eventId, badgeId: requireId(badgeIds, name, 'badge') })),
      };
    });
    await tx.insert(eventCategories).values(links.flatMap((l) => l.categories));
    const badgeLinks = links.flatMap((l) => l.badges);
    if (badgeLinks.length > 0) await tx.insert(eventBadges).values(badgeLinks);

    const activityTickets = await insertTickets(tx, activityEvents);
    const accounts = await insertUsers(tx, DEMO_ACCOUNTS, hashes, now);
    const rewardRows = await tx
      .insert(rewards)
      .values(
        SEED_REWARDS.map((r) => ({
          title: r.title,
          titleAr: r.titleAr,
          description: r.description,
          descriptionAr: r.descriptionAr,
          cost: r.cost,
          validFrom: dayOf(now, r.validFromDay),
          validUntil: dayOf(now, r.validUntilDay),
          active: r.active ?? true,
          createdAt: new Date(now.getTime() - 90 * DAY),
          updatedAt: new Date(now.getTime() - 90 * DAY),
        })),
      )
      .returning({ id: rewards.id, title: rewards.title, cost: rewards.cost });
    const coffee = rewardRows[0];
    if (!coffee) throw new Error('seed: rewards were not inserted');

    const summary = await seedActivity(tx, {
      now,
      rng,
      signingKey: opts.signingKey,
      tickets: activityTickets,
      aisha: accounts.aisha,
      buyers: accounts.buyers,
      staffId: accounts.staffId,
      coffeeReward: coffee,
    });
    // sold is derived from the bookings just written, so it cannot disagree with them.
    await tx.execute(sql`
      update ${tickets} set sold = coalesce(b.n, 0)
      from (select ticket_id, count(*)::int as n from ${bookings} where status = 'active' group by ticket_id) b
      where b.ticket_id = ${tickets.id}`);

    await tx.insert(sliderImages).values(artwork.slides.map((p, position) => ({ path: p, position })));
    await tx.insert(heroMedia).values({ path: artwork.hero, kind: 'image', mime: 'image/webp' });
    await tx.insert(settings).values({ key: 'demo_data', value: { seeded_at: now.toISOString(), version: 1 } });
    return { events: insertedEvents.length, tickets: activityTickets.length, ...summary };
  });

  if (!result) return { seeded: false };
  log(
    `demo data: ${result.events} events, ${result.tickets} ticket types, ${result.bookings} bookings, ` +
      `${result.scans} scans, ${result.ledgerRows} coin transactions ` +
      `(images ${rendered - started} ms, rows ${Date.now() - rendered} ms)`,
  );
  return { seeded: true };
}

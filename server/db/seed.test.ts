import { DirectoryStore } from '../lib/storage';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify as verifyPassword } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCodePayloadOf, verifyTicketCode, type TSigningKey } from '../modules/tickets/tickets.code';
import { loadOrCreateSigningKey } from '../modules/tickets/tickets.service';
import type { OpenedDatabase } from './client';
import { normalizeSearchText } from '../lib/text';
import { badges, bookings, categories, events, heroMedia, rewards, sliderImages, tickets, users } from './schema';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';
import { createTestDatabase } from './test-db';

const NOW = new Date('2025-03-17T09:30:00Z');
const DAY = 86_400_000;
const ARABIC = /[\u0600-\u06FF]/;

let database: OpenedDatabase;
let uploadsDir: string;
let signingKey: TSigningKey;
let firstRun: { seeded: boolean };
let seedMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-seed-'));
  signingKey = await loadOrCreateSigningKey(database.db);
  const started = Date.now();
  firstRun = await seedDemoData(database.db, { uploads: new DirectoryStore(uploadsDir), signingKey, now: NOW });
  seedMs = Date.now() - started;
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute<T>(query)).rows;
}

describe('seedDemoData', () => {
  it('seeds an empty database once, and a second call changes nothing', async () => {
    expect(firstRun.seeded).toBe(true);
    console.info(`seed took ${seedMs} ms`);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from bookings`);
    const again = await seedDemoData(database.db, { uploads: new DirectoryStore(uploadsDir), signingKey, now: NOW });
    expect(again.seeded).toBe(false);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from bookings`)).toEqual(before);
  });

  it('creates about forty events in the five cities, some ended, some running, some without a location', async () => {
    const all = await database.db.select().from(events);
    expect(all.length).toBeGreaterThanOrEqual(38);
    expect(all.length).toBeLessThanOrEqual(45);
    const cities = new Set(all.map((e) => e.location).filter((l): l is string => l !== null));
    expect([...cities].sort()).toEqual(['Muscat', 'Nizwa', 'Salalah', 'Sohar', 'Sur']);
    expect(all.filter((e) => e.location === null).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((e) => e.finishDate < NOW).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((e) => e.startDate <= NOW && e.finishDate > NOW).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((e) => e.finishDate.getTime() - e.startDate.getTime() > DAY).length).toBeGreaterThanOrEqual(2);
    for (const event of all) {
      expect(event.posterPath).toMatch(/^posters\/.+-800\.webp$/);
    }
  });

  it('writes every event in English and in Arabic, and makes both searchable', async () => {
    const all = await database.db.select().from(events);
    const cityAr = new Map<string, string>();
    for (const event of all) {
      expect(event.name, event.name).not.toMatch(ARABIC);
      expect(event.description, event.name).not.toMatch(ARABIC);
      expect(event.nameAr, event.name).toMatch(ARABIC);
      expect(event.descriptionAr, event.name).toMatch(ARABIC);
      if (event.location === null) expect(event.locationAr).toBe('');
      else cityAr.set(event.location, event.locationAr);
      expect(event.searchText).toContain(normalizeSearchText(event.name));
      expect(event.searchText).toContain(normalizeSearchText(event.nameAr));
      if (event.location) expect(event.searchText).toContain(normalizeSearchText(event.locationAr));
    }
    expect(Object.fromEntries(cityAr)).toEqual({ Muscat: 'مسقط', Salalah: 'صلالة', Nizwa: 'نزوى', Sohar: 'صحار', Sur: 'صور' });
  });

  it('gives every category, badge, ticket type and reward an Arabic name (and descriptions where there are English ones)', async () => {
    const cats = await database.db.select().from(categories);
    expect(cats.length).toBeGreaterThan(20);
    for (const c of cats) {
      expect(c.nameAr, c.name).toMatch(ARABIC);
      if (c.description) expect(c.descriptionAr, c.name).toMatch(ARABIC);
    }
    const badgeRows = await database.db.select().from(badges);
    expect(badgeRows).toHaveLength(5);
    for (const b of badgeRows) expect(b.nameAr, b.name).toMatch(ARABIC);
    const ticketRows = await database.db.select().from(tickets);
    for (const t of ticketRows) {
      expect(t.nameAr, t.name).toMatch(ARABIC);
      expect(t.name, t.nameAr).not.toMatch(ARABIC);
    }
    const rewardRows = await database.db.select().from(rewards);
    expect(rewardRows.length).toBeGreaterThanOrEqual(5);
    for (const r of rewardRows) {
      expect(r.titleAr, r.title).toMatch(ARABIC);
      expect(r.descriptionAr, r.title).toMatch(ARABIC);
    }
  });

  it('writes the poster, slider and hero files it points to', async () => {
    const all = await database.db.select({ posterPath: events.posterPath }).from(events);
    const slides = await database.db.select().from(sliderImages);
    const hero = await database.db.select().from(heroMedia);
    expect(slides).toHaveLength(4);
    expect(hero).toHaveLength(1);
    const paths = [
      ...all.map((e) => e.posterPath ?? ''),
      ...all.map((e) => (e.posterPath ?? '').replace('-800.', '-400.')),
      ...slides.map((s) => s.path),
      hero[0]?.path ?? '',
    ];
    for (const relative of paths) {
      expect((await stat(path.join(uploadsDir, relative))).size).toBeGreaterThan(1000);
    }
  });

  it('keeps sold within total, equal to the active bookings, with at least two sold-out ticket types', async () => {
    const all = await database.db.select().from(tickets);
    const counts = await rows<{ ticket_id: number; n: number }>(
      sql`select ticket_id, count(*)::int as n from bookings where status = 'active' group by ticket_id`,
    );
    const byTicket = new Map(counts.map((c) => [c.ticket_id, c.n]));
    for (const ticket of all) {
      expect(ticket.sold).toBeLessThanOrEqual(ticket.total);
      expect(ticket.sold).toBe(byTicket.get(ticket.id) ?? 0);
    }
    expect(all.filter((t) => t.total > 0 && t.sold === t.total).length).toBeGreaterThanOrEqual(2);
    expect(all.some((t) => t.price === 0)).toBe(true);
    expect(all.some((t) => t.usageLimit >= 3)).toBe(true);
  });

  it('respects per-buyer limits', async () => {
    const over = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select b.ticket_id, b.user_id, count(*) as held, t.per_buyer_limit
        from bookings b join tickets t on t.id = b.ticket_id
        where b.status = 'active' and t.per_buyer_limit is not null
        group by b.ticket_id, b.user_id, t.per_buyer_limit
        having count(*) > t.per_buyer_limit) x`);
    expect(over[0]?.n).toBe(0);
  });

  it('keeps every coin ledger consistent: running balance_after, and the sum equal to users.coins', async () => {
    const ledger = await rows<{ user_id: number; amount: number; balance_after: number }>(
      sql`select user_id, amount, balance_after from coin_transactions order by user_id, created_at, id`,
    );
    const running = new Map<number, number>();
    for (const entry of ledger) {
      const balance = (running.get(entry.user_id) ?? 0) + entry.amount;
      expect(entry.balance_after).toBe(balance);
      running.set(entry.user_id, balance);
    }
    const allUsers = await database.db.select({ id: users.id, coins: users.coins }).from(users);
    for (const user of allUsers) expect(user.coins).toBe(running.get(user.id) ?? 0);
  });

  it('gives the demo user a ticket in every state, with coins and a redemption', async () => {
    const [aisha] = await rows<{ id: number; coins: number; phone_verified_at: Date | null }>(
      sql`select id, coins, phone_verified_at from users where email = 'user@tadhkira.om'`,
    );
    expect(aisha?.coins).toBeGreaterThan(0);
    expect(aisha?.phone_verified_at).not.toBeNull();
    const mine = await rows<{ status: string; used_count: number; usage_limit: number; finish_date: Date; accepted: number; rejected: number }>(sql`
      select b.status, b.used_count, b.usage_limit, e.finish_date,
        (select count(*)::int from ticket_usages u where u.booking_id = b.id and u.decision = 'accepted') as accepted,
        (select count(*)::int from ticket_usages u where u.booking_id = b.id and u.decision = 'rejected') as rejected
      from bookings b join events e on e.id = b.event_id where b.user_id = ${aisha?.id}`);
    const upcoming = (b: (typeof mine)[number]) => new Date(b.finish_date) > NOW;
    expect(mine.some((b) => b.status === 'active' && upcoming(b) && b.used_count === 0 && b.usage_limit === 1)).toBe(true);
    expect(mine.some((b) => b.status === 'active' && b.usage_limit === 3 && b.used_count === 1)).toBe(true);
    expect(mine.some((b) => b.used_count === b.usage_limit && b.accepted === b.used_count && b.rejected >= 1)).toBe(true);
    expect(mine.some((b) => b.status === 'active' && !upcoming(b) && b.used_count === 0)).toBe(true);
    expect(mine.some((b) => b.status === 'cancelled')).toBe(true);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from coin_transactions where user_id = ${aisha?.id}`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['bonus', 'purchase', 'purchase_reversal', 'redemption', 'usage']);
    const redemptions = await rows<{ n: number }>(sql`select count(*)::int as n from redemptions where user_id = ${aisha?.id}`);
    expect(redemptions[0]?.n).toBe(1);
  });

  it('gives door staff an event running now where the demo user holds two tickets with uses left', async () => {
    const [aisha] = await rows<{ id: number }>(sql`select id from users where email = 'user@tadhkira.om'`);
    const running = await rows<{ event_id: number; active_with_uses: number; multi_use: number; others: number }>(sql`
      select e.id as event_id,
        count(*) filter (where b.user_id = ${aisha?.id} and b.status = 'active' and b.used_count < b.usage_limit)::int as active_with_uses,
        count(*) filter (where b.user_id = ${aisha?.id} and b.status = 'active' and b.usage_limit = 3 and b.used_count < 3)::int as multi_use,
        count(*) filter (where b.user_id <> ${aisha?.id} and b.status = 'active')::int as others
      from events e join bookings b on b.event_id = e.id
      where e.cancelled_at is null and e.start_date < ${NOW.toISOString()}::timestamptz and e.finish_date > ${NOW.toISOString()}::timestamptz
      group by e.id`);
    const hers = running.filter((e) => e.active_with_uses > 0);
    expect(hers).toHaveLength(1);
    expect(hers[0]).toMatchObject({ active_with_uses: 2, multi_use: 1 });
    expect(hers[0]?.others).toBeGreaterThanOrEqual(50);
    const [allHers] = await rows<{ n: number }>(sql`
      select count(*)::int as n from bookings b join events e on e.id = b.event_id
      where b.user_id = ${aisha?.id} and e.start_date < ${NOW.toISOString()}::timestamptz and e.finish_date > ${NOW.toISOString()}::timestamptz
        and e.id <> ${hers[0]?.event_id}`);
    expect(allHers?.n).toBe(0);
  });

  it('makes every used_count match its accepted scans', async () => {
    const mismatched = await rows<{ n: number }>(sql`
      select count(*)::int as n from bookings b
      where b.used_count <> (select count(*) from ticket_usages u where u.booking_id = b.id and u.decision = 'accepted')`);
    expect(mismatched[0]?.n).toBe(0);
  });

  it('signs every booking code so that it verifies and carries the booking', async () => {
    const all = await database.db.select().from(bookings);
    expect(all.length).toBeGreaterThan(100);
    for (const booking of all) {
      // The demo data holds no unpaid checkout: every booking has its code.
      expect(booking.code).not.toBeNull();
      const result = verifyTicketCode(signingKey.publicKey, booking.code ?? '');
      expect(result).toEqual({ ok: true, payload: ticketCodePayloadOf(booking) });
    }
  });

  it('stores demo account passwords as argon2id hashes of the advertised passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db
        .select({ hash: users.passwordHash, roleId: users.roleId })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`);
      expect(row?.roleId).toBe(account.role);
      expect(row?.hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row?.hash ?? '', account.password)).toBe(true);
    }
  });

  it('keeps invoices arithmetically consistent with their bookings', async () => {
    const wrong = await rows<{ n: number }>(sql`
      select count(*)::int as n from invoices i
      where i.subtotal <> (select coalesce(sum(unit_price), 0) from bookings b where b.invoice_id = i.id)
         or i.vat <> floor((i.subtotal * i.vat_rate_bp + 5000) / 10000)`);
    expect(wrong[0]?.n).toBe(0);
  });
});

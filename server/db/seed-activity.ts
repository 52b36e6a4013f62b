import { randomUUID, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_VAT_RATE_BP } from '../../contract/money';
import { vatOf } from '../lib/money';
import { signTicketCode, ticketCodePayloadOf } from '../modules/tickets/tickets.code';
import type { Db } from './client';
import { reserveIds } from './identity';
import type { TNewBookingRow, TNewCoinTransactionRow, TNewInvoiceRow, TNewTicketUsageRow } from './schema';
import { bookings, coinTransactions, invoices, redemptions, ticketUsages, users } from './schema';

/*
 * Purchases, check-ins and the coin ledger of the demo: the demo user's scripted history (a ticket in
 * every state) plus generated buyers, so sold counts, reports and check-in progress are backed by rows.
 */

/** The demo's invoices use the product's default rate. */
export const VAT_RATE_BP = DEFAULT_VAT_RATE_BP;
/** Events the demo user buys into; they must be published well before her first purchase. */
export const SCRIPTED_EVENT_KEYS: readonly string[] = ['comedy-night', 'tech-meetup', 'mouj-dj', 'muscat-nights', 'opera-gala'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHUNK = 400;

export type TSeedRng = () => number;

export type TActivityEvent = { id: number; key: string; name: string; start: Date; finish: Date; createdAt: Date };
export type TActivityTicket = {
  id: number;
  event: TActivityEvent;
  name: string;
  price: number;
  usageLimit: number;
  perBuyerLimit: number | null;
  coinsOnPurchase: number;
  coinsOnUsage: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Seats the generated buyers take. */
  seedSold: number;
};
export type TActivityUser = { id: number; name: string; email: string };

type TScan = { at: Date; decision: 'accepted' | 'rejected'; reason: string | null };
type TPurchase = {
  user: TActivityUser;
  ticket: TActivityTicket;
  at: Date;
  /** One entry per seat: its scans in time order. */
  seats: TScan[][];
  refundedAt: Date | null;
};
type TLedgerEntry = Omit<TNewCoinTransactionRow, 'balanceAfter'> & { createdAt: Date; order: number };

export type TActivityInput = {
  now: Date;
  rng: TSeedRng;
  signingKey: { privateKey: KeyObject };
  tickets: TActivityTicket[];
  aisha: TActivityUser;
  buyers: TActivityUser[];
  staffId: number;
  coffeeReward: { id: number; cost: number; title: string };
};

export type TActivitySummary = { invoices: number; bookings: number; scans: number; ledgerRows: number };

function at(ms: number): Date {
  return new Date(Math.round(ms / 1000) * 1000);
}

function findTicket(tickets: TActivityTicket[], eventKey: string, ticketName: string): TActivityTicket {
  const ticket = tickets.find((t) => t.event.key === eventKey && t.name === ticketName);
  if (!ticket) throw new Error(`seed data: no ticket "${ticketName}" for event "${eventKey}"`);
  return ticket;
}

/** The demo user's history, dated relative to `now`. */
function aishaPurchases(input: TActivityInput): TPurchase[] {
  const { tickets, aisha, now } = input;
  const t = now.getTime();
  const pass = findTicket(tickets, 'muscat-nights', 'Festival 3-day pass');
  const meetup = findTicket(tickets, 'tech-meetup', 'Community ticket');
  return [
    { user: aisha, ticket: findTicket(tickets, 'comedy-night', 'General admission'), at: at(t - 14 * DAY), seats: [[]], refundedAt: null },
    {
      user: aisha,
      ticket: meetup,
      at: at(t - 18 * DAY),
      seats: [
        [
          { at: at(meetup.event.start.getTime() + 15 * MINUTE), decision: 'accepted', reason: null },
          { at: at(meetup.event.start.getTime() + 16 * MINUTE), decision: 'rejected', reason: 'already_used' },
        ],
      ],
      refundedAt: null,
    },
    {
      user: aisha,
      ticket: findTicket(tickets, 'mouj-dj', 'Standard'),
      at: at(t - 9 * DAY),
      seats: [[]],
      refundedAt: at(t - 8 * DAY),
    },
    {
      user: aisha,
      ticket: pass,
      at: at(t - 5 * DAY),
      // Second evening of the festival, which began three days ago: always in the past.
      seats: [[{ at: at(pass.event.start.getTime() + DAY + 2 * HOUR), decision: 'accepted', reason: null }]],
      refundedAt: null,
    },
    { user: aisha, ticket: findTicket(tickets, 'opera-gala', 'Standard seat'), at: at(t - 3 * DAY), seats: [[]], refundedAt: null },
    // With the 3-day pass above: two tickets with uses left at the festival running now, so door staff
    // have something real to scan on a fresh demo (docs/product.md §2 scanner).
    { user: aisha, ticket: findTicket(tickets, 'muscat-nights', 'Day entry'), at: at(t - 2 * DAY), seats: [[]], refundedAt: null },
  ];
}

/** Check-ins for one seat of a generated buyer at an event that has begun. */
function buyerScans(ticket: TActivityTicket, purchaseAt: Date, now: Date, rng: TSeedRng): TScan[] {
  const { start, finish } = ticket.event;
  const nowMs = now.getTime();
  if (start.getTime() > nowMs) return [];
  const ended = finish.getTime() <= nowMs;
  if (rng() > (ended ? 0.85 : 0.45)) return [];
  const scans: TScan[] = [];
  const wanted = ticket.usageLimit === 1 ? 1 : 1 + Math.floor(rng() * ticket.usageLimit);
  for (let day = 0; scans.length < wanted; day++) {
    const slot = start.getTime() + day * DAY - 30 * MINUTE + rng() * 2.5 * HOUR;
    const latest = Math.min(finish.getTime(), nowMs - 5 * MINUTE);
    if (slot > latest) {
      // A single-day event that started minutes ago: squeeze the scan in between start and now.
      if (day === 0) scans.push({ at: at(Math.max(purchaseAt.getTime() + MINUTE, latest - rng() * 20 * MINUTE)), decision: 'accepted', reason: null });
      break;
    }
    scans.push({ at: at(Math.max(slot, purchaseAt.getTime() + MINUTE)), decision: 'accepted', reason: null });
    if (ticket.usageLimit === 1 && rng() < 0.06) {
      scans.push({ at: at(slot + 3 * MINUTE), decision: 'rejected', reason: 'already_used' });
    }
  }
  return scans.filter((scan) => scan.at.getTime() < nowMs);
}

function buyerPurchases(input: TActivityInput): TPurchase[] {
  const { rng, buyers, now } = input;
  const purchases: TPurchase[] = [];
  for (const ticket of input.tickets) {
    const taken = new Map<number, number>();
    let remaining = ticket.seedSold;
    const windowStart = ticket.event.createdAt.getTime() + HOUR;
    const windowEnd = Math.min(now.getTime() - 10 * MINUTE, ticket.event.start.getTime() - 30 * MINUTE);
    while (remaining > 0) {
      const first = Math.floor(rng() * buyers.length);
      const limit = ticket.perBuyerLimit ?? Number.POSITIVE_INFINITY;
      let buyer: TActivityUser | undefined;
      for (let i = 0; i < buyers.length && !buyer; i++) {
        const candidate = buyers[(first + i) % buyers.length];
        if (candidate && (taken.get(candidate.id) ?? 0) < limit) buyer = candidate;
      }
      if (!buyer) throw new Error(`seed data: "${ticket.name}" of ${ticket.event.key} sells more than buyers × per-buyer limit`);
      const roll = rng();
      const wanted = roll < 0.55 ? 1 : roll < 0.85 ? 2 : roll < 0.95 ? 3 : 4;
      const qty = Math.min(remaining, wanted, limit - (taken.get(buyer.id) ?? 0));
      taken.set(buyer.id, (taken.get(buyer.id) ?? 0) + qty);
      remaining -= qty;
      const purchaseAt = at(windowStart + rng() * Math.max(windowEnd - windowStart, MINUTE));
      const seats = Array.from({ length: qty }, () => buyerScans(ticket, purchaseAt, now, rng));
      purchases.push({ user: buyer, ticket, at: purchaseAt, seats, refundedAt: null });
    }
  }
  return purchases;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Writes invoices, bookings, scans, the redemption and the ledger, and sets users.coins. */
export async function seedActivity(tx: Db, input: TActivityInput): Promise<TActivitySummary> {
  const { now, signingKey } = input;
  const purchases = [...aishaPurchases(input), ...buyerPurchases(input)].sort((a, b) => a.at.getTime() - b.at.getTime());
  const seatCount = purchases.reduce((n, p) => n + p.seats.length, 0);
  const scanCount = purchases.reduce((n, p) => n + p.seats.reduce((m, s) => m + s.length, 0), 0) + 1;

  const invoiceIds = await reserveIds(tx, 'invoices', purchases.length);
  const bookingIds = await reserveIds(tx, 'bookings', seatCount);
  const usageIds = await reserveIds(tx, 'ticket_usages', scanCount);
  const [redemptionId] = await reserveIds(tx, 'redemptions', 1);
  if (redemptionId === undefined) throw new Error('could not reserve a redemption id');

  const invoiceRows: (TNewInvoiceRow & { id: number })[] = [];
  const bookingRows: (TNewBookingRow & { id: number })[] = [];
  const usageRows: (TNewTicketUsageRow & { id: number })[] = [];
  const ledger: TLedgerEntry[] = [];
  let order = 0;
  const takeId = (ids: number[], what: string): number => {
    const id = ids.shift();
    if (id === undefined) throw new Error(`ran out of reserved ${what} ids`);
    return id;
  };

  for (const purchase of purchases) {
    const { ticket, user } = purchase;
    const invoiceId = takeId(invoiceIds, 'invoice');
    const subtotal = ticket.price * purchase.seats.length;
    const vat = vatOf(subtotal, VAT_RATE_BP);
    invoiceRows.push({
      id: invoiceId,
      userId: user.id,
      subtotal,
      vat,
      total: subtotal + vat,
      vatRateBp: VAT_RATE_BP,
      status: purchase.refundedAt ? 'refunded' : 'paid',
      createdAt: purchase.at,
      updatedAt: purchase.refundedAt ?? purchase.at,
    });
    const coins = ticket.coinsOnPurchase * purchase.seats.length;
    if (coins > 0) {
      ledger.push({ userId: user.id, amount: coins, kind: 'purchase', eventId: ticket.event.id, invoiceId, createdAt: purchase.at, order: order++ });
    }
    for (const scans of purchase.seats) {
      const id = takeId(bookingIds, 'booking');
      const booking = {
        id,
        eventId: ticket.event.id,
        ticketId: ticket.id,
        validFrom: ticket.validFrom,
        validUntil: ticket.validUntil,
        usageLimit: ticket.usageLimit,
      };
      const code = signTicketCode(signingKey, ticketCodePayloadOf(booking));
      const accepted = scans.filter((s) => s.decision === 'accepted');
      if (accepted.length > ticket.usageLimit) throw new Error(`seed: booking ${id} used more than its limit`);
      const lastChange = [purchase.at, purchase.refundedAt, ...scans.map((s) => s.at)].filter((d): d is Date => d !== null).reduce((a, b) => (b > a ? b : a));
      bookingRows.push({
        ...booking,
        invoiceId,
        userId: user.id,
        code,
        status: purchase.refundedAt ? 'cancelled' : 'active',
        cancelledAt: purchase.refundedAt,
        usedCount: accepted.length,
        holderName: user.name,
        holderEmail: user.email,
        unitPrice: ticket.price,
        createdAt: purchase.at,
        updatedAt: lastChange,
      });
      for (const scan of scans) {
        const usageId = takeId(usageIds, 'usage');
        usageRows.push({
          id: usageId,
          scanId: randomUUID(),
          bookingId: id,
          eventId: ticket.event.id,
          code,
          decision: scan.decision,
          reason: scan.reason,
          deviceId: usageRows.length % 3 === 0 ? 'demo-gate-2' : 'demo-gate-1',
          gate: 'Main gate',
          scannedBy: input.staffId,
          scannedAt: scan.at,
          receivedAt: new Date(scan.at.getTime() + 2_000),
          conflict: false,
        });
        if (scan.decision === 'accepted' && ticket.coinsOnUsage > 0) {
          ledger.push({
            userId: user.id,
            amount: ticket.coinsOnUsage,
            kind: 'usage',
            eventId: ticket.event.id,
            bookingId: id,
            usageId,
            createdAt: new Date(scan.at.getTime() + 1_000),
            order: order++,
          });
        }
      }
    }
    if (purchase.refundedAt && coins > 0) {
      ledger.push({
        userId: user.id,
        amount: -coins,
        kind: 'purchase_reversal',
        eventId: ticket.event.id,
        invoiceId,
        createdAt: purchase.refundedAt,
        order: order++,
      });
    }
  }

  // A scanner also records what it cannot read; such a scan names no booking.
  const festival = input.tickets.find((t) => t.event.key === 'muscat-nights')?.event;
  if (festival) {
    usageRows.push({
      id: takeId(usageIds, 'usage'),
      scanId: randomUUID(),
      bookingId: null,
      eventId: festival.id,
      code: 'HTTPS://EXAMPLE.COM/NOT-A-TICKET',
      decision: 'rejected',
      reason: 'malformed',
      deviceId: 'demo-gate-1',
      gate: 'Main gate',
      scannedBy: input.staffId,
      scannedAt: at(festival.start.getTime() + 90 * MINUTE),
      receivedAt: at(festival.start.getTime() + 90 * MINUTE + 2_000),
      conflict: false,
    });
  }

  const aisha = input.aisha;
  const redeemedAt = at(now.getTime() - 4 * DAY);
  ledger.push(
    { userId: aisha.id, amount: 2000, kind: 'bonus', createdAt: at(now.getTime() - 30 * DAY), order: order++ },
    {
      userId: aisha.id,
      amount: -input.coffeeReward.cost,
      kind: 'redemption',
      rewardId: input.coffeeReward.id,
      redemptionId,
      createdAt: redeemedAt,
      order: order++,
    },
  );

  await insertChunked(invoiceRows, (chunk) => tx.insert(invoices).overridingSystemValue().values(chunk));
  await insertChunked(bookingRows, (chunk) => tx.insert(bookings).overridingSystemValue().values(chunk));
  await insertChunked(usageRows, (chunk) => tx.insert(ticketUsages).overridingSystemValue().values(chunk));
  await tx
    .insert(redemptions)
    .overridingSystemValue()
    .values({
      id: redemptionId,
      userId: aisha.id,
      rewardId: input.coffeeReward.id,
      cost: input.coffeeReward.cost,
      status: 'fulfilled',
      code: `RW-${randomUUID().slice(0, 8).toUpperCase()}`,
      createdAt: redeemedAt,
      updatedAt: at(redeemedAt.getTime() + DAY),
    });

  const balances = new Map<number, number>();
  const ledgerRows = ledger
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.order - b.order)
    .map(({ order: _order, ...entry }) => {
      const balanceAfter = (balances.get(entry.userId) ?? 0) + entry.amount;
      if (balanceAfter < 0) throw new Error(`seed: coin balance of user ${entry.userId} would go negative`);
      balances.set(entry.userId, balanceAfter);
      return { ...entry, balanceAfter };
    });
  await insertChunked(ledgerRows, (chunk) => tx.insert(coinTransactions).values(chunk));
  for (const [userId, coins] of balances) {
    await tx.update(users).set({ coins }).where(eq(users.id, userId));
  }

  return { invoices: invoiceRows.length, bookings: bookingRows.length, scans: usageRows.length, ledgerRows: ledgerRows.length };
}

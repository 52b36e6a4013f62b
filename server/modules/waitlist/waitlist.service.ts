import type { TAdminWaitlistEntry, TAdminWaitlistQuery, TAdminWaitlistResponse, TWaitlistEntry } from '../../../contract/waitlist';
import { asSystem } from '../../db/audit';
import type { Db, DbTransaction } from '../../db/client';
import { retryingTransaction } from '../../db/retry';
import type { TInvoiceRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { pickText } from '../../lib/locale';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { assertBookable, holdForWaitlistOffer, seatsOfBuyer, ticketForBooking, type TTicketForBooking } from '../bookings/bookings.service';
import { ticketNotFound } from '../bookings/bookings.errors';
import { enqueueMail, enqueueSms, type Outbox } from '../outbox/outbox.service';
import { cancelCheckout, cancelPendingByAdmin, type PaymentDeps } from '../payments/payments.service';
import { alreadyJoined, entryNotFound, noSeats, notSoldOut, notWaiting, overBuyerLimit, waitlistUnavailable } from './waitlist.errors';
import { offerLink, waitlistOfferMail, waitlistOfferSms } from './waitlist.mail';
import {
  closeEndedOffers,
  closeHopelessEntries,
  countWaitingEntries,
  findAdminEntry,
  findEntriesOfTicket,
  findEntry,
  findLatestEntryOf,
  findTicketsToOffer,
  insertEntry,
  lockEntry,
  lockEntryOfTicket,
  lockFirstFitting,
  lockTicketAndCountFree,
  markOffered,
  readAvailability,
  setEntryStatus,
  type TEntryView,
  type TOfferCandidate,
} from './waitlist.repository';

/*
 * The waitlist (docs/product.md §10 Waitlist, docs/architecture.md §11 Waitlist). A buyer joins a sold-out ticket
 * type for a quantity; seats that come free are kept for the line (public holds and reads leave them alone while a
 * waiting entry fits them) and offered, in line order, as a checkout hold in the user's name for
 * WAITLIST_OFFER_MINUTES. Every offer is made under the ticket row's lock, after counting the seats afresh, so two
 * workers (two processes) never offer one freed seat twice.
 */

export type WaitlistDeps = {
  db: Db;
  now: () => Date;
  outbox: Outbox;
  payments: PaymentDeps;
  vatRateBp: number;
  publicUrl: string;
  /** How long an offer's hold lasts (WAITLIST_OFFER_MINUTES). */
  offerMs: number;
};

/**
 * The status as it stands now: an offer whose order was paid reads `converted`, one whose order ended unpaid (or
 * whose hold ran out) reads `expired`, before the worker writes it so.
 */
function statusNow(entry: TEntryView, now: Date): TWaitlistEntry['status'] {
  if (entry.status !== 'offered' && entry.status !== 'expired') return entry.status;
  if (entry.invoiceStatus === 'paid') return 'converted';
  if (entry.status === 'offered' && (entry.invoiceStatus !== 'pending' || (entry.offerExpiresAt !== null && entry.offerExpiresAt <= now))) return 'expired';
  return entry.status;
}

function toEntry(entry: TEntryView, now: Date): TWaitlistEntry {
  const status = statusNow(entry, now);
  return {
    id: entry.id,
    ticket_id: entry.ticketId,
    status,
    position: status === 'waiting' ? entry.position : null,
    quantity: entry.quantity,
    invoice_id: entry.invoiceId,
    offer_expires_at: toIso(entry.offerExpiresAt),
    created_at: toIso(entry.createdAt) ?? '',
  };
}

async function entryView(deps: Pick<WaitlistDeps, 'db' | 'now'>, entryId: number): Promise<TWaitlistEntry> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry) throw entryNotFound();
  return toEntry(entry, deps.now());
}

/**
 * Joins the line of a sold-out ticket type (nothing left after holds and the seats kept for the line) for
 * `quantity` tickets, at most the type's per-buyer limit; one open entry per user and ticket type.
 */
export async function joinWaitlist(deps: WaitlistDeps, userId: number, ticketId: number, quantity: number): Promise<TWaitlistEntry> {
  const now = deps.now();
  const ticket = await ticketForBooking(deps.db, ticketId);
  if (!ticket) throw ticketNotFound();
  assertBookable(ticket, now);
  // An offer is a hold paid through the checkout; a free ticket has no checkout (docs/product.md §10 Waitlist).
  if (ticket.price === 0) throw waitlistUnavailable();
  // The limit counts what the buyer already has of this type, as a booking's does.
  if (ticket.perBuyerLimit !== null && quantity + (await seatsOfBuyer(deps.db, userId, ticketId, now)) > ticket.perBuyerLimit) throw overBuyerLimit();
  const seats = await readAvailability(deps.db, ticketId, now);
  if (!seats) throw ticketNotFound();
  if (seats.publicFree > 0) throw notSoldOut();
  const id = await insertEntry(deps.db, { ticketId, userId, quantity, now });
  if (id === 'taken') throw alreadyJoined();
  // Seats may be free already (kept for earlier entries that do not fit them, or just released): the worker looks.
  deps.payments.seatsFreed.notify();
  return entryView(deps, id);
}

/** The caller's newest entry for the ticket type, or null (never joined). */
export async function myEntry(deps: Pick<WaitlistDeps, 'db' | 'now'>, userId: number, ticketId: number): Promise<TWaitlistEntry | null> {
  const entry = await findLatestEntryOf(deps.db, userId, ticketId);
  return entry ? toEntry(entry, deps.now()) : null;
}

/**
 * Closes an open entry: `left`. An offered one first has its order released (the seats go to the next in line); if
 * that order was paid meanwhile, the entry is `converted` instead. Undefined when it is not open.
 */
async function closeEntry(deps: WaitlistDeps, entryId: number, release: (invoiceId: number) => Promise<TInvoiceRow>): Promise<TWaitlistEntry | undefined> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return undefined;
  let status: 'left' | 'converted' = 'left';
  if (entry.status === 'offered' && entry.invoiceId !== null) {
    try {
      const released = await release(entry.invoiceId);
      if (released.status === 'paid') status = 'converted';
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'invoices.paid')) throw error;
      status = 'converted';
    }
  }
  await retryingTransaction(deps.db, async (tx) => {
    const locked = await lockEntry(tx, entryId);
    // The worker may have closed the offer meanwhile (its order released above reads as expired): leaving still wins.
    if (locked && locked.status !== 'left' && locked.status !== 'converted') await setEntryStatus(tx, entryId, status, deps.now());
  });
  deps.payments.seatsFreed.notify();
  return entryView(deps, entryId);
}

/** The caller leaves the line of the ticket type, or declines an offer made to them. */
export async function leaveWaitlist(deps: WaitlistDeps, userId: number, ticketId: number): Promise<TWaitlistEntry> {
  const entry = await findLatestEntryOf(deps.db, userId, ticketId);
  const closed = entry ? await closeEntry(deps, entry.id, (invoiceId) => cancelCheckout(deps.payments, userId, invoiceId)) : undefined;
  if (!closed) throw entryNotFound();
  return closed;
}

// ── offers ──────────────────────────────────────────────────────────────────────────────────────

type TOfferOutcome = { kind: 'offered'; entryId: number } | { kind: 'none' } | { kind: 'no_seats' } | { kind: 'not_waiting' } | { kind: 'not_found' };

/** The offer's mail and, to a verified phone while the SMS caps allow, its text, in the transaction that makes it. */
async function queueOfferMessages(
  deps: WaitlistDeps,
  tx: DbTransaction,
  made: { candidate: TOfferCandidate; ticket: TTicketForBooking; invoice: TInvoiceRow; expiresAt: Date; now: Date },
): Promise<void> {
  const { candidate, ticket, invoice, expiresAt, now } = made;
  const { user } = candidate;
  const locale = user.locale;
  const eventName = pickText(locale, ticket.eventName, ticket.eventNameAr);
  const link = offerLink(deps.publicUrl, locale, invoice.id);
  const message = {
    to: user.email,
    name: user.name,
    locale,
    eventName,
    ticketName: pickText(locale, ticket.name, ticket.nameAr),
    quantity: candidate.quantity,
    total: invoice.total,
    expiresAt,
    link,
  };
  await enqueueMail(tx, waitlistOfferMail(message), { now, expiresAt });
  if (!user.phone || !user.phoneVerified) return;
  try {
    await enqueueSms(tx, { to: user.phone, text: waitlistOfferSms(message), now, expiresAt }, deps.outbox.smsCaps);
  } catch (error) {
    // Over a cap (checked before anything is written): the mail alone carries the offer.
    if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
  }
}

/**
 * One offer on one ticket type, in one transaction: the ticket row's lock, the seats free now (a fresh count), the
 * first waiting entry whose whole quantity fits (or the administrator's chosen one), its hold, the entry `offered`,
 * its mail and text. Another worker waits on the same lock and then counts this offer's hold among the live ones.
 */
async function makeOffer(deps: WaitlistDeps, ticketId: number, chosenEntryId?: number): Promise<TOfferOutcome> {
  const outcome = await retryingTransaction(deps.db, async (tx): Promise<TOfferOutcome> => {
    const now = deps.now();
    const free = await lockTicketAndCountFree(tx, ticketId, now);
    if (free === undefined) return { kind: 'not_found' };
    let candidate: TOfferCandidate | undefined;
    if (chosenEntryId === undefined) {
      if (free === 0) return { kind: 'none' };
      candidate = await lockFirstFitting(tx, ticketId, free);
      if (!candidate) return { kind: 'none' };
    } else {
      const chosen = await lockEntryOfTicket(tx, ticketId, chosenEntryId);
      if (!chosen) return { kind: 'not_found' };
      if (chosen.status !== 'waiting') return { kind: 'not_waiting' };
      if (chosen.quantity > free) return { kind: 'no_seats' };
      candidate = chosen;
    }
    const ticket = await ticketForBooking(tx, ticketId);
    if (!ticket) return { kind: 'not_found' };
    const expiresAt = new Date(now.getTime() + deps.offerMs);
    const invoice = await holdForWaitlistOffer(deps, tx, { user: candidate.user, ticket, quantity: candidate.quantity, now, expiresAt });
    if (!invoice) return { kind: 'no_seats' };
    await markOffered(tx, candidate.entryId, { invoiceId: invoice.id, now, expiresAt });
    await queueOfferMessages(deps, tx, { candidate, ticket, invoice, expiresAt, now });
    return { kind: 'offered', entryId: candidate.entryId };
  });
  if (outcome.kind === 'offered') deps.outbox.wake();
  return outcome;
}

/**
 * One pass of the worker: offers that ended are closed (paid: converted; otherwise expired, their seats free
 * again), entries of cancelled or finished events end, then every ticket type with someone waiting and seats free gets offers until no waiting entry fits.
 * Safe on any number of processes at once. Returns the offers made.
 */
export function offerFreedSeats(deps: WaitlistDeps): Promise<number> {
  return asSystem('waitlist.offer', async () => {
    await deps.db.transaction(async (tx) => {
      await closeEndedOffers(tx, deps.now());
      await closeHopelessEntries(tx, deps.now());
    });
    let made = 0;
    for (const ticketId of await findTicketsToOffer(deps.db, deps.now())) {
      while ((await makeOffer(deps, ticketId)).kind === 'offered') made++;
    }
    return made;
  });
}

// ── administration ──────────────────────────────────────────────────────────────────────────────

function toAdminEntry(entry: TEntryView & { userName: string; userEmail: string }, now: Date): TAdminWaitlistEntry {
  return { ...toEntry(entry, now), user: { id: entry.userId, name: entry.userName, email: entry.userEmail }, offered_at: toIso(entry.offeredAt) };
}

async function adminEntry(deps: Pick<WaitlistDeps, 'db' | 'now'>, ticketId: number, entryId: number): Promise<TAdminWaitlistEntry> {
  const entry = await findAdminEntry(deps.db, ticketId, entryId);
  if (!entry) throw entryNotFound();
  return toAdminEntry(entry, deps.now());
}

export async function listWaitlist(
  deps: Pick<WaitlistDeps, 'db' | 'now'>,
  ticketId: number,
  query: TAdminWaitlistQuery,
): Promise<TAdminWaitlistResponse['data']> {
  const now = deps.now();
  const seats = await readAvailability(deps.db, ticketId, now);
  if (!seats) throw ticketNotFound();
  const { rows, total } = await findEntriesOfTicket(deps.db, ticketId, pageWindow(query));
  return {
    entries: rows.map((row) => toAdminEntry(row, now)),
    waiting: await countWaitingEntries(deps.db, ticketId),
    free: seats.free,
    pagination: paginationOf(query, total),
  };
}

/** "Offer now": to that entry, out of order, if its seats are free (409 `waitlist.no_seats` otherwise). */
export async function offerNow(deps: WaitlistDeps, ticketId: number, entryId: number): Promise<TAdminWaitlistEntry> {
  const outcome = await makeOffer(deps, ticketId, entryId);
  if (outcome.kind === 'not_found') throw entryNotFound();
  if (outcome.kind === 'not_waiting') throw notWaiting();
  if (outcome.kind === 'no_seats' || outcome.kind === 'none') throw noSeats();
  return adminEntry(deps, ticketId, entryId);
}

/** "Remove": the entry leaves the line; an open offer's order is released first. */
export async function removeEntry(deps: WaitlistDeps, ticketId: number, entryId: number): Promise<TAdminWaitlistEntry> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry || entry.ticketId !== ticketId) throw entryNotFound();
  const closed = await closeEntry(deps, entryId, (invoiceId) =>
    cancelPendingByAdmin(deps.payments, invoiceId, 'Removed from the waitlist by an administrator.'),
  );
  if (!closed) throw notWaiting();
  return adminEntry(deps, ticketId, entryId);
}

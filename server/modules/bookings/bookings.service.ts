import type { TBooking, TCreateBookingRequest, TInvoice, TPaymentRedirect } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import type { TPromoCodeRow, TUserRow } from '../../db/schema';
import type { DbExecutor, DbTransaction } from '../../db/client';
import type { TInvoiceRow } from '../../db/schema';
import { reserveBookingIds } from '../../db/identity';
import { AppError } from '../../lib/errors';
import { pickText } from '../../lib/locale';
import { formatCoinHundredths } from '../../lib/money';
import { checkPromoApplies, orderPrice, reservePromoUses, resolvePromo, type TOrderPrice } from '../promo/promo.service';
import { purchaseCoinsOf } from '../coins/coins.ledger';
import { signTicketCode, ticketCodePayloadOf } from '../tickets/tickets.code';
import type { BookingDeps } from './bookings.deps';
import { eventEnded, idempotencyConflict, IdempotencyKeyTakenError, limitExceeded, notOnSale, soldOut, ticketNotFound } from './bookings.errors';
import {
  countHeldSeats,
  findByIdempotencyKey,
  findInvoiceOf,
  findTicketForBooking,
  insertHold,
  insertOfferHold,
  insertPurchase,
  lockPublicFreeSeats,
  lockBuyer,
  type TNewPurchase,
  type TPurchaseResult,
  type TStoredBooking,
  type TTicketForBooking,
} from './bookings.repository';
import { findBookingViews, type TBookingViewRow } from './bookings.views.repository';
import { toBooking, toInvoice } from './bookings.views';
import { checkoutRedirect, openNewCheckout } from '../payments/payments.service';

export type TBookingResult = { invoice: TInvoice; bookings: TBooking[]; coins_earned: string; payment: TPaymentRedirect | null };

/** Doors open this long before the event starts, for tickets without their own validity start (as the demo data). */
export const DOORS_OPEN_BEFORE_START_MS = 2 * 60 * 60 * 1000;

/** Codes carry epoch seconds; the booking row stores the same instant so server and scanner agree. */
function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** The validity a code is signed with: the ticket type's own window, else from doors-open to the event's end. */
export function validityOf(ticket: Pick<TTicketForBooking, 'validFrom' | 'validUntil' | 'eventStart' | 'eventFinish'>): { validFrom: Date; validUntil: Date } {
  const validFrom = wholeSeconds(ticket.validFrom ?? new Date(ticket.eventStart.getTime() - DOORS_OPEN_BEFORE_START_MS));
  const validUntil = wholeSeconds(ticket.validUntil ?? ticket.eventFinish);
  // Only one bound can be the ticket's own here (the tickets CHECK orders two explicit ones); the bookings
  // CHECK wants valid_until >= valid_from, so the fallback bound gives way.
  if (validUntil < validFrom) return ticket.validFrom ? { validFrom, validUntil: validFrom } : { validFrom: validUntil, validUntil };
  return { validFrom, validUntil };
}

/**
 * Status and badge of a booking made just now (not cancelled, unused, event not cancelled): the
 * statusSql/badgeSql rules of bookings.views.repository.ts reduce to whether its validity already ended.
 */
function newBookingState(validUntil: Date, now: Date): 'active' | 'expired' {
  return validUntil < now ? 'expired' : 'active';
}

/** A ticket type as a booking reads it (the promo preview prices it the same way). */
export function ticketForBooking(db: BookingDeps['db'], ticketId: number): Promise<TTicketForBooking | undefined> {
  return findTicketForBooking(db, ticketId);
}

/** The event's and the sale window's rules of a booking (also a waitlist's join). */
export function assertBookable(ticket: TTicketForBooking, now: Date): void {
  if (ticket.eventCancelledAt) throw eventEnded(true);
  if (ticket.eventFinish < now) throw eventEnded(false);
  if ((ticket.saleStartsAt && now < ticket.saleStartsAt) || (ticket.saleEndsAt && now > ticket.saleEndsAt)) throw notOnSale();
}

/** The invoice, its bookings and the coins it earned, as the first answer gave them (names in `locale`). */
export async function loadBookingResult(
  deps: Pick<BookingDeps, 'db'>,
  userId: number,
  invoiceId: number,
  now: Date,
  locale: TLocale,
  payment: TPaymentRedirect | null = null,
): Promise<TBookingResult> {
  const invoice = await findInvoiceOf(deps.db, userId, invoiceId);
  if (!invoice) throw new Error(`invoice ${invoiceId} of user ${userId} vanished`);
  const rows = await findBookingViews(deps.db, { userId, invoiceId }, now, locale);
  return { invoice: toInvoice(invoice), bookings: rows.map(toBooking), coins_earned: formatCoinHundredths(await purchaseCoinsOf(deps.db, invoiceId)), payment };
}

async function replay(deps: BookingDeps, userId: number, stored: TStoredBooking, input: TCreateBookingRequest, locale: TLocale): Promise<TBookingResult> {
  // A key reused for a different purchase is a client bug; answering with the old booking would hide it.
  if (stored.ticketId !== input.ticket_id || stored.quantity !== input.quantity) throw idempotencyConflict();
  const now = deps.now();
  const invoice = await findInvoiceOf(deps.db, userId, stored.invoiceId);
  if ((input.promo_code?.trim().toUpperCase() ?? null) !== (invoice?.promoCode ?? null)) throw idempotencyConflict();
  // A retried checkout answers where to pay, as the first answer did (its open session, or a new one while the hold lasts).
  let payment: TPaymentRedirect | null = null;
  if (invoice?.status === 'pending' && invoice.expiresAt && invoice.expiresAt > now) payment = await checkoutRedirect(deps.payments, invoice, locale);
  return loadBookingResult(deps, userId, stored.invoiceId, now, locale, payment);
}

/**
 * The answer to a new booking, built from what was just written rather than read back (fewer queries on
 * the hottest path). A replay reads the same data back through loadBookingResult; the tests hold the
 * two equal. Names are in `locale`, by the rule of localized() in server/db/localized.ts.
 */
function purchasedResult(
  made: {
    ticket: TTicketForBooking;
    user: TBuyer;
    validity: { validFrom: Date; validUntil: Date };
    seats: { id: number; code: string | null }[];
    coins: number;
    now: Date;
  },
  done: TPurchaseResult,
  locale: TLocale,
  payment: TPaymentRedirect | null = null,
): TBookingResult {
  const { ticket, user, validity, now } = made;
  const codeById = new Map(made.seats.map((seat) => [seat.id, seat.code]));
  const state = payment ? 'pending' : newBookingState(validity.validUntil, now);
  const rows = done.booked.map((b): TBookingViewRow => ({
    id: b.id,
    bookingNumber: b.bookingNumber,
    code: codeById.get(b.id) ?? null,
    cancelled: false,
    status: state,
    badge: state === 'pending' ? 'active' : state,
    usedCount: 0,
    usageLimit: ticket.usageLimit,
    ...validity,
    holderName: user.name,
    holderEmail: user.email,
    unitPrice: ticket.price,
    invoiceId: done.invoice.id,
    createdAt: now,
    ticketId: ticket.id,
    ticketName: pickText(locale, ticket.name, ticket.nameAr),
    eventId: ticket.eventId,
    eventName: pickText(locale, ticket.eventName, ticket.eventNameAr),
    eventStart: ticket.eventStart,
    eventFinish: ticket.eventFinish,
    eventLocation: pickText(locale, ticket.eventLocation, ticket.eventLocationAr),
    posterPath: ticket.posterPath,
    transfer: null,
    receivedFrom: null,
  }));
  return { invoice: toInvoice(done.invoice), bookings: rows.map(toBooking), coins_earned: formatCoinHundredths(made.coins), payment };
}

/** What an order costs, and the promo code it is made with. */
type TPriced = { price: TOrderPrice; promo: TPromoCodeRow | null };

/** A ticket type as a booking reads it (the waitlist's offers read it so too). */
export type { TTicketForBooking };

export type TBuyer = Pick<TUserRow, 'id' | 'name' | 'email' | 'locale'> & Partial<Pick<TUserRow, 'phone'>>;

/**
 * Books `quantity` tickets of one type atomically: one paid invoice, one booking (own number, own
 * signed code) per ticket, and the purchase coins. With an Idempotency-Key a repeat returns the first
 * result (`created: false`) instead of booking twice, also when the two requests race. The answer names
 * events and tickets in the caller's `locale`; the confirmation mail in the buyer's saved one.
 */
export async function createBooking(
  deps: BookingDeps,
  user: TBuyer,
  input: TCreateBookingRequest,
  idempotencyKey: string | undefined,
  locale: TLocale,
): Promise<{ created: boolean; result: TBookingResult }> {
  if (idempotencyKey === undefined) return { created: true, result: await book(deps, user, input, undefined, locale) };
  // Before any sale check: a retry after the last seat went (or the sale closed) still gets its booking.
  const stored = await findByIdempotencyKey(deps.db, user.id, idempotencyKey);
  if (stored) return { created: false, result: await replay(deps, user.id, stored, input, locale) };
  try {
    return { created: true, result: await book(deps, user, input, idempotencyKey, locale) };
  } catch (error) {
    // A request with the same key that raced this one may have booked in the meantime (and perhaps taken
    // the last seat or the buyer's last allowed ticket): then its booking is the answer, not this error.
    if (!(error instanceof AppError) && !(error instanceof IdempotencyKeyTakenError)) throw error;
    const winner = await findByIdempotencyKey(deps.db, user.id, idempotencyKey);
    if (!winner) throw error;
    return { created: false, result: await replay(deps, user.id, winner, input, locale) };
  }
}

async function book(
  deps: BookingDeps,
  user: TBuyer,
  input: TCreateBookingRequest,
  idempotencyKey: string | undefined,
  locale: TLocale,
): Promise<TBookingResult> {
  const { db } = deps;
  const now = deps.now();
  const ticket = await findTicketForBooking(db, input.ticket_id);
  if (!ticket) throw ticketNotFound();
  assertBookable(ticket, now);
  const { quantity } = input;
  // A stale read, so only a shortcut: a stampede on a sold-out ticket costs no writes and burns no numbers.
  if (ticket.sold + quantity > ticket.total) throw soldOut();

  const validity = validityOf(ticket);
  // A promo code is checked before anything is written; its uses are taken under its lock, with the seats.
  const promo = input.promo_code === undefined ? null : await resolvePromo(db, input.promo_code);
  if (promo) checkPromoApplies(promo, ticket, now);
  const price = orderPrice(ticket.price, quantity, promo, deps.vatRateBp);
  if (price.total > 0) return hold(deps, user, input, idempotencyKey, locale, ticket, validity, now, { price, promo });
  // Ids are reserved and codes signed before any lock is taken: neither needs one.
  const ids = await reserveBookingIds(db, quantity);
  const seats = ids.map((id) => ({
    id,
    code: signTicketCode(
      deps.signingKey,
      ticketCodePayloadOf({ id, eventId: ticket.eventId, ticketId: ticket.id, ...validity, usageLimit: ticket.usageLimit }),
    ),
  }));
  const coins = ticket.coinsOnPurchase * quantity;
  const purchase: TNewPurchase = {
    ...orderOf(deps, user, ticket, quantity, idempotencyKey, validity, now, { price, promo }),
    seats,
    coins,
    buyerLocale: user.locale,
  };

  let done: TPurchaseResult | null;
  if (idempotencyKey === undefined && ticket.perBuyerLimit === null && !promo) {
    // Nothing to check against the buyer's earlier bookings: the purchase statement is atomic on its own.
    done = await insertPurchase(db, purchase);
  } else {
    done = await db.transaction(async (tx) => {
      if (promo) await reservePromoUses(tx, promo.id, user.id, quantity, now);
      await checkBuyer(tx, user, ticket, quantity, idempotencyKey, now);
      // A priced ticket a code made free: its seats may be held by checkouts or kept for the waitlist.
      if (ticket.price > 0 && (await lockPublicFreeSeats(tx, ticket.id, now)) < quantity) return null;
      return insertPurchase(tx, purchase);
    });
  }
  if (!done) throw soldOut();

  // The purchase statement queued the confirmation mail (in the buyer's saved language): deliver it now.
  deps.outbox.wake();
  return purchasedResult({ ticket, user, validity, seats, coins, now }, done, locale);
}

/**
 * A priced booking is a checkout (docs/architecture.md §11): a seat hold on a pending invoice until
 * `expires_at`, no code and no coins yet, no mail; then a gateway session where the buyer pays. The
 * per-buyer limit counts the buyer's live holds too. If the gateway cannot start a session the hold is
 * released at once and the buyer reads 503 payments.unavailable.
 */
async function hold(
  deps: BookingDeps,
  user: TBuyer,
  input: TCreateBookingRequest,
  idempotencyKey: string | undefined,
  locale: TLocale,
  ticket: TTicketForBooking,
  validity: { validFrom: Date; validUntil: Date },
  now: Date,
  priced: TPriced,
): Promise<TBookingResult> {
  const { db } = deps;
  const { quantity } = input;
  const { promo } = priced;
  const holdMs = ticket.checkoutHoldMinutes === null ? deps.payments.holdMs : ticket.checkoutHoldMinutes * 60_000;
  const seatIds = await reserveBookingIds(db, quantity);
  const order = { ...orderOf(deps, user, ticket, quantity, idempotencyKey, validity, now, priced), seatIds, expiresAt: new Date(now.getTime() + holdMs) };
  // Nothing to check against the buyer's earlier bookings or a code's uses: the hold is atomic on its own.
  const done =
    idempotencyKey === undefined && ticket.perBuyerLimit === null && !promo
      ? await insertHold(db, order)
      : await db.transaction(async (tx) => {
          if (promo) await reservePromoUses(tx, promo.id, user.id, quantity, now);
          await checkBuyer(tx, user, ticket, quantity, idempotencyKey, now);
          return insertHold(tx, order);
        });
  if (!done) throw soldOut();
  // The session's line and customer come from what this request already read (no second look-up on the hot path).
  const name = `${pickText(locale, ticket.eventName, ticket.eventNameAr)} — ${pickText(locale, ticket.name, ticket.nameAr)}`;
  const payment = await openNewCheckout(deps.payments, done.invoice, locale, {
    quantity,
    name,
    buyer: { name: user.name, email: user.email, phone: user.phone ?? null },
  });
  return purchasedResult({ ticket, user, validity, seats: seatIds.map((id) => ({ id, code: null })), coins: 0, now }, done, locale, payment);
}

/** What a booking writes whatever its kind: the buyer, the ticket type, the amounts, the validity its codes carry. */
function orderOf(
  deps: Pick<BookingDeps, 'vatRateBp'>,
  user: TBuyer,
  ticket: TTicketForBooking,
  quantity: number,
  idempotencyKey: string | undefined,
  validity: { validFrom: Date; validUntil: Date },
  now: Date,
  { price, promo }: TPriced,
): Omit<TNewPurchase, 'seats' | 'coins' | 'buyerLocale'> {
  return {
    userId: user.id,
    ticketId: ticket.id,
    eventId: ticket.eventId,
    quantity,
    subtotal: price.subtotal,
    discount: price.discount,
    promoCodeId: promo?.id ?? null,
    promoCode: promo?.code ?? null,
    vat: price.vat,
    total: price.total,
    vatRateBp: deps.vatRateBp,
    idempotencyKey: idempotencyKey ?? null,
    usageLimit: ticket.usageLimit,
    ...validity,
    holderName: user.name,
    holderEmail: user.email,
    unitPrice: ticket.price,
    now,
  };
}

/**
 * Under the buyer's lock (one booking of theirs at a time): a same-key request that got here first is
 * visible, so createBooking replays it; and the per-buyer limit counts their paid seats and live holds.
 */
async function checkBuyer(
  tx: DbTransaction,
  user: TBuyer,
  ticket: TTicketForBooking,
  quantity: number,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<void> {
  await lockBuyer(tx, user.id);
  if (idempotencyKey !== undefined && (await findByIdempotencyKey(tx, user.id, idempotencyKey))) throw new IdempotencyKeyTakenError();
  if (ticket.perBuyerLimit !== null) {
    const held = await countHeldSeats(tx, user.id, ticket.id, now);
    if (held + quantity > ticket.perBuyerLimit) throw limitExceeded(ticket.perBuyerLimit, held);
  }
}

/** Seats of the ticket type the user has against the per-buyer limit: paid tickets and live checkout holds. */
export function seatsOfBuyer(db: DbExecutor, userId: number, ticketId: number, now: Date): Promise<number> {
  return countHeldSeats(db, userId, ticketId, now);
}

/**
 * The hold of a waitlist offer (docs/product.md §10 Waitlist): a pending invoice and `quantity` pending bookings
 * in the user's name until `expiresAt`, exactly as a checkout makes them but without a promo code, written in the
 * caller's transaction, which holds the ticket row's lock and has picked the entry. Null when the seats are not
 * free after all. The user pays it through the usual pay flow of a pending invoice.
 */
export async function holdForWaitlistOffer(
  deps: Pick<BookingDeps, 'vatRateBp'>,
  tx: DbTransaction,
  offer: { user: TBuyer; ticket: TTicketForBooking; quantity: number; now: Date; expiresAt: Date },
): Promise<TInvoiceRow | null> {
  const { user, ticket, quantity, now } = offer;
  const validity = validityOf(ticket);
  const price = orderPrice(ticket.price, quantity, null, deps.vatRateBp);
  const seatIds = await reserveBookingIds(tx, quantity);
  const order = { ...orderOf(deps, user, ticket, quantity, undefined, validity, now, { price, promo: null }), seatIds, expiresAt: offer.expiresAt };
  const done = await insertOfferHold(tx, order);
  return done?.invoice ?? null;
}

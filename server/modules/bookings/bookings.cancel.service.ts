import type { TAdminCancellation } from '../../../contract/admin-people';
import type { TInvoiceRow } from '../../db/schema';
import { retryingTransaction } from '../../db/retry';
import { formatBaisa, formatCoinHundredths } from '../../lib/money';
import { purchaseCoinsOf, reclaim } from '../coins/coins.ledger';
import { findAdminBookingsByIds } from './bookings.admin.repository';
import { toAdminBooking } from './bookings.admin.service';
import { bookingCancellationMail } from './bookings.cancel.mail';
import {
  findCancellationMailData,
  findHoldersOf,
  findCancellationState,
  findInvoicesOfEvent,
  findInvoiceIdOfBooking,
  findInvoiceSeats,
  lockInvoice,
  lockSeats,
  markCancelled,
  releaseSeats,
  setInvoiceStatus,
  type TCancellationStateRow,
  type TSeatCancellation,
} from './bookings.cancel.repository';
import type { BookingDeps } from './bookings.deps';
import { bookingNotFound, invoiceNotFound } from './bookings.errors';
import type { DbTransaction } from '../../db/client';
import { enqueueMail } from '../outbox/outbox.service';
import { attemptRefund, cancelPendingByAdmin, findInvoiceById, recordCancellationRefunds } from '../payments/payments.service';

/*
 * An administrator cancels a booking, or every booking of an invoice (docs/product.md §4 Cancellation).
 * One transaction: the bookings turn cancelled (and reach the scanners as such), their seats go back on
 * sale, the purchase coins they earned are taken back as far as the balance allows, and the invoice
 * reads refunded once none of its bookings is left. Asking again changes nothing and answers the same.
 */

type TCancelDeps = Pick<BookingDeps, 'db' | 'now' | 'outbox' | 'publicUrl' | 'payments'>;
type TTarget = { kind: 'booking'; id: number } | { kind: 'invoice'; id: number };

/**
 * Shares `total` out over the weights, to the unit, in order: share i is floor(total·W(i+1)/W) −
 * floor(total·W(i)/W) with W(i) the weights before i, so the shares always add up to `total` exactly
 * and the rounding remainder lands on later entries. Equal weights when they are all zero.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const w = weights.every((x) => x === 0) ? weights.map(() => 1) : weights;
  const sum = BigInt(w.reduce((a, b) => a + b, 0));
  const t = BigInt(total);
  let before = 0n;
  return w.map((weight) => {
    const after = before + BigInt(weight);
    const share = (t * after) / sum - (t * before) / sum;
    before = after;
    return Number(share);
  });
}

/** Paid money comes back; an unpaid invoice has nothing to refund. Fully cancelled: refunded, or cancelled when never paid. */
function finalStatus(status: TInvoiceRow['status']): TInvoiceRow['status'] {
  if (status === 'paid') return 'refunded';
  if (status === 'pending') return 'cancelled';
  return status;
}

type TApplied = { invoiceUserId: number; cancelledIds: number[]; refunded: number; coinsReversed: number; reason: string; refundIds: number[] };

async function apply(tx: DbTransaction, invoiceId: number, target: TTarget, reason: string, clock: () => Date): Promise<(TApplied & { at: Date }) | null> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) return null;
  const seats = await findInvoiceSeats(tx, invoiceId);
  const targetIds = target.kind === 'booking' ? [target.id] : seats.map((s) => s.id);
  const fresh = (await lockSeats(tx, targetIds)).filter((s) => s.status === 'active');
  // Read once the invoice and its bookings are locked: a cancellation that waited behind another is never
  // stamped before it (docs/architecture.md §7).
  const now = clock();
  const applied: TApplied & { at: Date } = { invoiceUserId: invoice.userId, cancelledIds: [], refunded: 0, coinsReversed: 0, reason, refundIds: [], at: now };
  if (fresh.length === 0) return applied;

  // Each booking's share of what the purchase cost and earned, by its place in the invoice: the same
  // however the bookings are cancelled (one by one or all at once), and adding up to the whole.
  const rank = new Map(seats.map((s, i) => [s.id, i]));
  const refunds = shareOut(
    invoice.status === 'paid' ? invoice.total : 0,
    seats.map((s) => s.unitPrice),
  );
  const coinShares = shareOut(
    await purchaseCoinsOf(tx, invoiceId),
    seats.map(() => 1),
  );

  const cancellations: TSeatCancellation[] = [];
  const seatsByTicket = new Map<number, number>();
  for (const seat of fresh) {
    const i = rank.get(seat.id) ?? -1;
    const coins = coinShares[i] ?? 0;
    const back =
      coins > 0
        ? await reclaim(tx, { userId: seat.userId, amount: coins, kind: 'purchase_reversal', eventId: seat.eventId, bookingId: seat.id, invoiceId, at: now })
        : { taken: 0, unrecovered: 0 };
    cancellations.push({ id: seat.id, refunded: refunds[i] ?? 0, coinsReversed: back.taken, coinsUnrecovered: back.unrecovered });
    seatsByTicket.set(seat.ticketId, (seatsByTicket.get(seat.ticketId) ?? 0) + 1);
  }
  const marked = await markCancelled(tx, cancellations, reason, now);
  // Under the invoice and booking locks nothing else can have cancelled them; if it did, undo it all.
  if (marked.length !== cancellations.length) throw new Error(`cancel of invoice ${invoiceId}: ${marked.length} of ${cancellations.length} bookings changed`);
  await releaseSeats(tx, seatsByTicket, now);
  const cancelled = new Set(marked);
  if (seats.every((s) => s.status === 'cancelled' || cancelled.has(s.id)) && finalStatus(invoice.status) !== invoice.status) {
    await setInvoiceStatus(tx, invoiceId, finalStatus(invoice.status), now);
  }
  applied.cancelledIds = marked;
  // The money goes back through the gateway (docs/architecture.md §11): the whole payment when every
  // booking goes at once, else each booking's share; the first attempt follows the commit.
  if (invoice.status === 'paid') {
    applied.refundIds = await recordCancellationRefunds(tx, {
      invoiceId,
      whole: fresh.length === seats.length,
      shares: cancellations.map((c) => ({ bookingId: c.id, amount: c.refunded })),
      reason,
      now,
    });
  }
  applied.refunded = cancellations.reduce((sum, c) => sum + c.refunded, 0);
  applied.coinsReversed = cancellations.reduce((sum, c) => sum + c.coinsReversed, 0);
  return applied;
}

/** The newest cancellation among the rows (the one an invoice's answer reports). */
function latest(rows: TCancellationStateRow[]): TCancellationStateRow | undefined {
  let best: TCancellationStateRow | undefined;
  for (const row of rows) {
    if (!row.cancelledAt) continue;
    if (!best?.cancelledAt || row.cancelledAt > best.cancelledAt || (row.cancelledAt.getTime() === best.cancelledAt.getTime() && row.id > best.id)) best = row;
  }
  return best;
}

/**
 * The answer, read from what is stored, so a repeat answers the same as the call that did the work:
 * the booking (or every booking of the invoice), the coins their cancellations took back and could
 * not, the newest cancellation's reason and time, and the invoice with all it has refunded so far.
 */
async function cancellationOf(tx: DbTransaction, invoiceId: number, target: TTarget): Promise<TAdminCancellation> {
  const state = await findCancellationState(tx, invoiceId);
  if (!state) throw invoiceNotFound();
  const concerned = target.kind === 'booking' ? state.seats.filter((s) => s.id === target.id) : state.seats;
  // An invoice without bookings has nothing that could be cancelled.
  if (concerned.length === 0) throw target.kind === 'invoice' ? invoiceNotFound() : bookingNotFound();
  const cancelled = concerned.filter((s) => s.status === 'cancelled');
  const newest = latest(cancelled);
  if (!newest?.cancelledAt) throw new Error(`cancellation of invoice ${invoiceId} left no cancelled booking`);
  const rows = await findAdminBookingsByIds(
    tx,
    concerned.map((s) => s.id),
  );
  return {
    bookings: rows.map(toAdminBooking),
    invoice: { ...state.invoice, refunded: formatBaisa(state.seats.reduce((sum, s) => sum + s.refunded, 0)) },
    coins_reversed: formatCoinHundredths(cancelled.reduce((sum, s) => sum + s.coinsReversed, 0)),
    coins_unrecovered: formatCoinHundredths(cancelled.reduce((sum, s) => sum + s.coinsUnrecovered, 0)),
    reason: newest.cancelReason ?? '',
    cancelled_at: newest.cancelledAt.toISOString(),
  };
}

/** The holder's mail about what this cancellation did, queued in its transaction (docs/architecture.md §4 Outbox). */
async function queueCancellationMail(deps: TCancelDeps, tx: DbTransaction, applied: TApplied, now: Date): Promise<void> {
  // The buyer, with the refund and the coins taken back; then the holders of tickets the buyer sent on, told that
  // the refund and the coins stay the buyer's.
  const recipients: { userId: number; ids: readonly number[]; toHolder: boolean }[] = [
    { userId: applied.invoiceUserId, ids: applied.cancelledIds, toHolder: false },
    ...[...(await findHoldersOf(tx, applied.cancelledIds))].map(([userId, ids]) => ({ userId, ids, toHolder: true })),
  ];
  for (const { userId, ids, toHolder } of recipients) {
    const data = await findCancellationMailData(tx, userId, ids);
    if (!data) continue;
    const message = bookingCancellationMail({
      to: data.user.email,
      name: data.user.name,
      locale: data.user.locale,
      bookings: data.bookings,
      reason: applied.reason,
      refunded: formatBaisa(toHolder ? 0 : applied.refunded),
      coinsReversed: formatCoinHundredths(toHolder ? 0 : applied.coinsReversed),
      toHolder,
      publicUrl: deps.publicUrl,
    });
    await enqueueMail(tx, message, { now });
  }
}

async function cancel(deps: TCancelDeps, target: TTarget, reason: string): Promise<TAdminCancellation> {
  const invoiceId = target.kind === 'invoice' ? target.id : await findInvoiceIdOfBooking(deps.db, target.id);
  if (invoiceId === undefined) throw bookingNotFound();
  // A checkout stuck waiting for payment: the administrator releases its hold (docs/product.md §7).
  const current = await findInvoiceById(deps, invoiceId);
  if (current?.status === 'pending') {
    const released = await cancelPendingByAdmin(deps.payments, invoiceId, reason);
    if (released.status === 'pending') throw new Error(`pending invoice ${invoiceId} could not be released`);
    if (released.status !== 'paid') {
      return {
        bookings: [],
        invoice: { id: released.id, number: released.number, status: released.status, refunded: '0.000' },
        coins_reversed: '0.00',
        coins_unrecovered: '0.00',
        reason,
        cancelled_at: deps.now().toISOString(),
      };
    }
    // Paid in the meantime: cancelled as a paid order, refunded below.
  }
  // Again if a deadlock with an unrelated writer (an event cancel bumping the same bookings) undid everything.
  const outcome = await retryingTransaction(deps.db, async (tx) => {
    const applied = await apply(tx, invoiceId, target, reason, deps.now);
    if (!applied) return null;
    if (applied.cancelledIds.length > 0) await queueCancellationMail(deps, tx, applied, applied.at);
    return { applied, answer: await cancellationOf(tx, invoiceId, target) };
  });
  if (!outcome) throw target.kind === 'invoice' ? invoiceNotFound() : bookingNotFound();
  // The cancellation mail was queued with the cancellation: deliver it now; the seats back go to the waitlist first.
  if (outcome.applied.cancelledIds.length > 0) {
    deps.outbox.wake();
    deps.payments.seatsFreed.notify();
  }
  // The first refund attempt is made before the cancel answers; a failure stays recorded for the worker and the dashboard.
  for (const id of outcome.applied.refundIds) await attemptRefund(deps.payments, id, false);
  return outcome.answer;
}

export function cancelBooking(deps: TCancelDeps, bookingId: number, reason: string): Promise<TAdminCancellation> {
  return cancel(deps, { kind: 'booking', id: bookingId }, reason);
}

export function cancelInvoice(deps: TCancelDeps, invoiceId: number, reason: string): Promise<TAdminCancellation> {
  return cancel(deps, { kind: 'invoice', id: invoiceId }, reason);
}

/**
 * Cancelling an event refunds every paid order of it (docs/product.md §4 Cancellation, the terms' promise):
 * each invoice with active bookings is cancelled as an administrator would, with its refund through the
 * gateway, and every checkout still holding seats is released. Runs after the event's own cancellation.
 */
export async function refundCancelledEvent(deps: TCancelDeps, eventId: number, reason: string): Promise<{ invoices: number }> {
  const invoiceIds = await findInvoicesOfEvent(deps.db, eventId);
  for (const invoiceId of invoiceIds) await cancelInvoice(deps, invoiceId, reason);
  return { invoices: invoiceIds.length };
}

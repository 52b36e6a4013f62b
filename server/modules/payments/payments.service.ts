import type { TPaymentRedirect } from '../../../contract/bookings';
import type { TLocale } from '../../../contract/common';
import { PAYMENT_MESSAGES } from '../../../contract/payments';
import { asActor, asSystem } from '../../db/audit';
import type { Db, DbTransaction } from '../../db/client';
import { retryingTransaction } from '../../db/retry';
import type { TInvoiceRow, TPaymentRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { SeatsFreed } from '../../lib/seats-freed';
import { pickText } from '../../lib/locale';
import { enqueueMail, type Outbox } from '../outbox/outbox.service';
import { signTicketCode, ticketCodePayloadOf, type TSigningKey } from '../tickets/tickets.code';
import { GatewaySessionNotFoundError, GatewayUnavailableError, type PaymentGateway, type TCheckoutLine, type TGatewaySession } from './payments.gateway';
import { latePaymentRefundMail } from './payments.mail';
import {
  claimPayment,
  findCheckoutBookings,
  settleCheckout,
  settleLiveCheckout,
  findSessionCheckout,
  type TCheckoutBookings,
  type THeldBooking,
  claimRefund,
  closeOpenPayments,
  countOtherLiveHolds,
  findBuyer,
  findPaidPayment,
  findCheckoutSeats,
  findDueRefunds,
  findInvoice,
  findInvoicesToReconcile,
  findOpenPayment,
  findPaymentById,
  findRefund,
  insertPayment,
  insertRefund,
  lapseBookings,
  lockInvoiceRow,
  lockPayment,
  lockTicketRow,
  markInvoice,
  markPayment,
  recordRefundOutcome,
  type TCheckoutSeats,
} from './payments.repository';

/*
 * The checkout (docs/architecture.md §11, docs/product.md §10). A paid booking is a seat hold on a
 * pending invoice; the buyer pays on the gateway's hosted page; one confirmation function turns the hold
 * into tickets, reached three ways (the return page's request, the gateway's webhook, the reconciler) and
 * idempotent under all three arriving together: the invoice row's lock orders them, and only the first
 * finds the session's payment row still unpaid. It never trusts what a caller says about a payment: it
 * re-reads the session from the gateway and checks its amount and reference against the invoice.
 */

export type TPaymentLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  signingKey: TSigningKey;
  outbox: Outbox;
  publicUrl: string;
  now: () => Date;
  /** The default seat hold; an event may set its own (events.checkout_hold_minutes). */
  holdMs: number;
  reconcileMs: number;
  log: TPaymentLog;
  /** Told after a hold is released or expired: the waitlist offers the seats (docs/architecture.md §11 Waitlist). */
  seatsFreed: SeatsFreed;
};

/** How long one refund attempt may hold its claim before another process may try again. */
const REFUND_LEASE_MS = 2 * 60 * 1000;
/** Failed refunds are retried with a growing pause, capped at this. */
const REFUND_MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export function invoiceExpired(): AppError {
  return conflict('invoices.expired', PAYMENT_MESSAGES.expired);
}

export function invoicePaid(): AppError {
  return conflict('invoices.paid', PAYMENT_MESSAGES.paid);
}

export function invoiceNotPending(): AppError {
  return conflict('invoices.not_pending', PAYMENT_MESSAGES.notPending);
}

export function paymentsUnavailable(): AppError {
  return new AppError(503, 'payments.unavailable', PAYMENT_MESSAGES.unavailable);
}

function invoiceNotFound(): AppError {
  return notFound('invoices.not_found', 'Invoice not found.');
}

/** Whether the invoice's seats are still held at `now`. */
export function holdIsLive(invoice: Pick<TInvoiceRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return invoice.status === 'pending' && invoice.expiresAt !== null && invoice.expiresAt > now;
}

/**
 * The gateway's lines for an invoice: the ticket at its VAT-inclusive unit price, never negative, and the
 * lines add up to the invoice total exactly (a remainder of the per-unit rounding goes on a line of its own).
 */
export function checkoutLines(seats: Pick<TCheckoutSeats, 'quantity'>, name: string, total: number): TCheckoutLine[] {
  const unit = Math.floor(total / seats.quantity);
  const remainder = total - unit * seats.quantity;
  const lines: TCheckoutLine[] = [];
  if (unit > 0) lines.push({ name, unitAmount: unit, quantity: seats.quantity });
  if (remainder > 0) lines.push({ name, unitAmount: remainder, quantity: 1 });
  return lines;
}

/**
 * Starts a gateway session for a pending invoice and records it. The gateway's failure is a
 * GatewayUnavailableError; the caller decides whether that releases the hold.
 */
/** What a session shows the buyer; a new checkout passes what it already knows, a later one reads it. */
export type TCheckoutContext = {
  quantity: number;
  /** The line's name, e.g. "Oud Evening — General admission", in the buyer's language. */
  name: string;
  buyer: { name: string; email: string; phone: string | null };
};

async function contextOf(deps: PaymentDeps, invoice: TInvoiceRow, locale: TLocale): Promise<TCheckoutContext> {
  const seats = await findCheckoutSeats(deps.db, invoice.id);
  const buyer = await findBuyer(deps.db, invoice.userId);
  if (!seats || !buyer) throw new Error(`invoice ${invoice.id} has no bookings or no buyer`);
  const name = `${pickText(locale, seats.eventName, seats.eventNameAr)} — ${pickText(locale, seats.ticketName, seats.ticketNameAr)}`;
  return { quantity: seats.quantity, name, buyer };
}

async function startSession(deps: PaymentDeps, invoice: TInvoiceRow, locale: TLocale, known?: TCheckoutContext): Promise<TPaymentRow> {
  const { quantity, name, buyer } = known ?? (await contextOf(deps, invoice, locale));
  const base = `${deps.publicUrl}/checkout`;
  const created = await deps.gateway.createSession({
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    lines: checkoutLines({ quantity }, name, invoice.total),
    total: invoice.total,
    successUrl: `${base}/return?invoice=${invoice.id}`,
    cancelUrl: `${base}/cancel?invoice=${invoice.id}`,
    customer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
    locale,
  });
  return insertPayment(deps.db, {
    invoiceId: invoice.id,
    provider: deps.gateway.provider,
    sessionId: created.sessionId,
    redirectUrl: created.redirectUrl,
    amount: invoice.total,
    now: deps.now(),
  });
}

function redirectOf(payment: TPaymentRow): TPaymentRedirect {
  return { provider: payment.provider, redirect_url: payment.redirectUrl };
}

/**
 * A new checkout's gateway session, right after its hold was written. When the gateway cannot start one,
 * the hold is released at once (the seats go back, the Idempotency-Key is freed so the buyer's retry
 * books afresh) and the buyer reads "payment is unavailable" (503).
 */
export async function openNewCheckout(deps: PaymentDeps, invoice: TInvoiceRow, locale: TLocale, known?: TCheckoutContext): Promise<TPaymentRedirect> {
  try {
    return redirectOf(await startSession(deps, invoice, locale, known));
  } catch (error) {
    if (!(error instanceof GatewayUnavailableError)) throw error;
    deps.log.warn({ invoiceId: invoice.id, err: error.message }, 'payment gateway unavailable: seat hold released');
    await releaseHold(deps, invoice.id, 'gateway_unavailable');
    throw paymentsUnavailable();
  }
}

/** Ends a pending checkout without payment: the invoice `cancelled` (or `expired`), its seats free at once. */
async function releaseHold(
  deps: PaymentDeps,
  invoiceId: number,
  reason: string,
  status: 'cancelled' | 'expired' = 'cancelled',
): Promise<TInvoiceRow | undefined> {
  const released = await releaseHoldOnce(deps, invoiceId, reason, status);
  deps.seatsFreed.notify();
  return released;
}

function releaseHoldOnce(deps: PaymentDeps, invoiceId: number, reason: string, status: 'cancelled' | 'expired'): Promise<TInvoiceRow | undefined> {
  const now = deps.now();
  return retryingTransaction(deps.db, async (tx) => {
    const invoice = await lockInvoiceRow(tx, invoiceId);
    if (!invoice || invoice.status !== 'pending') return invoice;
    const seats = await findCheckoutSeats(tx, invoiceId);
    await lapseBookings(tx, invoiceId, now);
    // Bumps the catalogue version, so public reads show the seats back in the very next read.
    if (seats) await lockTicketRow(tx, seats.ticketId, now);
    await closeOpenPayments(tx, invoiceId, status === 'expired' ? 'expired' : 'cancelled', now);
    await markInvoice(tx, invoiceId, { status, reason, clearIdempotencyKey: reason === 'gateway_unavailable' }, now);
    return { ...invoice, status, statusReason: reason };
  });
}

/**
 * Where to pay a pending invoice (`POST /api/invoices/{id}/pay`, and a replayed booking): its open session
 * while the gateway still offers it, else a new one while the hold lasts. A session the gateway says is
 * paid is confirmed on the spot.
 */
export async function checkoutRedirect(deps: PaymentDeps, invoice: TInvoiceRow, locale: TLocale): Promise<TPaymentRedirect> {
  const now = deps.now();
  if (invoice.status === 'paid') throw invoicePaid();
  if (invoice.status === 'expired' || (invoice.status === 'pending' && !holdIsLive(invoice, now))) throw invoiceExpired();
  if (invoice.status !== 'pending') throw invoiceNotPending();
  const open = await findOpenPayment(deps.db, invoice.id);
  if (open) {
    const session = await readSession(deps, open);
    if (session?.status === 'unpaid') return redirectOf(open);
    if (session?.status === 'paid') {
      await confirmSession(deps, open, session);
      throw invoicePaid();
    }
    // Cancelled on the gateway (or gone): a new session, below.
    if (session?.status === 'cancelled') await markPaymentClosed(deps, open.id, 'cancelled');
  }
  try {
    return redirectOf(await startSession(deps, invoice, locale));
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      deps.log.warn({ invoiceId: invoice.id, err: error.message }, 'payment gateway unavailable');
      throw paymentsUnavailable();
    }
    throw error;
  }
}

async function markPaymentClosed(deps: PaymentDeps, paymentRowId: number, status: 'cancelled' | 'expired'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentRowId);
    if (payment?.status === 'open') await markPayment(tx, paymentRowId, { status }, deps.now());
  });
}

/** The session as the gateway has it now; null when the gateway cannot be asked (tried again later). */
async function readSession(deps: PaymentDeps, payment: TPaymentRow): Promise<TGatewaySession | null> {
  try {
    return await deps.gateway.getSession(payment.sessionId);
  } catch (error) {
    if (error instanceof GatewaySessionNotFoundError) {
      deps.log.warn({ invoiceId: payment.invoiceId, sessionId: payment.sessionId }, 'payment session unknown to the gateway');
      return { sessionId: payment.sessionId, status: 'cancelled', amount: payment.amount, reference: '', paymentId: null };
    }
    if (error instanceof GatewayUnavailableError) {
      deps.log.warn({ invoiceId: payment.invoiceId, err: error.message }, 'payment gateway unavailable while reading a session');
      return null;
    }
    throw error;
  }
}

export type TConfirmOutcome = 'paid' | 'already' | 'refunded' | 'unpaid';

/**
 * Re-reads the invoice's open session and confirms it if paid (a cancelled one stops being offered). The return page,
 * `GET /api/invoices/{id}` and the reconciler come here; a webhook comes to confirmWebhookSession.
 */
export function refreshInvoice(deps: PaymentDeps, invoiceId: number): Promise<void> {
  return asSystem('payments.refresh', () => refreshOnce(deps, invoiceId));
}

async function refreshOnce(deps: PaymentDeps, invoiceId: number): Promise<void> {
  const payment = await findOpenPayment(deps.db, invoiceId);
  if (!payment) return;
  const session = await readSession(deps, payment);
  if (session?.status === 'paid') await confirmSession(deps, payment, session);
  else if (session?.status === 'cancelled') await markPaymentClosed(deps, payment.id, 'cancelled');
}

/**
 * The webhook's path (`POST /api/payments/{provider}/webhook`): the body only names a session, which is
 * re-read from the gateway. An unknown session changes nothing (logged), so the gateway stops retrying.
 * `answered` is the session as the gateway answered it within this very request (the built-in test
 * gateway's page, which has just settled it): then it is not read a second time.
 */
export function confirmWebhookSession(deps: PaymentDeps, sessionId: string, answered?: TGatewaySession): Promise<TConfirmOutcome | 'unknown'> {
  return asSystem('payments.webhook', () => confirmWebhookOnce(deps, sessionId, answered));
}

async function confirmWebhookOnce(deps: PaymentDeps, sessionId: string, answered?: TGatewaySession): Promise<TConfirmOutcome | 'unknown'> {
  const found = await findSessionCheckout(deps.db, deps.gateway.provider, sessionId);
  if (!found) {
    deps.log.warn({ sessionId }, 'payment webhook for an unknown session: nothing changed');
    return 'unknown';
  }
  const { payment } = found;
  const session = answered ?? (await readSession(deps, payment));
  if (!session) throw paymentsUnavailable();
  if (session.status === 'paid') return confirmSession(deps, payment, session, found.checkout);
  if (session.status === 'cancelled') await markPaymentClosed(deps, payment.id, 'cancelled');
  return 'unpaid';
}

type TAfterCommit = { refundIds: number[]; mail: boolean };

/**
 * The one confirmation (docs/architecture.md §11). Under the invoice's lock, in one transaction: the
 * session's payment row turns paid (a second caller finds it so and does nothing), then
 * - a live hold, or a lapsed one whose seats are still free: the bookings get their signed codes, the
 *   seats count as sold, the invoice is paid, the purchase coins are credited, the confirmation mail is
 *   queued;
 * - a payment that cannot become tickets (seats gone after the hold, event cancelled, the invoice paid by
 *   another session or already refunded, an amount that does not match): a refund of what was paid, made
 *   at once after the commit, and the buyer told why. Money is never kept without a ticket or a refund.
 */
/** A live hold's seats no longer fit (the total was lowered meanwhile): the confirmation runs again as a late one. */
class SeatsGoneError extends Error {
  override readonly name = 'SeatsGoneError';
}

export async function confirmSession(deps: PaymentDeps, payment: TPaymentRow, session: TGatewaySession, read?: TCheckoutBookings): Promise<TConfirmOutcome> {
  if (await confirmLiveHold(deps, payment, session, read)) return 'paid';
  try {
    return await confirmOnce(deps, payment, session, false);
  } catch (error) {
    if (!(error instanceof SeatsGoneError)) throw error;
    return confirmOnce(deps, payment, session, true);
  }
}

/** A live hold's seats and their signed codes: what its bookings become once paid. */
function signedSeats(deps: PaymentDeps, unpaid: THeldBooking[]): { id: number; code: string }[] {
  return unpaid.map((b) => ({
    id: b.id,
    code: signTicketCode(
      deps.signingKey,
      ticketCodePayloadOf({ id: b.id, eventId: b.eventId, ticketId: b.ticketId, validFrom: b.validFrom, validUntil: b.validUntil, usageLimit: b.usageLimit }),
    ),
  }));
}

/**
 * The common case first, in one statement (settleLiveCheckout): a paid session of a live, whole hold
 * whose amount matches. The codes are signed from an unlocked read beforehand (a hold's booking ids and
 * validity never change; `read` is that read when the caller made it); the statement re-checks everything
 * else under the locks. False when it did not apply: confirmOnce then decides every other case (already
 * paid, late, mismatched, cancelled).
 */
async function confirmLiveHold(deps: PaymentDeps, payment: TPaymentRow, session: TGatewaySession, read?: TCheckoutBookings): Promise<boolean> {
  if (session.status !== 'paid' || session.amount !== payment.amount) return false;
  const now = deps.now();
  const checkout = read ?? (await findCheckoutBookings(deps.db, payment.invoiceId, false));
  if (!checkout || checkout.seats.eventCancelled || checkout.unpaid.length !== checkout.seats.quantity) return false;
  const { seats } = checkout;
  const settled = await settleLiveCheckout(deps.db, {
    invoiceId: payment.invoiceId,
    userId: checkout.buyerId,
    ticketId: seats.ticketId,
    eventId: seats.eventId,
    seats: signedSeats(deps, checkout.unpaid),
    coins: seats.coinsOnPurchase * seats.quantity,
    now,
    paymentRowId: payment.id,
    amount: session.amount,
    reference: session.reference,
    paymentId: session.paymentId,
  });
  if (!settled) return false;
  deps.outbox.wake();
  deps.log.info({ invoiceId: payment.invoiceId, sessionId: payment.sessionId }, 'payment confirmed');
  return true;
}

async function confirmOnce(deps: PaymentDeps, payment: TPaymentRow, session: TGatewaySession, checkSeats: boolean): Promise<TConfirmOutcome> {
  const now = deps.now();
  const after: TAfterCommit = { refundIds: [], mail: false };
  const outcome = await retryingTransaction(deps.db, async (tx) => {
    after.refundIds = [];
    after.mail = false;
    const claim = await claimPayment(tx, payment.invoiceId, payment.id, { paymentId: session.paymentId, paidAt: now });
    if (!claim) throw new Error(`payment ${payment.id} names invoice ${payment.invoiceId}, which is gone`);
    if (!claim.claimed) return 'already' as const;
    const { invoice } = claim;

    const refundWhole = async (reason: string) => {
      const id = await insertRefund(tx, {
        invoiceId: invoice.id,
        bookingId: null,
        paymentRowId: payment.id,
        provider: payment.provider,
        amount: session.amount,
        reason,
        now,
      });
      if (id !== null) after.refundIds.push(id);
    };

    if (session.amount !== invoice.total || session.amount !== payment.amount || (session.reference !== '' && session.reference !== invoice.number)) {
      deps.log.error(
        { invoiceId: invoice.id, sessionId: session.sessionId, paid: session.amount, total: invoice.total },
        'paid amount does not match the invoice: refunding it',
      );
      await refundWhole('amount_mismatch');
      return 'refunded' as const;
    }
    if (invoice.status === 'paid' || invoice.status === 'refunded') {
      // Paid twice (two sessions), or paid after the order was already refunded: this money goes back.
      await refundWhole(invoice.status === 'paid' ? 'duplicate_payment' : 'order_refunded');
      return 'refunded' as const;
    }

    const checkout = await findCheckoutBookings(tx, invoice.id);
    if (!checkout) throw new Error(`invoice ${invoice.id} has no bookings`);
    const { seats } = checkout;
    const live = holdIsLive(invoice, now) && !seats.eventCancelled && !checkSeats;
    // A live hold's seats are already counted against every other sale: the ticket row is locked late
    // (settleCheckout below), so the hot row stays locked as briefly as in a free booking. After the hold the
    // decision itself needs the lock.
    const ticket = live ? null : await lockTicketRow(tx, seats.ticketId, now);
    let fits = live;
    if (!live && ticket && !seats.eventCancelled) {
      // After the hold: honoured if the seats are still free, counting every other live hold.
      const others = await countOtherLiveHolds(tx, seats.ticketId, now, invoice.id);
      fits = ticket.sold + others + seats.quantity <= ticket.total;
    }
    if (seats.eventCancelled || !fits) {
      const why = seats.eventCancelled ? 'event_cancelled' : 'no_seats';
      await lapseBookings(tx, invoice.id, now);
      await closeOpenPayments(tx, invoice.id, 'expired', now);
      await markInvoice(tx, invoice.id, { status: 'refunded', reason: why === 'no_seats' ? 'paid_after_hold_no_seats' : 'event_cancelled' }, now);
      await refundWhole(why === 'no_seats' ? 'paid_after_hold_no_seats' : 'event_cancelled');
      const buyer = await findBuyer(tx, invoice.userId);
      if (buyer) {
        const message = latePaymentRefundMail({
          to: buyer.email,
          name: buyer.name,
          locale: buyer.locale,
          eventName: pickText(buyer.locale, seats.eventName, seats.eventNameAr),
          eventId: seats.eventId,
          invoiceNumber: invoice.number,
          amount: session.amount,
          why,
          publicUrl: deps.publicUrl,
        });
        await enqueueMail(tx, message, { now });
        after.mail = true;
      }
      return 'refunded' as const;
    }

    const coded = signedSeats(deps, checkout.unpaid);
    // Lock order of every writer here: invoice, bookings, ticket row, then the user's row (coins); the
    // last two only in this last statement.
    const { activated, sold } = await settleCheckout(tx, {
      invoiceId: invoice.id,
      userId: invoice.userId,
      ticketId: seats.ticketId,
      eventId: seats.eventId,
      seats: coded,
      coins: seats.coinsOnPurchase * seats.quantity,
      now,
    });
    if (!sold) throw new SeatsGoneError();
    if (activated !== seats.quantity) throw new Error(`confirm of invoice ${invoice.id}: ${activated} of ${seats.quantity} bookings activated`);
    after.mail = true;
    return 'paid' as const;
  });
  if (after.mail) deps.outbox.wake();
  for (const id of after.refundIds) await attemptRefund(deps, id, false);
  if (outcome === 'paid') deps.log.info({ invoiceId: payment.invoiceId, sessionId: payment.sessionId }, 'payment confirmed');
  return outcome;
}

/** The buyer calls off a pending checkout (`POST /api/invoices/{id}/cancel`): its seats return at once. */
export async function cancelCheckout(deps: PaymentDeps, userId: number, invoiceId: number): Promise<TInvoiceRow> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice || invoice.userId !== userId) throw invoiceNotFound();
  if (invoice.status === 'paid') throw invoicePaid();
  if (invoice.status !== 'pending') return invoice;
  // A payment that went through in the meantime wins over the cancel: confirm it instead.
  await refreshInvoice(deps, invoiceId);
  const after = await findInvoice(deps.db, invoiceId);
  if (after?.status === 'paid') throw invoicePaid();
  const released = await releaseHold(deps, invoiceId, 'cancelled_by_buyer');
  if (!released) throw invoiceNotFound();
  return released;
}

/**
 * An administrator cancels a checkout stuck waiting for payment: a payment that went through meanwhile is
 * confirmed first (then it is a paid order, cancelled and refunded as one); otherwise the hold is released.
 */
export async function cancelPendingByAdmin(deps: PaymentDeps, invoiceId: number, reason: string): Promise<TInvoiceRow> {
  await refreshInvoice(deps, invoiceId);
  const released = await releaseHold(deps, invoiceId, reason);
  if (!released) throw invoiceNotFound();
  return released.status === 'pending' ? ((await findInvoice(deps.db, invoiceId)) ?? released) : released;
}

/**
 * A pending invoice whose hold has ended: its sessions are read once more (a payment made at the last
 * moment is confirmed), then it is marked expired. The seats stopped counting when the time passed.
 */
export function expireInvoice(deps: PaymentDeps, invoiceId: number): Promise<void> {
  return asSystem('payments.expiry', () => expireOnce(deps, invoiceId));
}

async function expireOnce(deps: PaymentDeps, invoiceId: number): Promise<void> {
  await refreshInvoice(deps, invoiceId);
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice || invoice.status !== 'pending' || holdIsLive(invoice, deps.now())) return;
  await releaseHold(deps, invoiceId, 'hold_expired', 'expired');
}

/**
 * One attempt at a refund through the gateway, claimed first so no two processes send it. A failure is
 * recorded with the gateway's words and retried later by the worker (or at once by an administrator);
 * it never reads as done.
 */
export async function attemptRefund(deps: PaymentDeps, refundId: number, onlyFailed: boolean): Promise<void> {
  const now = deps.now();
  const claimed = await deps.db.transaction((tx) => claimRefund(tx, refundId, now, REFUND_LEASE_MS, onlyFailed));
  if (!claimed) return;
  const payment = await findPaymentById(deps.db, claimed.paymentRowId);
  if (!payment) throw new Error(`refund ${refundId} names payment ${claimed.paymentRowId}, which is gone`);
  const backoff = Math.min(REFUND_MAX_BACKOFF_MS, 60_000 * 2 ** Math.min(claimed.attempts, 12));
  try {
    const result = await deps.gateway.refund({
      sessionId: payment.sessionId,
      paymentId: payment.paymentId,
      amount: claimed.amount,
      paidAmount: payment.amount,
      reason: claimed.reason,
      metadata: { invoice_id: String(claimed.invoiceId), refund_id: String(claimed.id) },
    });
    const outcome = {
      status: result.status,
      gatewayRefundId: result.refundId,
      error: result.status === 'failed' ? (result.error ?? 'The gateway refused the refund.') : null,
      nextAttemptAt: result.status === 'failed' ? new Date(deps.now().getTime() + backoff) : null,
    };
    await deps.db.transaction((tx) => recordRefundOutcome(tx, refundId, outcome, deps.now()));
    if (result.status === 'failed') deps.log.warn({ refundId, invoiceId: claimed.invoiceId, err: result.error }, 'refund refused by the gateway');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ refundId, invoiceId: claimed.invoiceId, err: message }, 'refund attempt failed');
    const failed = { status: 'failed' as const, gatewayRefundId: null, error: message, nextAttemptAt: new Date(deps.now().getTime() + backoff) };
    await deps.db.transaction((tx) => recordRefundOutcome(tx, refundId, failed, deps.now()));
  }
}

/** An administrator's "Retry refund" (`POST /api/admin/refunds/{id}/retry`): only a failed refund. */
export async function retryRefund(deps: PaymentDeps, refundId: number): Promise<void> {
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw notFound('refunds.not_found', PAYMENT_MESSAGES.refundNotFound);
  if (refund.status !== 'failed') throw conflict('refunds.not_failed', PAYMENT_MESSAGES.refundNotFailed);
  await attemptRefund(deps, refundId, true);
}

/**
 * Refund records for bookings an administrator just cancelled (docs/product.md §4 Cancellation), inside
 * the cancellation's transaction: the whole payment when the cancellation covers every booking of the
 * invoice at once, else each booking's share. None when the invoice was not paid through a gateway (a
 * free order, or one paid before payments existed: its refund is settled by hand, as before).
 */
export async function recordCancellationRefunds(
  tx: DbTransaction,
  input: { invoiceId: number; whole: boolean; shares: { bookingId: number; amount: number }[]; reason: string; now: Date },
): Promise<number[]> {
  const payment = await findPaidPayment(tx, input.invoiceId);
  if (!payment) return [];
  const base = { invoiceId: input.invoiceId, paymentRowId: payment.id, provider: payment.provider, reason: input.reason, now: input.now };
  const ids: number[] = [];
  if (input.whole) {
    const amount = input.shares.reduce((sum, s) => sum + s.amount, 0);
    if (amount > 0) {
      const id = await insertRefund(tx, { ...base, bookingId: null, amount });
      if (id !== null) ids.push(id);
    }
    return ids;
  }
  for (const share of input.shares) {
    if (share.amount <= 0) continue;
    const id = await insertRefund(tx, { ...base, bookingId: share.bookingId, amount: share.amount });
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * One pass of the reconciler (docs/architecture.md §11): every pending invoice with an open session is
 * re-read (a webhook that never came), every pending invoice past its hold is read once more and expired,
 * and refunds that are due are tried again. Safe on any number of processes at once.
 */
export function reconcileOnce(deps: PaymentDeps, limit = 200): Promise<{ checked: number; refunds: number }> {
  return asActor({ kind: 'system', via: 'payments.reconciler' }, () => reconcilePass(deps, limit));
}

async function reconcilePass(deps: PaymentDeps, limit: number): Promise<{ checked: number; refunds: number }> {
  const now = deps.now();
  const due = await findInvoicesToReconcile(deps.db, now, limit);
  for (const invoice of due) {
    try {
      if (invoice.expired) await expireInvoice(deps, invoice.id);
      else await refreshInvoice(deps, invoice.id);
    } catch (error) {
      deps.log.error({ invoiceId: invoice.id, err: error instanceof Error ? error.message : String(error) }, 'reconcile of an invoice failed');
    }
  }
  const refunds = await findDueRefunds(deps.db, now, limit);
  for (const id of refunds) {
    try {
      await attemptRefund(deps, id, false);
    } catch (error) {
      deps.log.error({ refundId: id, err: error instanceof Error ? error.message : String(error) }, 'refund retry failed');
    }
  }
  return { checked: due.length, refunds: refunds.length };
}

/** An invoice by id, whoever owns it (the administrator's cancel), or undefined. */
export function findInvoiceById(deps: Pick<PaymentDeps, 'db'>, invoiceId: number): Promise<TInvoiceRow | undefined> {
  return findInvoice(deps.db, invoiceId);
}

/** The buyer's own invoice; another user's answers 404, as for bookings. */
export async function buyerInvoice(deps: Pick<PaymentDeps, 'db'>, userId: number, invoiceId: number): Promise<TInvoiceRow> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice || invoice.userId !== userId) throw invoiceNotFound();
  return invoice;
}

/**
 * The buyer's invoice as the return page polls it: a pending one's sessions are re-read first (a payment
 * the webhook has not brought yet), and while its hold lasts, where to pay.
 */
export async function readCheckout(deps: PaymentDeps, userId: number, invoiceId: number): Promise<{ invoice: TInvoiceRow; payment: TPaymentRedirect | null }> {
  let invoice = await buyerInvoice(deps, userId, invoiceId);
  if (invoice.status === 'pending') {
    await refreshInvoice(deps, invoice.id);
    invoice = await buyerInvoice(deps, userId, invoiceId);
  }
  if (invoice.status !== 'pending' || !holdIsLive(invoice, deps.now())) return { invoice, payment: null };
  const open = await findOpenPayment(deps.db, invoice.id);
  return { invoice, payment: open ? redirectOf(open) : null };
}

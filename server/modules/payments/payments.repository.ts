import { sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { bookings, events, invoices, payments, refunds, tickets, users, type TInvoiceRow, type TPaymentRow, type TRefundRow } from '../../db/schema';
import { MAIL_TTL_MS, templateMailCte } from '../outbox/outbox.service';
import { liveHoldsSql, lockTicketRow } from '../../db/holds';
import { invoiceRowOf, type TInvoiceSqlRow } from '../../db/invoice-rows';

export { lockTicketRow };

/*
 * Storage of the checkout (docs/architecture.md §11): gateway sessions (`payments`), refunds, and the
 * writes that move an invoice between pending, paid, expired, cancelled and refunded. Every write runs in
 * the caller's transaction under the lock order of the cancellations (bookings.cancel.repository.ts): the
 * invoice row, then its bookings, then the ticket row, then the user's row.
 */

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

function date(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export async function findInvoice(db: DbExecutor, invoiceId: number): Promise<TInvoiceRow | undefined> {
  const result = await db.execute<TInvoiceSqlRow>(sql`select * from ${invoices} where id = ${invoiceId}::int`);
  const row = result.rows[0];
  return row ? invoiceRowOf(row) : undefined;
}

/** Locks the invoice: every change of its state (confirm, expire, cancel, refund) queues here. */
export async function lockInvoiceRow(tx: DbExecutor, invoiceId: number): Promise<TInvoiceRow | undefined> {
  const result = await tx.execute<TInvoiceSqlRow>(sql`select * from ${invoices} where id = ${invoiceId}::int for update`);
  const row = result.rows[0];
  return row ? invoiceRowOf(row) : undefined;
}

export type TCheckoutSeats = {
  ticketId: number;
  eventId: number;
  quantity: number;
  ticketName: string;
  ticketNameAr: string;
  eventName: string;
  eventNameAr: string;
  eventCancelled: boolean;
  coinsOnPurchase: number;
  unitPrice: number;
};

/** What an invoice holds or bought: one ticket type, its quantity and names (a booking is one ticket type). */
export async function findCheckoutSeats(db: DbExecutor, invoiceId: number): Promise<TCheckoutSeats | undefined> {
  const result = await db.execute<{
    ticket_id: number; event_id: number; quantity: number | string; ticket_name: string; ticket_name_ar: string; event_name: string; event_name_ar: string;
    event_cancelled: boolean; coins_on_purchase: number; unit_price: number;
  }>(sql`
    select b.ticket_id, b.event_id, count(*) as quantity, t.name as ticket_name, t.name_ar as ticket_name_ar, e.name as event_name,
      e.name_ar as event_name_ar, (e.cancelled_at is not null) as event_cancelled, t.coins_on_purchase, min(b.unit_price) as unit_price
    from ${bookings} b join ${tickets} t on t.id = b.ticket_id join ${events} e on e.id = b.event_id
    where b.invoice_id = ${invoiceId}::int
    group by b.ticket_id, b.event_id, t.name, t.name_ar, e.name, e.name_ar, e.cancelled_at, t.coins_on_purchase`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    ticketId: Number(row.ticket_id),
    eventId: Number(row.event_id),
    quantity: Number(row.quantity),
    ticketName: row.ticket_name,
    ticketNameAr: row.ticket_name_ar,
    eventName: row.event_name,
    eventNameAr: row.event_name_ar,
    eventCancelled: Boolean(row.event_cancelled),
    coinsOnPurchase: Number(row.coins_on_purchase),
    unitPrice: Number(row.unit_price),
  };
}

export type THeldBooking = { id: number; eventId: number; ticketId: number; usageLimit: number; validFrom: Date; validUntil: Date };

/** The invoice's bookings still waiting for payment (pending or lapsed), in id order. */
export async function findUnpaidBookings(tx: DbExecutor, invoiceId: number): Promise<THeldBooking[]> {
  const result = await tx.execute<{ id: number; event_id: number; ticket_id: number; usage_limit: number; valid_from: string | Date; valid_until: string | Date }>(sql`
    select id, event_id, ticket_id, usage_limit, valid_from, valid_until from ${bookings}
    where invoice_id = ${invoiceId}::int and status in ('pending', 'lapsed') order by id for update`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    ticketId: Number(r.ticket_id),
    usageLimit: Number(r.usage_limit),
    validFrom: new Date(r.valid_from),
    validUntil: new Date(r.valid_until),
  }));
}

/** The held (or lapsed) bookings become paid ones, each with its signed code; the scanners' next delta carries them. */
export async function activateBookings(tx: DbExecutor, seats: { id: number; code: string }[], now: Date): Promise<number> {
  if (seats.length === 0) return 0;
  const result = await tx.execute<{ id: number }>(sql`
    update ${bookings} b set status = 'active', code = s.code, hold_until = null, updated_at = ${at(now)}
    from jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) as s(id int, code text)
    where b.id = s.id and b.status in ('pending', 'lapsed')
    returning b.id`);
  return result.rows.length;
}

/** The invoice's held seats stop holding anything (an expired, called-off or released checkout). */
export async function lapseBookings(tx: DbExecutor, invoiceId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update ${bookings} set status = 'lapsed', hold_until = null, updated_at = ${at(now)}
    where invoice_id = ${invoiceId}::int and status = 'pending'`);
}

/** Counts the seats as sold unless that would pass the total (an administrator lowered it meanwhile): false then. */
export async function addSold(tx: DbExecutor, ticketId: number, quantity: number, now: Date): Promise<boolean> {
  const result = await tx.execute<{ id: number }>(sql`
    update ${tickets} set sold = sold + ${quantity}::int, updated_at = ${at(now)} where id = ${ticketId}::int and sold + ${quantity}::int <= total
    returning id`);
  return result.rows.length > 0;
}

export async function markInvoice(
  tx: DbExecutor,
  invoiceId: number,
  change: { status: TInvoiceRow['status']; paidAt?: Date; reason?: string | null; clearIdempotencyKey?: boolean },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update ${invoices} set status = ${change.status}::text, updated_at = ${at(now)},
      paid_at = ${change.paidAt ? at(change.paidAt) : sql`paid_at`},
      status_reason = ${change.reason === undefined ? sql`status_reason` : sql`${change.reason}::text`},
      idempotency_key = ${change.clearIdempotencyKey ? sql`null` : sql`idempotency_key`}
    where id = ${invoiceId}::int`);
}

/** The booking confirmation mail, rendered by the outbox worker from the stored invoice (bookings.outbox.ts). */
export async function queueConfirmationMail(tx: DbExecutor, invoiceId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    with buyer as (
      select i.id, i.user_id, u.email, u.name, u.locale from ${invoices} i join ${users} u on u.id = i.user_id where i.id = ${invoiceId}::int
    ),
    ${templateMailCte(
      'confirmation_mail',
      {
        template: 'booking_confirmation',
        to: sql`buyer.email`,
        params: sql`jsonb_build_object('invoice_id', buyer.id, 'user_id', buyer.user_id, 'name', buyer.name, 'locale', buyer.locale)`,
        now,
        expiresAt: new Date(now.getTime() + MAIL_TTL_MS),
      },
      'buyer',
    )}
    select 1 as queued`);
}

export async function findBuyer(db: DbExecutor, userId: number): Promise<{ id: number; name: string; email: string; phone: string | null; locale: TLocale } | undefined> {
  const result = await db.execute<{ id: number; name: string; email: string; phone: string | null; locale: TLocale }>(sql`
    select id, name, email, phone, locale from ${users} where id = ${userId}::int`);
  const row = result.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

// ── gateway sessions ─────────────────────────────────────────────────────────────────────────────

type TPaymentSqlRow = {
  id: number; invoice_id: number; provider: TPaymentRow['provider']; session_id: string; redirect_url: string; payment_id: string | null;
  status: TPaymentRow['status']; amount: number; paid_at: Date | string | null; created_at: Date | string; updated_at: Date | string;
};

function paymentOf(r: TPaymentSqlRow): TPaymentRow {
  return {
    id: Number(r.id),
    invoiceId: Number(r.invoice_id),
    provider: r.provider,
    sessionId: r.session_id,
    redirectUrl: r.redirect_url,
    paymentId: r.payment_id,
    status: r.status,
    amount: Number(r.amount),
    paidAt: date(r.paid_at),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/**
 * Records a new gateway session as the invoice's open one. Only one session is open per invoice (a unique
 * index): when a racing request recorded its own first, that one is the answer and this one is never
 * offered to the buyer (an unused gateway session simply lapses there).
 */
export async function insertPayment(
  db: DbExecutor,
  p: { invoiceId: number; provider: TPaymentRow['provider']; sessionId: string; redirectUrl: string; amount: number; now: Date },
): Promise<TPaymentRow> {
  const result = await db.execute<TPaymentSqlRow>(sql`
    insert into ${payments} (invoice_id, provider, session_id, redirect_url, amount, status, created_at, updated_at)
    values (${p.invoiceId}::int, ${p.provider}::text, ${p.sessionId}::text, ${p.redirectUrl}::text, ${p.amount}::int, 'open', ${at(p.now)}, ${at(p.now)})
    on conflict do nothing
    returning *`);
  const row = result.rows[0];
  if (row) return paymentOf(row);
  const winner = await findOpenPayment(db, p.invoiceId);
  if (!winner) throw new Error(`invoice ${p.invoiceId}: a session was refused as a duplicate, yet none is open`);
  return winner;
}

export async function findPaymentsOf(db: DbExecutor, invoiceId: number): Promise<TPaymentRow[]> {
  const result = await db.execute<TPaymentSqlRow>(sql`select * from ${payments} where invoice_id = ${invoiceId}::int order by id`);
  return result.rows.map(paymentOf);
}

/** The invoice's session on offer now, if any (one at most: the payments_one_open_per_invoice index). */
export async function findOpenPayment(db: DbExecutor, invoiceId: number): Promise<TPaymentRow | undefined> {
  const result = await db.execute<TPaymentSqlRow>(sql`select * from ${payments} where invoice_id = ${invoiceId}::int and status = 'open'`);
  const row = result.rows[0];
  return row ? paymentOf(row) : undefined;
}

export async function findPaymentById(db: DbExecutor, paymentRowId: number): Promise<TPaymentRow | undefined> {
  const result = await db.execute<TPaymentSqlRow>(sql`select * from ${payments} where id = ${paymentRowId}::int`);
  const row = result.rows[0];
  return row ? paymentOf(row) : undefined;
}

export async function findPaymentBySession(db: DbExecutor, provider: TPaymentRow['provider'], sessionId: string): Promise<TPaymentRow | undefined> {
  const result = await db.execute<TPaymentSqlRow>(sql`select * from ${payments} where provider = ${provider}::text and session_id = ${sessionId}::text`);
  const row = result.rows[0];
  return row ? paymentOf(row) : undefined;
}

export async function lockPayment(tx: DbExecutor, paymentRowId: number): Promise<TPaymentRow | undefined> {
  const result = await tx.execute<TPaymentSqlRow>(sql`select * from ${payments} where id = ${paymentRowId}::int for update`);
  const row = result.rows[0];
  return row ? paymentOf(row) : undefined;
}

export async function markPayment(
  tx: DbExecutor,
  paymentRowId: number,
  change: { status: TPaymentRow['status']; paymentId?: string | null; paidAt?: Date },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update ${payments} set status = ${change.status}::text, updated_at = ${at(now)},
      payment_id = coalesce(${change.paymentId ?? null}::text, payment_id),
      paid_at = ${change.paidAt ? at(change.paidAt) : sql`paid_at`}
    where id = ${paymentRowId}::int`);
}

/** Open sessions of an invoice stop being offered (the order expired or was called off); a late payment on one is still honoured or refunded. */
export async function closeOpenPayments(tx: DbExecutor, invoiceId: number, status: 'cancelled' | 'expired', now: Date): Promise<void> {
  await tx.execute(sql`update ${payments} set status = ${status}::text, updated_at = ${at(now)} where invoice_id = ${invoiceId}::int and status = 'open'`);
}

/**
 * What the reconciler looks at (docs/architecture.md §11): pending invoices with an open session, oldest
 * first, and pending invoices whose hold has ended (to be read once more, then expired).
 */
export async function findInvoicesToReconcile(db: DbExecutor, now: Date, limit: number): Promise<{ id: number; expired: boolean }[]> {
  const result = await db.execute<{ id: number; expired: boolean }>(sql`
    select i.id, (i.expires_at <= ${at(now)}) as expired from ${invoices} i
    where i.status = 'pending'
      and (i.expires_at <= ${at(now)} or exists (select 1 from ${payments} p where p.invoice_id = i.id and p.status = 'open'))
    order by i.expires_at
    limit ${limit}::int`);
  return result.rows.map((r) => ({ id: Number(r.id), expired: Boolean(r.expired) }));
}

// ── refunds ──────────────────────────────────────────────────────────────────────────────────────

type TRefundSqlRow = {
  id: number; invoice_id: number; booking_id: number | null; payment_row_id: number; provider: TRefundRow['provider']; amount: number;
  status: TRefundRow['status']; reason: string; gateway_refund_id: string | null; attempts: number; last_error: string | null;
  next_attempt_at: Date | string | null; created_at: Date | string; updated_at: Date | string;
};

function refundOf(r: TRefundSqlRow): TRefundRow {
  return {
    id: Number(r.id),
    invoiceId: Number(r.invoice_id),
    bookingId: r.booking_id === null ? null : Number(r.booking_id),
    paymentRowId: Number(r.payment_row_id),
    provider: r.provider,
    amount: Number(r.amount),
    status: r.status,
    reason: r.reason,
    gatewayRefundId: r.gateway_refund_id,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    nextAttemptAt: date(r.next_attempt_at),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** A refund to make; null when this payment's share (or whole) was already recorded (a repeated call). */
export async function insertRefund(
  tx: DbExecutor,
  r: { invoiceId: number; bookingId: number | null; paymentRowId: number; provider: TRefundRow['provider']; amount: number; reason: string; now: Date },
): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into ${refunds} (invoice_id, booking_id, payment_row_id, provider, amount, status, reason, next_attempt_at, created_at, updated_at)
    values (${r.invoiceId}::int, ${r.bookingId}::int, ${r.paymentRowId}::int, ${r.provider}::text, ${r.amount}::int, 'pending', ${r.reason}::text,
      ${at(r.now)}, ${at(r.now)}, ${at(r.now)})
    on conflict do nothing
    returning id`);
  const row = result.rows[0];
  return row ? Number(row.id) : null;
}

export async function findRefund(db: DbExecutor, refundId: number): Promise<TRefundRow | undefined> {
  const result = await db.execute<TRefundSqlRow>(sql`select * from ${refunds} where id = ${refundId}::int`);
  const row = result.rows[0];
  return row ? refundOf(row) : undefined;
}

export async function findRefundsOf(db: DbExecutor, invoiceId: number): Promise<TRefundRow[]> {
  const result = await db.execute<TRefundSqlRow>(sql`select * from ${refunds} where invoice_id = ${invoiceId}::int order by id`);
  return result.rows.map(refundOf);
}

/**
 * Claims a refund for one attempt: only one process (or request) at a time may ask the gateway, so a
 * refund is never sent twice. A claim marks it pending with a lease; `onlyFailed` is an administrator's
 * retry, which only a failed refund may take.
 */
export async function claimRefund(db: DbExecutor, refundId: number, now: Date, leaseMs: number, onlyFailed: boolean): Promise<TRefundRow | undefined> {
  const due = onlyFailed ? sql`status = 'failed'` : sql`status in ('pending', 'failed') and next_attempt_at <= ${at(now)}`;
  const result = await db.execute<TRefundSqlRow>(sql`
    update ${refunds} set status = 'pending', attempts = attempts + 1, next_attempt_at = ${at(new Date(now.getTime() + leaseMs))}, updated_at = ${at(now)}
    where id = ${refundId}::int and gateway_refund_id is null and ${due}
    returning *`);
  const row = result.rows[0];
  return row ? refundOf(row) : undefined;
}

export async function recordRefundOutcome(
  db: DbExecutor,
  refundId: number,
  outcome: { status: TRefundRow['status']; gatewayRefundId: string | null; error: string | null; nextAttemptAt: Date | null },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update ${refunds} set status = ${outcome.status}::text, gateway_refund_id = ${outcome.gatewayRefundId}::text, last_error = ${outcome.error}::text,
      next_attempt_at = ${outcome.nextAttemptAt ? at(outcome.nextAttemptAt) : sql`null`}, updated_at = ${at(now)}
    where id = ${refundId}::int`);
}

/** Refunds the worker should try now: pending ones never sent (or whose attempt died) and failed ones due again. */
export async function findDueRefunds(db: DbExecutor, now: Date, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select id from ${refunds} where status <> 'succeeded' and gateway_refund_id is null and next_attempt_at <= ${at(now)}
    order by next_attempt_at limit ${limit}::int`);
  return result.rows.map((r) => Number(r.id));
}

/** The paid gateway session of an invoice, if it was paid through one (invoices paid before payments existed were not). */
export async function findPaidPayment(db: DbExecutor, invoiceId: number): Promise<TPaymentRow | undefined> {
  const result = await db.execute<TPaymentSqlRow>(sql`
    select * from ${payments} where invoice_id = ${invoiceId}::int and status = 'paid' order by paid_at, id limit 1`);
  const row = result.rows[0];
  return row ? paymentOf(row) : undefined;
}

/** Seats of a ticket type held by live checkouts other than this invoice's (a payment after its own hold). */
export async function countOtherLiveHolds(tx: DbExecutor, ticketId: number, now: Date, exceptInvoiceId: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`select ${liveHoldsSql(sql`${ticketId}::int`, now, exceptInvoiceId)} as n`);
  return Number(result.rows[0]?.n ?? 0);
}

import { sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { auditLog, bookings, events, invoices, payments, refunds, tickets, users, type TInvoiceRow, type TPaymentRow, type TRefundRow } from '../../db/schema';
import { MAIL_TTL_MS, templateMailCte } from '../outbox/outbox.service';
import { liveHoldsSql, lockTicketRow } from '../../db/holds';
import { invoiceRowOf, type TInvoiceSqlRow } from '../../db/invoice-rows';
import { purchaseCreditCtes } from '../coins/coins.ledger';
import { isCheckViolation } from '../../db/errors';
import { currentActor, type TAuditActor } from '../../db/audit';
import { executePrepared } from '../../db/prepared';

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

/**
 * The confirmation's first step in one statement: the invoice's lock (every change of its state queues
 * there), then the session's payment row turns paid unless it already is. `claimed` is false when another
 * caller confirmed this session first (or the row is gone): nothing more to do then.
 */
export async function claimPayment(
  tx: DbExecutor,
  invoiceId: number,
  paymentRowId: number,
  change: { paymentId: string | null; paidAt: Date },
): Promise<{ invoice: TInvoiceRow; claimed: boolean } | undefined> {
  const result = await tx.execute<TInvoiceSqlRow & { claimed: number | string }>(sql`
    with locked as (
      select * from ${invoices} where id = ${invoiceId}::int for update
    ),
    claimed as (
      update ${payments} set status = 'paid', updated_at = ${at(change.paidAt)},
        payment_id = coalesce(${change.paymentId}::text, payment_id), paid_at = ${at(change.paidAt)}
      where id = ${paymentRowId}::int and status <> 'paid' and exists (select 1 from locked)
      returning id
    )
    select locked.*, (select count(*) from claimed) as claimed from locked`);
  const row = result.rows[0];
  return row ? { invoice: invoiceRowOf(row), claimed: Number(row.claimed) > 0 } : undefined;
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

export type THeldBooking = { id: number; eventId: number; ticketId: number; usageLimit: number; validFrom: Date; validUntil: Date };

/**
 * What an invoice holds (its seats), its buyer and its bookings still waiting for payment
 * (pending or lapsed, in id order), in one statement, the bookings locked unless `lock` is false (the
 * order of the cancellations: the invoice, then its bookings): what a confirmation reads before it decides.
 */
export type TCheckoutBookings = { seats: TCheckoutSeats; unpaid: THeldBooking[]; buyerId: number };

type TCheckoutBookingSqlRow = {
  id: number;
  status: string;
  ticket_id: number;
  event_id: number;
  usage_limit: number;
  valid_from: string | Date;
  valid_until: string | Date;
  unit_price: number;
  ticket_name: string;
  ticket_name_ar: string;
  event_name: string;
  event_name_ar: string;
  event_cancelled: boolean;
  coins_on_purchase: number;
  buyer_id: number;
};

function checkoutBookingsSql(invoiceId: SQL): SQL {
  return sql`
    select i.user_id as buyer_id, b.id, b.status, b.ticket_id, b.event_id, b.usage_limit, b.valid_from, b.valid_until, b.unit_price, t.name as ticket_name,
      t.name_ar as ticket_name_ar, e.name as event_name, e.name_ar as event_name_ar, (e.cancelled_at is not null) as event_cancelled, t.coins_on_purchase
    from ${bookings} b join ${invoices} i on i.id = b.invoice_id join ${tickets} t on t.id = b.ticket_id join ${events} e on e.id = b.event_id
    where b.invoice_id = ${invoiceId}
    order by b.id`;
}

function checkoutBookingsOf(rows: TCheckoutBookingSqlRow[]): TCheckoutBookings | undefined {
  const first = rows[0];
  if (!first) return undefined;
  return {
    buyerId: Number(first.buyer_id),
    seats: {
      ticketId: Number(first.ticket_id),
      eventId: Number(first.event_id),
      quantity: rows.length,
      ticketName: first.ticket_name,
      ticketNameAr: first.ticket_name_ar,
      eventName: first.event_name,
      eventNameAr: first.event_name_ar,
      eventCancelled: Boolean(first.event_cancelled),
      coinsOnPurchase: Number(first.coins_on_purchase),
      unitPrice: Math.min(...rows.map((r) => Number(r.unit_price))),
    },
    unpaid: rows
      .filter((r) => r.status === 'pending' || r.status === 'lapsed')
      .map((r) => ({
        id: Number(r.id),
        eventId: Number(r.event_id),
        ticketId: Number(r.ticket_id),
        usageLimit: Number(r.usage_limit),
        validFrom: new Date(r.valid_from),
        validUntil: new Date(r.valid_until),
      })),
  };
}

/** What an invoice holds or bought: one ticket type, its quantity and names (a booking is one ticket type). */
export async function findCheckoutSeats(db: DbExecutor, invoiceId: number): Promise<TCheckoutSeats | undefined> {
  return (await findCheckoutBookings(db, invoiceId, false))?.seats;
}

export async function findCheckoutBookings(tx: DbExecutor, invoiceId: number, lock = true): Promise<TCheckoutBookings | undefined> {
  const result = await tx.execute<TCheckoutBookingSqlRow>(sql`${checkoutBookingsSql(sql`${invoiceId}::int`)} ${lock ? sql`for update of b` : sql``}`);
  return checkoutBookingsOf(result.rows);
}

/** The invoice's held seats stop holding anything (an expired, called-off or released checkout). */
export async function lapseBookings(tx: DbExecutor, invoiceId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update ${bookings} set status = 'lapsed', hold_until = null, updated_at = ${at(now)}
    where invoice_id = ${invoiceId}::int and status = 'pending'`);
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

export type TSettle = { invoiceId: number; userId: number; ticketId: number; eventId: number; seats: { id: number; code: string }[]; coins: number; now: Date };

/**
 * A paid checkout settles in one statement, the last before the commit: the invoice turns paid, its other
 * open sessions stop being offered, the bookings get their signed codes, the purchase coins are credited
 * (the coin ledger's own CTEs), the confirmation mail is queued and, last, the seats count as sold.
 * `sold` is false when they would pass the total (an administrator lowered it meanwhile): the statement
 * failed on the ticket row's CHECK and the caller rolls the transaction back.
 */
export async function settleCheckout(tx: DbExecutor, s: TSettle): Promise<{ activated: number; sold: boolean }> {
  const row = await settle(tx, s, null);
  return row ? { activated: row.activated, sold: true } : { activated: 0, sold: false };
}

/**
 * The confirmation of a live hold as one statement on its own, so the hot rows (the ticket's, the
 * event's summary, the buyer's) are locked only inside it, with no round trip before its commit
 * (docs/architecture.md §11). It takes the invoice's lock and goes on only if, as the invoice then
 * stands, the hold is live and whole (`pending`, before `expires_at`, every booking pending), the amount
 * and reference match and the event is not cancelled; then it claims the session's payment row (unless
 * already paid) and settles as settleCheckout. False when any of that is not so, or the seats no longer
 * fit: nothing was written, and the full confirmation decides.
 */
export async function settleLiveCheckout(
  db: DbExecutor,
  s: TSettle & { paymentRowId: number; amount: number; reference: string; paymentId: string | null },
): Promise<boolean> {
  const now = at(s.now);
  const guard = sql`
    locked as (
      select i.id, i.expires_at,
        (select to_jsonb(p) from ${payments} p where p.id = ${s.paymentRowId}::int) as payment_before
      from ${invoices} i
      where i.id = ${s.invoiceId}::int and i.status = 'pending' and i.expires_at > ${now} and i.total = ${s.amount}::int
        and (${s.reference}::text = '' or i.number = ${s.reference}::text)
        and (select count(*) from ${bookings} b where b.invoice_id = i.id and b.status = 'pending') = ${s.seats.length}::int
        and exists (select 1 from ${events} e where e.id = ${s.eventId}::int and e.cancelled_at is null)
      for update of i
    ),
    claimed as (
      update ${payments} set status = 'paid', updated_at = ${now}, payment_id = coalesce(${s.paymentId}::text, payment_id), paid_at = ${now}
      where id = ${s.paymentRowId}::int and invoice_id = ${s.invoiceId}::int and status <> 'paid' and amount = ${s.amount}::int
        and exists (select 1 from locked)
      returning id, status, payment_id, paid_at
    ),`;
  const row = await settle(db, s, guard);
  return row !== null && row.paid;
}

/**
 * The settling statement, optionally behind a guard that defines `claimed`. Every write waits for the one
 * before it (`paid` for the claim, the rest for `paid`), and the final select reads the ticket row's update
 * last, so the hot row is locked for as little of the statement as the executor allows. The seats are
 * added without a condition: the ticket row's CHECK (`sold <= total`) fails the whole statement when they
 * do not fit, so nothing of it is written then (null).
 */
async function settle(db: DbExecutor, s: TSettle, guard: SQL | null): Promise<{ activated: number; paid: boolean } | null> {
  const now = at(s.now);
  // Who settles it (the webhook, the reconciler, an administrator) goes in the audit log (docs/architecture.md
  // §12). Without a guard this runs inside a transaction, which named the actor for the audit triggers. A live
  // hold's one statement writes its own audit rows, before the hot ticket row is locked: the triggers would run
  // at the statement's end, holding that lock longer.
  const actor = currentActor();
  const ownAudit = actor !== undefined && guard !== null;
  let result: { rows: { activated: number | string; paid: number | string }[] };
  try {
    result = await executePrepared<{ activated: number | string; paid: number | string }>(
      db,
      sql`
      with ${guard ?? sql``}
      paid as (
        update ${invoices} set status = 'paid', paid_at = ${now}, status_reason = null, updated_at = ${now}
        where id = ${s.invoiceId}::int ${guard ? sql`and exists (select 1 from claimed)` : sql``}
        returning id, user_id
      ),
      closed as (
        update ${payments} set status = 'cancelled', updated_at = ${now}
        where invoice_id = ${s.invoiceId}::int and status = 'open' and exists (select 1 from paid)
        returning id
      ),
      activated as (
        update ${bookings} b set status = 'active', code = c.code, hold_until = null, updated_at = ${now}
        from jsonb_to_recordset(${JSON.stringify(s.seats)}::jsonb) as c(id int, code text)
        where b.id = c.id and b.status in ('pending', 'lapsed') and exists (select 1 from paid)
        returning b.id
      ),
      buyer as (
        select paid.id, paid.user_id, u.email, u.name, u.locale from paid join ${users} u on u.id = paid.user_id
      ),
      ${templateMailCte(
        'confirmation_mail',
        {
          template: 'booking_confirmation',
          to: sql`buyer.email`,
          params: sql`jsonb_build_object('invoice_id', buyer.id, 'user_id', buyer.user_id, 'name', buyer.name, 'locale', buyer.locale)`,
          now: s.now,
          expiresAt: new Date(s.now.getTime() + MAIL_TTL_MS),
        },
        'buyer',
      )},
      ${purchaseCreditCtes({ userId: s.userId, amount: s.coins, eventId: s.eventId, at: s.now }, 'paid')},
      ${ownAudit && actor ? auditRowsCte(actor, now) : sql``}
      seat as (
        update ${tickets} set sold = sold + ${s.seats.length}::int, updated_at = ${now}
        where id = ${s.ticketId}::int and exists (select 1 from paid) ${ownAudit ? sql`and exists (select 1 from audit_rows)` : sql``}
        returning id
      )
      select (select count(*) from paid) as paid, (select count(*) from activated) as activated,
        (select count(*) from closed) + (select count(*) from confirmation_mail) + (select count(*) from purchase_coins_row) as written,
        (select count(*) from seat) as sold`,
    );
  } catch (error) {
    if (isCheckViolation(error, 'tickets_sold_check')) return null;
    throw error;
  }
  const row = result.rows[0];
  return { activated: Number(row?.activated ?? 0), paid: Number(row?.paid ?? 0) > 0 };
}

/**
 * The audit rows of a live hold's settling (what the `audit_row` trigger would write for these rows): the
 * invoice, the claimed payment, each activated booking, and any other open session closed.
 */
function auditRowsCte(actor: TAuditActor, now: SQL): SQL {
  const change = (from: SQL, to: SQL) => sql`jsonb_build_object('from', ${from}, 'to', ${to})`;
  return sql`audit_rows as (
    insert into ${auditLog} (actor_id, actor_kind, via, action, entity, entity_id, changes)
    select ${actor.kind === 'user' ? actor.userId : null}::int, ${actor.kind}::text, ${actor.via}::text, 'update', e.entity, e.id, e.changes from (
      select 'invoice' as entity, paid.id, jsonb_build_object('status', ${change(sql`'"pending"'::jsonb`, sql`'"paid"'::jsonb`)},
        'paid_at', ${change(sql`'null'::jsonb`, sql`to_jsonb(${now})`)}) as changes
      from paid
      union all
      select 'payment', claimed.id, jsonb_build_object(
        'status', ${change(sql`locked.payment_before -> 'status'`, sql`to_jsonb(claimed.status)`)},
        'paid_at', ${change(sql`coalesce(locked.payment_before -> 'paid_at', 'null'::jsonb)`, sql`to_jsonb(claimed.paid_at)`)})
        || case when coalesce(locked.payment_before -> 'payment_id', 'null'::jsonb) is distinct from coalesce(to_jsonb(claimed.payment_id), 'null'::jsonb)
          then jsonb_build_object('payment_id', ${change(sql`coalesce(locked.payment_before -> 'payment_id', 'null'::jsonb)`, sql`to_jsonb(claimed.payment_id)`)})
          else '{}'::jsonb end
      from claimed cross join locked
      union all
      select 'booking', activated.id, jsonb_build_object('status', ${change(sql`'"pending"'::jsonb`, sql`'"active"'::jsonb`)},
        'hold_until', ${change(sql`to_jsonb(locked.expires_at)`, sql`'null'::jsonb`)})
      from activated cross join locked
      union all
      select 'payment', closed.id, jsonb_build_object('status', ${change(sql`'"open"'::jsonb`, sql`'"cancelled"'::jsonb`)})
      from closed
    ) e
    returning id
  ),`;
}

export async function findBuyer(
  db: DbExecutor,
  userId: number,
): Promise<{ id: number; name: string; email: string; phone: string | null; locale: TLocale } | undefined> {
  const result = await db.execute<{ id: number; name: string; email: string; phone: string | null; locale: TLocale }>(sql`
    select id, name, email, phone, locale from ${users} where id = ${userId}::int`);
  const row = result.rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

// ── gateway sessions ─────────────────────────────────────────────────────────────────────────────

type TPaymentSqlRow = {
  id: number;
  invoice_id: number;
  provider: TPaymentRow['provider'];
  session_id: string;
  redirect_url: string;
  payment_id: string | null;
  status: TPaymentRow['status'];
  amount: number;
  paid_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
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
  const result = await executePrepared<TPaymentSqlRow>(
    db,
    sql`
    insert into ${payments} (invoice_id, provider, session_id, redirect_url, amount, status, created_at, updated_at)
    values (${p.invoiceId}::int, ${p.provider}::text, ${p.sessionId}::text, ${p.redirectUrl}::text, ${p.amount}::int, 'open', ${at(p.now)}, ${at(p.now)})
    on conflict do nothing
    returning *`,
  );
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

/**
 * A session's payment row and, unlocked, what its invoice holds (as findCheckoutBookings): what a webhook
 * reads before its confirmation, in one round trip.
 */
export async function findSessionCheckout(
  db: DbExecutor,
  provider: TPaymentRow['provider'],
  sessionId: string,
): Promise<{ payment: TPaymentRow; checkout: TCheckoutBookings | undefined } | undefined> {
  const result = await executePrepared<TPaymentSqlRow & { checkout: TCheckoutBookingSqlRow[] | string | null }>(
    db,
    sql`
    select p.*, (select json_agg(c) from (${checkoutBookingsSql(sql`p.invoice_id`)}) c) as checkout
    from ${payments} p where p.provider = ${provider}::text and p.session_id = ${sessionId}::text`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  // json_agg comes back parsed from both drivers; the string case is only a guard.
  const rows: TCheckoutBookingSqlRow[] = typeof row.checkout === 'string' ? JSON.parse(row.checkout) : (row.checkout ?? []);
  return { payment: paymentOf(row), checkout: checkoutBookingsOf(rows) };
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
  id: number;
  invoice_id: number;
  booking_id: number | null;
  payment_row_id: number;
  provider: TRefundRow['provider'];
  amount: number;
  status: TRefundRow['status'];
  reason: string;
  gateway_refund_id: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
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

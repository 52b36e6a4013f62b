import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { testCheckoutSessions, type TTestCheckoutSessionRow } from '../../db/schema';

/* The built-in test gateway's own storage (payments.test-provider.ts; docs/architecture.md §11). */

export async function insertTestSession(
  db: DbExecutor,
  s: Pick<TTestCheckoutSessionRow, 'id' | 'reference' | 'amount' | 'lines' | 'successUrl' | 'cancelUrl' | 'locale'>,
): Promise<void> {
  await db.insert(testCheckoutSessions).values(s);
}

/** Gives back `amount` of a paid session, never more than was paid; false when the session refuses. */
export async function refundTestSession(db: DbExecutor, sessionId: string, amount: number): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    update ${testCheckoutSessions} set refunded = refunded + ${amount}::int, updated_at = now()
    where id = ${sessionId}::text and status = 'paid' and refunded + ${amount}::int <= amount
    returning id`);
  return result.rows.length > 0;
}

type TTestSessionSqlRow = {
  id: string;
  reference: string;
  amount: number;
  lines: unknown;
  status: TTestCheckoutSessionRow['status'];
  success_url: string;
  cancel_url: string;
  locale: TTestCheckoutSessionRow['locale'];
  payment_id: string | null;
  refunded: number;
  created_at: Date | string;
  updated_at: Date | string;
};

function testSessionOf(r: TTestSessionSqlRow): TTestCheckoutSessionRow {
  return {
    id: r.id,
    reference: r.reference,
    amount: Number(r.amount),
    lines: typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines,
    status: r.status,
    successUrl: r.success_url,
    cancelUrl: r.cancel_url,
    locale: r.locale,
    paymentId: r.payment_id,
    refunded: Number(r.refunded),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

export async function findTestSession(db: DbExecutor, sessionId: string): Promise<TTestCheckoutSessionRow | undefined> {
  const result = await db.execute<TTestSessionSqlRow>(sql`select * from ${testCheckoutSessions} where id = ${sessionId}::text`);
  const r = result.rows[0];
  return r ? testSessionOf(r) : undefined;
}

/**
 * The buyer's answer on the test checkout page: Pay marks the session paid (with a payment id, as a gateway
 * would), Decline and Cancel leave it unpaid or cancel it. Only an unpaid session changes; the answer is the
 * session as it is afterwards.
 */
export async function settleTestSession(
  db: DbExecutor,
  sessionId: string,
  action: 'pay' | 'decline' | 'cancel',
  now: Date,
): Promise<TTestCheckoutSessionRow | undefined> {
  // A declined card leaves the session unpaid: the buyer may try again while the hold lasts.
  const change =
    action === 'pay'
      ? sql`status = 'paid', payment_id = ${`pay_${randomBytes(12).toString('base64url')}`}::text`
      : action === 'cancel'
        ? sql`status = 'cancelled'`
        : null;
  if (change) {
    const result = await db.execute<TTestSessionSqlRow>(sql`
      update ${testCheckoutSessions} set ${change}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${sessionId}::text and status = 'unpaid'
      returning *`);
    const changed = result.rows[0];
    if (changed) return testSessionOf(changed);
  }
  return findTestSession(db, sessionId);
}

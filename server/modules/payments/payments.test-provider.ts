import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { testCheckoutSessions, type TTestCheckoutSessionRow } from '../../db/schema';
import {
  GatewaySessionNotFoundError,
  type PaymentGateway,
  type TCreateSessionInput,
  type TCreatedSession,
  type TGatewaySession,
  type TRefundInput,
  type TRefundOutcome,
} from './payments.gateway';

/*
 * The built-in test gateway (PAYMENT_PROVIDER=test, the default; docs/architecture.md §11). Operators use
 * it to rehearse an event, as pretix's test mode: the buyer goes to a checkout page this server serves at
 * /checkout/test/{session} ("Test mode: no money moves"), presses Pay, Decline or Cancel, and comes back to
 * the return page, exactly as from a real gateway. Its sessions live in the database, as a gateway would
 * keep them on its side, so every process of a deployment sees the same session. Pay is confirmed through
 * the same function as a real gateway's webhook, which re-reads the session through this adapter.
 */

export const TEST_CHECKOUT_PATH = '/checkout/test';

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export async function findTestSession(db: DbExecutor, sessionId: string): Promise<TTestCheckoutSessionRow | undefined> {
  const result = await db.execute<{
    id: string; reference: string; amount: number; lines: unknown; status: TTestCheckoutSessionRow['status']; success_url: string; cancel_url: string;
    locale: TTestCheckoutSessionRow['locale']; payment_id: string | null; refunded: number; created_at: Date | string; updated_at: Date | string;
  }>(sql`select * from ${testCheckoutSessions} where id = ${sessionId}::text`);
  const r = result.rows[0];
  if (!r) return undefined;
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

/**
 * The buyer's answer on the test checkout page: Pay marks the session paid (with a payment id, as a gateway
 * would), Decline and Cancel leave it unpaid or cancel it. Only an unpaid session changes; the answer is the
 * session as it is afterwards.
 */
export async function settleTestSession(db: DbExecutor, sessionId: string, action: 'pay' | 'decline' | 'cancel', now: Date): Promise<TTestCheckoutSessionRow | undefined> {
  if (action === 'pay') {
    await db.execute(sql`
      update ${testCheckoutSessions} set status = 'paid', payment_id = ${newId('pay')}::text, updated_at = ${now.toISOString()}::timestamptz
      where id = ${sessionId}::text and status = 'unpaid'`);
  } else if (action === 'cancel') {
    await db.execute(sql`
      update ${testCheckoutSessions} set status = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
      where id = ${sessionId}::text and status = 'unpaid'`);
  }
  // A declined card leaves the session unpaid: the buyer may try again while the hold lasts.
  return findTestSession(db, sessionId);
}

export function testGateway(db: Db, publicUrl: string): PaymentGateway {
  return {
    provider: 'test',

    async createSession(input: TCreateSessionInput): Promise<TCreatedSession> {
      const sum = input.lines.reduce((total, line) => total + line.unitAmount * line.quantity, 0);
      if (sum !== input.total || input.lines.some((line) => !Number.isSafeInteger(line.unitAmount) || line.unitAmount <= 0)) {
        throw new Error(`checkout lines of ${input.invoiceNumber} add up to ${sum}, not ${input.total}`);
      }
      const id = newId('test');
      await db.insert(testCheckoutSessions).values({
        id,
        reference: input.invoiceNumber,
        amount: input.total,
        lines: input.lines,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        locale: input.locale,
      });
      return { sessionId: id, redirectUrl: `${publicUrl}${TEST_CHECKOUT_PATH}/${id}` };
    },

    async getSession(sessionId: string): Promise<TGatewaySession> {
      const row = await findTestSession(db, sessionId);
      if (!row) throw new GatewaySessionNotFoundError(`no test session ${sessionId}`);
      return { sessionId: row.id, status: row.status, amount: row.amount, reference: row.reference, paymentId: row.paymentId };
    },

    async refund(input: TRefundInput): Promise<TRefundOutcome> {
      // Like a gateway: only a paid session, never more than was paid.
      const result = await db.execute<{ id: string }>(sql`
        update ${testCheckoutSessions} set refunded = refunded + ${input.amount}::int, updated_at = now()
        where id = ${input.sessionId}::text and status = 'paid' and refunded + ${input.amount}::int <= amount
        returning id`);
      if (result.rows.length === 0) return { refundId: null, status: 'failed', error: 'The test gateway refused the refund: not paid, or more than was paid.' };
      return { refundId: newId('refund'), status: 'succeeded' };
    },

    verifyWebhook() {
      // The test gateway sends no webhooks: its page calls the confirmation directly.
      return null;
    },
  };
}

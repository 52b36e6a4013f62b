import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { TTestCheckoutSessionRow } from '../../db/schema';
import { findTestSession, insertTestSession, refundTestSession } from './payments.test-gateway.repository';
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
 * the same function as a real gateway's webhook, given the session as the page has just settled it.
 */

export const TEST_CHECKOUT_PATH = '/checkout/test';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export { findTestSession, settleTestSession } from './payments.test-gateway.repository';

/** A stored test session as the gateway adapter answers it. */
export function testSessionView(row: TTestCheckoutSessionRow): TGatewaySession {
  return { sessionId: row.id, status: row.status, amount: row.amount, reference: row.reference, paymentId: row.paymentId };
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
      await insertTestSession(db, {
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
      return testSessionView(row);
    },

    async refund(input: TRefundInput): Promise<TRefundOutcome> {
      // Like a gateway: only a paid session, never more than was paid.
      if (!(await refundTestSession(db, input.sessionId, input.amount)))
        return { refundId: null, status: 'failed', error: 'The test gateway refused the refund: not paid, or more than was paid.' };
      return { refundId: newId('refund'), status: 'succeeded' };
    },

    verifyWebhook() {
      // The test gateway sends no webhooks: its page calls the confirmation directly.
      return null;
    },
  };
}

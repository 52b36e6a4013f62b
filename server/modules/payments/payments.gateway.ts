import type { TPaymentProvider } from '../../../contract/bookings';

/*
 * The one interface every payment gateway fills (docs/architecture.md §11): a hosted payment
 * page, so card data never reaches this server (PCI DSS SAQ-A). Amounts are integer baisa throughout.
 * `test` (payments.test-provider.ts) is served by this server; `thawani` (payments.thawani.ts) speaks to
 * Thawani Pay. A second gateway (PayTabs) fills the same four calls.
 */

export type TCheckoutLine = {
  name: string;
  /** Baisa, VAT included, a positive integer. */
  unitAmount: number;
  quantity: number;
};

export type TCreateSessionInput = {
  invoiceId: number;
  /** The invoice number, e.g. INV-000042: the gateway's client reference. */
  invoiceNumber: string;
  /** Lines whose unitAmount × quantity add up to `total` exactly. */
  lines: TCheckoutLine[];
  total: number;
  successUrl: string;
  cancelUrl: string;
  customer: { name: string; email: string; phone: string | null };
  /** The buyer's language, for a gateway page that has one. */
  locale: 'en' | 'ar';
};

export type TCreatedSession = { sessionId: string; redirectUrl: string };

export type TSessionStatus = 'unpaid' | 'paid' | 'cancelled';

export type TGatewaySession = {
  sessionId: string;
  status: TSessionStatus;
  /** What the gateway says the session charges, in baisa: checked against the invoice before confirming. */
  amount: number;
  /** The client reference the session was made with (the invoice number). */
  reference: string;
  /** The gateway's payment id once paid (needed for refunds); null when it cannot be known yet. */
  paymentId: string | null;
};

export type TRefundInput = {
  sessionId: string;
  paymentId: string | null;
  /** Baisa to give back; equal to the paid amount for a whole refund. */
  amount: number;
  /** The whole amount paid, so a gateway can tell a partial refund from a full one. */
  paidAmount: number;
  reason: string;
  metadata: Record<string, string>;
};

export type TRefundOutcome = { refundId: string | null; status: 'pending' | 'succeeded' | 'failed'; error?: string };

/** Thrown when the gateway cannot be reached or answers 5xx / garbage: the caller turns it into 503 or a retry. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}

/** Thrown by getSession when the gateway does not know the session (404). */
export class GatewaySessionNotFoundError extends Error {
  override readonly name = 'GatewaySessionNotFoundError';
}

export interface PaymentGateway {
  readonly provider: TPaymentProvider;
  createSession(input: TCreateSessionInput): Promise<TCreatedSession>;
  /** Re-reads a session from the gateway: the only source of truth for "paid" (never a webhook body). */
  getSession(sessionId: string): Promise<TGatewaySession>;
  refund(input: TRefundInput): Promise<TRefundOutcome>;
  /**
   * Checks a webhook's signature over its raw body; returns the session it concerns, or null when the
   * signature, timestamp or body does not verify. Only a reason to re-read that session.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): { sessionId: string } | null;
}

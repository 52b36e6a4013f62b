import { createHmac, timingSafeEqual } from 'node:crypto';
import { unreachableReason } from '../../lib/unreachable';
import { GatewaySessionNotFoundError, GatewayUnavailableError, type PaymentGateway, type TRefundOutcome, type TSessionStatus } from './payments.gateway';

/*
 * Thawani Pay's checkout API over fetch (docs/architecture.md §11). The npm clients pin an old
 * axios, and the API is four calls. Thawani answers `{success, code, description, data}`; only `data` and
 * the HTTP status are relied on here, since `code` values are not documented as stable.
 */

export type ThawaniSettings = {
  /** E.g. https://uatcheckout.thawani.om/api/v1 (UAT) or https://checkout.thawani.om/api/v1. */
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  fetchTimeoutMs?: number;
};

/** Thawani rejects longer product names. */
const MAX_PRODUCT_NAME = 40;
/** How far a webhook's timestamp may be from our clock, either way: bounds how long a captured one can be replayed. */
const WEBHOOK_TOLERANCE_SECONDS = 10 * 60;

type Answer = { status: number; body: Record<string, unknown> | null; text: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** What the gateway said about a refused request, short enough for a log line or an admin's screen. */
function gatewayText(answer: Answer): string {
  const said = answer.body?.description ?? answer.body?.message;
  return (typeof said === 'string' && said.trim() ? said : answer.text || `HTTP ${answer.status}`).slice(0, 300);
}

function sessionStatus(value: unknown): TSessionStatus {
  // Anything unknown counts as not paid: only an explicit "paid" may ever confirm a booking.
  return value === 'paid' || value === 'cancelled' ? value : 'unpaid';
}

function refundStatus(value: unknown): TRefundOutcome['status'] {
  const status = typeof value === 'string' ? value.toLowerCase() : '';
  if (['successful', 'succeeded', 'refunded'].includes(status)) return 'succeeded';
  if (['failed', 'rejected', 'cancelled'].includes(status)) return 'failed';
  return 'pending';
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  // A repeated signature or timestamp header is not something Thawani sends: refuse rather than pick one.
  return typeof value === 'string' ? value : null;
}

export function thawaniGateway(settings: ThawaniSettings): PaymentGateway {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const origin = new URL(baseUrl).origin;
  const timeoutMs = settings.fetchTimeoutMs ?? 10_000;

  /**
   * One API call. Unreachable, slow, 5xx, 408/429 and unreadable answers throw GatewayUnavailableError
   * (worth retrying later); any other answer, 4xx included, is returned for the caller to judge.
   * Messages name the call, never the key.
   */
  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Answer> {
    const label = `Thawani ${method} ${path.split('?')[0]}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'thawani-api-key': settings.secretKey, 'content-type': 'application/json', accept: 'application/json' },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = unreachableReason(error, timeoutMs);
      throw new GatewayUnavailableError(`${label} failed: ${reason}`, { cause: error });
    }
    if (status >= 500 || status === 408 || status === 429) {
      throw new GatewayUnavailableError(`${label} answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = undefined;
    }
    if (status < 400 && !isRecord(body)) throw new GatewayUnavailableError(`${label} answered ${status} with a body that is not a JSON object`);
    return { status, body: isRecord(body) ? body : null, text: text.slice(0, 300) };
  }

  function dataOf(answer: Answer, label: string): Record<string, unknown> {
    const data = answer.body?.data;
    if (!isRecord(data)) throw new GatewayUnavailableError(`${label} answered ${answer.status} without a data object`);
    return data;
  }

  /** The id of the successful payment of a checkout invoice, or null while Thawani lists none. */
  async function paymentIdOf(invoice: string): Promise<string | null> {
    const answer = await call('GET', `/payments?checkout_invoice=${encodeURIComponent(invoice)}&limit=10&skip=0`);
    if (answer.status >= 400) return null;
    const payments = Array.isArray(answer.body?.data) ? answer.body.data.filter(isRecord) : [];
    const payment = payments.find((p) => typeof p.status === 'string' && p.status.toLowerCase() === 'successful') ?? payments[0];
    return typeof payment?.payment_id === 'string' && payment.payment_id ? payment.payment_id : null;
  }

  const gateway: PaymentGateway = {
    provider: 'thawani',

    async createSession(input) {
      // Thawani charges what the products add up to; a mismatch here is our bug, never the buyer's.
      if (input.lines.length === 0) throw new Error(`Invoice ${input.invoiceNumber}: a checkout needs at least one line`);
      let sum = 0;
      for (const line of input.lines) {
        if (!isPositiveInteger(line.unitAmount) || !isPositiveInteger(line.quantity)) {
          throw new Error(`Invoice ${input.invoiceNumber}: line "${line.name}" needs a positive integer unit amount (baisa) and quantity`);
        }
        sum += line.unitAmount * line.quantity;
      }
      if (sum !== input.total) throw new Error(`Invoice ${input.invoiceNumber}: lines add up to ${sum} baisa, the total is ${input.total}`);

      const answer = await call('POST', '/checkout/session', {
        client_reference_id: input.invoiceNumber,
        mode: 'payment',
        products: input.lines.map((line) => ({
          // By code point, so a name is never cut inside a surrogate pair.
          name: Array.from(line.name).slice(0, MAX_PRODUCT_NAME).join(''),
          unit_amount: line.unitAmount,
          quantity: line.quantity,
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: {
          invoice_id: String(input.invoiceId),
          customer_name: input.customer.name,
          customer_email: input.customer.email,
          customer_phone: input.customer.phone ?? '',
        },
      });
      if (answer.status >= 400) throw new GatewayUnavailableError(`Thawani refused the checkout session (${answer.status}): ${gatewayText(answer)}`);
      const sessionId = dataOf(answer, 'Thawani POST /checkout/session').session_id;
      if (typeof sessionId !== 'string' || !sessionId) throw new GatewayUnavailableError('Thawani POST /checkout/session answered without a session_id');
      return { sessionId, redirectUrl: `${origin}/pay/${encodeURIComponent(sessionId)}?key=${encodeURIComponent(settings.publishableKey)}` };
    },

    async getSession(sessionId) {
      const answer = await call('GET', `/checkout/session/${encodeURIComponent(sessionId)}`);
      if (answer.status === 404) throw new GatewaySessionNotFoundError(`Thawani has no checkout session ${sessionId}`);
      if (answer.status >= 400) throw new GatewayUnavailableError(`Thawani GET /checkout/session answered ${answer.status}: ${gatewayText(answer)}`);
      const data = dataOf(answer, 'Thawani GET /checkout/session');
      let amount: number;
      if (isPositiveInteger(data.total_amount)) amount = data.total_amount;
      else {
        const products = Array.isArray(data.products) ? data.products.filter(isRecord) : [];
        if (products.length === 0 || !products.every((p) => isPositiveInteger(p.unit_amount) && isPositiveInteger(p.quantity))) {
          throw new GatewayUnavailableError(`Thawani session ${sessionId} has neither a total_amount nor readable products`);
        }
        amount = products.reduce((total, p) => total + (p.unit_amount as number) * (p.quantity as number), 0);
      }
      const status = sessionStatus(data.payment_status);
      const invoice = typeof data.invoice === 'string' && data.invoice ? data.invoice : null;
      return {
        sessionId: typeof data.session_id === 'string' && data.session_id ? data.session_id : sessionId,
        status,
        amount,
        reference: typeof data.client_reference_id === 'string' ? data.client_reference_id : '',
        paymentId: status === 'paid' && invoice ? await paymentIdOf(invoice) : null,
      };
    },

    async refund(input) {
      if (!isPositiveInteger(input.amount) || input.amount > input.paidAmount) {
        throw new Error(`Refund of session ${input.sessionId}: ${input.amount} baisa is not between 1 and the ${input.paidAmount} paid`);
      }
      let paymentId = input.paymentId;
      if (!paymentId) {
        const session = await gateway.getSession(input.sessionId);
        if (session.status !== 'paid') return { refundId: null, status: 'failed', error: `Thawani session ${input.sessionId} is ${session.status}, not paid` };
        paymentId = session.paymentId;
        // Paid but not listed yet: Thawani's payment list can lag the session, so try again later.
        if (!paymentId) throw new GatewayUnavailableError(`Thawani lists no payment yet for paid session ${input.sessionId}`);
      }
      const answer = await call('POST', '/refunds', {
        payment_id: paymentId,
        reason: input.reason,
        metadata: input.metadata,
        ...(input.amount < input.paidAmount ? { amount: input.amount } : {}),
      });
      // A refusal (e.g. partial refunds not enabled for the merchant) is an outcome to show, not an outage.
      if (answer.status >= 400) return { refundId: null, status: 'failed', error: gatewayText(answer) };
      const data = dataOf(answer, 'Thawani POST /refunds');
      const refundId = typeof data.refund_id === 'string' && data.refund_id ? data.refund_id : null;
      if (!refundId) throw new GatewayUnavailableError('Thawani POST /refunds answered without a refund_id');
      return { refundId, status: refundStatus(data.status) };
    },

    verifyWebhook(rawBody, headers, now) {
      try {
        const signature = headerValue(headers, 'thawani-signature');
        const timestamp = headerValue(headers, 'thawani-timestamp');
        if (!settings.webhookSecret || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return null;
        if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return null;
        const expected = Buffer.from(
          createHmac('sha256', settings.webhookSecret)
            .update(`${rawBody.toString('utf8')}-${timestamp}`, 'utf8')
            .digest('hex'),
          'utf8',
        );
        const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
        const body: unknown = JSON.parse(rawBody.toString('utf8'));
        const sessionId = isRecord(body) && isRecord(body.data) ? body.data.session_id : undefined;
        return typeof sessionId === 'string' && sessionId ? { sessionId } : null;
      } catch {
        return null;
      }
    },
  };
  return gateway;
}

import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Thawani Pay's checkout API and hosted payment page, with switches for the ways a
 * real gateway misbehaves (slow, down, duplicate or forged webhooks, no partial refunds). It answers the
 * way payments.thawani.ts expects Thawani to (docs/architecture.md §11), and keeps what it was
 * asked so tests can check what left the app.
 */

export type FakeThawaniProduct = { name: string; unit_amount: number; quantity: number };

export type FakeThawaniSession = {
  session_id: string;
  client_reference_id: string;
  products: FakeThawaniProduct[];
  total_amount: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, unknown>;
  payment_status: 'unpaid' | 'paid' | 'cancelled';
  invoice: string;
  /** Set when paid; not part of the session Thawani answers with (the app finds it through /payments). */
  payment_id: string | null;
};

export type FakeThawaniRefund = { refund_id: string; payment_id: string; amount?: number; reason: string; metadata: unknown };

/** One request the fake received; `path` includes the query, `body` is parsed JSON, the form fields, or null. */
export type FakeThawaniRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

/** One webhook POST the fake made: `status` is null when the POST itself failed (`error` says why). */
export type FakeThawaniWebhook = { url: string; body: string; headers: Record<string, string>; status: number | null; error?: string };

export type FakeThawaniOptions = {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
  delayMs?: number;
  partialRefunds?: boolean;
};

export interface FakeThawani {
  /** E.g. http://127.0.0.1:PORT/api/v1; the hosted page is at the origin's /pay/:id. */
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;

  /** Delays every answer (API and hosted page) by this much. */
  delayMs: number;
  /** Every API call answers 500. */
  failWith5xx: boolean;
  /** Where webhooks go; null sends none. */
  webhookUrl: string | null;
  /** Sends each webhook twice, at the same time, to exercise idempotency under a race. */
  duplicateWebhooks: boolean;
  /** Signs webhooks with a wrong secret. */
  badSignature: boolean;
  /** false: a refund with `amount` answers 400 "Partial refunds are not supported". */
  partialRefunds: boolean;

  readonly sessions: Map<string, FakeThawaniSession>;
  readonly refunds: FakeThawaniRefund[];
  readonly requests: FakeThawaniRequest[];
  readonly webhooks: FakeThawaniWebhook[];

  /** Marks the session paid, then sends the webhook (unless `webhook: false` or no webhookUrl) and waits for its answer. */
  pay(sessionId: string, options?: { webhook?: boolean }): Promise<void>;
  /** Marks the session cancelled, then sends the webhook (unless `webhook: false` or no webhookUrl). */
  cancel(sessionId: string, options?: { webhook?: boolean }): Promise<void>;
  /** POSTs the session's webhook now (twice with duplicateWebhooks); the statuses the receiver answered. Throws when the POST fails. */
  sendWebhook(sessionId: string): Promise<number[]>;
  close(): Promise<void>;
}

const API = '/api/v1';

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('hex')}`;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUrl(value: unknown): value is string {
  return typeof value === 'string' && URL.canParse(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The session as Thawani's API shows it: everything but the payment id. */
function publicSession(session: FakeThawaniSession): Omit<FakeThawaniSession, 'payment_id'> {
  const { payment_id: _paymentId, ...rest } = session;
  return rest;
}

export async function startFakeThawani(options: FakeThawaniOptions = {}): Promise<FakeThawani> {
  const sessions = new Map<string, FakeThawaniSession>();
  const refunds: FakeThawaniRefund[] = [];
  const requests: FakeThawaniRequest[] = [];
  const webhooks: FakeThawaniWebhook[] = [];

  function sessionOrThrow(sessionId: string): FakeThawaniSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Thawani has no session ${sessionId}`);
    return session;
  }

  function settle(sessionId: string, status: 'paid' | 'cancelled'): FakeThawaniSession {
    const session = sessionOrThrow(sessionId);
    if (session.payment_status !== 'unpaid') throw new Error(`fake Thawani session ${sessionId} is already ${session.payment_status}`);
    session.payment_status = status;
    if (status === 'paid') session.payment_id = randomId('pay_');
    return session;
  }

  async function deliver(url: string, body: string): Promise<number> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const secret = fake.badSignature ? `wrong-${fake.webhookSecret}` : fake.webhookSecret;
    const headers = {
      'content-type': 'application/json',
      'thawani-timestamp': timestamp,
      'thawani-signature': createHmac('sha256', secret).update(`${body}-${timestamp}`, 'utf8').digest('hex'),
    };
    const record: FakeThawaniWebhook = { url, body, headers, status: null };
    webhooks.push(record);
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
      return response.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      throw new Error(`fake Thawani could not deliver the webhook to ${url}: ${record.error}`, { cause: error });
    }
  }

  async function sendWebhook(sessionId: string): Promise<number[]> {
    const session = sessionOrThrow(sessionId);
    const url = fake.webhookUrl;
    if (!url) throw new Error('fake Thawani has no webhookUrl to send to');
    const eventType =
      session.payment_status === 'paid' ? 'checkout.completed' : session.payment_status === 'cancelled' ? 'checkout.cancelled' : 'checkout.created';
    const body = JSON.stringify({
      event_type: eventType,
      data: {
        session_id: session.session_id,
        client_reference_id: session.client_reference_id,
        invoice: session.invoice,
        payment_status: session.payment_status,
        metadata: session.metadata,
        total_amount: session.total_amount,
      },
    });
    return Promise.all(Array.from({ length: fake.duplicateWebhooks ? 2 : 1 }, () => deliver(url, body)));
  }

  function createSession(body: unknown, response: ServerResponse): void {
    const refuse = (description: string) => json(response, 400, { success: false, code: 4002, description });
    if (!isRecord(body)) return refuse('body must be a JSON object');
    if (typeof body.client_reference_id !== 'string' || !body.client_reference_id) return refuse('client_reference_id is required');
    if (body.mode !== 'payment') return refuse('mode must be "payment"');
    if (!Array.isArray(body.products) || body.products.length === 0) return refuse('products must be a non-empty array');
    const products: FakeThawaniProduct[] = [];
    for (const p of body.products as unknown[]) {
      if (!isRecord(p) || typeof p.name !== 'string' || !p.name || Array.from(p.name).length > 40)
        return refuse('each product needs a name of 1 to 40 characters');
      if (!isPositiveInteger(p.unit_amount) || !isPositiveInteger(p.quantity)) return refuse('unit_amount and quantity must be positive integers');
      products.push({ name: p.name, unit_amount: p.unit_amount, quantity: p.quantity });
    }
    if (!isUrl(body.success_url) || !isUrl(body.cancel_url)) return refuse('success_url and cancel_url must be URLs');
    const metadata = body.metadata ?? {};
    if (!isRecord(metadata) || Object.keys(metadata).length > 10) return refuse('metadata must be an object of at most 10 keys');
    const session: FakeThawaniSession = {
      session_id: randomId('checkout_'),
      client_reference_id: body.client_reference_id,
      products,
      total_amount: products.reduce((sum, p) => sum + p.unit_amount * p.quantity, 0),
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      metadata,
      payment_status: 'unpaid',
      invoice: randomId('inv_'),
      payment_id: null,
    };
    sessions.set(session.session_id, session);
    json(response, 200, { success: true, code: 2004, description: 'Session generated successfully', data: publicSession(session) });
  }

  function createRefund(body: unknown, response: ServerResponse): void {
    const refuse = (status: number, description: string) => json(response, status, { success: false, code: status === 404 ? 4004 : 4002, description });
    if (!isRecord(body) || typeof body.payment_id !== 'string') return refuse(400, 'payment_id is required');
    if (typeof body.reason !== 'string' || !body.reason) return refuse(400, 'reason is required');
    const session = [...sessions.values()].find((s) => s.payment_id === body.payment_id && s.payment_status === 'paid');
    if (!session) return refuse(404, 'payment not found');
    if (body.amount !== undefined) {
      if (!fake.partialRefunds) return refuse(400, 'Partial refunds are not supported');
      if (!isPositiveInteger(body.amount)) return refuse(400, 'amount must be a positive integer');
    }
    const already = refunds.filter((r) => r.payment_id === body.payment_id).reduce((sum, r) => sum + (r.amount ?? session.total_amount), 0);
    const amount = typeof body.amount === 'number' ? body.amount : session.total_amount;
    if (already + amount > session.total_amount) return refuse(400, 'The refund amount exceeds the refundable amount');
    const refund: FakeThawaniRefund = {
      refund_id: randomId('ref_'),
      payment_id: body.payment_id,
      ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
      reason: body.reason,
      metadata: body.metadata ?? null,
    };
    refunds.push(refund);
    json(response, 200, { success: true, code: 2001, description: 'Refund created', data: { ...refund, amount, status: 'successful' } });
  }

  function api(method: string, url: URL, body: unknown, request: IncomingMessage, response: ServerResponse): void {
    if (fake.failWith5xx) return json(response, 500, { success: false, code: 5000, description: 'internal server error' });
    if (request.headers['thawani-api-key'] !== fake.secretKey) return json(response, 401, { success: false, code: 4001, description: 'unauthorized' });
    const route = url.pathname.slice(API.length);
    const sessionMatch = /^\/checkout\/session\/([^/]+)$/.exec(route);
    if (method === 'POST' && route === '/checkout/session') return createSession(body, response);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
      if (!session) return json(response, 404, { success: false, code: 4004, description: 'session not found' });
      return json(response, 200, { success: true, code: 2000, description: 'Session retrieved', data: publicSession(session) });
    }
    if (method === 'GET' && route === '/payments') {
      const invoice = url.searchParams.get('checkout_invoice');
      const paid = [...sessions.values()].filter((s) => s.payment_status === 'paid' && (invoice === null || s.invoice === invoice));
      const data = paid.map((s) => ({ payment_id: s.payment_id, status: 'successful', amount: s.total_amount, checkout_invoice: s.invoice }));
      return json(response, 200, { success: true, code: 2000, description: 'Payments retrieved', data });
    }
    if (method === 'POST' && route === '/refunds') return createRefund(body, response);
    json(response, 404, { success: false, code: 4004, description: 'not found' });
  }

  async function hostedPage(method: string, url: URL, body: unknown, response: ServerResponse, sessionId: string): Promise<void> {
    const page = (status: number, html: string): void => {
      response
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="en"><head><title>Fake Thawani</title></head><body>${html}</body></html>`);
    };
    const session = sessions.get(sessionId);
    if (!session) return page(404, '<p>Unknown checkout session.</p>');
    if (url.searchParams.get('key') !== fake.publishableKey) return page(403, '<p>Wrong publishable key.</p>');
    if (method === 'GET') {
      const lines = session.products.map((p) => `<li>${escapeHtml(p.name)} × ${p.quantity}</li>`).join('');
      const amount = `<p id="amount">${(session.total_amount / 1000).toFixed(3)} OMR</p>`;
      if (session.payment_status !== 'unpaid') return page(200, `<ul>${lines}</ul>${amount}<p id="status">${session.payment_status}</p>`);
      const action = `/pay/${encodeURIComponent(sessionId)}?key=${encodeURIComponent(fake.publishableKey)}`;
      return page(
        200,
        `<h1>${escapeHtml(session.client_reference_id)}</h1><ul>${lines}</ul>${amount}` +
          `<form method="post" action="${escapeHtml(action)}"><button name="action" value="pay">Pay</button><button name="action" value="cancel">Cancel</button></form>`,
      );
    }
    const action = isRecord(body) ? body.action : undefined;
    if (action !== 'pay' && action !== 'cancel') return page(400, '<p>Unknown action.</p>');
    if (session.payment_status !== 'unpaid') return page(409, `<p>This checkout is already ${session.payment_status}.</p>`);
    settle(sessionId, action === 'pay' ? 'paid' : 'cancelled');
    // A receiver that is down must not strand the buyer on this page; the delivery is recorded in `webhooks`.
    if (fake.webhookUrl) await sendWebhook(sessionId).catch(() => undefined);
    response.writeHead(303, { location: action === 'pay' ? session.success_url : session.cancel_url }).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(request);
    let body: unknown = null;
    const contentType = request.headers['content-type'] ?? '';
    if (raw && contentType.startsWith('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
    else if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    requests.push({ method, path: `${url.pathname}${url.search}`, headers: request.headers, body });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    // The client may have given up while we waited.
    if (response.destroyed) return;
    if (url.pathname.startsWith(`${API}/`)) {
      if (raw && typeof body === 'string') return json(response, 400, { success: false, code: 4000, description: 'invalid JSON' });
      return api(method, url, body, request, response);
    }
    const payMatch = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (payMatch && (method === 'GET' || method === 'POST')) return hostedPage(method, url, body, response, decodeURIComponent(payMatch[1] ?? ''));
    json(response, 404, { success: false, code: 4004, description: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent && !response.destroyed) json(response, 500, { success: false, code: 5000, description: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // listen() on a TCP port always yields an AddressInfo

  const fake: FakeThawani = {
    baseUrl: `http://127.0.0.1:${port}${API}`,
    secretKey: options.secretKey ?? 'fake_sec_key',
    publishableKey: options.publishableKey ?? 'fake_pub_key',
    webhookSecret: options.webhookSecret ?? 'fake_webhook_secret',
    delayMs: options.delayMs ?? 0,
    failWith5xx: false,
    webhookUrl: options.webhookUrl ?? null,
    duplicateWebhooks: false,
    badSignature: false,
    partialRefunds: options.partialRefunds ?? true,
    sessions,
    refunds,
    requests,
    webhooks,
    async pay(sessionId, payOptions) {
      settle(sessionId, 'paid');
      if (payOptions?.webhook !== false && fake.webhookUrl) await sendWebhook(sessionId);
    },
    async cancel(sessionId, cancelOptions) {
      settle(sessionId, 'cancelled');
      if (cancelOptions?.webhook !== false && fake.webhookUrl) await sendWebhook(sessionId);
    },
    sendWebhook,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
  return fake;
}

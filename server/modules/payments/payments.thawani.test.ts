import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeThawani, type FakeThawani } from '../../test/fake-thawani';
import { GatewaySessionNotFoundError, GatewayUnavailableError, type PaymentGateway, type TCreateSessionInput } from './payments.gateway';
import { thawaniGateway } from './payments.thawani';

let fake: FakeThawani;
let gateway: PaymentGateway;

beforeEach(async () => {
  fake = await startFakeThawani();
  gateway = thawaniGateway({ baseUrl: fake.baseUrl, secretKey: fake.secretKey, publishableKey: fake.publishableKey, webhookSecret: fake.webhookSecret });
});
afterEach(async () => fake.close());

const LONG_NAME = 'حفل الأوركسترا السلطانية العمانية — المقاعد الذهبية، الصف الأول';

function input(overrides: Partial<TCreateSessionInput> = {}): TCreateSessionInput {
  return {
    invoiceId: 42,
    invoiceNumber: 'INV-000042',
    lines: [
      { name: LONG_NAME, unitAmount: 12_500, quantity: 2 },
      { name: 'Booking fee', unitAmount: 350, quantity: 1 },
    ],
    total: 25_350,
    successUrl: 'https://tickets.example.om/checkout/done?invoice=42',
    cancelUrl: 'https://tickets.example.om/checkout/cancelled?invoice=42',
    customer: { name: 'Aisha Al-Balushi', email: 'aisha@example.om', phone: null },
    locale: 'ar',
    ...overrides,
  };
}

function sign(body: string, timestamp: string, secret = fake.webhookSecret): string {
  return createHmac('sha256', secret).update(`${body}-${timestamp}`, 'utf8').digest('hex');
}

describe('createSession', () => {
  it('POSTs the documented body with the API key and returns the hosted page on the base URL origin', async () => {
    const created = await gateway.createSession(input());

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/v1/checkout/session');
    expect(sent?.headers['thawani-api-key']).toBe(fake.secretKey);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      client_reference_id: 'INV-000042',
      mode: 'payment',
      products: [
        { name: Array.from(LONG_NAME).slice(0, 40).join(''), unit_amount: 12_500, quantity: 2 },
        { name: 'Booking fee', unit_amount: 350, quantity: 1 },
      ],
      success_url: 'https://tickets.example.om/checkout/done?invoice=42',
      cancel_url: 'https://tickets.example.om/checkout/cancelled?invoice=42',
      metadata: { invoice_id: '42', customer_name: 'Aisha Al-Balushi', customer_email: 'aisha@example.om', customer_phone: '' },
    });
    expect(LONG_NAME.length).toBeGreaterThan(40);

    expect(created.sessionId).toMatch(/^checkout_/);
    expect(fake.sessions.get(created.sessionId)?.total_amount).toBe(25_350);
    const origin = new URL(fake.baseUrl).origin;
    expect(created.redirectUrl).toBe(`${origin}/pay/${created.sessionId}?key=${fake.publishableKey}`);
    expect(created.redirectUrl).not.toContain('/api/v1');
  });

  it('sends the phone when there is one', async () => {
    await gateway.createSession(input({ customer: { name: 'A', email: 'a@example.om', phone: '+96891234567' } }));
    expect((fake.requests[0]?.body as { metadata: Record<string, string> }).metadata.customer_phone).toBe('+96891234567');
  });

  it('refuses lines that do not add up to the total, or are not positive integers, before calling Thawani', async () => {
    const mismatch = gateway.createSession(input({ total: 25_351 }));
    await expect(mismatch).rejects.toThrow(/add up to 25350 baisa, the total is 25351/);
    await expect(mismatch).rejects.not.toBeInstanceOf(GatewayUnavailableError);
    await expect(gateway.createSession(input({ lines: [{ name: 'x', unitAmount: 12.5, quantity: 2 }], total: 25 }))).rejects.toThrow(/positive integer/);
    await expect(gateway.createSession(input({ lines: [{ name: 'x', unitAmount: 100, quantity: 0 }], total: 0 }))).rejects.toThrow(/positive integer/);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a refusal (4xx) into GatewayUnavailableError with the gateway text, never the key', async () => {
    const wrongKey = thawaniGateway({ baseUrl: fake.baseUrl, secretKey: 'not-the-key', publishableKey: 'p', webhookSecret: 'w' });
    const creating = wrongKey.createSession(input());
    await expect(creating).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(creating).rejects.toThrow(/refused the checkout session \(401\): unauthorized/);
    await expect(creating).rejects.not.toThrow(/not-the-key/);
  });
});

describe('getSession', () => {
  it('reads unpaid, then paid with the payment id found through /payments', async () => {
    const { sessionId } = await gateway.createSession(input());

    expect(await gateway.getSession(sessionId)).toEqual({ sessionId, status: 'unpaid', amount: 25_350, reference: 'INV-000042', paymentId: null });
    // Nothing to look up while unpaid.
    expect(fake.requests.some((r) => r.path.startsWith('/api/v1/payments'))).toBe(false);

    await fake.pay(sessionId, { webhook: false });
    const stored = fake.sessions.get(sessionId);
    expect(stored?.payment_id).toMatch(/^pay_/);
    expect(await gateway.getSession(sessionId)).toEqual({ sessionId, status: 'paid', amount: 25_350, reference: 'INV-000042', paymentId: stored?.payment_id });
    const lookup = fake.requests.find((r) => r.path.startsWith('/api/v1/payments'));
    expect(new URL(lookup?.path ?? '/', 'http://x').searchParams.get('checkout_invoice')).toBe(stored?.invoice);
    expect(lookup?.headers['thawani-api-key']).toBe(fake.secretKey);
  });

  it('reads cancelled, and treats an unknown status as unpaid', async () => {
    const { sessionId } = await gateway.createSession(input());
    await fake.cancel(sessionId);
    expect((await gateway.getSession(sessionId)).status).toBe('cancelled');

    const other = await gateway.createSession(input());
    const session = fake.sessions.get(other.sessionId);
    if (!session) throw new Error('session missing');
    (session as { payment_status: string }).payment_status = 'processing';
    expect((await gateway.getSession(other.sessionId)).status).toBe('unpaid');
  });

  it('sums the products when Thawani leaves out total_amount', async () => {
    const { sessionId } = await gateway.createSession(input());
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error('session missing');
    delete (session as { total_amount?: number }).total_amount;
    expect((await gateway.getSession(sessionId)).amount).toBe(25_350);
  });

  it('throws GatewaySessionNotFoundError for a session Thawani does not know', async () => {
    const reading = gateway.getSession('checkout_does_not_exist');
    await expect(reading).rejects.toBeInstanceOf(GatewaySessionNotFoundError);
    await expect(reading).rejects.not.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('an unavailable gateway', () => {
  it('answers 5xx: create, get and refund throw GatewayUnavailableError without the key', async () => {
    const { sessionId } = await gateway.createSession(input());
    await fake.pay(sessionId, { webhook: false });
    const paymentId = fake.sessions.get(sessionId)?.payment_id ?? null;
    fake.failWith5xx = true;

    const attempts = [
      () => gateway.createSession(input()),
      () => gateway.getSession(sessionId),
      () => gateway.refund({ sessionId, paymentId, amount: 25_350, paidAmount: 25_350, reason: 'Event cancelled', metadata: {} }),
    ];
    for (const attempt of attempts) {
      const error: unknown = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(GatewayUnavailableError);
      expect((error as Error).message).toMatch(/answered 500/);
      expect((error as Error).message).not.toContain(fake.secretKey);
    }
    expect(fake.refunds).toHaveLength(0);
  });

  it('is too slow: gives up after fetchTimeoutMs', async () => {
    const impatient = thawaniGateway({
      baseUrl: fake.baseUrl,
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      fetchTimeoutMs: 150,
    });
    fake.delayMs = 2_000;
    const started = Date.now();
    const reading = impatient.getSession('checkout_whatever');
    await expect(reading).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(reading).rejects.toThrow(/no answer within 0\.15 s/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('is unreachable: GatewayUnavailableError', async () => {
    const baseUrl = fake.baseUrl;
    await fake.close();
    fake = await startFakeThawani();
    const nowhere = thawaniGateway({ baseUrl, secretKey: 'k', publishableKey: 'p', webhookSecret: 'w' });
    await expect(nowhere.getSession('checkout_x')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('refund', () => {
  async function paidSession(): Promise<{ sessionId: string; paymentId: string }> {
    const { sessionId } = await gateway.createSession(input());
    await fake.pay(sessionId, { webhook: false });
    const paymentId = fake.sessions.get(sessionId)?.payment_id;
    if (!paymentId) throw new Error('not paid');
    fake.requests.length = 0;
    return { sessionId, paymentId };
  }

  it('refunds the whole amount without an `amount`, looking the payment up when it is not known', async () => {
    const { sessionId, paymentId } = await paidSession();
    const outcome = await gateway.refund({
      sessionId,
      paymentId: null,
      amount: 25_350,
      paidAmount: 25_350,
      reason: 'Event cancelled',
      metadata: { refund_id: '7' },
    });

    expect(fake.refunds).toHaveLength(1);
    expect(outcome).toEqual({ refundId: fake.refunds[0]?.refund_id, status: 'succeeded' });
    expect(outcome.refundId).toMatch(/^ref_/);
    const sent = fake.requests.find((r) => r.path === '/api/v1/refunds');
    expect(sent?.body).toEqual({ payment_id: paymentId, reason: 'Event cancelled', metadata: { refund_id: '7' } });
    expect(sent?.body).not.toHaveProperty('amount');
  });

  it('sends `amount` for a partial refund', async () => {
    const { sessionId, paymentId } = await paidSession();
    const outcome = await gateway.refund({ sessionId, paymentId, amount: 12_500, paidAmount: 25_350, reason: 'One seat returned', metadata: {} });

    expect(outcome.status).toBe('succeeded');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/v1/refunds']);
    expect(fake.requests[0]?.body).toEqual({ payment_id: paymentId, reason: 'One seat returned', metadata: {}, amount: 12_500 });
    expect(fake.refunds[0]?.amount).toBe(12_500);
  });

  it('reports a refusal (partial refunds not supported) as a failed outcome, not an error', async () => {
    const { sessionId, paymentId } = await paidSession();
    fake.partialRefunds = false;
    const outcome = await gateway.refund({ sessionId, paymentId, amount: 12_500, paidAmount: 25_350, reason: 'One seat returned', metadata: {} });

    expect(outcome).toEqual({ refundId: null, status: 'failed', error: 'Partial refunds are not supported' });
    expect(fake.refunds).toHaveLength(0);
    // The same switch leaves whole refunds alone.
    expect((await gateway.refund({ sessionId, paymentId, amount: 25_350, paidAmount: 25_350, reason: 'r', metadata: {} })).status).toBe('succeeded');
  });

  it('does not refund a session that was never paid', async () => {
    const { sessionId } = await gateway.createSession(input());
    const outcome = await gateway.refund({ sessionId, paymentId: null, amount: 25_350, paidAmount: 25_350, reason: 'r', metadata: {} });
    expect(outcome).toMatchObject({ refundId: null, status: 'failed' });
    expect(fake.requests.some((r) => r.path === '/api/v1/refunds')).toBe(false);
  });
});

describe('verifyWebhook', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({ event_type: 'checkout.completed', data: { session_id: 'checkout_abc', payment_status: 'paid' } });

  function headers(timestamp: number, signature = sign(body, String(timestamp))): Record<string, string> {
    return { 'content-type': 'application/json', 'thawani-timestamp': String(timestamp), 'thawani-signature': signature };
  }

  it('accepts a correctly signed body within the window, either side of now', () => {
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds), now)).toEqual({ sessionId: 'checkout_abc' });
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds - 9 * 60), now)).toEqual({ sessionId: 'checkout_abc' });
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds + 9 * 60), now)).toEqual({ sessionId: 'checkout_abc' });
  });

  it('rejects a wrong signature, a stale or future timestamp, a missing header, and a tampered body', () => {
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds, sign(body, String(nowSeconds), 'another-secret')), now)).toBeNull();
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds, 'abc'), now)).toBeNull();
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds - 11 * 60), now)).toBeNull();
    expect(gateway.verifyWebhook(Buffer.from(body), headers(nowSeconds + 11 * 60), now)).toBeNull();

    const { 'thawani-signature': _signature, ...noSignature } = headers(nowSeconds);
    expect(gateway.verifyWebhook(Buffer.from(body), noSignature, now)).toBeNull();
    const { 'thawani-timestamp': _timestamp, ...noTimestamp } = headers(nowSeconds);
    expect(gateway.verifyWebhook(Buffer.from(body), noTimestamp, now)).toBeNull();

    const tampered = body.replace('checkout_abc', 'checkout_xyz');
    expect(gateway.verifyWebhook(Buffer.from(tampered), headers(nowSeconds), now)).toBeNull();
    // The signature covers the timestamp too: moving it forward breaks it.
    expect(gateway.verifyWebhook(Buffer.from(body), { ...headers(nowSeconds - 60), 'thawani-timestamp': String(nowSeconds) }, now)).toBeNull();
  });

  it('rejects a signed body that names no session, without throwing', () => {
    const noSession = JSON.stringify({ event_type: 'checkout.completed', data: {} });
    expect(
      gateway.verifyWebhook(Buffer.from(noSession), { 'thawani-timestamp': String(nowSeconds), 'thawani-signature': sign(noSession, String(nowSeconds)) }, now),
    ).toBeNull();
    const notJson = 'not json';
    expect(
      gateway.verifyWebhook(Buffer.from(notJson), { 'thawani-timestamp': String(nowSeconds), 'thawani-signature': sign(notJson, String(nowSeconds)) }, now),
    ).toBeNull();
  });
});

describe('the fake gateway end to end', () => {
  type Received = { headers: IncomingHttpHeaders; body: Buffer };
  let receiver: Server;
  let received: Received[];

  beforeEach(async () => {
    received = [];
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    fake.webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/thawani/webhook`;
  });
  afterEach(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('the hosted page pays, signs a webhook the gateway verifies, and redirects to success_url', async () => {
    const { sessionId, redirectUrl } = await gateway.createSession(input());
    const page = await fetch(redirectUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('25.350 OMR');
    expect(html).toContain('<button name="action" value="pay">Pay</button>');

    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    const paid = await fetch(new URL(action ?? '', redirectUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('https://tickets.example.om/checkout/done?invoice=42');

    expect(received).toHaveLength(1);
    const webhook = received[0];
    if (!webhook) throw new Error('no webhook');
    expect(JSON.parse(webhook.body.toString('utf8'))).toMatchObject({
      event_type: 'checkout.completed',
      data: { session_id: sessionId, payment_status: 'paid', total_amount: 25_350 },
    });
    expect(gateway.verifyWebhook(webhook.body, webhook.headers, new Date())).toEqual({ sessionId });
    expect((await gateway.getSession(sessionId)).status).toBe('paid');
  });

  it('cancel on the hosted page redirects to cancel_url', async () => {
    const { sessionId, redirectUrl } = await gateway.createSession(input());
    const url = new URL(redirectUrl);
    const cancelled = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('https://tickets.example.om/checkout/cancelled?invoice=42');
    expect(JSON.parse(received[0]?.body.toString('utf8') ?? '{}')).toMatchObject({ event_type: 'checkout.cancelled', data: { session_id: sessionId } });
  });

  it('duplicates and forges webhooks when asked', async () => {
    const { sessionId } = await gateway.createSession(input());
    fake.duplicateWebhooks = true;
    fake.badSignature = true;
    await fake.pay(sessionId);
    expect(received).toHaveLength(2);
    expect(received[0]?.body.equals(received[1]?.body ?? Buffer.alloc(0))).toBe(true);
    for (const webhook of received) expect(gateway.verifyWebhook(webhook.body, webhook.headers, new Date())).toBeNull();
    expect(fake.webhooks.map((w) => w.status)).toEqual([204, 204]);
  });
});

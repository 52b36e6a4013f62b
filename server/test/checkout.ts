import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

/*
 * Paying through the built-in test gateway in server tests, the way a buyer does in a browser
 * (docs/architecture.md §11): POST /api/bookings answers a pending invoice and where to pay; the test
 * checkout page's Pay button posts back to the server, which confirms the payment; the return page reads
 * GET /api/invoices/{id}. Tests whose subject is not the checkout use `bookPaid` to get paid tickets.
 */

/** Presses Pay, Decline or Cancel on the test checkout page the redirect URL names. */
export async function answerTestCheckout(app: App, redirectUrl: string, action: 'pay' | 'decline' | 'cancel' = 'pay'): Promise<LightMyRequestResponse> {
  const { pathname } = new URL(redirectUrl);
  const res = await app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  if (res.statusCode !== 303) throw new Error(`test checkout ${action} answered ${res.statusCode}: ${res.body}`);
  return res;
}

type TBookingAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'json' | 'body' | 'headers'>;

/**
 * POST /api/bookings, then, for a checkout, Pay on the test gateway and the invoice as the return page
 * reads it: an answer shaped as the booking's own (status code of the booking, body with the paid
 * invoice, its bookings with their codes, and the coins earned), as a paid booking answered before checkouts existed.
 */
export async function bookPaid(app: App, options: { headers: Record<string, string>; payload: unknown; url?: string }): Promise<TBookingAnswer> {
  const booked = await app.inject({
    method: 'POST',
    url: options.url ?? '/api/bookings',
    headers: options.headers,
    payload: options.payload as InjectOptions['payload'],
  });
  if (booked.statusCode >= 300) return booked;
  const first = booked.json();
  if (!first.data?.payment) return booked;
  await answerTestCheckout(app, first.data.payment.redirect_url, 'pay');
  const lang = new URL(options.url ?? '/api/bookings', 'http://x').searchParams.get('lang');
  const read = await app.inject({
    method: 'GET',
    url: `/api/invoices/${first.data.invoice.id}${lang ? `?lang=${lang}` : ''}`,
    headers: {
      authorization: options.headers.authorization ?? '',
      ...(options.headers['accept-language'] ? { 'accept-language': options.headers['accept-language'] } : {}),
    },
  });
  if (read.statusCode !== 200) throw new Error(`reading invoice ${first.data.invoice.id} answered ${read.statusCode}: ${read.body}`);
  const body = read.json();
  return { statusCode: booked.statusCode, json: (() => body) as LightMyRequestResponse['json'], body: read.body, headers: booked.headers };
}

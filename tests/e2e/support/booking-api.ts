import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { OUTBOX_WAIT_MS } from './outbox';

/** The data directory scripts/e2e-server.mjs gives the server (its SMS outbox holds the OTPs). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tadhkira-e2e');

type TUser = { id: number; name: string; email: string; coins: string };
export type TSignedIn = { token: string; user: TUser };

let counter = 0;

function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString().slice(-6)}${counter}${Math.floor(Math.random() * 10)}`;
}

/** The last code texted to `phone` (lines are `ISO-time<TAB>phone<TAB>message`). */
async function lastOtpFor(phone: string): Promise<string> {
  const log = await readFile(path.join(DATA_DIR, 'outbox', 'sms.log'), 'utf8');
  const line = log
    .trim()
    .split('\n')
    .reverse()
    .find((entry) => entry.split('\t')[1] === phone);
  const code = line?.match(/(\d{6})\s*$/)?.[1];
  if (!code) throw new Error(`No OTP for ${phone} in the SMS outbox`);
  return code;
}

/** Registers a new user through the API; with `verify`, also verifies the phone with the texted code. */
export async function createUser(
  request: APIRequestContext,
  { verify = true, name = 'Salim Al-Harthy', locale }: { verify?: boolean; name?: string; locale?: 'en' | 'ar' } = {},
): Promise<TSignedIn> {
  const suffix = uniqueSuffix();
  const mobile = `9${suffix.padStart(7, '0').slice(-7)}`;
  // `locale`: the account's saved language, which its mail and texts are written in.
  const body = {
    name,
    email: `booking-${suffix}@example.om`,
    password: 'secret123',
    country_code: '+968',
    mobile,
    agree_terms: true,
    ...(locale ? { locale } : {}),
  };
  let register = await request.post('/api/auth/register', { data: body });
  // Registration is rate limited per IP (5 a minute) and other suites register too: wait as long as
  // the server says, once, rather than fail.
  if (register.status() === 429) {
    const wait = Math.min(65, Number(register.headers()['retry-after'] ?? '60'));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    register = await request.post('/api/auth/register', { data: body });
  }
  expect(register.status(), await register.text()).toBe(201);
  const { data } = (await register.json()) as { data: { token: string; user: TUser & { phone: string } } };
  if (!verify) return { token: data.token, user: data.user };
  let otp = '';
  // The outbox worker texts the code within a second or two of the answer; poll rather than sleep.
  await expect.poll(async () => (otp = await lastOtpFor(data.user.phone).catch(() => '')), { timeout: OUTBOX_WAIT_MS }).not.toBe('');
  const verified = await request.post('/api/auth/phone/verify', { data: { otp }, headers: { Authorization: `Bearer ${data.token}` } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { token: data.token, user: data.user };
}

/** Puts the token where the app keeps it (localStorage `token`), with an optional locale. */
export async function signInBrowser(page: Page, token: string, locale: 'en' | 'ar' = 'en'): Promise<void> {
  await page.goto('/privacy-policy');
  await page.evaluate(
    ([value, lang]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('locale', lang);
    },
    [token, locale] as const,
  );
  // The server renders unprefixed pages in the saved choice, which the app keeps in a cookie too.
  await page.context().addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
}

type TTicket = { id: number; name: string; price: string; available: number; sold_out: boolean; per_buyer_limit: number | null; coins_on_purchase: string };
type TEvent = { id: number; name: string; finish_date: string; tickets: TTicket[] };

export type TBookable = { event: TEvent; ticket: TTicket };

/** A paid ticket of an upcoming event that one buyer can take `quantity` of, chosen by `accept`. */
export async function findBookableTicket(request: APIRequestContext, quantity: number, accept: (ticket: TTicket) => boolean = () => true): Promise<TBookable> {
  const res = await request.get('/api/events', { params: { per_page: 100 } });
  const { data } = (await res.json()) as { data: { events: TEvent[] } };
  const soon = Date.now() + 2 * 24 * 60 * 60 * 1000;
  for (const event of data.events) {
    if (Date.parse(event.finish_date) < soon) continue;
    const ticket = event.tickets.find(
      (t) => !t.sold_out && Number(t.price) > 0 && t.available >= quantity + 5 && (t.per_buyer_limit ?? 20) >= quantity && accept(t),
    );
    if (ticket) return { event, ticket };
  }
  throw new Error('No bookable ticket in the demo data');
}

/** The invoice figures the server will compute (docs/architecture.md §4): integer baisa, VAT 15 % half-up. */
export function expectedTotals(price: string, quantity: number): { subtotal: string; vat: string; total: string } {
  const [rials, baisa] = price.split('.');
  const subtotal = (Number(rials) * 1000 + Number(baisa)) * quantity;
  const vat = Math.floor((subtotal * 1500 + 5000) / 10000);
  const fmt = (value: number) => `${Math.floor(value / 1000)}.${String(value % 1000).padStart(3, '0')}`;
  return { subtotal: fmt(subtotal), vat: fmt(vat), total: fmt(subtotal + vat) };
}

/** The user's coin balance as the server has it now. */
export async function coinBalance(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { user: TUser } };
  return Number(data.user.coins);
}

/** One booking of a booking answer: `code` is null until its invoice is paid. */
export type TBookedTicket = { id: number; booking_number: string; code: string | null; status: string };

/** What POST /api/bookings and GET /api/invoices/{id} answer (docs/product.md §10). */
export type TBookingAnswer = {
  invoice: { id: number; number: string; status: string; total: string; expires_at: string | null };
  bookings: TBookedTicket[];
  coins_earned: string;
  payment: { provider: string; redirect_url: string } | null;
};

/** A paid booking answer: every booking has its signed code. */
export type TPaidBooking = TBookingAnswer & { bookings: (TBookedTicket & { code: string })[] };

/**
 * POST /api/bookings as is. A priced total is a seat hold (201, invoice `pending`, codes null, where to pay
 * in `payment.redirect_url`); a free one is paid at once.
 */
export async function holdViaApi(request: APIRequestContext, token: string, ticketId: number, quantity: number): Promise<TBookingAnswer> {
  const res = await request.post('/api/bookings', { data: { ticket_id: ticketId, quantity }, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: TBookingAnswer }).data;
}

/** GET /api/invoices/{id}: the buyer's order, with its bookings (and their codes once paid). */
export async function readInvoice(request: APIRequestContext, token: string, invoiceId: number): Promise<TBookingAnswer> {
  const res = await request.get(`/api/invoices/${invoiceId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: TBookingAnswer }).data;
}

/**
 * Pays a pending order on the test gateway, as its Pay button does (a form POST of `action=pay` to the page
 * the booking answer points at, which answers 303 back to the return page), then reads the paid order.
 */
export async function payOnTestGateway(request: APIRequestContext, token: string, held: TBookingAnswer): Promise<TPaidBooking> {
  expect(held.invoice.status).toBe('pending');
  expect(held.payment?.provider).toBe('test');
  const { pathname } = new URL(held.payment!.redirect_url);
  const res = await request.post(pathname, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
  expect(res.headers()['location']).toContain(`/checkout/return?invoice=${held.invoice.id}`);
  const paid = await readInvoice(request, token, held.invoice.id);
  expect(paid.invoice.status).toBe('paid');
  expect(paid.bookings).toHaveLength(held.bookings.length);
  for (const booking of paid.bookings) expect(booking.code, booking.booking_number).toBeTruthy();
  return paid as TPaidBooking;
}

/** Books and pays through the API (for tests about what comes after booking): paid tickets with their codes. */
export async function bookAndPayViaApi(request: APIRequestContext, token: string, ticketId: number, quantity: number): Promise<TPaidBooking> {
  const held = await holdViaApi(request, token, ticketId, quantity);
  if (held.invoice.status === 'paid') return held as TPaidBooking;
  return payOnTestGateway(request, token, held);
}

/** Books (and pays for) tickets through the API (for tests about what comes after booking). */
export async function bookViaApi(request: APIRequestContext, token: string, ticketId: number, quantity: number): Promise<void> {
  await bookAndPayViaApi(request, token, ticketId, quantity);
}

type TReward = { id: number; title: string; cost: string; reason_unavailable: string | null };

/** The cheapest reward that is inside its validity window (redeemable with enough coins). */
export async function cheapestCurrentReward(request: APIRequestContext, token: string): Promise<TReward> {
  const res = await request.get('/api/rewards', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { rewards: TReward[] } };
  const current = data.rewards.filter((r) => r.reason_unavailable === null || r.reason_unavailable === 'insufficient_coins');
  current.sort((a, b) => Number(a.cost) - Number(b.cost));
  if (!current[0]) throw new Error('No current reward in the demo data');
  return current[0];
}

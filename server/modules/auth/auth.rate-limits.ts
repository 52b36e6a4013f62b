import { normalizeIP } from '@fastify/rate-limit';
import { markRateLimited } from '../../lib/rate-limited';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { loginPhoneToE164 } from '../../lib/phone';
import { counterKey, type RateCounter } from '../../plugins/rate-limit-store';
import { findUserByEmail, findUserByVerifiedPhone } from '../users/users.service';
import { tooManyRequests } from './auth.errors';

export type TRateLimit = { max: number; timeWindow: number | string };

/**
 * Limits of docs/architecture.md §7. Per-IP limits slow down spraying; per-account and per-user limits stop a
 * spread-out attack on one account (or one phone's SMS inbox) that per-IP limits cannot see.
 *
 * Login counts failed attempts only, on three budgets (the login throttle below):
 * - `loginPerIp`: one address, whatever accounts it tries;
 * - `loginPerAccountAddress`: one account from one address, short: what a typo-ing owner meets;
 * - `loginPerAccount`: one account from every address, loose enough that one address can never spend it
 *   (5 a minute reach at most 80 of 100 in any 15 minutes), and not applied from an address the account
 *   has signed in from before, so an attacker cannot hold the owner out (NIST SP 800-63B §5.2.2).
 */
export type TAuthRateLimits = {
  loginPerIp: TRateLimit;
  loginPerAccountAddress: TRateLimit;
  loginPerAccount: TRateLimit;
  registerPerIp: TRateLimit;
  forgotPasswordPerIp: TRateLimit;
  forgotPasswordPerEmail: TRateLimit;
  resetPasswordPerIp: TRateLimit;
  otpVerifyPerUser: TRateLimit;
  otpResendPerUser: TRateLimit;
  phoneUpdatePerUser: TRateLimit;
};

export const DEFAULT_AUTH_RATE_LIMITS: TAuthRateLimits = {
  loginPerIp: { max: 10, timeWindow: '1 minute' },
  loginPerAccountAddress: { max: 5, timeWindow: '1 minute' },
  loginPerAccount: { max: 100, timeWindow: '15 minutes' },
  registerPerIp: { max: 5, timeWindow: '1 minute' },
  forgotPasswordPerIp: { max: 5, timeWindow: '1 minute' },
  forgotPasswordPerEmail: { max: 3, timeWindow: '15 minutes' },
  resetPasswordPerIp: { max: 10, timeWindow: '1 minute' },
  otpVerifyPerUser: { max: 10, timeWindow: '1 minute' },
  otpResendPerUser: { max: 5, timeWindow: '15 minutes' },
  // Changing the phone sends an SMS too; without a cap it would bypass the resend limit.
  phoneUpdatePerUser: { max: 5, timeWindow: '15 minutes' },
};

/** How long a successful sign-in makes its address a known one for the account. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** A window in milliseconds: a number, or "<n> second(s) | minute(s) | hour(s) | day(s)" as in the table above. */
export function windowMs(limit: TRateLimit): number {
  if (typeof limit.timeWindow === 'number' && limit.timeWindow > 0) return limit.timeWindow;
  const match = /^(\d+)\s*(second|minute|hour|day)s?$/.exec(String(limit.timeWindow).trim());
  if (!match) throw new Error(`invalid rate-limit window: ${String(limit.timeWindow)}`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/**
 * A hook that counts requests per key in the shared store (docs/architecture.md §7) and answers 429
 * `rate_limited` with Retry-After. Built on `createRateLimit` rather than route `config.rateLimit` because
 * a route takes only one route-level limit and these routes need two (per IP and per account). `name`
 * keeps each limit's keys apart in the store. A null key skips the limit (e.g. no body to key on).
 */
export function rateLimitHook(app: FastifyInstance, name: string, limit: TRateLimit, keyOf: (request: FastifyRequest) => string | null) {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: (request) => counterKey(name, keyOf(request) ?? '') });
  return markRateLimited(async function enforceRateLimit(request: FastifyRequest): Promise<void> {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  });
}

export function byIp(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** A string field of the parsed body, lower-cased and trimmed, for per-account limits. */
export function byBodyField(field: string) {
  return (request: FastifyRequest): string | null => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null) return null;
    const value: unknown = Reflect.get(body, field);
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
  };
}

export function byUser(request: FastifyRequest): string | null {
  return request.auth ? String(request.auth.user.id) : null;
}

/**
 * Whose budget a login attempt spends: the account it names, found as login() finds it, so the e-mail and
 * the phone of one account share one budget; an unknown identifier counts under its normalized form
 * (lower-cased e-mail, E.164 phone), which behaves exactly like an account and so reveals nothing.
 */
export async function loginAccountKey(db: DbExecutor, login: string): Promise<string> {
  const raw = login.trim().toLowerCase();
  if (raw.includes('@')) {
    const user = await findUserByEmail(db, raw);
    return user ? `user:${user.id}` : `id:${raw}`;
  }
  const phone = loginPhoneToE164(raw);
  const user = phone ? await findUserByVerifiedPhone(db, phone) : undefined;
  return user ? `user:${user.id}` : `id:${phone ?? raw}`;
}

type TReservation = { keys: string[]; account: string; address: string };

/**
 * The login throttle (docs/architecture.md §7). Its preHandler reserves one attempt on each budget before
 * the password is checked, so parallel guesses cannot slip past a limit; the onSend hook then keeps the
 * reservation when the answer is 401 (a failed guess) and gives it back otherwise: a successful sign-in
 * consumes nothing and marks its address as known for the account.
 */
export function loginThrottle(app: FastifyInstance, db: DbExecutor, limits: TAuthRateLimits) {
  const counter: RateCounter = app.rateCounter;
  const reservations = new WeakMap<FastifyRequest, TReservation>();
  const perIp = { max: limits.loginPerIp.max, ms: windowMs(limits.loginPerIp) };
  const perAccountAddress = { max: limits.loginPerAccountAddress.max, ms: windowMs(limits.loginPerAccountAddress) };
  const perAccount = { max: limits.loginPerAccount.max, ms: windowMs(limits.loginPerAccount) };

  async function release(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => counter.undo(key)));
  }

  async function reserve(request: FastifyRequest): Promise<void> {
    const login = byBodyField('login')(request);
    if (login === null) return;
    const address = normalizeIP(request.ip);
    const ipKey = counterKey('login-ip', address);
    // The address first: a flood from one address is refused before any account lookup.
    const ip = await counter.hit(ipKey, perIp.ms);
    if (ip.count > perIp.max) {
      await release([ipKey]);
      throw tooManyRequests(Math.ceil(ip.ttlMs / 1000));
    }
    const account = await loginAccountKey(db, login);
    const accountAddressKey = counterKey('login-account-ip', `${account}|${address}`);
    const accountKey = counterKey('login-account', account);
    const known = (await counter.peek(counterKey('login-known', `${account}|${address}`))).count > 0;
    const keys = [ipKey, accountAddressKey, ...(known ? [] : [accountKey])];
    const [accountAddress, accountWide] = await Promise.all([
      counter.hit(accountAddressKey, perAccountAddress.ms),
      known ? undefined : counter.hit(accountKey, perAccount.ms),
    ]);
    const waits: number[] = [];
    if (accountAddress.count > perAccountAddress.max) waits.push(accountAddress.ttlMs);
    if (accountWide && accountWide.count > perAccount.max) waits.push(accountWide.ttlMs);
    if (waits.length > 0) {
      // A refused attempt was never tried: it spends no budget, so blocked retries cannot pile up on the account.
      await release(keys);
      throw tooManyRequests(Math.ceil(Math.max(...waits) / 1000));
    }
    reservations.set(request, { keys, account, address });
  }

  async function settle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const reservation = reservations.get(request);
    if (!reservation) return;
    reservations.delete(request);
    // 401 is a wrong login or password: the failure keeps its place in every budget.
    if (reply.statusCode === 401) return;
    await release(reservation.keys);
    if (reply.statusCode < 300) await counter.hit(counterKey('login-known', `${reservation.account}|${reservation.address}`), KNOWN_ADDRESS_MS);
  }

  return {
    preHandler: markRateLimited(reserve),
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      await settle(request, reply);
      return payload;
    },
  };
}

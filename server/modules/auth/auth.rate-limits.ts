import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './auth.errors';

export type TRateLimit = { max: number; timeWindow: number | string };

/**
 * Limits of docs/architecture.md §7. Per-IP limits slow down spraying; per-identifier and per-user limits stop a
 * spread-out attack on one account (or one phone's SMS inbox) that per-IP limits cannot see.
 */
export type TAuthRateLimits = {
  loginPerIp: TRateLimit;
  loginPerIdentifier: TRateLimit;
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
  loginPerIdentifier: { max: 5, timeWindow: '1 minute' },
  registerPerIp: { max: 5, timeWindow: '1 minute' },
  forgotPasswordPerIp: { max: 5, timeWindow: '1 minute' },
  forgotPasswordPerEmail: { max: 3, timeWindow: '15 minutes' },
  resetPasswordPerIp: { max: 10, timeWindow: '1 minute' },
  otpVerifyPerUser: { max: 10, timeWindow: '1 minute' },
  otpResendPerUser: { max: 5, timeWindow: '15 minutes' },
  // Changing the phone sends an SMS too; without a cap it would bypass the resend limit.
  phoneUpdatePerUser: { max: 5, timeWindow: '15 minutes' },
};

/**
 * A hook that counts requests per key with @fastify/rate-limit's store and answers 429 `rate_limited`
 * with Retry-After. Built on `createRateLimit` rather than route `config.rateLimit` because a route takes
 * only one route-level limit and these routes need two (per IP and per account).
 * A null key skips the limit (e.g. no body to key on).
 */
export function rateLimitHook(app: FastifyInstance, limit: TRateLimit, keyOf: (request: FastifyRequest) => string | null) {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: (request) => keyOf(request) ?? '' });
  return async function enforceRateLimit(request: FastifyRequest): Promise<void> {
    if (keyOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
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

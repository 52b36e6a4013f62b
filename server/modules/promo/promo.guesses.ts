import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { markRateLimited } from '../../lib/rate-limited';
import { counterKey } from '../../plugins/rate-limit-store';
import { tooManyRequests } from '../auth/auth.errors';

/*
 * Guessing promo codes is limited (docs/product.md §10 Promo codes): only unknown codes count, 10 a minute
 * per user and per address, in the shared counters (docs/architecture.md §7), on the preview and on a
 * booking alike. A right code, even one that is used up or out of its window, costs nothing.
 */

export const PROMO_GUESSES = { max: 10, windowMs: 60_000 } as const;

function keysOf(request: FastifyRequest): string[] {
  const keys = [counterKey('promo-guess-ip', normalizeIP(request.ip))];
  if (request.auth) keys.push(counterKey('promo-guess-user', String(request.auth.user.id)));
  return keys;
}

function promoCodeOf(request: FastifyRequest): string | null {
  const fromBody: unknown = typeof request.body === 'object' && request.body !== null ? Reflect.get(request.body, 'promo_code') : undefined;
  const fromParams: unknown = typeof request.params === 'object' && request.params !== null ? Reflect.get(request.params, 'code') : undefined;
  const code = fromBody ?? fromParams;
  return typeof code === 'string' ? code : null;
}

export function promoGuessLimit(app: FastifyInstance) {
  /** Before the code is looked up: a caller out of guesses hears 429 with Retry-After. */
  const guard = markRateLimited(async function limitPromoGuesses(request: FastifyRequest): Promise<void> {
    if (promoCodeOf(request) === null) return;
    for (const key of keysOf(request)) {
      const { count, ttlMs } = await app.rateCounter.peek(key);
      if (count >= PROMO_GUESSES.max && ttlMs > 0) throw tooManyRequests(Math.ceil(ttlMs / 1000));
    }
  });
  /** Counts the guess when the answer was "no such code". */
  async function countIfUnknown(request: FastifyRequest, error: unknown): Promise<void> {
    if (!(error instanceof AppError) || error.code !== 'promo.invalid') return;
    await Promise.all(keysOf(request).map((key) => app.rateCounter.hit(key, PROMO_GUESSES.windowMs)));
  }
  return { guard, countIfUnknown };
}

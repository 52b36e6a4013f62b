import { AppError } from '../../lib/errors';

/** Over a per-hour SMS cap (docs/architecture.md §4 Outbox): 429 with Retry-After, nothing queued. */
export function smsCapReached(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'rate_limited', `Too many text messages. Try again in ${seconds} seconds.`, { headers: { 'retry-after': String(seconds) } });
}

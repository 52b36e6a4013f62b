/*
 * A route hook that can answer 429 carries this mark, so the OpenAPI document lists 429 for every route that
 * uses one (server/openapi.ts) without a hand-kept list that a new limited route could miss.
 */

const RATE_LIMITED = Symbol.for('tadhkira.rateLimited');

export function markRateLimited<T extends (...args: never[]) => unknown>(hook: T): T {
  return Object.assign(hook, { [RATE_LIMITED]: true });
}

/** True when `hooks` (a route's onRequest, preValidation or preHandler: one function or a list) holds a marked one. */
export function hasRateLimitedHook(hooks: unknown): boolean {
  const list = Array.isArray(hooks) ? hooks : [hooks];
  return list.some((hook) => typeof hook === 'function' && (hook as unknown as Record<symbol, unknown>)[RATE_LIMITED] === true);
}

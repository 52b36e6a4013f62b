import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { TUserRow } from '../db/schema';
import { forbidden, unauthenticated } from '../lib/errors';
import { authenticateToken } from '../modules/auth/auth.service';
import { phoneVerificationRequired } from '../modules/auth/auth.errors';
import { DEFAULT_AUTH_RATE_LIMITS, type TAuthRateLimits } from '../modules/auth/auth.rate-limits';

/** Who is calling: the user of a live bearer token and that token's id (logout revokes exactly it). */
export type TAuthContext = { user: TUserRow; tokenId: number };

export type TRoleId = 1 | 2 | 3;

export type TAuthPreHandler = (request: FastifyRequest) => Promise<void>;

export type AuthPluginOptions = {
  /** Overrides of DEFAULT_AUTH_RATE_LIMITS, e.g. tiny windows in tests. */
  rateLimits?: Partial<TAuthRateLimits>;
};

export type TAuthSettings = {
  rateLimits: TAuthRateLimits;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** True once a guard (requireAuth, requireRole, requireVerifiedPhone) ran: the answer is no-store. */
    guarded: boolean;
    /** Set by the auth preHandlers; null for guests. */
    auth: TAuthContext | null;
  }
  interface FastifyInstance {
    /** 401 auth.unauthenticated unless the request carries a live bearer token. */
    requireAuth: TAuthPreHandler;
    /** 401 without a live token, 403 auth.forbidden when the user's role is not listed (1 admin, 2 user, 3 staff). */
    requireRole(...roles: TRoleId[]): TAuthPreHandler;
    /** 401 without a live token, 403 auth.phone_verification_required until the user's phone is verified. */
    requireVerifiedPhone: TAuthPreHandler;
    /** Resolves request.auth when a valid token is sent and never fails: for routes that guests may call too. */
    optionalAuth: TAuthPreHandler;
    authSettings: TAuthSettings;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i;

/** The guards the auth plugin hands out; the onRoute hook below recognises them by identity. */
const guards = new WeakSet<TAuthPreHandler>();

type THook = TAuthPreHandler | ((...args: never[]) => unknown);

function hooksOf(value: unknown): THook[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as THook[];
}

/**
 * Moves the auth guards a route lists in preValidation or preHandler to onRequest, so the token is checked
 * before the body is parsed or validated: a guest hears 401, never 422 (docs/architecture.md §7).
 */
function hoistGuards(route: RouteOptions): void {
  let found: TAuthPreHandler[] = [];
  for (const stage of ['preValidation', 'preHandler'] as const) {
    const hooks = hooksOf(route[stage]);
    const moved = hooks.filter((hook): hook is TAuthPreHandler => guards.has(hook as TAuthPreHandler));
    if (moved.length === 0) continue;
    found = [...found, ...moved];
    const rest = hooks.filter((hook) => !guards.has(hook as TAuthPreHandler));
    // Only the guards move; other hooks (per-user rate limits reading request.auth) keep their stage and order.
    Reflect.set(route, stage, rest.length > 0 ? rest : undefined);
  }
  if (found.length === 0) return;
  Reflect.set(route, 'onRequest', [...found, ...hooksOf(route.onRequest)]);
}

/**
 * Answers that carry tokens or personal data must not be kept by a browser or a shared cache (docs/architecture.md §7):
 * every answer to a signed-in caller, every answer of a guarded route (its 401 and 403 too) and every
 * accounts answer under /api/auth/ (login and register carry a token).
 */
function needsNoStore(request: FastifyRequest): boolean {
  // A bearer token marks a signed-in request even on public routes that never read it (docs/architecture.md §4).
  return (
    request.auth !== null ||
    request.guarded ||
    request.headers.authorization !== undefined ||
    (request.routeOptions.url ?? request.url).startsWith('/api/auth/')
  );
}

/**
 * Bearer-token authentication and the route guards other modules use. Needs app.db and app.clock (register
 * after the database and the clock).
 */
export async function registerAuth(app: FastifyInstance, options: AuthPluginOptions = {}): Promise<void> {
  const now = app.clock.now;
  app.decorate('authSettings', { rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits } } satisfies TAuthSettings);

  app.decorateRequest('auth', null);
  app.decorateRequest('guarded', false);
  app.addHook('onRoute', hoistGuards);
  app.addHook('onSend', async (request, reply, payload) => {
    if (needsNoStore(request)) void reply.header('cache-control', 'no-store');
    return payload;
  });

  async function authenticate(request: FastifyRequest): Promise<TAuthContext | null> {
    if (request.auth) return request.auth;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    request.auth = await authenticateToken(app.db, token, now());
    return request.auth;
  }

  async function requireAuth(request: FastifyRequest): Promise<void> {
    if (!(await authenticate(request))) throw unauthenticated();
  }

  function guard(check: TAuthPreHandler): TAuthPreHandler {
    const handler: TAuthPreHandler = async (request) => {
      request.guarded = true;
      await check(request);
    };
    guards.add(handler);
    return handler;
  }

  app.decorate('requireAuth', guard(requireAuth));
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireRole', (...roles: TRoleId[]) =>
    guard(async (request: FastifyRequest) => {
      const auth = await authenticate(request);
      if (!auth) throw unauthenticated();
      if (!roles.some((role) => role === auth.user.roleId)) throw forbidden();
    }),
  );
  app.decorate(
    'requireVerifiedPhone',
    guard(async (request: FastifyRequest) => {
      const auth = await authenticate(request);
      if (!auth) throw unauthenticated();
      if (!auth.user.phone || !auth.user.phoneVerifiedAt) throw phoneVerificationRequired();
    }),
  );
}

/** The caller of a route guarded by requireAuth (or requireRole / requireVerifiedPhone). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

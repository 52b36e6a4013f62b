import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** The clock of the accounts code (token, reset and OTP expiry); tests move it instead of sleeping. */
  now?: () => Date;
  /** Overrides of DEFAULT_AUTH_RATE_LIMITS, e.g. tiny windows in tests. */
  rateLimits?: Partial<TAuthRateLimits>;
};

export type TAuthSettings = {
  now(): Date;
  rateLimits: TAuthRateLimits;
  /** Runs work after the answer is sent (mail that must not slow or shape the answer); awaited on close. */
  defer(what: string, task: () => Promise<void>): void;
};

declare module 'fastify' {
  interface FastifyRequest {
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

/** Bearer-token authentication and the route guards other modules use. Needs app.db (register after the database). */
export async function registerAuth(app: FastifyInstance, options: AuthPluginOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<void>>();

  app.decorate('authSettings', {
    now,
    rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...options.rateLimits },
    defer(what: string, task: () => Promise<void>) {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  } satisfies TAuthSettings);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.decorateRequest('auth', null);

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

  app.decorate('requireAuth', requireAuth);
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireRole', (...roles: TRoleId[]) => async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (!auth) throw unauthenticated();
    if (!roles.some((role) => role === auth.user.roleId)) throw forbidden();
  });
  app.decorate('requireVerifiedPhone', async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (!auth) throw unauthenticated();
    if (!auth.user.phone || !auth.user.phoneVerifiedAt) throw phoneVerificationRequired();
  });
}

/** The caller of a route guarded by requireAuth (or requireRole / requireVerifiedPhone). */
export function authOf(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

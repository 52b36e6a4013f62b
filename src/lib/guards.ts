import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ROLE } from '../../contract/constants';
import { searchSchema } from './search-params';
import type { TAuthContext, TSession, TUser } from './session';

type TGuardArgs = {
  context: { auth: TAuthContext };
  location: ParsedLocation;
};

type TRoleId = TUser['role_id'];

/** Thrown when a signed-in user opens a screen of another role; the root error view explains it. */
export class ForbiddenError extends Error {
  constructor() {
    super('forbidden');
    this.name = 'ForbiddenError';
  }
}

const REDIRECT_BASE = 'https://tadhkira.invalid';

/**
 * A path inside this app to return to: it starts with one "/". "//host" and "/\host" are rejected
 * because browsers read them as other origins (an open redirect through ?redirect=). Browsers also drop
 * TAB, LF and CR from a URL ("/\t/host" is "//host"), so they are removed before the checks, and the path
 * must resolve to this origin as a browser resolves it.
 */
export function safeRedirectPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2000) return undefined;
  const cleaned = raw.replace(/[\t\n\r]/g, '');
  // A relative path ("profile") would resolve here too; "//host" and "/\host" resolve elsewhere.
  if (!cleaned.startsWith('/')) return undefined;
  try {
    if (new URL(cleaned, REDIRECT_BASE).origin !== REDIRECT_BASE) return undefined;
  } catch {
    return undefined;
  }
  return cleaned;
}

/** `?redirect=` of /login, /update-phone and /verify-phone; anything unsafe is dropped, never an error. */
export const redirectSearchSchema = searchSchema({ redirect: safeRedirectPath });

/**
 * `beforeLoad` guard (docs/product.md §2 "Guard"): fetches the profile; a visitor without one goes to
 * /login?redirect=<full path>. With `roles`, other roles get the forbidden view.
 * Returns the user so child routes find it in their context.
 */
export async function requireUser({ context, location }: TGuardArgs, roles?: readonly TRoleId[]): Promise<{ user: TUser }> {
  const user = await context.auth.ensureUser();
  if (!user) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (roles && !roles.includes(user.role_id)) {
    throw new ForbiddenError();
  }
  return { user };
}

/** /login and /register: a signed-in visitor has nothing to do there and goes to their home screen. */
export async function redirectSignedIn({ context }: Pick<TGuardArgs, 'context'>): Promise<void> {
  const user = await context.auth.ensureUser();
  if (user) {
    throw redirect({ to: homePathFor(user) });
  }
}

/** Administrators and door staff: they work at the door and never go through the attendee phone steps. */
function isStaffRole(user: Pick<TUser, 'role_id'>): boolean {
  return user.role_id === ROLE.admin || user.role_id === ROLE.staff;
}

/**
 * The screen a user lands on when nothing else is asked for. Administrators and door staff open the
 * scanner's event list (docs/architecture.md §6); the events dashboard is not built yet.
 */
export function homePathFor(user: Pick<TUser, 'role_id'>): '/' | '/dashboard/scan' {
  return isStaffRole(user) ? '/dashboard/scan' : '/';
}

/**
 * /verify-phone (docs/product.md §2): only while the phone still needs verifying. Runs below `_authenticated`,
 * which already sent guests to /login.
 */
export async function requirePendingPhoneVerification({ context, location }: TGuardArgs): Promise<void> {
  const session = await context.auth.ensureSession();
  if (!session) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (!session.requires_phone_verification) {
    throw redirect({ to: homePathFor(session.user) });
  }
}

export type TAuthDestination =
  { to: '/verify-phone'; redirect: string | undefined } | { to: '/update-phone'; redirect: string | undefined } | { to: 'target'; href: string };

/**
 * Where a fresh sign-in continues (docs/product.md §4): an unverified phone first, then a missing phone, then the
 * page the visitor came for (or their home screen). The phone screens carry the target on.
 * Administrators and door staff skip the phone steps: they sign in at the door to scan.
 */
export function destinationAfterSignIn(
  session: Pick<TSession, 'requires_phone' | 'requires_phone_verification'> & { user: Pick<TUser, 'role_id'> },
  redirectPath: string | undefined,
): TAuthDestination {
  const target = safeRedirectPath(redirectPath);
  if (!isStaffRole(session.user)) {
    if (session.requires_phone_verification) return { to: '/verify-phone', redirect: target };
    if (session.requires_phone) return { to: '/update-phone', redirect: target };
  }
  return { to: 'target', href: target ?? homePathFor(session.user) };
}

export const ADMIN_ROLES: readonly TRoleId[] = [ROLE.admin];
/** Door staff (role 3) reach the scanner and nothing else of the dashboard (docs/architecture.md §4). */
export const SCANNER_ROLES: readonly TRoleId[] = [ROLE.admin, ROLE.staff];

import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { ROLE } from '../../contract/common';
import type { TAuthContext, TUser } from './session';

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

/**
 * `beforeLoad` guard (spec §2 "Guard"): fetches the profile; a visitor without one goes to
 * /login?redirect=<full path>. With `roles`, other roles get the forbidden view.
 * Returns the user so child routes find it in their context.
 */
export async function requireUser(
  { context, location }: TGuardArgs,
  roles?: readonly TRoleId[],
): Promise<{ user: TUser }> {
  const user = await context.auth.ensureUser();
  if (!user) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  if (roles && !roles.includes(user.role_id)) {
    throw new ForbiddenError();
  }
  return { user };
}

export const ADMIN_ROLES: readonly TRoleId[] = [ROLE.admin];
/** Door staff (role 3) reach the scanner and nothing else of the dashboard (architecture §4). */
export const SCANNER_ROLES: readonly TRoleId[] = [ROLE.admin, ROLE.staff];

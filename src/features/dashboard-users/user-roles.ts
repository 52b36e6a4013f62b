import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ROLE } from '../../../contract/constants';

/** docs/product.md §3 User: role_id 1 administrator, 2 user, 3 door staff. */
const ROLE_LABELS: Readonly<Record<number, MessageDescriptor>> = {
  [ROLE.admin]: msg`Administrator`,
  [ROLE.user]: msg`User`,
  [ROLE.staff]: msg`Door staff`,
};

const ROLE_PALETTES: Readonly<Record<number, string>> = {
  [ROLE.admin]: 'purple',
  [ROLE.user]: 'gray',
  [ROLE.staff]: 'blue',
};

/**
 * A role's name; any other id (a role added on the server since, a bad row) reads "Unknown role"
 * (docs/product.md §2 users), never a number or a blank.
 */
export function roleLabel(roleId: number): MessageDescriptor {
  return ROLE_LABELS[roleId] ?? msg`Unknown role`;
}

export function rolePalette(roleId: number): string {
  return ROLE_PALETTES[roleId] ?? 'orange';
}

/**
 * The one role change the dashboard offers (docs/product.md §2, §6): a user becomes door staff, door
 * staff become a user again. Administrators and unknown roles get none: no screen makes or unmakes an
 * administrator, so the server's own-role and last-admin refusals are a second line, not the first.
 */
export type TRoleChange = { kind: 'make_staff'; roleId: typeof ROLE.staff } | { kind: 'remove_staff'; roleId: typeof ROLE.user };

export function roleChangeFor(roleId: number): TRoleChange | null {
  if (roleId === ROLE.user) return { kind: 'make_staff', roleId: ROLE.staff };
  if (roleId === ROLE.staff) return { kind: 'remove_staff', roleId: ROLE.user };
  return null;
}

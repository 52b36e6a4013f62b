import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** docs/product.md §9: the side drawers (public and admin) are 280 px wide. */
export const DRAWER_WIDTH = '280px';

/** Public navigation (docs/product.md §2 "Public navigation bar"). */
export const PUBLIC_NAV_LINKS = [
  { to: '/', hash: 'events', label: msg`Events` },
  { to: '/rewards', label: msg`Rewards` },
  { to: '/pass', label: msg`Pass` },
] as const satisfies ReadonlyArray<{ to: string; hash?: string; label: MessageDescriptor }>;

/** Account links of the user menu and the mobile drawer. */
export const ACCOUNT_LINKS = [
  { to: '/my-tickets', label: msg`My Tickets` },
  { to: '/update-phone', label: msg`Update Phone` },
  { to: '/profile', label: msg`Profile` },
] as const satisfies ReadonlyArray<{ to: string; label: MessageDescriptor }>;

/** A dashboard link. */
export type TDashboardNavLink = { to: string; label: MessageDescriptor };

/** The door scanner's event list: the one dashboard link door staff (role 3) get, admins too. */
export const SCANNER_NAV_LINK = { to: '/dashboard/scan', label: msg`Scanner` } as const satisfies TDashboardNavLink;

/** Dashboard navigation (docs/product.md §2 "Admin bar"); active when its path prefixes the current path. */
export const ADMIN_NAV_LINKS = [
  { to: '/dashboard/events', label: msg`Events` },
  { to: '/dashboard/users', label: msg`Users` },
  { to: '/dashboard/rewards', label: msg`Rewards` },
  { to: '/dashboard/promo-codes', label: msg`Promo codes` },
  { to: '/dashboard/categories', label: msg`Categories` },
  { to: '/dashboard/reports', label: msg`Reports` },
  { to: '/dashboard/audit', label: msg`Audit log` },
] as const satisfies ReadonlyArray<TDashboardNavLink>;

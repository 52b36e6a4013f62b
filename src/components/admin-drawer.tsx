import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { ROLE } from '../../contract/constants';
import type { TUser } from '../lib/session';
import { LanguageSwitcher } from './language-switcher.plain';
import { DrawerLogoutButton, NavDrawerFrame } from './nav-drawer-frame';
import { ADMIN_NAV_LINKS, SCANNER_NAV_LINK } from './nav-links';
import { UserIdentity } from './user-identity';

/** docs/product.md §2: a dashboard link is active when its path prefixes the current path. */
export function useActivePath(): (prefix: string) => boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function visibleLinks(user: TUser | null) {
  // Door staff (role 3) only reach the scanner; the admin sections would all refuse them.
  if (user?.role_id === ROLE.admin) return [SCANNER_NAV_LINK, ...ADMIN_NAV_LINKS];
  return user?.role_id === ROLE.staff ? [SCANNER_NAV_LINK] : [];
}

type AdminDrawerProps = {
  user: TUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The admin bar on small screens: name and email, links, language, back to site, logout. */
export function AdminDrawer({ user, open, onOpenChange }: AdminDrawerProps) {
  const { t, i18n } = useLingui();
  const isActive = useActivePath();
  const close = () => onOpenChange(false);
  return (
    <NavDrawerFrame title={<Trans>Dashboard</Trans>} open={open} onOpenChange={onOpenChange}>
      {user ? <UserIdentity user={user} px="3" /> : null}
      <Stack as="nav" gap="0.5" aria-label={t`Dashboard`}>
        {visibleLinks(user).map((link) => (
          <Button key={link.to} asChild variant={isActive(link.to) ? 'subtle' : 'ghost'} justifyContent="flex-start" size="sm">
            <Link to={link.to} onClick={close} aria-current={isActive(link.to) ? 'page' : undefined}>
              {i18n._(link.label)}
            </Link>
          </Button>
        ))}
      </Stack>
      <LanguageSwitcher fullWidth />
      <Stack gap="0.5">
        <Button asChild variant="ghost" justifyContent="flex-start" size="sm">
          <Link to="/" onClick={close}>
            <Trans>Back to Site</Trans>
          </Link>
        </Button>
        <DrawerLogoutButton onClose={close} />
      </Stack>
    </NavDrawerFrame>
  );
}

import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { ROLE } from '../../contract/common';
import type { TUser } from '../lib/session';
import { LanguageSwitcher } from './language-switcher';
import { ADMIN_NAV_LINKS, DRAWER_WIDTH, SCANNER_NAV_LINK } from './nav-links';
import { useSignOut } from './use-sign-out';

/** Spec §2: a dashboard link is active when its path prefixes the current path. */
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
  const logout = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={DRAWER_WIDTH} maxW={DRAWER_WIDTH}>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Dashboard</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4" pb="6">
                {user ? (
                  <Box px="3">
                    <Text fontWeight="semibold" truncate>
                      {user.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {user.email}
                    </Text>
                  </Box>
                ) : null}
                <Stack as="nav" gap="0.5" aria-label={t`Dashboard`}>
                  {visibleLinks(user).map((link) => (
                    <Button
                      key={link.to}
                      asChild
                      variant={isActive(link.to) ? 'subtle' : 'ghost'}
                      colorPalette="brand"
                      justifyContent="flex-start"
                      size="sm"
                    >
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
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    size="sm"
                    color="fg.error"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                  >
                    <Trans>Logout</Trans>
                  </Button>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

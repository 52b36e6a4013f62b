import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ROLE } from '../../contract/constants';
import type { TCategory } from '../../contract/categories';
import { categoryTreeQueryOptions } from '../lib/categories';
import type { TUser } from '../lib/session';
import { LanguageSwitcher } from './language-switcher.plain';
import { CoinBalance } from './coin-balance.plain';
import { DrawerLogoutButton, NavDrawerFrame } from './nav-drawer-frame';
import { ACCOUNT_LINKS, PUBLIC_NAV_LINKS } from './nav-links';
import { UserIdentity } from './user-identity';

type MobileNavDrawerProps = {
  user: TUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type DrawerItemProps = {
  /** A router `<Link>` (or a button) styled as a drawer row. */
  children: ReactNode;
  indent?: boolean;
};

function DrawerItem({ children, indent = false }: DrawerItemProps) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" size="sm" ps={indent ? '6' : '3'} fontWeight={indent ? 'normal' : 'medium'}>
      {children}
    </Button>
  );
}

function CategoryLinks({ onNavigate }: { onNavigate: () => void }) {
  const { data: categories } = useQuery(categoryTreeQueryOptions());
  if (!categories || categories.length === 0) return null;
  const renderCategory = (category: TCategory, indent: boolean): ReactNode => (
    <Box key={category.id}>
      <DrawerItem indent={indent}>
        <Link to="/category/$id" params={{ id: String(category.id) }} onClick={onNavigate}>
          {category.name}
        </Link>
      </DrawerItem>
      {category.children?.map((child) => renderCategory(child, true))}
    </Box>
  );
  return (
    <Stack gap="0.5" as="nav" aria-labelledby="drawer-categories-heading">
      <Text id="drawer-categories-heading" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3" pb="1">
        <Trans>Categories</Trans>
      </Text>
      {categories.map((category) => renderCategory(category, false))}
    </Stack>
  );
}

/** The public navbar's side drawer on small screens: the same items plus every category. */
export function MobileNavDrawer({ user, open, onOpenChange }: MobileNavDrawerProps) {
  const { i18n } = useLingui();
  const close = () => onOpenChange(false);

  return (
    <NavDrawerFrame title={<Trans>Menu</Trans>} open={open} onOpenChange={onOpenChange}>
      {user ? (
        <Stack gap="2" px="3">
          <UserIdentity user={user} />
          <Box alignSelf="flex-start">
            <CoinBalance user={user} />
          </Box>
        </Stack>
      ) : null}
      <Stack gap="0.5" as="nav">
        {PUBLIC_NAV_LINKS.map((link) => (
          <DrawerItem key={link.to}>
            <Link to={link.to} hash={'hash' in link ? link.hash : undefined} onClick={close}>
              {i18n._(link.label)}
            </Link>
          </DrawerItem>
        ))}
      </Stack>
      <Separator />
      {user ? (
        <Stack gap="0.5">
          {ACCOUNT_LINKS.map((link) => (
            <DrawerItem key={link.to}>
              <Link to={link.to} onClick={close}>
                {i18n._(link.label)}
              </Link>
            </DrawerItem>
          ))}
          {user.role_id === ROLE.admin ? (
            <DrawerItem>
              <Link to="/dashboard/events" onClick={close}>
                <Trans>Switch to Dashboard</Trans>
              </Link>
            </DrawerItem>
          ) : null}
          <DrawerLogoutButton onClose={close} />
        </Stack>
      ) : (
        <Stack gap="2">
          <Button asChild variant="outline">
            <Link to="/login" onClick={close}>
              <Trans>Login</Trans>
            </Link>
          </Button>
          <Button asChild>
            <Link to="/register" onClick={close}>
              <Trans>Register</Trans>
            </Link>
          </Button>
        </Stack>
      )}
      <LanguageSwitcher fullWidth />
      <Separator />
      <CategoryLinks onNavigate={close} />
    </NavDrawerFrame>
  );
}

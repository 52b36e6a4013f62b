import { Button, Circle, Menu } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ROLE } from '../../contract/constants';
import type { TUser } from '../lib/session';
import { AccountMenu } from './account-menu';
import { ChevronDownIcon } from './icons';
import { ACCOUNT_LINKS } from './nav-links';
import { UserIdentity } from './user-identity';

type UserMenuProps = {
  user: TUser;
};

/** Signed-in dropdown: name and email, account links, dashboard (admins), logout. */
export function UserMenu({ user }: UserMenuProps) {
  const { t, i18n } = useLingui();
  const userName = user.name;
  const initial = userName.trim().charAt(0).toUpperCase() || '?';

  return (
    <AccountMenu
      minW="60"
      trigger={
        <Button variant="ghost" size="sm" px="1.5" aria-label={t`Account menu for ${userName}`}>
          <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden="true">
            {initial}
          </Circle>
          <ChevronDownIcon display={{ base: 'none', md: 'inline-block' }} />
        </Button>
      }
    >
      <UserIdentity user={user} px="2" py="1.5" />
      <Menu.Separator />
      {ACCOUNT_LINKS.map((link) => (
        <Menu.Item key={link.to} value={link.to} asChild>
          <Link to={link.to}>{i18n._(link.label)}</Link>
        </Menu.Item>
      ))}
      {user.role_id === ROLE.admin ? (
        <Menu.Item value="dashboard" asChild>
          <Link to="/dashboard/events">
            <Trans>Switch to Dashboard</Trans>
          </Link>
        </Menu.Item>
      ) : null}
      <Menu.Separator />
    </AccountMenu>
  );
}

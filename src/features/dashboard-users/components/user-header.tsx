import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TAdminUser } from '../../../../contract/admin-people';
import { BanIcon, PencilIcon } from '../../../components/dashboard/dashboard-icons';
import { ClockIcon, CoinIcon, UserIcon } from '../../../components/icons';
import { PlusIcon } from '../../../components/wallet-icons';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { RoleControl } from './role-control';
import { EmailText, PhoneText, RoleBadge } from './user-facts';

/** Name, contact, role and coins of the user, and what the admin can do with the account. */
export function UserHeader({ user }: { user: TAdminUser }) {
  const locale = useAppLocale();
  const coins = formatCoins(user.coins, locale);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="4">
      <HStack gap={{ base: '3', md: '4' }} align="flex-start" minW="0">
        <Box bg="brand.subtle" color="brand.fg" p="3" rounded="full" flexShrink="0" aria-hidden="true">
          <UserIcon boxSize="6" />
        </Box>
        <Stack gap="1.5" minW="0">
          <HStack gap="2" wrap="wrap" align="center">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start" overflowWrap="anywhere">
              <bdi>{user.name}</bdi>
            </Heading>
            <RoleBadge roleId={user.role_id} />
          </HStack>
          <Text fontSize="sm">
            <EmailText email={user.email} />
          </Text>
          <Text fontSize="sm">
            <PhoneText phone={user.phone} />
          </Text>
          <HStack gap="1.5" fontSize="sm" fontWeight="semibold">
            <CoinIcon color="sand.600" aria-hidden="true" />
            <Text>
              <Trans>{coins} coins</Trans>
            </Text>
          </HStack>
        </Stack>
      </HStack>
      <UserActions user={user} />
    </Stack>
  );
}

/** The role control, and the account actions the spec keeps for later (docs/product.md §2 users). */
function UserActions({ user }: { user: TAdminUser }) {
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        <RoleControl user={user} />
        <ComingSoon icon={<PencilIcon />} label={<Trans>Edit</Trans>} />
        <ComingSoon icon={<PlusIcon />} label={<Trans>Add coins</Trans>} />
        <ComingSoon icon={<BanIcon />} label={<Trans>Deactivate</Trans>} />
      </HStack>
      <AuditLinks userId={user.id} />
    </Stack>
  );
}

/**
 * The audit log (docs/architecture.md §12) of the account itself (its role, its profile) and of everything the
 * user changed as an administrator or door staff.
 */
function AuditLinks({ userId }: { userId: number }) {
  return (
    <HStack gap="1" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/audit" search={{ entity: 'user', entity_id: userId }}>
          <ClockIcon />
          <Trans>History</Trans>
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard/audit" search={{ actor_id: userId }}>
          <ClockIcon />
          <Trans>Actions by this user</Trans>
        </Link>
      </Button>
    </HStack>
  );
}

/** Shown, but disabled and marked, so the admin knows the action is planned rather than missing. */
function ComingSoon({ icon, label }: { icon: ReactNode; label: ReactNode }) {
  return (
    <Button variant="outline" size="sm" disabled>
      {icon}
      {label}
      <Badge variant="subtle" colorPalette="gray" size="sm">
        <Trans>Coming soon</Trans>
      </Badge>
    </Button>
  );
}

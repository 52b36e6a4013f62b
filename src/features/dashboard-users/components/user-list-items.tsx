import { Box, chakra, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminUser } from '../../../../contract/admin-people';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { formatShortDate } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { CoinsText, EmailText, PhoneText, RoleBadge } from './user-facts';

type UserListItemsProps = {
  users: TAdminUser[];
};

/** The users as a table on desktop and as stacked cards on a phone, where six columns would not fit. */
export function UserListItems({ users }: UserListItemsProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Users`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>Name</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Email</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Phone</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Role</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Coins</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Joined</Trans>
              </HeaderCell>
            </>
          }
        >
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Users`}>
        {users.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function UserRow({ user }: { user: TAdminUser }) {
  return (
    <Row>
      <Cell>
        <UserNameLink user={user} />
      </Cell>
      <Cell>
        <EmailText email={user.email} />
      </Cell>
      <Cell>
        <PhoneText phone={user.phone} />
      </Cell>
      <Cell>
        <RoleBadge roleId={user.role_id} />
      </Cell>
      <Cell numeric>
        <CoinsText coins={user.coins} />
      </Cell>
      <Cell>
        <Joined user={user} />
      </Cell>
    </Row>
  );
}

function UserCard({ user }: { user: TAdminUser }) {
  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0" fontSize="sm">
          <UserNameLink user={user} />
          <EmailText email={user.email} />
        </Stack>
        <RoleBadge roleId={user.role_id} />
      </HStack>
      <CardFields>
        <CardField label={<Trans>Phone</Trans>}>
          <PhoneText phone={user.phone} />
        </CardField>
        <CardField label={<Trans>Coins</Trans>}>
          <CoinsText coins={user.coins} />
        </CardField>
        <CardField label={<Trans>Joined</Trans>}>
          <Joined user={user} />
        </CardField>
      </CardFields>
    </Stack>
  );
}

function UserNameLink({ user }: { user: TAdminUser }) {
  return (
    <ChakraLink asChild fontWeight="semibold" color="brand.fg" overflowWrap="anywhere">
      <Link to="/dashboard/users/$id" params={{ id: String(user.id) }}>
        <bdi>{user.name}</bdi>
      </Link>
    </ChakraLink>
  );
}

function Joined({ user }: { user: TAdminUser }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={user.created_at} whiteSpace="nowrap">
      {formatShortDate(user.created_at, locale)}
    </chakra.time>
  );
}

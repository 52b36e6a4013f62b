import { Box, chakra, Link as ChakraLink } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TAdminUser } from '../../../../contract/admin-people';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { formatShortDate } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { CoinsText, EmailText, PhoneText, RoleBadge } from './user-facts';

/* A user's cells (docs/product.md §2 /dashboard/users): the users list is the one place users are listed. */
const COLUMNS: RecordColumn<TAdminUser>[] = [
  {
    id: 'name',
    header: msg`Name`,
    card: 'title',
    cell: (user) => <UserNameLink user={user} />,
    cardCell: (user) => (
      <Box fontSize="sm">
        <UserNameLink user={user} />
      </Box>
    ),
  },
  {
    id: 'email',
    header: msg`Email`,
    card: 'title',
    cell: (user) => <EmailText email={user.email} />,
    cardCell: (user) => (
      <Box fontSize="sm">
        <EmailText email={user.email} />
      </Box>
    ),
  },
  { id: 'phone', header: msg`Phone`, cell: (user) => <PhoneText phone={user.phone} /> },
  { id: 'role', header: msg`Role`, card: 'badge', cell: (user) => <RoleBadge roleId={user.role_id} /> },
  { id: 'coins', header: msg`Coins`, numeric: true, cell: (user) => <CoinsText coins={user.coins} /> },
  { id: 'joined', header: msg`Joined`, cell: (user) => <Joined user={user} /> },
];

/** The users as a table on desktop and as stacked cards on a phone, where six columns would not fit. */
export function UserListItems({ users }: { users: TAdminUser[] }) {
  const { t } = useLingui();
  return <RecordList label={t`Users`} rows={users} columns={COLUMNS} minW="3xl" cardsBelow="md" />;
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

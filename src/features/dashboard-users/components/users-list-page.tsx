import { Button, Container, Field, HStack, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { PagedRecords } from '../../../components/dashboard/paged-records';
import { SearchInput } from '../../../components/dashboard/search-input';
import { UserIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { dashboardUserListQueryOptions } from '../api/dashboard-users.queries';
import { ROLE_ID_OF_FILTER, USER_ROLE_FILTERS, usersListFilters, type TDashboardUsersSearch } from '../dashboard-users-search';
import { roleLabel } from '../user-roles';
import { UserListItems } from './user-list-items';

const routeApi = getRouteApi('/dashboard/_admin/users/');

/** /dashboard/users (docs/product.md §2): every account with its role and coins; search, role filter, pages. */
export function UsersListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Users`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const query = useQuery(dashboardUserListQueryOptions(usersListFilters(search)));
  const filtered = Boolean(search.search) || search.role !== undefined;

  function update(next: Partial<TDashboardUsersSearch>) {
    // docs/product.md §4: any filter change starts again at page 1.
    void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true, resetScroll: false });
  }

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
          <Trans>Users</Trans>
        </Heading>
        <HStack gap="3" wrap="wrap" align="flex-end">
          <SearchInput
            value={search.search ?? ''}
            onChange={(text) => update({ search: text === '' ? undefined : text })}
            label={t`Search users`}
            placeholder={t`Name, email or phone`}
          />
          <Field.Root w={{ base: 'full', sm: '48' }}>
            <Field.Label srOnly>
              <Trans>Role</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                value={search.role ?? ''}
                onChange={(event) => update({ role: USER_ROLE_FILTERS.find((role) => role === event.target.value) })}
              >
                <option value="">{t`All roles`}</option>
                {USER_ROLE_FILTERS.map((role) => (
                  <option key={role} value={role}>
                    {i18n._(roleLabel(ROLE_ID_OF_FILTER[role]))}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
        <PagedRecords
          query={query}
          loadingLabel={t`Loading users`}
          failureTitle={<Trans>Failed to load users</Trans>}
          isEmpty={(data) => data.users.length === 0}
          emptyIcon={<UserIcon boxSize="6" />}
          emptyTitle={filtered ? <Trans>No users match your search</Trans> : <Trans>No users yet</Trans>}
          emptyAction={
            filtered ? (
              <Button variant="outline" onClick={() => update({ search: undefined, role: undefined })}>
                <Trans>Clear search and filter</Trans>
              </Button>
            ) : null
          }
          onPageChange={(next) => void navigate({ search: (current) => ({ ...current, page: next === 1 ? undefined : next }) })}
        >
          {(data) => <UserListItems users={data.users} />}
        </PagedRecords>
      </Stack>
    </Container>
  );
}

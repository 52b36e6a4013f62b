import { Button, Field, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ADMIN_EVENT_STATUSES } from '../../../../contract/admin-catalogue';
import { CalendarIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { PlusIcon } from '../../../components/wallet-icons';
import { dashboardEventListQueryOptions } from '../api/dashboard-events.queries';
import type { TDashboardEventsSearch } from '../dashboard-events-search';
import { EVENT_STATUS_LABELS } from '../event-status';
import { EventListItems } from './event-list-items';
import { ListPageFrame } from '../../../components/dashboard/list-page-frame';
import { PagedRecords } from '../../../components/dashboard/paged-records';
import { SearchInput } from '../../../components/dashboard/search-input';

const routeApi = getRouteApi('/dashboard/_admin/events/');

/** /dashboard/events (docs/product.md §2): every event with its status and counts; search, filter, pages. */
export function EventsListPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Events`);
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const query = useQuery(dashboardEventListQueryOptions({ page, search: search.search, status: search.status }));
  const filtered = Boolean(search.search) || search.status !== undefined;

  function update(next: Partial<TDashboardEventsSearch>) {
    // docs/product.md §4: any filter change starts again at page 1.
    void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true, resetScroll: false });
  }

  return (
    <ListPageFrame
      title={<Trans>Events</Trans>}
      action={
        <Button asChild>
          <Link to="/dashboard/events/create">
            <PlusIcon />
            <Trans>Create event</Trans>
          </Link>
        </Button>
      }
    >
      <HStack gap="3" wrap="wrap" align="flex-end">
        <SearchInput
          value={search.search ?? ''}
          onChange={(text) => update({ search: text === '' ? undefined : text })}
          label={t`Search events`}
          placeholder={t`Search by name or place`}
        />
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label srOnly>
            <Trans>Status</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={search.status ?? ''}
              onChange={(event) => update({ status: ADMIN_EVENT_STATUSES.find((status) => status === event.target.value) })}
            >
              <option value="">{t`All statuses`}</option>
              {ADMIN_EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(EVENT_STATUS_LABELS[status])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <PagedRecords
        query={query}
        loadingLabel={t`Loading events`}
        failureTitle={<Trans>Failed to fetch events</Trans>}
        isEmpty={(data) => data.events.length === 0}
        emptyIcon={<CalendarIcon boxSize="6" />}
        emptyTitle={filtered ? <Trans>No events match your search</Trans> : <Trans>No events yet</Trans>}
        emptyAction={
          filtered ? (
            <Button variant="outline" onClick={() => update({ search: undefined, status: undefined })}>
              <Trans>Clear search and filter</Trans>
            </Button>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              <Trans>Create the first event, then add its ticket types.</Trans>
            </Text>
          )
        }
        onPageChange={(next) => void navigate({ search: (current) => ({ ...current, page: next === 1 ? undefined : next }) })}
      >
        {(data) => <EventListItems events={data.events} />}
      </PagedRecords>
    </ListPageFrame>
  );
}

import { Button, Container, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowStartIcon } from '../../../components/icons';
import { PageTabs } from '../../../components/page-tabs';
import { usePageTitle } from '../../../components/use-page-title';
import { useAppLocale } from '../../../lib/store';
import { dashboardEventQueryOptions } from '../api/dashboard-events.queries';
import { DEFAULT_EVENT_DASHBOARD_TAB, EVENT_DASHBOARD_TABS, type TEventDashboardTab } from '../event-dashboard-tabs';
import { localizedName } from '../../../lib/localized-text';
import { BookingsView } from './bookings-view';
import { CheckInsView } from './check-ins-view';
import { EventDashboardHeader } from './event-dashboard-header';
import { TicketsView } from './tickets-view';

const routeApi = getRouteApi('/dashboard/_admin/events/$id/');

const TAB_LABELS: Record<TEventDashboardTab, ReactNode> = {
  tickets: <Trans>Tickets</Trans>,
  bookings: <Trans>Bookings</Trans>,
  'check-ins': <Trans>Check-ins</Trans>,
};

/** /dashboard/events/{id} (docs/product.md §2): the event's header, and its tabs for the admin. */
export function EventDashboardPage() {
  const { t } = useLingui();
  const locale = useAppLocale();
  const { id } = routeApi.useParams();
  const { tab = DEFAULT_EVENT_DASHBOARD_TAB, search = '', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // The route's beforeLoad already refused an id that is not a positive 32-bit integer (404).
  const eventId = Number(id);
  const event = useQuery(dashboardEventQueryOptions(eventId));
  usePageTitle(event.data ? localizedName(event.data, locale) : t`Event details`);

  function selectTab(value: TEventDashboardTab) {
    // The bookings search and page belong to that tab: another tab starts without them.
    void navigate({ search: { tab: value === DEFAULT_EVENT_DASHBOARD_TAB ? undefined : value }, replace: true, resetScroll: false });
  }

  function searchBookings(text: string) {
    // A new search starts again at page 1 (docs/product.md §4).
    void navigate({ search: (current) => ({ ...current, search: text === '' ? undefined : text, page: undefined }), replace: true, resetScroll: false });
  }

  function showBookingsPage(next: number) {
    void navigate({ search: (current) => ({ ...current, page: next > 1 ? next : undefined }), resetScroll: false });
  }

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="1">
          <Link to="/dashboard/events">
            <ArrowStartIcon />
            <Trans>All events</Trans>
          </Link>
        </Button>
        <EventDashboardHeader eventId={eventId} event={event} />
        <PageTabs tabs={EVENT_DASHBOARD_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
          <Tabs.Content value="tickets" pt={{ base: '5', md: '6' }}>
            <TicketsView eventId={eventId} />
          </Tabs.Content>
          <Tabs.Content value="bookings" pt={{ base: '5', md: '6' }}>
            <BookingsView eventId={eventId} search={search} page={page} onSearchChange={searchBookings} onPageChange={showBookingsPage} />
          </Tabs.Content>
          <Tabs.Content value="check-ins" pt={{ base: '5', md: '6' }}>
            <CheckInsView eventId={eventId} />
          </Tabs.Content>
        </PageTabs>
      </Stack>
    </Container>
  );
}

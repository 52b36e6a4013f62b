import { Button, Container, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { PageTabs } from '../../../components/page-tabs';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { usePageTitle } from '../../../components/use-page-title';
import { ticketsSyncQueryOptions } from '../../../offline/tickets-sync';
import { MY_TICKETS_TABS, type TMyTicketsTab } from '../my-tickets-tabs';
import { TicketDetailDialog } from './ticket-detail-dialog';
import { TicketList } from './ticket-list';

const routeApi = getRouteApi('/_authenticated/my-tickets');

const TAB_LABELS: Record<TMyTicketsTab, ReactNode> = {
  ready: <Trans>Ready to Use</Trans>,
  used: <Trans>Used</Trans>,
  expired: <Trans>Expired</Trans>,
};

type MyTicketsPageProps = {
  /** Above the tabs: the orders still waiting for payment (the checkout feature's, composed by the route). */
  pendingOrders?: ReactNode;
};

/** /my-tickets (docs/product.md §2): tabs Ready to Use, Used, Expired, and a detail dialog with the QR and history. */
export function MyTicketsPage({ pendingOrders }: MyTicketsPageProps) {
  const { t } = useLingui();
  usePageTitle(t`My Tickets`);
  const { tab = 'ready' } = routeApi.useSearch();
  const { user } = routeApi.useRouteContext();
  const navigate = useNavigate();
  const [openBooking, setOpenBooking] = useState<TBooking | null>(null);
  // Opening My Tickets online also refreshes the copy the offline pass reads.
  useQuery(ticketsSyncQueryOptions());

  function selectTab(value: TMyTicketsTab) {
    void navigate({ to: '/my-tickets', search: { tab: value === 'ready' ? undefined : value }, replace: true });
  }

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            <Trans>My Tickets</Trans>
          </Heading>
          <Button asChild variant="outline">
            <Link to="/pass">
              <QrCodeIcon />
              <Trans>Open pass</Trans>
            </Link>
          </Button>
        </HStack>
        {pendingOrders}
        <PageTabs tabs={MY_TICKETS_TABS} labels={TAB_LABELS} value={tab} onChange={selectTab}>
          {MY_TICKETS_TABS.map((value) => (
            <Tabs.Content key={value} value={value} pt="5">
              <TicketList tab={value} userId={user.id} onOpen={setOpenBooking} />
            </Tabs.Content>
          ))}
        </PageTabs>
      </Stack>
      <TicketDetailDialog booking={openBooking} userId={user.id} onClose={() => setOpenBooking(null)} />
    </Container>
  );
}

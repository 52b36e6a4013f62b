import { Button, Center, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useAtomValue } from '../../../lib/atoms';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, TicketIcon, WifiOffIcon } from '../../../components/icons';
import { SunIcon } from '../../../components/wallet-icons';
import { usePageTitle } from '../../../components/use-page-title';
import { formatFullDateTime } from '../../../lib/dates';
import { onlineAtom, useAppLocale } from '../../../lib/store';
import { savedTicketsQueryOptions, ticketsSyncQueryOptions } from '../../../offline/tickets-sync';
import { statusNow } from '../../../offline/tickets-store';
import { useWakeLock } from '../hooks/use-wake-lock';
import { byEventStart } from '../pass-format';
import { PassCarousel } from './pass-carousel';

const routeApi = getRouteApi('/_authenticated/pass');

/**
 * /pass (docs/product.md §2: the pass page): the attendee's wallet at the gate. Reads the copy on this device first,
 * so it opens instantly and with no network; refreshes it from the server whenever online.
 */
export function PassPage() {
  const { t } = useLingui();
  usePageTitle(t`Pass`);
  const locale = useAppLocale();
  const online = useAtomValue(onlineAtom);
  const { user } = routeApi.useRouteContext();
  const saved = useQuery(savedTicketsQueryOptions(user.id));
  const sync = useQuery(ticketsSyncQueryOptions());
  const now = Date.now();
  const ready = (saved.data?.bookings ?? []).filter((booking) => statusNow(booking, now) === 'active').sort(byEventStart);
  const wakeLock = useWakeLock(ready.length > 0);
  const savedAt = saved.data?.savedAt ?? null;
  const savedTime = savedAt === null ? null : formatFullDateTime(new Date(savedAt), locale);

  let body: ReactNode;
  // The first visit waits for the download; from then on the saved copy shows at once.
  if (saved.isPending || (saved.data === null && online && (sync.isFetching || saved.isFetching))) {
    body = (
      <Center py="16" role="status" aria-label={t`Loading your passes…`}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  } else if (saved.data === null || saved.isError) {
    body = online ? (
      <EmptyState headingSize="lg" icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to fetch tickets</Trans>}>
        <Button loading={sync.isFetching} onClick={() => void sync.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </EmptyState>
    ) : (
      <EmptyState headingSize="lg" icon={<WifiOffIcon boxSize="8" color="fg.muted" />} title={<Trans>Your passes are not on this device yet</Trans>}>
        <Text color="fg.muted">
          <Trans>Open the pass once while online; after that it works without a connection.</Trans>
        </Text>
      </EmptyState>
    );
  } else if (ready.length === 0) {
    body = (
      <EmptyState headingSize="lg" icon={<TicketIcon boxSize="8" color="brand.fg" />} title={<Trans>No tickets ready to use</Trans>}>
        <Text color="fg.muted">
          <Trans>Book a ticket and its QR code shows up here, ready for the gate.</Trans>
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild>
            <Link to="/" hash="events">
              <Trans>Browse events</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/my-tickets">
              <Trans>My Tickets</Trans>
            </Link>
          </Button>
        </HStack>
      </EmptyState>
    );
  } else {
    body = <PassCarousel bookings={ready} />;
  }

  return (
    <Container maxW="3xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            <Trans>Pass</Trans>
          </Heading>
          {savedTime ? (
            <Text fontSize="sm" color="fg.muted" data-testid="pass-saved-at">
              {online ? <Trans>Updated {savedTime}</Trans> : <Trans>Offline · saved on this device {savedTime}</Trans>}
            </Text>
          ) : null}
        </Stack>
        {body}
        {ready.length > 0 ? (
          <HStack gap="2.5" px="4" py="2.5" rounded="lg" bg="sand.100" color="sand.950" fontSize="sm" align="flex-start" w="full" maxW="26rem" mx="auto">
            <SunIcon flexShrink="0" mt="0.5" color="sand.700" />
            <Text>
              {wakeLock === 'on' ? (
                <Trans>Turn your screen brightness up for the scanner. The screen stays on while the pass is open.</Trans>
              ) : (
                <Trans>Turn your screen brightness up for the scanner.</Trans>
              )}
            </Text>
          </HStack>
        ) : null}
      </Stack>
    </Container>
  );
}

import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from '../../../lib/atoms';
import { ROLE } from '../../../../contract/constants';
import { AlertIcon, CalendarIcon, WifiOffIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { errorMessage } from '../../../lib/screen-error-messages';
import { onlineAtom } from '../../../lib/store';
import { scanEventsQueryOptions } from '../api/scanner.queries';
import { isOnToday } from '../scanner-format';
import { ScanEventRow } from './scan-event-row';

const routeApi = getRouteApi('/dashboard/scan');

/** /dashboard/scan: the events at the door today and in the next 7 days, each with its scanner. */
export function ScanEventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Scanner`);
  const online = useAtomValue(onlineAtom);
  const { user } = routeApi.useRouteContext();
  const query = useQuery(scanEventsQueryOptions());
  const now = new Date();

  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '5' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            <Trans>Scanner</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <Trans>Events today and in the next 7 days. Choose one to start scanning tickets.</Trans>
          </Text>
        </Stack>
        {query.isPending ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading events`}>
            <Skeleton h="48" rounded="xl" />
            <Skeleton h="48" rounded="xl" />
          </Stack>
        ) : query.isError ? (
          <ScanEventsError offline={!online} message={errorMessage(query.error)} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <Stack align="center" gap="3" py="12" textAlign="center">
            <CalendarIcon boxSize="8" color="fg.muted" />
            <Heading as="h2" size="md">
              <Trans>No events today or this week</Trans>
            </Heading>
          </Stack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {query.data.map((event) => (
              <li key={event.id}>
                <ScanEventRow event={event} onToday={isOnToday(event, now)} showCheckIns={user.role_id === ROLE.admin} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

type ScanEventsErrorProps = {
  offline: boolean;
  message: string;
  retrying: boolean;
  onRetry: () => void;
};

function ScanEventsError({ offline, message, retrying, onRetry }: ScanEventsErrorProps) {
  return (
    <Stack align="center" gap="3" py="12" textAlign="center" role="alert">
      {offline ? <WifiOffIcon boxSize="8" color="fg.muted" /> : <AlertIcon boxSize="8" color="fg.error" />}
      <Heading as="h2" size="md">
        <Trans>Failed to fetch events</Trans>
      </Heading>
      <Text color="fg.muted">
        {offline ? (
          <Trans>You are offline. A scanner opened on this phone before still works offline: go back to it from your browser history.</Trans>
        ) : (
          message
        )}
      </Text>
      {offline ? null : (
        <Button loading={retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Stack>
  );
}

import { Button, Container, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AlertIcon, ArrowStartIcon } from '../../../components/icons';
import { PagePending } from '../../../components/page-pending';
import { StatusScreen } from '../../../components/status-screen';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { eventQueryOptions } from '../api/events.queries';
import { EventDetails } from './event-details';

type EventPageProps = {
  /** Parsed from the URL; null when the id is not a positive integer. */
  eventId: number | null;
};

function BackLink() {
  return (
    <Container maxW="6xl" pt="6">
      <Button asChild variant="ghost" size="sm" colorPalette="brand" ps="1">
        <Link to="/" hash="events">
          <ArrowStartIcon />
          <Trans>All events</Trans>
        </Link>
      </Button>
    </Container>
  );
}

function InvalidEvent() {
  const { t } = useLingui();
  usePageTitle(t`Invalid event ID`);
  return (
    <StatusScreen
      icon={<AlertIcon boxSize="10" color="fg.error" />}
      title={<Trans>Invalid event ID</Trans>}
      description={<Trans>Check the link, or browse all events.</Trans>}
    />
  );
}

function EventLoaded({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const query = useQuery(eventQueryOptions(eventId));
  usePageTitle(query.data?.name ?? (query.isError ? t`Failed to fetch event` : null));

  if (query.isPending) return <PagePending />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <StatusScreen
        icon={<AlertIcon boxSize="10" color="fg.error" />}
        title={<Trans>Failed to fetch event</Trans>}
        description={notFound ? <Trans>This event could not be found.</Trans> : errorMessage(query.error)}
        actions={
          notFound ? null : (
            <HStack>
              <Button colorPalette="brand" loading={query.isFetching} onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </HStack>
          )
        }
      />
    );
  }
  return <EventDetails event={query.data} />;
}

/** /event/{id}: details, dates, place, categories, badges, description and ticket types. */
export function EventPage({ eventId }: EventPageProps) {
  return (
    <>
      <BackLink />
      {eventId === null ? <InvalidEvent /> : <EventLoaded eventId={eventId} />}
    </>
  );
}

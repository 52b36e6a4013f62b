import { Button, Container, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TEvent } from '../../../../contract/events';
import { AlertIcon, ArrowStartIcon, CalendarIcon, SearchIcon } from '../../../components/icons';
import { StatusScreen } from '../../../components/status-screen';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../../../lib/page-meta';
import { eventQueryOptions } from '../api/events.queries';
import { EventDetails, EventDetailsSkeleton } from './event-details';

type EventPageProps = {
  /** Parsed from the URL; null when the id is not a positive integer. */
  eventId: number | null;
  /**
   * Slot for the booking panel (ticket selection, quantity, totals), which another feature renders.
   * The route composes it (features never import each other): either a node, or a function of the
   * loaded event and the VAT rate (percent, null from an old offline copy) the server sent with it. It
   * shows under the ticket list; without it the page lists ticket types and prices.
   */
  booking?: ReactNode | ((event: TEvent, vatRate: number | null) => ReactNode);
};

function BackLink() {
  return (
    <Container maxW="6xl" pt="6">
      <Button asChild variant="ghost" size="sm" ps="1">
        <Link to="/" hash="events">
          <ArrowStartIcon />
          <Trans>All events</Trans>
        </Link>
      </Button>
    </Container>
  );
}

function BackToEvents({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/">
        <Trans>See all events</Trans>
      </Link>
    </Button>
  );
}

function InvalidEvent() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<SearchIcon boxSize="10" />}
      iconTinted
      title={t(PAGE_TITLES.invalidEvent)}
      description={<Trans>Check the link, or browse all events.</Trans>}
      actions={<BackToEvents />}
    />
  );
}

/** A 404 is news, not a failure (issue 15 item 7): a friendly page with the way back home. */
function EventNotFound() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<CalendarIcon boxSize="10" />}
      iconTinted
      title={t(PAGE_TITLES.eventNotFound)}
      description={t(PAGE_DESCRIPTIONS.eventNotFound)}
      actions={<BackToEvents />}
    />
  );
}

type EventLoadedProps = {
  eventId: number;
  booking: EventPageProps['booking'];
};

function EventLoaded({ eventId, booking }: EventLoadedProps) {
  const { t } = useLingui();
  const query = useQuery(eventQueryOptions(eventId));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // The error screens' own titles, not the site name: this (parent) effect runs after theirs and would win,
  // and the server's head says the same (src/ssr/head.ts).
  const failedTitle = t(notFound ? PAGE_TITLES.eventNotFound : PAGE_TITLES.eventLoadFailed);
  usePageTitle(query.isError ? failedTitle : (query.data?.event.name ?? null));

  if (query.isPending) return <EventDetailsSkeleton />;
  if (query.isError) {
    if (notFound) return <EventNotFound />;
    return (
      <StatusScreen
        icon={<AlertIcon boxSize="10" color="fg.muted" />}
        title={t(PAGE_TITLES.eventLoadFailed)}
        description={errorMessage(query.error)}
        actions={
          <HStack gap="3" wrap="wrap" justify="center">
            <Button loading={query.isFetching} onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
            <BackToEvents variant="outline" />
          </HStack>
        }
      />
    );
  }
  const { event, vatRate, savedOfflineAt } = query.data;
  return <EventDetails event={event} savedOfflineAt={savedOfflineAt} booking={typeof booking === 'function' ? booking(event, vatRate) : booking} />;
}

/** /event/{id}: details, dates, place, categories, badges, description, ticket types and the booking slot. */
export function EventPage({ eventId, booking }: EventPageProps) {
  return (
    <>
      <BackLink />
      {eventId === null ? <InvalidEvent /> : <EventLoaded eventId={eventId} booking={booking} />}
    </>
  );
}

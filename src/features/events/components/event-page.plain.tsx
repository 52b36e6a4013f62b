import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TEvent } from '../../../../contract/events';
import { Glyph } from '../../../components/glyph.plain';
import { ALERT_PATH, ARROW_START_PATH, CALENDAR_PATH, SEARCH_PATH } from '../../../components/icon-paths.plain';
import { Button, Container, Spinner } from '../../../components/plain/kit.plain';
import { StatusScreen } from '../../../components/status-screen.plain';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../../../lib/page-meta';
import { eventQueryOptions } from '../api/events.queries';
import { EventDetails, EventDetailsSkeleton } from './event-details.plain';

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

/*
 * Plain elements styled by src/styles/event-page.css and the status screen's src/styles/status.css instead of
 * Chakra components (docs/architecture.md §8).
 */

function BackLink() {
  const { t } = useLingui();
  return (
    <Container className="event-page__back">
      <Button asChild variant="ghost" size="sm" className="event-page__back-link">
        <Link to="/" hash="events">
          <Glyph path={ARROW_START_PATH} />
          {t`All events`}
        </Link>
      </Button>
    </Container>
  );
}

function BackToEvents({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  const { t } = useLingui();
  return (
    <Button asChild variant={variant}>
      <Link to="/">{t`See all events`}</Link>
    </Button>
  );
}

/** Chakra's `<Button loading>`: disabled, a spinner over the hidden label while `loading`. */
function RetryButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useLingui();
  const label = t`Try again`;
  return (
    <Button data-loading={loading ? '' : undefined} disabled={loading} onClick={onClick}>
      {loading ? (
        <span className="status-screen__loader">
          <span className="status-screen__loader-spinner">
            <Spinner size="inherit" />
          </span>
          <span className="status-screen__loader-label">{label}</span>
        </span>
      ) : (
        label
      )}
    </Button>
  );
}

function InvalidEvent() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<Glyph path={SEARCH_PATH} className="status-screen__icon" />}
      iconTinted
      title={t(PAGE_TITLES.invalidEvent)}
      description={t`Check the link, or browse all events.`}
      actions={<BackToEvents />}
    />
  );
}

/** A 404 is news, not a failure (docs/product.md §2 Public routes): a friendly page with the way back home. */
function EventNotFound() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<Glyph path={CALENDAR_PATH} className="status-screen__icon" />}
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
        icon={<Glyph path={ALERT_PATH} className="status-screen__icon status-screen__icon--muted" />}
        title={t(PAGE_TITLES.eventLoadFailed)}
        description={errorMessage(query.error)}
        actions={
          <div className="status-screen__actions">
            <RetryButton loading={query.isFetching} onClick={() => void query.refetch()} />
            <BackToEvents variant="outline" />
          </div>
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

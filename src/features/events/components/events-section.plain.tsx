import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EVENTS_PAGE_SIZE } from '../../../../contract/constants';
import { EmptyState } from '../../../components/empty-state.plain';
import { Glyph } from '../../../components/glyph.plain';
import { CALENDAR_PATH } from '../../../components/icon-paths.plain';
import { Button, Container, Heading, Spinner } from '../../../components/plain/kit.plain';
import { errorMessage } from '../../../lib/error-messages';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { TEventFilters } from '../api/event-filters';
import { eventListInfiniteQueryOptions } from '../api/events.queries';
import { EventsGrid, EventsGridSkeleton } from './events-grid.plain';
import { OfflineNotice } from './offline-notice.plain';

/*
 * Plain elements styled by src/styles/home.css (`events-section`), not Chakra components: the block is on the
 * home, category and search pages' first load (docs/architecture.md §8). Its toolbar and offline notice are
 * their own components.
 */

/** Anchor of the events block; the hero's start-search button and the navbar link scroll here. */
export const EVENTS_SECTION_ID = 'events';

type EventsSectionProps = {
  filters: TEventFilters;
  title?: ReactNode;
  /** A line under the title (e.g. what was searched for). */
  subtitle?: ReactNode;
  /** Sort and filter controls, rendered between the title and the grid. */
  toolbar?: ReactNode;
  /** Offers a way out of an empty result (e.g. "Clear filters"). */
  emptyAction?: ReactNode;
  /** h1 where the list is the page (/search), h2 under a hero. */
  headingAs?: 'h1' | 'h2';
};

function EmptyEvents({ action }: { action?: ReactNode }) {
  const { t } = useLingui();
  return (
    <EmptyState framed headingAs="h3" icon={<Glyph path={CALENDAR_PATH} className="events-section__empty-icon" />} title={t`No events found`}>
      <p className="events-section__muted">{t`There are no events matching your choice right now. Check back soon — new events are added every week.`}</p>
      {action}
    </EmptyState>
  );
}

/** Chakra's Button `loading`: a spinner over the label, which keeps the button's width. */
function RetryButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useLingui();
  const label = t`Try again`;
  return (
    <Button variant="outline" data-loading={loading ? '' : undefined} disabled={loading} onClick={onClick}>
      {loading ? (
        <span className="events-section__loader">
          <span className="events-section__loader-spinner">
            <Spinner className="events-section__spinner" />
          </span>
          <span className="events-section__loader-label">{label}</span>
        </span>
      ) : (
        label
      )}
    </Button>
  );
}

/** Events grid with Load more (docs/product.md §2 "Event grid", §4 "Events paging"). */
export function EventsSection({ filters, title, subtitle, toolbar, emptyAction, headingAs = 'h2' }: EventsSectionProps) {
  const query = useInfiniteQuery({
    ...eventListInfiniteQueryOptions(filters),
    // While another filter loads, the previous grid stays (dimmed) instead of jumping to skeletons.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages ?? [];
  const events = pages.flatMap((page) => page.events);
  const savedOfflineAt = pages.reduce<number | null>(
    (oldest, page) => (page.savedOfflineAt === null ? oldest : Math.min(oldest ?? page.savedOfflineAt, page.savedOfflineAt)),
    null,
  );
  const busy = query.isPlaceholderData || query.isFetchingNextPage;
  const total = pages.at(-1)?.pagination.total ?? null;
  const locale = useAppLocale();
  const { t } = useLingui();
  // In the locale's digits, like the plural's own # (docs/product.md §9).
  const shown = formatCount(events.length, locale);

  let content: ReactNode;
  if (query.isPending) {
    content = <EventsGridSkeleton count={EVENTS_PAGE_SIZE} />;
  } else if (query.isError && events.length === 0) {
    content = (
      <div className="events-section__failure">
        <div className="events-section__failure-stack">
          <p className="events-section__muted">{t`Events could not be loaded right now.`}</p>
          <p className="events-section__muted events-section__small">{errorMessage(query.error)}</p>
          <RetryButton loading={query.isFetching} onClick={() => void query.refetch()} />
        </div>
      </div>
    );
  } else if (events.length === 0) {
    content = <EmptyEvents action={emptyAction} />;
  } else {
    content = (
      <div className="events-section__results" data-stale={query.isPlaceholderData ? '' : undefined}>
        <EventsGrid events={events} />
      </div>
    );
  }

  return (
    <section id={EVENTS_SECTION_ID} className="events-section" aria-labelledby="events-heading">
      <Container className="home-container">
        <div className="events-section__stack">
          <div className="events-section__head">
            <Heading as={headingAs} id="events-heading" size="2xl" mdSize="3xl" className="home-heading">
              {title ?? t`Upcoming events`}
            </Heading>
            {subtitle ? <p className="events-section__muted">{subtitle}</p> : null}
          </div>
          {toolbar}
          {savedOfflineAt === null ? null : <OfflineNotice savedAt={savedOfflineAt} />}
          <div aria-busy={busy}>{content}</div>
          {events.length > 0 && total !== null ? (
            <p role="status" className="events-section__muted events-section__small events-section__count">
              <Plural value={total} one={`Showing ${shown} of # event`} other={`Showing ${shown} of # events`} />
            </p>
          ) : null}
          {query.hasNextPage && !query.isPlaceholderData ? (
            <div className="events-section__more">
              <Button
                variant="outline"
                size="lg"
                className="events-section__more-button"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? t`Loading more events…` : t`Load more`}
              </Button>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

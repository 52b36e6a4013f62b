import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TEvent } from '../../../../contract/events';
import { Glyph } from '../../../components/glyph.plain';
import { CALENDAR_PATH, CLOCK_PATH, MAP_PIN_PATH } from '../../../components/icon-paths.plain';
import { Badge, Container, Heading, Skeleton } from '../../../components/plain/kit.plain';
import { formatFullDate, formatTime, muscatDay } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { EventBadges } from './event-badges.plain';
import { EventPoster } from './event-poster.plain';
import { EventTickets } from './event-tickets.plain';
import { OfflineNotice } from './offline-notice.plain';

/*
 * The event page's body as plain elements styled by src/styles/event-page.css (the facts box by
 * src/styles/event-facts.css) instead of Chakra components (docs/architecture.md §8).
 */

type EventDetailsProps = {
  event: TEvent;
  /** Set when the event comes from the copy saved on this device (offline). */
  savedOfflineAt?: number | null;
  /** The booking panel, rendered under the ticket list (see EventPage). */
  booking?: ReactNode;
};

type FactProps = {
  /** One of the drawings of components/icon-paths.plain.tsx. */
  icon: ReactNode;
  label: string;
  children: ReactNode;
};

/** One line of the facts box: plain elements styled by src/styles/event-facts.css (docs/architecture.md §8). */
function Fact({ icon, label, children }: FactProps) {
  return (
    <div className="event-fact">
      <div className="event-fact__icon">
        <Glyph path={icon} />
      </div>
      <div className="event-fact__text">
        <p className="event-fact__label">{label}</p>
        <p className="event-fact__value">{children}</p>
      </div>
    </div>
  );
}

export function EventDetails({ event, savedOfflineAt = null, booking }: EventDetailsProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const eventName = event.name;
  const sameDay = muscatDay(event.start_date) === muscatDay(event.finish_date);
  const startDate = formatFullDate(event.start_date, locale);
  const finishDate = formatFullDate(event.finish_date, locale);
  const startTime = formatTime(event.start_date, locale);
  const finishTime = formatTime(event.finish_date, locale);

  return (
    <Container className="event-page">
      {/*
       * Phones and tablets: one column, the booking panel last (the booking bar opens it as a sheet). From `lg`
       * the booking panel is a sticky checkout card beside the description (docs/product.md §2 Event page and booking).
       */}
      <div className="event-page__layout">
        <div className="event-page__top">
          <div className="event-page__poster">
            <EventPoster
              src={event.poster_image_url}
              alt={t`Poster of ${eventName}`}
              priority
              ratio={4 / 5}
              sizes="(min-width: 62em) 300px, (min-width: 48em) 40vw, 100vw"
            />
          </div>
          <div className="event-page__summary">
            {savedOfflineAt === null ? null : <OfflineNotice savedAt={savedOfflineAt} />}
            <div className="event-page__heading">
              <EventBadges badges={event.badges} size="md" />
              <Heading as="h1" size="2xl" mdSize="4xl" className="event-page__title" tabIndex={-1}>
                <bdi>{event.name}</bdi>
              </Heading>
              {event.categories.length > 0 ? (
                <div className="event-page__categories" aria-label={t`Categories`}>
                  {event.categories.map((category) => (
                    <Badge key={category.id} palette="sand" dir="auto">
                      {category.name}
                    </Badge>
                  ))}
                </div>
              ) : null}
            </div>
            <div className="event-facts">
              <Fact icon={CALENDAR_PATH} label={t`Date`}>
                {sameDay ? startDate : t`${startDate} to ${finishDate}`}
              </Fact>
              <Fact icon={CLOCK_PATH} label={t`Time`}>
                {t`${startTime} to ${finishTime}`}
              </Fact>
              <Fact icon={MAP_PIN_PATH} label={t`Location`}>
                {event.location ? <bdi>{event.location}</bdi> : t`Location not available`}
              </Fact>
            </div>
          </div>
        </div>
        <div className="event-page__main">
          <section className="event-page__about" aria-labelledby="about-heading">
            <Heading id="about-heading">{t`About this event`}</Heading>
            {/* Organisers write in either language: the text takes its own direction. */}
            <p className="event-page__description" dir="auto">
              {event.description}
            </p>
          </section>
          <EventTickets tickets={event.tickets} />
        </div>
        {booking ? <div className="event-page__booking">{booking}</div> : null}
      </div>
    </Container>
  );
}

/**
 * The page's outline while the event loads: the route no longer waits for the event before navigating, so a
 * tap far down a list lands at the top of the new page at once (docs/product.md §2 Public routes).
 */
export function EventDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Container className="event-page" role="status" aria-label={t`Loading…`} data-testid="event-skeleton">
      <div className="event-page__layout event-skeleton">
        <div className="event-page__top">
          <Skeleton className="event-skeleton__poster" />
          <div className="event-skeleton__lines">
            <Skeleton className="event-skeleton__badges" />
            <Skeleton className="event-skeleton__title" />
            <Skeleton className="event-skeleton__facts" />
          </div>
        </div>
        <Skeleton className="event-skeleton__booking" />
      </div>
    </Container>
  );
}

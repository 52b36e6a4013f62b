import type { TEvent } from '../../../../contract/events';
import { Skeleton } from '../../../components/plain/kit.plain';
import { EventCard } from './event-card.plain';

/*
 * Plain elements styled by src/styles/home.css (`events-grid`), not Chakra components (docs/architecture.md §8).
 * docs/product.md §2: a responsive grid of 1 to 4 columns (2 from sm, 3 from lg, 4 from xl); one column of compact
 * cards on phones. Each card is laid out only when near the viewport (content-visibility,
 * docs/architecture.md §10). The loading placeholder draws the card's frame (src/styles/event-card.css) and its
 * 4:5 poster: a row on phones, a column from sm.
 */

type EventsGridProps = {
  events: TEvent[];
};

export function EventsGrid({ events }: EventsGridProps) {
  return (
    <ul className="events-grid">
      {events.map((event) => (
        <li key={event.id} className="events-grid__item">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

type EventsGridSkeletonProps = {
  count: number;
};

export function EventsGridSkeleton({ count }: EventsGridSkeletonProps) {
  return (
    <div className="events-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="events-grid__placeholder">
          <Skeleton className="events-grid__poster" />
          <div className="events-grid__lines">
            <Skeleton data-line="date" />
            <Skeleton data-line="title" />
            <Skeleton data-line="place" />
            <Skeleton data-line="button" />
          </div>
        </div>
      ))}
    </div>
  );
}

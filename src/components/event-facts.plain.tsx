import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDayAndTime } from '../lib/dates';
import { useAppLocale } from '../lib/store';
import { Glyph } from './glyph.plain';
import { CALENDAR_PATH, MAP_PIN_PATH } from './icon-paths.plain';

/*
 * Plain elements styled by src/styles/event-page.css (docs/architecture.md §8): the event rows of the scanner,
 * dashboard and tickets pages use these lines too.
 */

/** When an event starts, short: "Nov 22 · 8:00 PM" / "٢٢ نوفمبر، ٨:٠٠ م". */
export function EventStartTime({ startDate }: { startDate: string }) {
  const locale = useAppLocale();
  return <time dateTime={startDate}>{formatDayAndTime(startDate, locale)}</time>;
}

type EventDateLineProps = {
  startDate: string;
  /** After the date (a "Today" badge); the line wraps to make room for it. */
  aside?: ReactNode;
};

/** The calendar line at the top of an event card or row, in the brand colour. */
export function EventDateLine({ startDate, aside }: EventDateLineProps) {
  return (
    <div className="event-line event-line--date" data-wrap={aside ? '' : undefined}>
      <Glyph path={CALENDAR_PATH} />
      <p>
        <EventStartTime startDate={startDate} />
      </p>
      {aside}
    </div>
  );
}

type EventLocationLineProps = {
  location: string | null;
  /** Cut to this many lines (a card); whole when unset. */
  lineClamp?: number;
};

/** Where an event is, after a map pin; the place name takes its own direction. */
export function EventLocationLine({ location, lineClamp }: EventLocationLineProps) {
  const { t } = useLingui();
  const clamped = lineClamp !== undefined;
  return (
    <div className="event-line event-line--location">
      <Glyph path={MAP_PIN_PATH} />
      {/* .line-clamp cuts to 2 lines, or to data-lines (src/styles/plain.css); any other count goes inline. */}
      <p
        className={clamped ? 'line-clamp' : undefined}
        data-lines={clamped ? lineClamp : undefined}
        style={clamped && lineClamp !== 1 && lineClamp !== 2 ? { WebkitLineClamp: lineClamp } : undefined}
      >
        {location ? <bdi>{location}</bdi> : t`Location not available`}
      </p>
    </div>
  );
}

import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDayAndTime } from '../lib/dates';
import { useAppLocale } from '../lib/store';
import { CalendarIcon, MapPinIcon } from './icons';

/** When an event starts, short: "Nov 22 · 8:00 PM" / "٢٢ نوفمبر، ٨:٠٠ م". */
export function EventStartTime({ startDate }: { startDate: string }) {
  const locale = useAppLocale();
  return (
    <time dateTime={startDate}>
      {formatDayAndTime(startDate, locale)}
    </time>
  );
}

type EventDateLineProps = {
  startDate: string;
  /** After the date (a "Today" badge); the line wraps to make room for it. */
  aside?: ReactNode;
};

/** The calendar line at the top of an event card or row, in the brand colour. */
export function EventDateLine({ startDate, aside }: EventDateLineProps) {
  return (
    <HStack gap="2" color="brand.fg" fontSize="sm" fontWeight="semibold" wrap={aside ? 'wrap' : undefined}>
      <CalendarIcon flexShrink="0" />
      <Text>
        <EventStartTime startDate={startDate} />
      </Text>
      {aside}
    </HStack>
  );
}

type EventLocationLineProps = {
  location: string | null;
  /** Cut to this many lines (a card); whole when unset. */
  lineClamp?: number;
};

/** Where an event is, after a map pin; the place name takes its own direction. */
export function EventLocationLine({ location, lineClamp }: EventLocationLineProps) {
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" align="flex-start">
      <MapPinIcon flexShrink="0" mt="0.5" />
      <Text lineClamp={lineClamp}>{location ? <bdi>{location}</bdi> : <Trans>Location not available</Trans>}</Text>
    </HStack>
  );
}

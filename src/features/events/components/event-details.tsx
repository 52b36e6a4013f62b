import { Badge, Box, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TEvent } from '../../../../contract/events';
import { Glyph } from '../../../components/glyph';
import { CALENDAR_PATH, CLOCK_PATH, MAP_PIN_PATH } from '../../../components/icon-paths';
import { formatFullDate, formatTime, muscatDay } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';
import { EventBadges } from './event-badges';
import { EventPoster } from './event-poster';
import { EventTickets } from './event-tickets';
import { OfflineNotice } from './offline-notice';

type EventDetailsProps = {
  event: TEvent;
  /** Set when the event comes from the copy saved on this device (offline). */
  savedOfflineAt?: number | null;
  /** The booking panel, rendered under the ticket list (see EventPage). */
  booking?: ReactNode;
};

type FactProps = {
  /** One of the drawings of components/icons.tsx. */
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
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      {/*
       * Phones and tablets: one column, the booking panel last (the booking bar opens it as a sheet). From `lg`
       * the booking panel is a sticky checkout card beside the description (issue 15 item 1).
       */}
      <Grid
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
        columnGap="10"
        rowGap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <Grid gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '2fr 3fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
          <Box rounded="2xl" overflow="hidden" boxShadow="md">
            <EventPoster
              src={event.poster_image_url}
              alt={t`Poster of ${eventName}`}
              priority
              ratio={4 / 5}
              sizes="(min-width: 62em) 300px, (min-width: 48em) 40vw, 100vw"
            />
          </Box>
          <Stack gap="6" minW="0">
            {savedOfflineAt === null ? null : <OfflineNotice savedAt={savedOfflineAt} />}
            <Stack gap="3">
              <EventBadges badges={event.badges} size="md" />
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter" textAlign="start" tabIndex={-1} _focus={{ outline: 'none' }}>
                <bdi>{event.name}</bdi>
              </Heading>
              {event.categories.length > 0 ? (
                <HStack gap="1.5" wrap="wrap" aria-label={t`Categories`}>
                  {event.categories.map((category) => (
                    <Badge key={category.id} variant="subtle" colorPalette="sand" dir="auto">
                      {category.name}
                    </Badge>
                  ))}
                </HStack>
              ) : null}
            </Stack>
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
          </Stack>
        </Grid>
        <Stack gap="6" minW="0">
          <Stack as="section" gap="3" aria-labelledby="about-heading">
            <Heading as="h2" id="about-heading" size="xl">
              <Trans>About this event</Trans>
            </Heading>
            {/* Organisers write in either language: the text takes its own direction. */}
            <Text whiteSpace="pre-line" color="fg.muted" lineHeight="tall" dir="auto" textAlign="start">
              {event.description}
            </Text>
          </Stack>
          <EventTickets tickets={event.tickets} />
        </Stack>
        {booking ? (
          <Box
            minW="0"
            gridColumnStart={{ lg: 2 }}
            gridRowStart={{ lg: 1 }}
            gridRowEnd={{ lg: 3 }}
            alignSelf="start"
            position={{ lg: 'sticky' }}
            top={{ lg: '24' }}
          >
            {booking}
          </Box>
        ) : null}
      </Grid>
    </Container>
  );
}

/**
 * The page's outline while the event loads: the route no longer waits for the event before navigating, so a
 * tap far down a list lands at the top of the new page at once (issue 15 item 7).
 */
export function EventDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} role="status" aria-label={t`Loading…`} data-testid="event-skeleton">
      <Grid gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} columnGap="10" rowGap="6" alignItems="start">
        <Grid gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '2fr 3fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
          <Skeleton aspectRatio={4 / 5} rounded="2xl" />
          <Stack gap="4">
            <Skeleton h="6" w="30%" />
            <Skeleton h="10" w="85%" />
            <Skeleton h="40" w="full" rounded="xl" />
          </Stack>
        </Grid>
        <Skeleton h="64" rounded="xl" hideBelow="lg" />
      </Grid>
    </Container>
  );
}

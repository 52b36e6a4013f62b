import { Badge, Box, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TEvent } from '../../../../contract/events';
import { CalendarIcon, ClockIcon, MapPinIcon } from '../../../components/icons';
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
  icon: ReactNode;
  label: ReactNode;
  children: ReactNode;
};

function Fact({ icon, label, children }: FactProps) {
  return (
    <HStack gap="3" align="flex-start">
      <Box color="brand.fg" bg="brand.subtle" p="2" rounded="md" flexShrink="0">
        {icon}
      </Box>
      <Box minW="0">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {label}
        </Text>
        <Text fontWeight="medium">{children}</Text>
      </Box>
    </HStack>
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
            <Stack gap="4" p="5" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted">
              <Fact icon={<CalendarIcon />} label={<Trans>Date</Trans>}>
                {sameDay ? (
                  startDate
                ) : (
                  <Trans>
                    {startDate} to {finishDate}
                  </Trans>
                )}
              </Fact>
              <Fact icon={<ClockIcon />} label={<Trans>Time</Trans>}>
                <Trans>
                  {startTime} to {finishTime}
                </Trans>
              </Fact>
              <Fact icon={<MapPinIcon />} label={<Trans>Location</Trans>}>
                {event.location ? <bdi>{event.location}</bdi> : <Trans>Location not available</Trans>}
              </Fact>
            </Stack>
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

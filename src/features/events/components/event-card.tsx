import { Badge, Box, Button, Heading, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TEvent } from '../../../../contract/events';
import { EventDateLine, EventLocationLine } from '../../../components/event-facts';
import { formatOMR, isFree } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { EventBadges } from './event-badges';
import { EventPoster } from './event-poster';

/** Posters are 4:5 (800×1000); the card shows them whole, title and place included. */
export const POSTER_RATIO = 4 / 5;

/** docs/product.md §9: at most 3 category names on a card, then "+N". */
export const CARD_CATEGORY_LIMIT = 3;

/** The card's outline, shared with its loading placeholder so the grid does not jump when events arrive. */
export const CARD_FRAME = {
  gap: '0',
  bg: 'white',
  rounded: 'xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.muted',
} as const satisfies StackProps;

type EventCardProps = {
  event: TEvent;
};

function EventPrice({ minPrice }: { minPrice: string | null }) {
  const locale = useAppLocale();
  if (minPrice === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Tickets coming soon</Trans>
      </Text>
    );
  }
  if (isFree(minPrice)) {
    return (
      <Text fontWeight="bold" color="green.700">
        <Trans>Free</Trans>
      </Text>
    );
  }
  const price = formatOMR(minPrice, locale);
  return (
    <Text fontSize="sm" color="fg.muted">
      <Trans>
        From{' '}
        <Text as="span" fontWeight="bold" fontSize="md" color="fg">
          {price}
        </Text>
      </Trans>
    </Text>
  );
}

/** The title link is a block with its focus ring outside the clamped text (issue 15 item 8). */
const TITLE_LINK = {
  '& a': { display: 'block', borderRadius: 'sm' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/** Below `sm` (phones) the card is compact: a thumbnail at the start, the facts beside it (issue 15 item 3). */
const THUMB_WIDTH = '28';

export function EventCard({ event }: EventCardProps) {
  const { t } = useLingui();
  const eventName = event.name;
  const shownCategories = event.categories.slice(0, CARD_CATEGORY_LIMIT);
  const hiddenCount = event.categories.length - shownCategories.length;
  const locale = useAppLocale();
  const params = { id: String(event.id) };
  const hasBadges = event.badges.length > 0;

  return (
    <Stack
      as="article"
      {...CARD_FRAME}
      direction={{ base: 'row', sm: 'column' }}
      boxShadow="xs"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      h="full"
    >
      <Box position="relative" w={{ base: THUMB_WIDTH, sm: 'full' }} flexShrink="0">
        <Link to="/event/$id" params={params} tabIndex={-1} aria-hidden="true">
          <EventPoster
            src={event.poster_image_url}
            alt={t`Poster of ${eventName}`}
            ratio={POSTER_RATIO}
            sizes="(min-width: 80em) 300px, (min-width: 62em) 33vw, (min-width: 30em) 50vw, 112px"
          />
        </Link>
        {hasBadges ? (
          <Box position="absolute" top="3" insetStart="3" insetEnd="3" hideBelow="sm">
            <EventBadges badges={event.badges} />
          </Box>
        ) : null}
      </Box>
      <Stack gap={{ base: '1.5', sm: '3' }} p={{ base: '3', sm: '4' }} flex="1" minW="0">
        {hasBadges ? (
          <Box hideFrom="sm">
            <EventBadges badges={event.badges} />
          </Box>
        ) : null}
        <EventDateLine startDate={event.start_date} />
        {/*
         * The clamp sits on the text, not on the heading, so the link's focus ring (outside its box) is not cut
         * off by the clamp's overflow (issue 15 item 8). <bdi> gives the name its own direction while the line
         * keeps the page's alignment.
         */}
        <Heading as="h3" size={{ base: 'sm', sm: 'md' }} textAlign="start" css={TITLE_LINK}>
          <Link to="/event/$id" params={params}>
            <Text as="span" lineClamp={2}>
              <bdi>{event.name}</bdi>
            </Text>
          </Link>
        </Heading>
        <EventLocationLine location={event.location} lineClamp={1} />
        {shownCategories.length > 0 ? (
          <HStack gap="1.5" wrap="wrap" hideBelow="sm">
            {shownCategories.map((category) => (
              <Badge key={category.id} variant="subtle" colorPalette="sand" size="sm" dir="auto">
                {category.name}
              </Badge>
            ))}
            {hiddenCount > 0 ? (
              <Badge
                variant="outline"
                colorPalette="gray"
                size="sm"
                aria-label={t({ message: plural(hiddenCount, { one: '# more category', other: '# more categories' }) })}
              >
                +{formatCount(hiddenCount, locale)}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
        <HStack justify="space-between" align="center" mt="auto" pt={{ base: '1', sm: '2' }} gap="3" wrap="wrap">
          <EventPrice minPrice={event.min_price} />
          <Button asChild size={{ base: 'xs', sm: 'sm' }}>
            <Link to="/event/$id" params={params}>
              <Trans>Book now</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

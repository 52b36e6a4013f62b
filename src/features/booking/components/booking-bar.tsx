import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { TEvent } from '../../../../contract/events';
import { TicketIcon } from '../../../components/icons';
import { formatOMR, isFree } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { lowestOnSalePrice } from '../booking-math';

/**
 * Room the page keeps free under its last content and the footer while the bar is shown (the app shell pads
 * its bottom by this variable): the bar's height plus the iPhone's home-indicator inset.
 */
export const BOOKING_BAR_SPACE_VAR = '--booking-bar-space';
 
const BAR_SPACE = 'calc(4.5rem + env(safe-area-inset-bottom, 0px))';
/** The iPhone's notch and home indicator: the bar's content stays clear of them. */
const SAFE_PADDING = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  ps: 'calc(1rem + env(safe-area-inset-left, 0px))',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  pe: 'calc(1rem + env(safe-area-inset-right, 0px))',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS, not text
  pb: 'calc(0.75rem + env(safe-area-inset-bottom, 0px))',
} as const;

type BookingBarProps = {
  event: TEvent;
  onOpen: () => void;
};

/**
 * Phones only (below `lg`): a bar fixed to the bottom of the event page, "From OMR 5.000 · Get tickets",
 * that opens the booking sheet, so the buyer books from where they decide instead of scrolling 2.5
 * screens down to the panel (issue 15 item 1). Hidden when nothing is on sale or the event has ended.
 */
export function BookingBar({ event, onOpen }: BookingBarProps) {
  const locale = useAppLocale();
  const lowest = lowestOnSalePrice(event.tickets, event.finish_date, Date.now());
  const shown = lowest !== null;

  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty(BOOKING_BAR_SPACE_VAR, BAR_SPACE);
    return () => {
      root.style.removeProperty(BOOKING_BAR_SPACE_VAR);
    };
  }, [shown]);

  if (lowest === null) return null;
  const price = formatOMR(lowest, locale);
  return (
    <Box
      hideFrom="lg"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="border.muted"
      boxShadow="0 -4px 16px rgba(0, 0, 0, 0.08)"
      pt="3"
      {...SAFE_PADDING}
      data-testid="booking-bar"
    >
      <HStack justify="space-between" gap="3" minH="12" maxW="6xl" mx="auto">
        <Text fontSize="sm" color="fg.muted" minW="0" lineHeight="short">
          {isFree(lowest) ? (
            <Text as="span" fontWeight="bold" fontSize="lg" color="green.700">
              <Trans>Free</Trans>
            </Text>
          ) : (
            <Trans>
              From{' '}
              <Text as="span" display="inline-block" fontWeight="bold" fontSize="lg" color="fg">
                {price}
              </Text>
            </Trans>
          )}
        </Text>
        <Button size="lg" flexShrink="0" onClick={onOpen} aria-haspopup="dialog">
          <TicketIcon />
          <Trans>Get tickets</Trans>
        </Button>
      </HStack>
    </Box>
  );
}

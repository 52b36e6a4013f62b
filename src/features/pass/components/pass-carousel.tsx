import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/icons';
import { textDirection } from '../../../lib/locale';
import { useAppLocale } from '../../../lib/store';
import { formatCount } from '../../../lib/numbers';
import { PassCard } from './pass-card';

/** Horizontal swipes go to embla; vertical scrolling and zoom stay with the browser. */
const SWIPE_TOUCH_ACTION = 'pan-y pinch-zoom';

type PassCarouselProps = {
  bookings: TBooking[];
};

/** One pass per view, swiped in the reading direction (embla `direction: 'rtl'` in Arabic). */
export function PassCarousel({ bookings }: PassCarouselProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const direction = textDirection(locale);
  const [viewportRef, embla] = useEmblaCarousel({ direction, align: 'center', containScroll: 'trimSnaps' });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (embla) setSelected(embla.selectedScrollSnap());
  }, [embla]);

  // Embla is an external system: its "select" events drive which pass the counter names.
  useEffect(() => {
    if (!embla) return undefined;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const total = bookings.length;
  const position = formatCount(Math.min(selected, total - 1) + 1, locale);
  const count = formatCount(total, locale);
  return (
    <Box as="section" aria-roledescription={t`carousel`} aria-label={t`Your passes`}>
      {total > 1 ? (
        <HStack justify="center" gap="4" mb="3">
          <Button type="button" variant="outline" size="md" aria-label={t`Previous pass`} onClick={() => embla?.scrollPrev()} disabled={selected === 0}>
            <ChevronStartIcon />
          </Button>
          <Text aria-live="polite" fontWeight="semibold" minW="16" textAlign="center" data-testid="pass-position">
            <Trans>
              {position} of {count}
            </Trans>
          </Text>
          <Button type="button" variant="outline" size="md" aria-label={t`Next pass`} onClick={() => embla?.scrollNext()} disabled={selected >= total - 1}>
            <ChevronEndIcon />
          </Button>
        </HStack>
      ) : null}
      <Box ref={viewportRef} overflow="hidden" mx={{ base: '-2', sm: '0' }} data-testid="pass-viewport">
        <Box display="flex" touchAction={SWIPE_TOUCH_ACTION}>
          {bookings.map((booking, index) => {
            const slide = formatCount(index + 1, locale);
            return (
              <Box key={booking.id} flex="0 0 100%" minW="0" px="2" role="group" aria-roledescription={t`slide`} aria-label={t`Pass ${slide} of ${count}`}>
                <Box maxW="26rem" mx="auto">
                  <PassCard booking={booking} />
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

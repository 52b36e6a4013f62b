import { Box, Button, chakra, Container, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useState } from 'react';
import { ROLE } from '../../../../contract/constants';
import type { TSliderImage } from '../../../../contract/media';
import { ArrowDownIcon, ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '../../../components/icons';
import { useCurrentUser } from '../../../components/use-current-user';
import { loadCatalogPart } from '../../../lib/i18n';
import { useAppLocale } from '../../../lib/store';
import { sliderQueryOptions } from '../api/slider.queries';
import { prefersReducedMotion, useEmblaAutoplay, useSelectedSnap } from './use-embla-autoplay';

// docs/product.md §6: only administrators edit the slider; visitors never download the editor, nor its messages (the
// catalog's admin part, build/catalogs.ts).
const SliderEditor = lazy(() => Promise.all([import('../editors/slider-editor'), loadCatalogPart('admin')]).then(([m]) => ({ default: m.SliderEditor })));

/** docs/product.md §9: each slide shows for 5 seconds. */
export const SLIDER_AUTOPLAY_MS = 5_000;

const controlStyle = {
  variant: 'ghost',
  size: 'sm',
  color: 'white',
  bg: 'blackAlpha.500',
  rounded: 'full',
  _hover: { bg: 'blackAlpha.700' },
  _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const;

type SlidesProps = {
  images: TSliderImage[];
};

function Slides({ images }: SlidesProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction, watchDrag: true, align: 'start' });
  const [pausedByVisitor, setPausedByVisitor] = useState(prefersReducedMotion);
  const [interacting, setInteracting] = useState(false);
  const { selected, count } = useSelectedSnap(api);
  useEmblaAutoplay(api, { delay: SLIDER_AUTOPLAY_MS, playing: !pausedByVisitor && !interacting && images.length > 1 });

  const total = images.length;
  return (
    <>
      <Box
        ref={viewportRef}
        dir={direction}
        position="absolute"
        inset="0"
        overflow="hidden"
        cursor="grab"
        _active={{ cursor: 'grabbing' }}
        onPointerEnter={() => setInteracting(true)}
        onPointerLeave={() => setInteracting(false)}
      >
        {/* Vertical page scrolling stays with the browser; horizontal drags go to the carousel. */}
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not text */}
        <Box display="flex" h="full" touchAction="pan-y pinch-zoom">
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <Box
                key={image.id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${total}`}
                flex="0 0 100%"
                minW="0"
                h="full"
                position="relative"
              >
                <chakra.img src={image.url} alt="" loading="lazy" decoding="async" draggable={false} w="full" h="full" objectFit="cover" />
              </Box>
            );
          })}
        </Box>
      </Box>
      {total > 1 ? (
        <HStack
          position="absolute"
          bottom={{ base: '5', md: '8' }}
          insetInline="0"
          justify="center"
          gap="3"
          zIndex="1"
          onFocus={() => setInteracting(true)}
          onBlur={() => setInteracting(false)}
        >
          <IconButton {...controlStyle} aria-label={t`Previous slide`} onClick={() => api?.scrollPrev()}>
            <ChevronStartIcon />
          </IconButton>
          <HStack gap="1" role="group" aria-label={t`Choose a slide`}>
            {Array.from({ length: count }, (_, index) => {
              const position = index + 1;
              const current = index === selected;
              return (
                <chakra.button
                  key={index}
                  type="button"
                  aria-label={t`Go to slide ${position}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                  p="2"
                  cursor="pointer"
                  rounded="full"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'white' }}
                >
                  <Box h="2" w={current ? '6' : '2'} rounded="full" bg={current ? 'white' : 'whiteAlpha.600'} transition="width 0.3s" />
                </chakra.button>
              );
            })}
          </HStack>
          <IconButton {...controlStyle} aria-label={t`Next slide`} onClick={() => api?.scrollNext()}>
            <ChevronEndIcon />
          </IconButton>
          <IconButton
            {...controlStyle}
            aria-label={pausedByVisitor ? t`Play slideshow` : t`Pause slideshow`}
            onClick={() => setPausedByVisitor((paused) => !paused)}
          >
            {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
          </IconButton>
        </HStack>
      ) : null}
    </>
  );
}

type HomeSliderProps = {
  /** Element id of the events block the find-events button scrolls to. */
  eventsAnchorId: string;
};

/** docs/product.md §2/§4: full-screen slider (autoplay 5 s, loop, drag, one per view) with the country's name. */
export function HomeSlider({ eventsAnchorId }: HomeSliderProps) {
  const { t } = useLingui();
  const query = useQuery(sliderQueryOptions());
  const images = query.data ?? [];
  const isAdmin = useCurrentUser()?.role_id === ROLE.admin;
  // docs/product.md §4: after the admin saves, the slider starts again from the first slide with a fresh
  // autoplay wait; a new carousel (a new key) is exactly that.
  const [run, setRun] = useState(0);

  function findEvents() {
    const target = document.getElementById(eventsAnchorId);
    target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <Box
      as="section"
      aria-roledescription={t`carousel`}
      aria-labelledby="slider-heading"
      position="relative"
      h="100svh"
      minH="480px"
      maxH="1000px"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.950"
      gradientTo="sand.900"
    >
      {images.length > 0 ? <Slides key={run} images={images} /> : null}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientVia="blackAlpha.400"
        gradientTo="blackAlpha.600"
        pointerEvents="none"
      />
      {isAdmin ? (
        <Suspense fallback={null}>
          <SliderEditor images={images} ready={query.isSuccess} onSaved={() => setRun((count) => count + 1)} />
        </Suspense>
      ) : null}
      <Container maxW="7xl" position="relative" h="full" display="flex" alignItems="center" pointerEvents="none">
        <Stack gap="4" maxW="2xl" textAlign="start">
          <Heading as="h2" id="slider-heading" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="medium" color="sand.100">
            <Trans>Discover the beauty and culture of</Trans>
          </Heading>
          <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="bold" lineHeight="1" letterSpacing="tight" textShadow="0 2px 16px rgba(0,0,0,0.35)">
            <Trans>Oman</Trans>
          </Text>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            <Trans>Festivals in the mountains, concerts by the sea and heritage in every town.</Trans>
          </Text>
          {query.isError ? (
            <Text fontSize="sm" color="whiteAlpha.800">
              <Trans>Slider images could not be loaded.</Trans>
            </Text>
          ) : null}
          <Box pointerEvents="auto">
            <Button size={{ base: 'lg', md: 'xl' }} colorPalette="sand" onClick={findEvents}>
              <Trans>Find events</Trans>
              <ArrowDownIcon />
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

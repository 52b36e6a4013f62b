import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowDownIcon } from '../../../components/icons';
import { HeroMedia } from './hero-media';

/** Spec §9: the banner is 720 px tall on desktop; phones get a shorter one. */
const HERO_HEIGHT = { base: '520px', md: '640px', lg: '720px' } as const;

type HeroSectionProps = {
  /** Element id of the events block the start-search button scrolls to. */
  eventsAnchorId: string;
  /** The hero search box (a later task) renders under the buttons. */
  searchBox?: ReactNode;
};

export function HeroSection({ eventsAnchorId, searchBox }: HeroSectionProps) {
  function scrollToEvents() {
    const target = document.getElementById(eventsAnchorId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <Box
      as="section"
      position="relative"
      h={HERO_HEIGHT}
      overflow="hidden"
      color="white"
      aria-labelledby="hero-heading"
    >
      <HeroMedia />
      <Container maxW="7xl" position="relative" h="full" display="flex" alignItems="center">
        <Stack gap={{ base: '5', md: '6' }} maxW="3xl" textAlign="start">
          <Text
            fontSize={{ base: 'sm', md: 'md' }}
            fontWeight="semibold"
            color="sand.200"
            textTransform="uppercase"
            letterSpacing="widest"
          >
            <Trans>Concerts · Festivals · Sports · Workshops</Trans>
          </Text>
          <Heading
            as="h1"
            id="hero-heading"
            fontSize={{ base: '4xl', md: '6xl', lg: '7xl' }}
            lineHeight="1.1"
            fontWeight="bold"
          >
            <Trans>Discover events across Oman</Trans>
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            <Trans>From Muscat to Salalah, find what is on, book in seconds and keep your tickets on your phone.</Trans>
          </Text>
          <Box>
            <Button size={{ base: 'lg', md: 'xl' }} colorPalette="sand" onClick={scrollToEvents}>
              <Trans>Start your search</Trans>
              <ArrowDownIcon />
            </Button>
          </Box>
          {searchBox}
        </Stack>
      </Container>
    </Box>
  );
}

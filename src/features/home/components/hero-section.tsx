import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { ROLE } from '../../../../contract/constants';
import { ArrowDownIcon } from '../../../components/icons';
import { useCurrentUser } from '../../../components/use-current-user';
import { HeroMedia } from './hero-media';

// docs/product.md §6: only administrators change the background; visitors never download the editor.
const HeroEditor = lazy(() => import('./hero-editor').then((m) => ({ default: m.HeroEditor })));

/** docs/product.md §9: the banner is 720 px tall on desktop; on smaller screens it grows with its content. */
const HERO_HEIGHT = { base: 'auto', lg: '720px' } as const;
const HERO_MIN_HEIGHT = { base: '560px', md: '640px', lg: '720px' } as const;
/** The admin's editor bar sits in the top corner: on phones the text starts below it. */
const ADMIN_TEXT_TOP = '24';

type HeroSectionProps = {
  /** Element id of the events block the start-search button scrolls to. */
  eventsAnchorId: string;
  /** The search box (features/events, composed by the route) renders under the buttons. */
  searchBox?: ReactNode;
};

export function HeroSection({ eventsAnchorId, searchBox }: HeroSectionProps) {
  const isAdmin = useCurrentUser()?.role_id === ROLE.admin;
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
      minH={HERO_MIN_HEIGHT}
      overflow="hidden"
      color="white"
      aria-labelledby="hero-heading"
    >
      <HeroMedia />
      {isAdmin ? (
        <Suspense fallback={null}>
          <HeroEditor />
        </Suspense>
      ) : null}
      <Container
        maxW="7xl"
        position="relative"
        h="full"
        minH="inherit"
        display="flex"
        alignItems="center"
        pt={{ base: isAdmin ? ADMIN_TEXT_TOP : '10', lg: '0' }}
        pb={{ base: '10', lg: '0' }}
      >
        <Stack gap={{ base: '4', md: '5' }} w="full" textAlign="start">
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
            maxW="4xl"
            lineHeight="1.1"
            fontWeight="bold"
          >
            <Trans>Discover events across Oman</Trans>
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            <Trans>From Muscat to Salalah, find what is on, book in seconds and keep your tickets on your phone.</Trans>
          </Text>
          <Box>
            <Button size={{ base: 'md', md: 'lg' }} colorPalette="sand" onClick={scrollToEvents}>
              <Trans>Start your search</Trans>
              <ArrowDownIcon />
            </Button>
          </Box>
          {searchBox ? (
            <Box maxW="5xl" mt={{ base: '2', md: '4' }}>
              {searchBox}
            </Box>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

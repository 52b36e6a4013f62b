import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import { HeroSection } from './hero-section';

type HomePageProps = {
  /** The events block (features/events), composed by the route: features never import each other. */
  events: ReactNode;
  /** Element id inside `events` that the hero's start-search button scrolls to. */
  eventsAnchorId: string;
};

/**
 * The landing view (spec §2 "/"): hero, events, and — in later tasks — explore categories,
 * the full-screen slider and how-it-works, each a section component of this feature.
 */
export function HomePage({ events, eventsAnchorId }: HomePageProps) {
  usePageTitle(null);
  return (
    <Box>
      <HeroSection eventsAnchorId={eventsAnchorId} />
      {events}
    </Box>
  );
}

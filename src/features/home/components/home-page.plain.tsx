import { Suspense, type ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import { staticIsland } from '../../../components/static-island.plain';
import { HeroSection } from './hero-section.plain';
import { lazyWithChakra } from '../../../theme/lazy-chakra.plain';

// The slider (and embla) sits below the fold: it loads beside the page, not in its critical path.
const HomeSlider = lazyWithChakra(() => import('./home-slider').then((m) => m.HomeSlider), { whenNear: 'home-slider' });
// Below the fold and the same for every visitor: server HTML, hydrated without their code (docs/architecture.md §10).
const ExploreCategories = staticIsland('explore-categories', () => import('./explore-categories.plain').then((m) => m.ExploreCategories));
const HowItWorks = staticIsland('how-it-works', () => import('./how-it-works.plain').then((m) => m.HowItWorks));

type HomePageProps = {
  /** The events block (features/events), composed by the route: features never import each other. */
  events: ReactNode;
  /** The hero's search box (features/events), composed by the route. */
  searchBox?: ReactNode;
  /** Element id inside `events` that the start-search and find-events buttons scroll to. */
  eventsAnchorId: string;
  /** The page title; the home page has none of its own (the site name stands alone). */
  title?: string | null;
};

/**
 * The landing view (docs/product.md §2 "/"): hero with search, events, explore categories, the full-screen
 * slider and how-it-works (the footer is the shell's). Plain elements (docs/architecture.md §8); the slider's
 * stand-in while it loads is styled by src/styles/home.css.
 */
export function HomePage({ events, searchBox, eventsAnchorId, title = null }: HomePageProps) {
  usePageTitle(title);
  return (
    <div>
      <HeroSection eventsAnchorId={eventsAnchorId} searchBox={searchBox} />
      {events}
      <ExploreCategories />
      <Suspense fallback={<div className="home-slider-placeholder" />}>
        <HomeSlider eventsAnchorId={eventsAnchorId} />
      </Suspense>
      <HowItWorks />
    </div>
  );
}

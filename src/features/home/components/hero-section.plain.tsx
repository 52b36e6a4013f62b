import { useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { ROLE } from '../../../../contract/constants';
import { Glyph } from '../../../components/glyph.plain';
import { ARROW_DOWN_PATH } from '../../../components/icon-paths.plain';
import { Button, Container, Heading } from '../../../components/plain/kit.plain';
import { useCurrentUser } from '../../../components/use-current-user';
import { loadCatalogPart } from '../../../lib/i18n';
import { HeroMedia } from './hero-media.plain';
import { lazyWithChakra } from '../../../theme/lazy-chakra.plain';

/*
 * Plain elements styled by src/styles/home.css (`hero`), not Chakra components, so the home page's first screen
 * hydrates without Chakra resolving its styles (docs/architecture.md §8). docs/product.md §9: the banner is 720 px
 * tall on desktop; on smaller screens it grows with its content (560 px at least, 640 px from md). The admin's
 * editor bar sits in the top corner: on phones the text then starts below it (`hero__inner--admin`).
 */

// docs/product.md §6: only administrators change the background; visitors never download the editor, nor its
// messages (the catalog's admin part, build/catalogs.ts).
const HeroEditor = lazyWithChakra(() => Promise.all([import('../editors/hero-editor'), loadCatalogPart('admin')]).then(([m]) => m.HeroEditor));

type HeroSectionProps = {
  /** Element id of the events block the start-search button scrolls to. */
  eventsAnchorId: string;
  /** The search box (features/events, composed by the route) renders under the buttons. */
  searchBox?: ReactNode;
};

export function HeroSection({ eventsAnchorId, searchBox }: HeroSectionProps) {
  const { t } = useLingui();
  const isAdmin = useCurrentUser()?.role_id === ROLE.admin;
  function scrollToEvents() {
    const target = document.getElementById(eventsAnchorId);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <section className="hero" aria-labelledby="hero-heading">
      <HeroMedia />
      {isAdmin ? (
        <Suspense fallback={null}>
          <HeroEditor />
        </Suspense>
      ) : null}
      <Container className={isAdmin ? 'hero__inner hero__inner--admin' : 'hero__inner'}>
        <div className="hero__stack">
          <p className="hero__eyebrow">{t`Concerts · Festivals · Sports · Workshops`}</p>
          <Heading as="h1" id="hero-heading" className="hero__title">
            {t`Discover events across Oman`}
          </Heading>
          <p className="hero__lede">{t`From Muscat to Salalah, find what is on, book in seconds and keep your tickets on your phone.`}</p>
          <div>
            <Button mdSize="lg" palette="sand" onClick={scrollToEvents}>
              {t`Start your search`}
              <Glyph path={ARROW_DOWN_PATH} />
            </Button>
          </div>
          {searchBox ? <div className="hero__search">{searchBox}</div> : null}
        </div>
      </Container>
    </section>
  );
}

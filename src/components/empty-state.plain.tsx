import type { ReactNode } from 'react';
import { Heading } from './plain/kit.plain';

/*
 * Plain elements styled by src/styles/home.css (`empty-state`), not Chakra components: the home, category and
 * search pages show it on their first load (docs/architecture.md §8), and the dashboard and account screens keep
 * the same look.
 */

type EmptyStateProps = {
  /** An icon, already sized and coloured by the caller (its colour says empty, offline or failed). */
  icon?: ReactNode;
  title: ReactNode;
  /** The explanation and any way out (Try again, Browse events). */
  children?: ReactNode;
  /** The title's level in the page's outline: h2 under a page's h1, h3 inside a titled section, h1 when it is the page. */
  headingAs?: 'h1' | 'h2' | 'h3';
  headingSize?: 'md' | 'lg';
  /** A dashed card with the icon in a tinted circle, for a state that stands in a page section. */
  framed?: boolean;
};

/** The one message a list or page shows when it has nothing to show, or could not load. */
export function EmptyState({ icon, title, children, headingAs = 'h2', headingSize = 'md', framed = false }: EmptyStateProps) {
  return (
    <div className={framed ? 'empty-state empty-state--framed' : 'empty-state'}>
      <div className="empty-state__stack">
        {framed && icon ? <div className="empty-state__icon">{icon}</div> : icon}
        <Heading as={headingAs} size={headingSize}>
          {title}
        </Heading>
        {children}
      </div>
    </div>
  );
}

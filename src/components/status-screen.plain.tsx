import type { ReactNode } from 'react';
import { Container, Heading } from './plain/kit.plain';
import { usePageTitle } from './use-page-title';

type StatusScreenProps = {
  icon?: ReactNode;
  /** Sets the icon in a brand-tinted circle (a screen that is waiting, not one that failed). */
  iconTinted?: boolean;
  /** The heading, and the document title too. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/**
 * Centered message screen shared by the 404, error and placeholder views: plain elements styled by
 * src/styles/status.css (docs/architecture.md §8).
 */
export function StatusScreen({ icon, iconTinted = false, title, description, actions }: StatusScreenProps) {
  usePageTitle(title);
  return (
    <Container className="status-screen">
      <div className="status-screen__stack">
        {iconTinted && icon ? <div className="status-screen__tint">{icon}</div> : icon}
        <Heading as="h1" size="2xl" mdSize="3xl" className="status-screen__title">
          {title}
        </Heading>
        {description ? <p className="status-screen__description">{description}</p> : null}
        {actions}
      </div>
    </Container>
  );
}

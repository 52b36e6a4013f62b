import { useLingui } from '@lingui/react/macro';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useAtomValue } from '../lib/atoms';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { toasterRequestedAtom } from '../lib/store';
import { lazyWithChakra } from '../theme/lazy-chakra.plain';
import { Footer } from './footer.plain';
import { Navbar } from './navbar.plain';
import { OfflineBanner } from './offline-banner.plain';
import { UpdatePrompt } from './update-prompt.plain';
import { useHeadingFocusOnNavigate } from './use-heading-focus';

// Dashboard chrome loads only on dashboard routes (docs/architecture.md §8: never in the public first load).
const AdminBar = lazyWithChakra(() => import('./admin-bar').then((m) => m.AdminBar));
// Mounted with the first toast (lib/toaster.ts).
const Toaster = lazyWithChakra(() => import('./toaster').then((m) => m.Toaster));

type SkipLinkProps = { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; children: ReactNode };

/** Hidden above the page until focused: the first Tab stops, above the header (src/styles/shell.css). */
function SkipLink({ href, onClick, children }: SkipLinkProps) {
  return (
    <a href={href} onClick={onClick} className="skip-link">
      {children}
    </a>
  );
}

/**
 * "Skip to results": the list's heading takes focus (and the view), so the next Tab is the first filter or
 * event instead of 30 presses through the header and the hero (docs/product.md §2 Keyboard).
 */
function skipToResults(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  const heading = target?.querySelector<HTMLElement>('h1, h2') ?? target;
  if (!heading) return;
  event.preventDefault();
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  target?.scrollIntoView({ block: 'start' });
}

/** Root layout: the public navbar or the admin bar, the page, the footer, and app-wide overlays. */
export function AppShell() {
  const { t } = useLingui();
  const toasterRequested = useAtomValue(toasterRequestedAtom);
  const isDashboard = useMatches({ select: (matches) => matches.some((match) => match.staticData.dashboard === true) });
  const resultsTarget = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.results)?.staticData.results });
  useHeadingFocusOnNavigate();
  return (
    // The event page's booking bar (phones) sets --booking-bar-space: the footer stays above it.
    <div className="app-shell">
      {resultsTarget ? (
        <SkipLink href={`#${resultsTarget}`} onClick={skipToResults}>
          {t`Skip to results`}
        </SkipLink>
      ) : null}
      <SkipLink href="#main">{t`Skip to content`}</SkipLink>
      {isDashboard ? (
        <Suspense fallback={<div className="app-shell__admin-bar-space" />}>
          <AdminBar />
        </Suspense>
      ) : (
        <Navbar />
      )}
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      {isDashboard ? null : <Footer />}
      <UpdatePrompt />
      {toasterRequested ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </div>
  );
}

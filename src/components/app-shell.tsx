import { Box, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { toasterRequestedAtom } from '../lib/store';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';
import { useHeadingFocusOnNavigate } from './use-heading-focus';

// Dashboard chrome loads only on dashboard routes (docs/architecture.md §8: never in the public first load).
const AdminBar = lazy(() => import('./admin-bar').then((m) => ({ default: m.AdminBar })));
// Mounted with the first toast (lib/toaster.ts).
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

 
const BOOKING_BAR_SPACE = 'var(--booking-bar-space, 0px)';

type SkipLinkProps = { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; children: ReactNode };

/** Hidden above the page until focused: the first Tab stops. */
function SkipLink({ href, onClick, children }: SkipLinkProps) {
  return (
    <Box
      asChild
      position="absolute"
      insetStart="2"
      top="2"
      zIndex="skipLink"
      bg="white"
      px="3"
      py="2"
      rounded="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'translateY(0)' }}
    >
      <a href={href} onClick={onClick}>
        {children}
      </a>
    </Box>
  );
}

/**
 * "Skip to results": the list's heading takes focus (and the view), so the next Tab is the first filter or
 * event instead of 30 presses through the header and the hero (issue 15 item 8).
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
  const toasterRequested = useAtomValue(toasterRequestedAtom);
  const isDashboard = useMatches({ select: (matches) => matches.some((match) => match.staticData.dashboard === true) });
  const resultsTarget = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.results)?.staticData.results });
  useHeadingFocusOnNavigate();
  return (
    // The event page's booking bar (phones) sets --booking-bar-space: the footer stays above it.
    <Flex direction="column" minH="100dvh" pb={{ base: BOOKING_BAR_SPACE, lg: '0' }}>
      {resultsTarget ? (
        <SkipLink href={`#${resultsTarget}`} onClick={skipToResults}>
          <Trans>Skip to results</Trans>
        </SkipLink>
      ) : null}
      <SkipLink href="#main">
        <Trans>Skip to content</Trans>
      </SkipLink>
      {isDashboard ? (
        <Suspense fallback={<Box h="16" bg="brand.900" />}>
          <AdminBar />
        </Suspense>
      ) : (
        <Navbar />
      )}
      <OfflineBanner />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      {isDashboard ? null : <Footer />}
      <UpdatePrompt />
      {toasterRequested ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </Flex>
  );
}

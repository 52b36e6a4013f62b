import { Box, Flex } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toasterRequestedAtom } from '../lib/store';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

// Dashboard chrome loads only on dashboard routes (docs/architecture.md §8: never in the public first load).
const AdminBar = lazy(() => import('./admin-bar').then((m) => ({ default: m.AdminBar })));
// Mounted with the first toast (lib/toaster.ts).
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Root layout: the public navbar or the admin bar, the page, the footer, and app-wide overlays. */
export function AppShell() {
  const toasterRequested = useAtomValue(toasterRequestedAtom);
  const isDashboard = useMatches({ select: (matches) => matches.some((match) => match.staticData.dashboard === true) });
  return (
    // The event page's booking bar (phones) sets --booking-bar-space: the footer stays above it.
    <Flex direction="column" minH="100dvh" pb={{ base: 'var(--booking-bar-space, 0px)', lg: '0' }}>
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
        <a href="#main">
          <Trans>Skip to content</Trans>
        </a>
      </Box>
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

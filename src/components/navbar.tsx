import { Box, Button, Container, HStack, IconButton, Spacer } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { GUEST_ONLY } from '../lib/session-mark';
import { MenuIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PUBLIC_NAV_LINKS } from './nav-links';
import { useCurrentUser } from './use-current-user';
import { useScrolledPast } from './use-scrolled-past';
import { CoinBalance } from './coin-balance';

// The drawer (and its dialog machinery) loads on first open, keeping it out of the first-load JS.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })));
// Only signed-in visitors need the account menu (and its popover machinery).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** docs/product.md §9: the bar turns fixed, with a shadow, past 10 px of scrolling. */
const SCROLL_THRESHOLD_PX = 10;
export const NAVBAR_HEIGHT = '16';

export function Navbar() {
  const { t, i18n } = useLingui();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const user = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);

  function openDrawer() {
    setDrawerRequested(true);
    setDrawerOpen(true);
  }

  return (
    // The outer box keeps the bar's height in the flow, so turning fixed never shifts the page.
    <Box as="header" h={NAVBAR_HEIGHT} position="relative">
      <Box
        position={scrolled ? 'fixed' : 'absolute'}
        top="0"
        insetInline="0"
        zIndex="sticky"
        bg="white"
        borderBottomWidth="1px"
        borderColor={scrolled ? 'transparent' : 'border.muted'}
        boxShadow={scrolled ? 'md' : 'none'}
        transition="box-shadow 0.2s"
        data-scrolled={scrolled ? '' : undefined}
      >
        <Container maxW="7xl" h={NAVBAR_HEIGHT} display="flex" alignItems="center" gap={{ base: '2', md: '4' }}>
          <IconButton
            aria-label={t`Open menu`}
            variant="ghost"
            size="sm"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={openDrawer}
          >
            <MenuIcon />
          </IconButton>
          <Logo />
          <HStack as="nav" aria-label={t`Main`} gap="1" ms="4" display={{ base: 'none', md: 'flex' }}>
            {PUBLIC_NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                asChild
                variant="ghost"
                size="sm"
                color="fg.muted"
                _currentPage={{ color: 'brand.fg' }}
              >
                <Link
                  to={link.to}
                  hash={'hash' in link ? link.hash : undefined}
                  activeOptions={{ exact: link.to === '/', includeHash: false }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {i18n._(link.label)}
                </Link>
              </Button>
            ))}
          </HStack>
          <Spacer />
          <Box display={{ base: 'none', md: 'block' }}>
            <LanguageSwitcher />
          </Box>
          {user ? (
            // Tighter on a 320 px phone: menu, logo, coins and avatar fit without a sideways scroll (issue 15).
            <HStack gap={{ base: '1', sm: '2' }}>
              <CoinBalance user={user} />
              <Suspense fallback={<Box w="11" h="8" />}>
                <UserMenu user={user} />
              </Suspense>
            </HStack>
          ) : (
            <HStack gap="2" {...GUEST_ONLY}>
              <Button asChild size="sm" variant="ghost">
                <Link to="/login">
                  {t`Login`}
                </Link>
              </Button>
              <Button asChild size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
                <Link to="/register">
                  {t`Register`}
                </Link>
              </Button>
            </HStack>
          )}
        </Container>
      </Box>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </Box>
  );
}

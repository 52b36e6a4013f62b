import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { GUEST_ONLY } from '../lib/session-mark';
import { lazyWithChakra } from '../theme/lazy-chakra.plain';
import { Glyph } from './glyph.plain';
import { MENU_PATH } from './icon-paths.plain';
import { LanguageSwitcher } from './language-switcher.plain';
import { Logo } from './logo.plain';
import { PUBLIC_NAV_LINKS } from './nav-links';
import { Button, Container, IconButton } from './plain/kit.plain';
import { useCurrentUser } from './use-current-user';
import { useScrolledPast } from './use-scrolled-past';
import { CoinBalance } from './coin-balance.plain';

// The drawer (and its dialog machinery) loads on first open, keeping it out of the first-load JS.
const MobileNavDrawer = lazyWithChakra(() => import('./mobile-nav-drawer').then((m) => m.MobileNavDrawer));
// Only signed-in visitors need the account menu (and its popover machinery).
const UserMenu = lazyWithChakra(() => import('./user-menu').then((m) => m.UserMenu));

/** docs/product.md §9: the bar turns fixed, with a shadow, past 10 px of scrolling. */
const SCROLL_THRESHOLD_PX = 10;

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
    // The outer box keeps the bar's height in the flow, so turning fixed never shifts the page. Plain elements
    // styled by src/styles/shell.css (docs/architecture.md §8).
    <header className="navbar">
      <div className="navbar__bar" data-scrolled={scrolled ? '' : undefined}>
        <Container className="navbar__inner">
          <IconButton variant="ghost" size="sm" aria-label={t`Open menu`} className="navbar__menu" onClick={openDrawer}>
            <Glyph path={MENU_PATH} />
          </IconButton>
          <Logo />
          <nav aria-label={t`Main`} className="navbar__links">
            {PUBLIC_NAV_LINKS.map((link) => (
              <Button key={link.to} asChild variant="ghost" size="sm" className="navbar__link">
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
          </nav>
          <div className="navbar__spacer" />
          <div className="navbar__language">
            <LanguageSwitcher />
          </div>
          {user ? (
            // Tighter on a 320 px phone: menu, logo, coins and avatar fit without a sideways scroll
            // (docs/product.md §2 Public navigation bar).
            <div className="navbar__account">
              <CoinBalance user={user} />
              <Suspense fallback={<div className="navbar__menu-space" />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            <div className="navbar__guest" {...GUEST_ONLY}>
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">{t`Login`}</Link>
              </Button>
              <Button asChild size="sm" className="navbar__register">
                <Link to="/register">{t`Register`}</Link>
              </Button>
            </div>
          )}
        </Container>
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}

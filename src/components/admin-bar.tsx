import { Box, Button, Container, HStack, IconButton, Menu, Spacer, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountMenu } from './account-menu';
import { ChevronDownIcon, MenuIcon } from './icons';
import { LanguageSwitcher } from './language-switcher.plain';
import { Logo } from './logo.plain';
import { AdminDrawer, useActivePath, visibleLinks } from './admin-drawer';
import { useCurrentUser } from './use-current-user';

/** Replaces the public navbar on routes flagged `staticData.dashboard`. */
export function AdminBar() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const isActive = useActivePath();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const userName = user?.name ?? '';

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="brand.900" color="white" boxShadow="md">
      {/* Tighter padding and gaps on phones: at 320 px the bar must not scroll sideways. */}
      <Container maxW="7xl" h="16" px={{ base: '3', md: '6' }} display="flex" alignItems="center" gap={{ base: '1.5', md: '4' }}>
        <IconButton
          aria-label={t`Open menu`}
          variant="ghost"
          size="sm"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          display={{ base: 'inline-flex', xl: 'none' }}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Logo tone="white" to="/dashboard/scan" />
        <Text fontSize="sm" fontWeight="semibold" px={{ base: '1.5', md: '2' }} py="0.5" rounded="md" bg="whiteAlpha.200" flexShrink={0}>
          <Trans>Dashboard</Trans>
        </Text>
        {/* Eight links, the language and the account fit in one row from 1280 px, in both languages; below, the drawer. */}
        <HStack as="nav" aria-label={t`Dashboard`} gap="1" ms="4" display={{ base: 'none', xl: 'flex' }}>
          {visibleLinks(user).map((link) => (
            <Button
              key={link.to}
              asChild
              variant="ghost"
              size="sm"
              px="2.5"
              color={isActive(link.to) ? 'white' : 'whiteAlpha.800'}
              bg={isActive(link.to) ? 'whiteAlpha.200' : undefined}
              _hover={{ bg: 'whiteAlpha.300', color: 'white' }}
            >
              <Link to={link.to} aria-current={isActive(link.to) ? 'page' : undefined}>
                {i18n._(link.label)}
              </Link>
            </Button>
          ))}
        </HStack>
        <Spacer />
        <Box display={{ base: 'none', xl: 'block' }}>
          <LanguageSwitcher onDark />
        </Box>
        <AccountMenu
          minW="48"
          trigger={
            <Button
              variant="ghost"
              size="sm"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              _expanded={{ bg: 'whiteAlpha.200' }}
              // On a phone the name is hidden and only the chevron shows: the label names the button there too.
              aria-label={user ? t`Account menu for ${userName}` : t`Account`}
            >
              <Text as="span" maxW="40" truncate display={{ base: 'none', sm: 'inline' }}>
                {user?.name ?? t`Account`}
              </Text>
              <ChevronDownIcon />
            </Button>
          }
        >
          <Menu.Item value="site" asChild>
            <Link to="/">
              <Trans>Back to Site</Trans>
            </Link>
          </Menu.Item>
        </AccountMenu>
      </Container>
      <AdminDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </Box>
  );
}

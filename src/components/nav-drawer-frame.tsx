import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from './nav-links';
import { useSignOut } from './use-sign-out';

type NavDrawerFrameProps = {
  /** The drawer's heading ("Menu", "Dashboard"). */
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/**
 * The side drawer of the public navbar and of the admin bar on small screens: 280 px from the start
 * edge (the right in Arabic), a titled header, a close button, mounted only while open.
 */
export function NavDrawerFrame({ title, open, onOpenChange, children }: NavDrawerFrameProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={DRAWER_WIDTH} maxW={DRAWER_WIDTH}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4" pb="6">
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Logout as the last row of a drawer: the drawer closes first, then the session ends. */
export function DrawerLogoutButton({ onClose }: { onClose: () => void }) {
  const logout = useSignOut();
  return (
    <Button
      variant="ghost"
      justifyContent="flex-start"
      size="sm"
      color="fg.error"
      onClick={() => {
        onClose();
        void logout();
      }}
    >
      <Trans>Logout</Trans>
    </Button>
  );
}

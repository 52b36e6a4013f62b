import { Menu, Portal, type MenuContentProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { LogOutIcon } from './icons';
import { useSignOut } from './use-sign-out';

type AccountMenuProps = {
  /** The button that opens the menu. */
  trigger: ReactElement;
  minW: MenuContentProps['minW'];
  /** The items above Logout. */
  children: ReactNode;
};

/** The signed-in dropdown of the navbar and of the admin bar: opens under its button at the end edge, ends with Logout. */
export function AccountMenu({ trigger, minW, children }: AccountMenuProps) {
  const logout = useSignOut();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
            {children}
            <Menu.Item value="logout" color="fg.error" onSelect={() => void logout()}>
              <LogOutIcon />
              <Trans>Logout</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PAGE_ALIGNED_TEXT } from './page-aligned-text';

type DialogFrameProps = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children' | 'placement'> & {
  open: boolean;
  /** Escape, the close button or (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** The heading; null while there is nothing to show (the dialog is closing), and then the frame is empty. */
  title: ReactNode;
  /** Set when the title is text people typed (an event name): it takes its own direction. */
  titleTyped?: boolean;
  /** Beside the title, at the end (a status badge). */
  titleAside?: ReactNode;
  positionerProps?: Dialog.PositionerProps;
  contentProps?: Dialog.ContentProps;
  /** `Dialog.Body` and, when there are actions, `Dialog.Footer`. */
  children: ReactNode;
};

/**
 * The frame the app's dialogs share: centred over a backdrop, a titled header kept clear of the close
 * button in the corner (the left one in Arabic), and the close button itself.
 */
export function DialogFrame({ open, onClose, title, titleTyped = false, titleAside, positionerProps, contentProps, children, ...rootProps }: DialogFrameProps) {
  const { t } = useLingui();
  const heading = <Dialog.Title {...(titleTyped ? PAGE_ALIGNED_TEXT : {})}>{title}</Dialog.Title>;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps}>
            {title == null ? null : (
              <>
                <Dialog.Header pe="14">
                  {titleAside ? (
                    <HStack justify="space-between" gap="3" w="full" align="flex-start">
                      {heading}
                      {titleAside}
                    </HStack>
                  ) : (
                    heading
                  )}
                </Dialog.Header>
                {children}
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t`Close`} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

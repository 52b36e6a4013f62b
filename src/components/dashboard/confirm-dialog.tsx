import { Button, Dialog, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogFrame } from '../dialog-frame';
import { FormAlert } from '../form-alert';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen, and what cannot be undone. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The request is on its way: the confirm button spins and nothing else closes the dialog. */
  busy: boolean;
  /** Why the last attempt failed, already translated. */
  failure?: string | null;
  /** Another way out offered beside the failure (Delete refused → Cancel the event instead). */
  alternative?: ReactNode;
  /** Red for a step that removes or revokes; brand for one that only changes (a role). */
  confirmPalette?: 'red' | 'brand';
};

/** "Are you sure?" before a destructive (or weighty) step, with the failure shown in place when the server refuses. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  busy,
  failure = null,
  alternative,
  confirmPalette = 'red',
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onClose={() => (busy ? undefined : onClose())} title={title} role="alertdialog" closeOnInteractOutside={!busy}>
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          <Trans>Go back</Trans>
        </Button>
        {alternative}
        <Button colorPalette={confirmPalette} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { toastSuccess } from '../../../lib/toaster';
import { useRemoveHeroMutation } from './hero.mutations';
import { saveFailureMessage } from './upload-messages';

type RemoveHeroDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** Asks before the hero goes back to the brand gradient (DELETE admin/hero). */
export function RemoveHeroDialog({ open, onClose }: RemoveHeroDialogProps) {
  const { t } = useLingui();
  const removal = useRemoveHeroMutation();

  function close() {
    if (removal.isPending) return;
    removal.reset();
    onClose();
  }

  function confirm() {
    removal.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t`Background removed`);
        removal.reset();
        onClose();
      },
    });
  }

  return (
    <DialogFrame open={open} onClose={close} title={open ? <Trans>Remove the background?</Trans> : null} role="alertdialog" size="sm">
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            <Trans>The home page banner will show the brand colours until you choose a new image or video.</Trans>
          </Text>
          {removal.isError ? (
            <FormAlert status="error">{saveFailureMessage(removal.error, msg`The background could not be removed. Please try again.`)}</FormAlert>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={removal.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button colorPalette="red" onClick={confirm} loading={removal.isPending}>
          <Trans>Remove</Trans>
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

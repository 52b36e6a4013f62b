import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminCategory } from '../../../../contract/admin-catalogue';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, errorMessageOr } from '../../../lib/screen-error-messages';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useDeleteCategoryMutation } from '../api/admin-categories.mutations';
import { categoryName } from '../category-tree';

/**
 * A refusal (409: subcategories, events) in the reader's language, or in the server's words for a reason
 * this client has none for; anything else invites another try.
 */
function deleteFailureReason(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return errorMessage(error);
  return errorMessageOr(error, msg`Please try again.`);
}

type DeleteCategoryDialogProps = {
  /** The category to delete; null while the dialog is closed. */
  category: TAdminCategory | null;
  onClose: () => void;
};

/**
 * docs/product.md §2/§8: deleting asks first. A refusal (children, events: 409) stays in the dialog with
 * the server's reason in the reader's language, so the admin knows what to do next.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const deletion = useDeleteCategoryMutation();
  const name = category ? categoryName(category, locale) : '';

  function close() {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  }

  function confirm() {
    if (!category) return;
    deletion.mutate(category.id, {
      onSuccess: () => {
        toastSuccess(t`Category deleted successfully`);
        deletion.reset();
        onClose();
      },
    });
  }

  return (
    <DialogFrame open={category !== null} onClose={close} title={category ? <Trans>Delete category?</Trans> : null} role="alertdialog" size="sm">
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            <Trans>
              “<bdi>{name}</bdi>” will be deleted. This cannot be undone.
            </Trans>
          </Text>
          {category && category.children.length > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>It has subcategories: move or delete them first.</Trans>
            </Text>
          ) : null}
          {deletion.isError ? (
            <FormAlert status="error" title={<Trans>Failed to delete category</Trans>}>
              {deleteFailureReason(deletion.error)}
            </FormAlert>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} disabled={deletion.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button colorPalette="red" onClick={confirm} loading={deletion.isPending}>
          <Trans>Delete</Trans>
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

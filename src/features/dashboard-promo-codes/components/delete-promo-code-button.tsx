import { Button, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { TrashIcon } from '../../../components/dashboard/dashboard-icons';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { toastSuccess } from '../../../lib/toaster';
import { dashboardPromoCodeKeys } from '../api/dashboard-promo-codes.queries';
import { useDeletePromoCodeMutation } from '../api/dashboard-promo-codes.mutations';

/**
 * Delete behind a confirmation (docs/product.md §10 Promo codes). A code no order used is removed; one that was used
 * is switched off instead (the server decides, and says so), and the page stays on it.
 */
export function DeletePromoCodeButton({ promoCode }: { promoCode: TAdminPromoCode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletePromoCode = useDeletePromoCodeMutation(promoCode.id);
  const [open, setOpen] = useState(false);
  const code = promoCode.code;

  function openDialog() {
    deletePromoCode.reset();
    setOpen(true);
  }

  function confirm() {
    deletePromoCode.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        if (result.deleted) {
          toastSuccess(t`Promo code ${code} deleted`);
          void navigate({ to: '/dashboard/promo-codes' }).then(() => queryClient.removeQueries({ queryKey: dashboardPromoCodeKeys.detail(promoCode.id) }));
        } else {
          toastSuccess(t`Promo code ${code} was used, so it was switched off instead of deleted`);
        }
      },
    });
  }

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={openDialog}>
        <TrashIcon />
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          <Trans>
            Delete the promo code <bdi dir="ltr">{code}</bdi>?
          </Trans>
        }
        confirmLabel={<Trans>Delete promo code</Trans>}
        onConfirm={confirm}
        busy={deletePromoCode.isPending}
        failure={deletePromoCode.isError ? errorMessageOr(deletePromoCode.error, msg`Failed to delete the promo code. Please try again.`) : null}
      >
        <Text fontSize="sm">
          <Trans>A code no order used is removed for good. A code that was used is switched off instead, so its invoices keep it.</Trans>
        </Text>
      </ConfirmDialog>
    </>
  );
}

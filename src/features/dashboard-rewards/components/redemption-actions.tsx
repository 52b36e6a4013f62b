import { Button, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TAdminRedemption } from '../../../../contract/admin-people';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { BanIcon } from '../../../components/dashboard/dashboard-icons';
import { CheckIcon } from '../../../components/icons';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useRedemptionStatusMutation } from '../api/dashboard-rewards.mutations';

/**
 * Fulfil (the reward was handed over) or Cancel (withdrawn; the coins go back to the user, once) a
 * pending redemption. Settled ones have nothing left to do (docs/product.md §4 redeeming).
 */
export function RedemptionActions({ redemption }: { redemption: TAdminRedemption }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const fulfil = useRedemptionStatusMutation();
  const cancel = useRedemptionStatusMutation();
  const [confirming, setConfirming] = useState(false);
  if (redemption.status !== 'pending') return null;
  const code = redemption.code;
  const cost = formatCoins(redemption.cost, locale);
  const name = redemption.user.name;

  function markFulfilled() {
    fulfil.mutate(
      { id: redemption.id, status: 'fulfilled' },
      {
        onSuccess: () => toastSuccess(t`Redemption fulfilled`),
        onError: (error) => toastError(errorMessageOr(error, msg`Failed to update the redemption. Please try again.`)),
      },
    );
  }

  function openCancel() {
    cancel.reset();
    setConfirming(true);
  }

  function confirmCancel() {
    cancel.mutate(
      { id: redemption.id, status: 'cancelled' },
      {
        onSuccess: () => {
          setConfirming(false);
          toastSuccess(t`Redemption cancelled, coins returned`);
        },
      },
    );
  }

  return (
    <HStack gap="2" wrap="wrap">
      <Button size="xs" loading={fulfil.isPending} disabled={cancel.isPending} aria-label={t`Fulfil ${code}`} onClick={markFulfilled}>
        <CheckIcon />
        <Trans>Fulfil</Trans>
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={fulfil.isPending} aria-label={t`Cancel ${code}`} onClick={openCancel}>
        <BanIcon />
        <Trans>Cancel</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={<Trans>Cancel redemption {code}?</Trans>}
        confirmLabel={<Trans>Cancel redemption</Trans>}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
        failure={cancel.isError ? errorMessageOr(cancel.error, msg`Failed to update the redemption. Please try again.`) : null}
      >
        <Text fontSize="sm">
          <Trans>
            The reward is withdrawn and {cost} coins go back to <bdi>{name}</bdi>'s balance. This cannot be undone.
          </Trans>
        </Text>
      </ConfirmDialog>
    </HStack>
  );
}

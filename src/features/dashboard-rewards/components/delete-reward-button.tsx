import { Button, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TAdminReward } from '../../../../contract/admin-people';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { TrashIcon } from '../../../components/dashboard/dashboard-icons';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { toastSuccess } from '../../../lib/toaster';
import { useDeleteRewardMutation } from '../api/dashboard-rewards.mutations';
import { dashboardRewardKeys } from '../api/dashboard-rewards.queries';

/**
 * Delete behind a confirmation. A reward nobody redeemed is removed; one with redemptions is deactivated
 * instead (the server decides), and the page stays on it.
 */
export function DeleteRewardButton({ reward }: { reward: TAdminReward }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteReward = useDeleteRewardMutation(reward.id);
  const [open, setOpen] = useState(false);

  function openDialog() {
    deleteReward.reset();
    setOpen(true);
  }

  function confirm() {
    deleteReward.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        if (result.deleted) {
          toastSuccess(t`Reward deleted`);
          void navigate({ to: '/dashboard/rewards' }).then(() => queryClient.removeQueries({ queryKey: dashboardRewardKeys.detail(reward.id) }));
        } else {
          toastSuccess(t`Reward deactivated: it has redemptions`);
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
        title={<Trans>Delete this reward?</Trans>}
        confirmLabel={<Trans>Delete reward</Trans>}
        onConfirm={confirm}
        busy={deleteReward.isPending}
        failure={deleteReward.isError ? errorMessageOr(deleteReward.error, msg`Failed to delete the reward. Please try again.`) : null}
      >
        <Text fontSize="sm">
          {reward.redemptions_count > 0 ? (
            <Trans>This reward has redemptions, so it will be deactivated instead: users no longer see it, and its redemptions keep their reward.</Trans>
          ) : (
            <Trans>Nobody has redeemed this reward: it is removed for good.</Trans>
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}

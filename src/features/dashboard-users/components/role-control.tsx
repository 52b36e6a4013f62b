import { Button, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TAdminUser } from '../../../../contract/admin-people';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { toastSuccess } from '../../../lib/toaster';
import { useChangeRoleMutation } from '../api/dashboard-users.mutations';
import { roleChangeFor } from '../user-roles';

/**
 * "Make door staff" / "Remove door staff" behind a confirmation (docs/product.md §2, §6). The server's
 * refusals (users.own_role, users.last_admin) show in the dialog in the admin's language.
 */
export function RoleControl({ user }: { user: TAdminUser }) {
  const { t } = useLingui();
  const changeRole = useChangeRoleMutation(user.id);
  const [open, setOpen] = useState(false);
  const change = roleChangeFor(user.role_id);
  if (!change) return null;
  const name = user.name;
  const makeStaff = change.kind === 'make_staff';

  function openDialog() {
    changeRole.reset();
    setOpen(true);
  }

  function confirm() {
    if (!change) return;
    changeRole.mutate(change.roleId, {
      onSuccess: () => {
        setOpen(false);
        toastSuccess(makeStaff ? t`Now door staff` : t`No longer door staff`);
      },
    });
  }

  return (
    <>
      <Button variant="outline" colorPalette={makeStaff ? 'brand' : 'red'} size="sm" onClick={openDialog}>
        <QrCodeIcon />
        {makeStaff ? <Trans>Make door staff</Trans> : <Trans>Remove door staff</Trans>}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          makeStaff ? (
            <Trans>
              Make <bdi>{name}</bdi> door staff?
            </Trans>
          ) : (
            <Trans>
              Remove <bdi>{name}</bdi> from door staff?
            </Trans>
          )
        }
        confirmLabel={makeStaff ? <Trans>Make door staff</Trans> : <Trans>Remove door staff</Trans>}
        confirmPalette={makeStaff ? 'brand' : 'red'}
        onConfirm={confirm}
        busy={changeRole.isPending}
        failure={changeRole.isError ? errorMessageOr(changeRole.error, msg`Failed to change the role. Please try again.`) : null}
      >
        <Text fontSize="sm">
          {makeStaff ? (
            <Trans>
              They can open the scanner and check tickets in at the door, and nothing else of the dashboard. This takes effect at once, on their signed-in
              devices too.
            </Trans>
          ) : (
            <Trans>They go back to being a user and lose the scanner. This takes effect at once, on their signed-in devices too.</Trans>
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}

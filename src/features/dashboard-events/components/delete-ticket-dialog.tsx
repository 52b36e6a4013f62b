import { Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useDeleteTicketMutation } from '../api/dashboard-tickets.mutations';
import { localizedName } from '../../../lib/localized-text';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';

/** Deleting a ticket type, confirmed first; one with sales is refused (409 `tickets.has_sales`), said in place. */
export function DeleteTicketDialog({ eventId, ticket, onClose }: { eventId: number; ticket: TAdminTicket | null; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const deleteTicket = useDeleteTicketMutation(eventId);
  const name = ticket ? localizedName(ticket, locale) : '';

  function close() {
    deleteTicket.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={ticket !== null}
      onClose={close}
      title={<Trans>Delete this ticket type?</Trans>}
      confirmLabel={<Trans>Delete ticket type</Trans>}
      busy={deleteTicket.isPending}
      failure={deleteTicket.isError ? errorMessageOr(deleteTicket.error, msg`Failed to delete the ticket type. Please try again.`) : null}
      onConfirm={() => {
        if (!ticket) return;
        deleteTicket.mutate(ticket.id, {
          onSuccess: () => {
            toastSuccess(t`Ticket type deleted`);
            close();
          },
        });
      }}
    >
      <Text fontSize="sm">
        <Trans>
          <bdi>{name}</bdi> will no longer be offered. A ticket type that has sales cannot be deleted.
        </Trans>
      </Text>
    </ConfirmDialog>
  );
}

import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { FormField } from '../../../components/form-field';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { toastSuccess } from '../../../lib/toaster';
import { useCancelEventMutation, useDeleteEventMutation } from '../api/dashboard-events.mutations';
import { dashboardEventKeys } from '../api/dashboard-events.queries';
import { ConfirmDialog } from '../../../components/dashboard/confirm-dialog';
import { BanIcon, PencilIcon, TrashIcon } from '../../../components/dashboard/dashboard-icons';

type EventActionsProps = {
  event: TAdminEvent;
};

const REASON_MAX = 500;

/** Edit, scanner, cancel and delete, each destructive step behind a confirmation. */
export function EventActions({ event }: EventActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const [reason, setReason] = useState('');
  const cancelEvent = useCancelEventMutation(event.id);
  const deleteEvent = useDeleteEventMutation(event.id);
  const params = { id: String(event.id) };
  const cancellable = event.status === 'upcoming' || event.status === 'running';
  const deleteRefusedForBookings = deleteEvent.error instanceof ApiError && deleteEvent.error.code === 'events.has_bookings';

  function open(next: 'cancel' | 'delete') {
    cancelEvent.reset();
    deleteEvent.reset();
    setDialog(next);
  }

  function confirmCancel() {
    cancelEvent.mutate(reason, {
      onSuccess: () => {
        setDialog(null);
        setReason('');
        toastSuccess(t`Event cancelled`);
      },
    });
  }

  function confirmDelete() {
    deleteEvent.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t`Event deleted`);
        void navigate({ to: '/dashboard/events' }).then(() => queryClient.removeQueries({ queryKey: dashboardEventKeys.detail(event.id) }));
      },
    });
  }

  return (
    <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
      <Button asChild size="sm">
        <Link to="/dashboard/events/$id/edit" params={params}>
          <PencilIcon />
          <Trans>Edit</Trans>
        </Link>
      </Button>
      {event.status === 'cancelled' ? null : (
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard/event/$id/scan" params={params}>
            <QrCodeIcon />
            <Trans>Open scanner</Trans>
          </Link>
        </Button>
      )}
      {cancellable ? (
        <Button variant="outline" colorPalette="orange" size="sm" onClick={() => open('cancel')}>
          <BanIcon />
          <Trans>Cancel event</Trans>
        </Button>
      ) : null}
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => open('delete')}>
        <TrashIcon />
        <Trans>Delete</Trans>
      </Button>

      <ConfirmDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={<Trans>Cancel this event?</Trans>}
        confirmLabel={<Trans>Cancel event</Trans>}
        onConfirm={confirmCancel}
        busy={cancelEvent.isPending}
        failure={cancelEvent.isError ? errorMessageOr(cancelEvent.error, msg`Failed to cancel the event. Please try again.`) : null}
      >
        <Text fontSize="sm">
          <Trans>The event leaves the public lists and its tickets stop working at the door. Bookings stay on record. This cannot be undone.</Trans>
        </Text>
        <FormField label={<Trans>Reason (optional)</Trans>} helper={<Trans>Kept with the event for the record.</Trans>}>
          <Textarea value={reason} onChange={(change) => setReason(change.target.value)} maxLength={REASON_MAX} rows={3} dir="auto" resize="vertical" />
        </FormField>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={<Trans>Delete this event?</Trans>}
        confirmLabel={<Trans>Delete event</Trans>}
        onConfirm={confirmDelete}
        busy={deleteEvent.isPending}
        failure={deleteEvent.isError ? errorMessageOr(deleteEvent.error, msg`Failed to delete the event. Please try again.`) : null}
        alternative={
          deleteRefusedForBookings && cancellable ? (
            <Button variant="outline" colorPalette="orange" onClick={() => open('cancel')}>
              <Trans>Cancel the event instead</Trans>
            </Button>
          ) : null
        }
      >
        <Text fontSize="sm">
          <Trans>The event, its ticket types and its poster are removed for good. An event that has bookings cannot be deleted; cancel it instead.</Trans>
        </Text>
      </ConfirmDialog>
    </HStack>
  );
}

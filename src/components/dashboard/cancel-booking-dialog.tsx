import { Text, Textarea } from '@chakra-ui/react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ZAdminCancelBodySchema } from '../../../contract/admin-people';
import { adminFieldMessage } from './admin-field-messages';
import { errorMessageOr } from '../../lib/screen-error-messages';
import { toastSuccess } from '../../lib/toaster';
import { FormField } from '../form-field';
import { useCancellationMutation, type TCancelTarget } from './cancellation.mutations';
import { ConfirmDialog } from './confirm-dialog';

/** contract/admin-people.ts ZAdminCancelBodySchema: at most 500 characters. */
const REASON_MAX = 500;

type CancelBookingDialogProps = {
  /** The booking or invoice to cancel; null keeps the dialog closed. */
  target: TCancelTarget | null;
  onClose: () => void;
};

/**
 * "Cancel booking" (and "Cancel all bookings" of an invoice) with the reason it needs (docs/product.md §2
 * cancellations): shared by an event's Bookings tab and a user's Bookings and Invoices tabs.
 */
export function CancelBookingDialog({ target, onClose }: CancelBookingDialogProps) {
  const { t } = useLingui();
  const cancellation = useCancellationMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);

  function close() {
    if (cancellation.isPending) return;
    cancellation.reset();
    setReason('');
    setReasonError(undefined);
    onClose();
  }

  function confirm() {
    if (!target) return;
    const parsed = ZAdminCancelBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(adminFieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setReasonError(undefined);
    cancellation.mutate(
      { target, reason: parsed.data.reason },
      {
        onSuccess: (result) => {
          const count = result.bookings.length;
          toastSuccess(
            target.kind === 'booking'
              ? t`Booking cancelled`
              : target.pending
                ? t`Order cancelled`
                : t({ message: plural(count, { one: '# booking cancelled', other: '# bookings cancelled' }) }),
          );
          cancellation.reset();
          setReason('');
          onClose();
        },
      },
    );
  }

  const number = target?.number ?? '';
  const invoice = target?.kind === 'invoice';
  const pendingOrder = target?.kind === 'invoice' && target.pending === true;
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={close}
      title={
        target === null ? null : pendingOrder ? (
          <Trans>Cancel unpaid order {number}?</Trans>
        ) : invoice ? (
          <Trans>Cancel every booking of invoice {number}?</Trans>
        ) : (
          <Trans>Cancel booking {number}?</Trans>
        )
      }
      confirmLabel={pendingOrder ? <Trans>Cancel order</Trans> : invoice ? <Trans>Cancel all bookings</Trans> : <Trans>Cancel booking</Trans>}
      onConfirm={confirm}
      busy={cancellation.isPending}
      failure={
        cancellation.isError
          ? errorMessageOr(
              cancellation.error,
              invoice ? msg`Failed to cancel the bookings. Please try again.` : msg`Failed to cancel the booking. Please try again.`,
            )
          : null
      }
    >
      <Text fontSize="sm">
        {pendingOrder ? (
          <Trans>
            The seats this order holds go back on sale at once and the buyer can no longer pay for it. Nothing was paid, so nothing is refunded. This cannot be
            undone.
          </Trans>
        ) : invoice ? (
          <Trans>
            Every ticket of this invoice stops working at the door and its seat goes back on sale. The coins earned by the purchase are taken back, the invoice
            shows refunded and the holder gets an email. This cannot be undone.
          </Trans>
        ) : (
          <Trans>
            The ticket stops working at the door and its seat goes back on sale. The coins earned by the purchase are taken back and the holder gets an email.
            This cannot be undone.
          </Trans>
        )}
      </Text>
      <FormField label={<Trans>Reason</Trans>} error={reasonError} helper={<Trans>Kept with the booking for the record.</Trans>}>
        <Textarea value={reason} onChange={(change) => setReason(change.target.value)} maxLength={REASON_MAX} rows={3} dir="auto" resize="vertical" required />
      </FormField>
    </ConfirmDialog>
  );
}

import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../../lib/atoms';
import { useId, useState, type FormEvent } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { FormAlert } from '../../../components/form-alert';
import { formatFullDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { onlineAtom, useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useCancelTransferMutation, useSendTicketMutation } from '../api/transfers.mutations';

type SendTicketProps = {
  booking: Pick<TBooking, 'id' | 'status' | 'usage' | 'transfer'>;
};

/**
 * "Send to a friend" on a ticket (docs/product.md §4 Sending a ticket): an e-mail address or a mobile number;
 * while it is on its way the ticket stays the sender's, says to whom, and can be called back. Only a ticket
 * ready to use and never scanned can be sent, and only online.
 */
export function SendTicket({ booking }: SendTicketProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const online = useAtomValue(onlineAtom);
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const send = useSendTicketMutation(booking.id);
  const cancel = useCancelTransferMutation(booking.id);
  const inputId = useId();
  const transfer = booking.transfer;

  if (transfer) {
    const recipient = transfer.to;
    const until = formatFullDateTime(transfer.expires_at, locale);
    return (
      <Stack gap="2" p="3" borderWidth="1px" borderColor="border.muted" rounded="md" data-testid="ticket-transfer-pending">
        <Text fontSize="sm">
          <Trans>
            Sent to <bdi>{recipient}</bdi>. It stays yours until they accept it (by {until}).
          </Trans>
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            loading={cancel.isPending}
            disabled={!online}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => toastSuccess(t`The ticket stays with you.`) })}
          >
            <Trans>Cancel sending</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  }
  if (booking.status !== 'active' || booking.usage.used > 0 || !online) return null;
  if (!open) {
    return (
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="ticket-send-open">
          <Trans>Send to a friend</Trans>
        </Button>
      </HStack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(to, {
      onSuccess: () => {
        toastSuccess(t`The ticket is on its way. It stays yours until they accept it.`);
        setOpen(false);
        setTo('');
      },
    });
  };
  const error = send.isError ? errorMessage(send.error) : undefined;
  return (
    <Stack as="form" gap="3" onSubmit={submit} p="3" borderWidth="1px" borderColor="border.muted" rounded="md" data-testid="ticket-send-form">
      <Field.Root invalid={error !== undefined}>
        <Field.Label htmlFor={inputId}>
          <Trans>Their e-mail or mobile number</Trans>
        </Field.Label>
        <Input id={inputId} value={to} onChange={(e) => setTo(e.target.value)} inputMode="email" autoComplete="off" dir="ltr" required autoFocus />
        <Field.HelperText>
          <Trans>They accept it from a link we send them. The ticket gets a new QR code, and yours stops working at the door.</Trans>
        </Field.HelperText>
      </Field.Root>
      {error ? <FormAlert status="error">{error}</FormAlert> : null}
      <HStack gap="2" wrap="wrap">
        <Button type="submit" size="sm" loading={send.isPending} disabled={to.trim() === ''}>
          <Trans>Send ticket</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}

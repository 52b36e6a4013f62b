import { Badge, Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { TPayment, TRefund } from '../../../../contract/payments';
import { CardField, CardFields } from '../card-fields';
import { FormAlert } from '../../form-alert';
import { RefreshIcon } from '../../icons';
import { formatDateTime } from '../../../lib/dates';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { useRetryRefundMutation } from './invoice.mutations';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_STATUS_LABELS, REFUND_STATUS_LABELS } from './invoice-labels';

/** A gateway reference: Latin, long, copied by hand into the gateway's dashboard; breaks anywhere on a phone. */
function Reference({ value }: { value: string | null }) {
  if (value === null) {
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  }
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr" overflowWrap="anywhere">
      {value}
    </Text>
  );
}

function StatusBadge({ status }: { status: { label: MessageDescriptor; palette: string } }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={status.palette} variant="subtle" flexShrink="0">
      {i18n._(status.label)}
    </Badge>
  );
}

function Moment({ value }: { value: string }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={value} whiteSpace="nowrap">
      {formatDateTime(value, locale)}
    </chakra.time>
  );
}

/** A titled list of the invoice's records (payments, refunds), or a line saying there are none. */
function RecordSection({ id, title, empty, children }: { id: string; title: ReactNode; empty: ReactNode; children: ReactNode[] }) {
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** One record: what it is and its status on a line, then its fields (and any action below). */
function RecordCard({ testId, title, status, children }: { testId: string; title: ReactNode; status: ReactNode; children: ReactNode }) {
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderColor="border.muted" rounded="lg" p="3" data-testid={testId}>
      <HStack justify="space-between" gap="3" wrap="wrap">
        {title}
        {status}
      </HStack>
      {children}
    </Stack>
  );
}

/** The invoice's checkout sessions on the gateway, newest as the server lists them. */
export function PaymentSessions({ payments }: { payments: TPayment[] }) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  return (
    <RecordSection id="invoice-payments-heading" title={<Trans>Payments</Trans>} empty={<Trans>No payment was started for this invoice.</Trans>}>
      {payments.map((payment) => (
        <RecordCard
          key={payment.id}
          testId="invoice-payment"
          title={<Text fontWeight="semibold">{i18n._(PAYMENT_PROVIDER_LABELS[payment.provider])}</Text>}
          status={<StatusBadge status={PAYMENT_STATUS_LABELS[payment.status]} />}
        >
          <CardFields>
            <CardField label={<Trans>Amount</Trans>}>{formatOMR(payment.amount, locale)}</CardField>
            <CardField label={<Trans>Session ID</Trans>}>
              <Reference value={payment.session_id} />
            </CardField>
            <CardField label={<Trans>Payment ID</Trans>}>
              <Reference value={payment.payment_id} />
            </CardField>
            <CardField label={<Trans>Started</Trans>}>
              <Moment value={payment.created_at} />
            </CardField>
            {payment.paid_at ? (
              <CardField label={<Trans>Paid</Trans>}>
                <Moment value={payment.paid_at} />
              </CardField>
            ) : null}
          </CardFields>
        </RecordCard>
      ))}
    </RecordSection>
  );
}

function RetryRefundButton({ refund }: { refund: TRefund }) {
  const { t } = useLingui();
  const retry = useRetryRefundMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (refund.status !== 'failed') return null;
  function run() {
    setFailure(null);
    retry.mutate(refund.id, {
      onSuccess: (updated) => {
        if (updated.status === 'failed') setFailure(t`The gateway refused the refund again.`);
        else toastSuccess(updated.status === 'succeeded' ? t`Refund sent` : t`Refund requested`);
      },
      onError: (error) => setFailure(errorMessageOr(error, msg`The refund could not be retried. Please try again.`)),
    });
  }
  return (
    <Stack gap="2">
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      <Box>
        <Button size="xs" variant="outline" loading={retry.isPending} onClick={run}>
          <RefreshIcon />
          <Trans>Retry refund</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

/** Money given back through the gateway: read as done only once `succeeded`; a failed one can be retried. */
export function RefundList({ refunds }: { refunds: TRefund[] }) {
  const locale = useAppLocale();
  return (
    <RecordSection id="invoice-refunds-heading" title={<Trans>Refunds</Trans>} empty={<Trans>No refunds.</Trans>}>
      {refunds.map((refund) => (
        <RecordCard
          key={refund.id}
          testId="invoice-refund"
          title={
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {formatOMR(refund.amount, locale)}
            </Text>
          }
          status={<StatusBadge status={REFUND_STATUS_LABELS[refund.status]} />}
        >
          <CardFields>
            <CardField label={<Trans>Attempts</Trans>}>{formatCount(refund.attempts, locale)}</CardField>
            <CardField label={<Trans>Reason</Trans>}>
              <Text as="span" dir="auto">
                {refund.reason}
              </Text>
            </CardField>
            <CardField label={<Trans>Refund ID</Trans>}>
              <Reference value={refund.gateway_refund_id} />
            </CardField>
            <CardField label={<Trans>Updated</Trans>}>
              <Moment value={refund.updated_at} />
            </CardField>
            {refund.last_error ? (
              <CardField label={<Trans>Last error</Trans>}>
                {/* The gateway's own words, as it sent them: untranslated, kept for support. */}
                <Text as="span" color="fg.error" dir="auto" overflowWrap="anywhere">
                  {refund.last_error}
                </Text>
              </CardField>
            ) : null}
          </CardFields>
          <RetryRefundButton refund={refund} />
        </RecordCard>
      ))}
    </RecordSection>
  );
}

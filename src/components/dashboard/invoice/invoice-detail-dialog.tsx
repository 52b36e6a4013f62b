import { Badge, Button, chakra, Dialog, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TAdminInvoiceDetail } from '../../../../contract/payments';
import { AuditHistoryLink } from '../audit-history-link';
import { CardField, CardFields } from '../card-fields';
import { BanIcon } from '../dashboard-icons';
import { LoadFailure } from '../load-failure';
import { DialogFrame } from '../../dialog-frame';
import { PAGE_ALIGNED_TEXT } from '../../page-aligned-text';
import { formatDateTime } from '../../../lib/dates';
import { formatOMR, isFree } from '../../../lib/money';
import { formatDiscount, hasDiscount } from '../../../lib/order-summary';
import { useAppLocale } from '../../../lib/store';
import { adminInvoiceQueryOptions } from './invoice.queries';
import { canCancelPendingOrder } from './invoice-labels';
import { InvoiceEvent, InvoiceStatusBadge } from '../records/invoice-columns';
import { PaymentSessions, RefundList } from './invoice-payments';

/** What a list knows of the invoice it opens: a user's invoice list item, or a booking's invoice. */
type TInvoiceRef = { id: number; number: string };

type InvoiceDetailDialogProps<T extends TInvoiceRef> = {
  /** The invoice of the list to show; null keeps the dialog closed. */
  invoice: T | null;
  onClose: () => void;
  /** "Cancel order" of a pending invoice: the list closes this dialog and opens the cancellation one. Absent: not offered. */
  onCancelOrder?: (invoice: T) => void;
};

function Summary({ detail }: { detail: TAdminInvoiceDetail }) {
  const locale = useAppLocale();
  const { invoice } = detail;
  return (
    <CardFields>
      <CardField label={<Trans>Status</Trans>}>
        <InvoiceStatusBadge status={invoice.status} />
      </CardField>
      <CardField label={<Trans>Buyer</Trans>}>
        <Stack gap="0" as="span">
          <Text as="span" {...PAGE_ALIGNED_TEXT}>
            {invoice.user.name}
          </Text>
          <Text as="span" color="fg.muted" textAlign="start" overflowWrap="anywhere">
            <bdi>{invoice.user.email}</bdi>
          </Text>
        </Stack>
      </CardField>
      <CardField label={<Trans>Event</Trans>}>
        <InvoiceEvent event={invoice.event} />
      </CardField>
      {hasDiscount(invoice.discount) ? (
        <>
          <CardField label={<Trans>Subtotal</Trans>}>{formatOMR(invoice.subtotal, locale)}</CardField>
          <CardField label={<Trans>Discount</Trans>}>
            <InvoiceDiscount discount={invoice.discount} code={invoice.promo_code} />
          </CardField>
        </>
      ) : null}
      <CardField label={<Trans>Total</Trans>}>{formatOMR(invoice.total, locale)}</CardField>
      {isFree(invoice.refunded) ? null : <CardField label={<Trans>Refunded</Trans>}>{formatOMR(invoice.refunded, locale)}</CardField>}
      <CardField label={<Trans>Created</Trans>}>
        <chakra.time dateTime={invoice.created_at}>{formatDateTime(invoice.created_at, locale)}</chakra.time>
      </CardField>
      {invoice.expires_at ? (
        <CardField label={invoice.status === 'pending' ? <Trans>Seats held until</Trans> : <Trans>Hold ended</Trans>}>
          <chakra.time dateTime={invoice.expires_at}>{formatDateTime(invoice.expires_at, locale)}</chakra.time>
        </CardField>
      ) : null}
      {invoice.cancel_reason ? (
        <CardField label={<Trans>Cancellation reason</Trans>}>
          <Text as="span" dir="auto">
            {invoice.cancel_reason}
          </Text>
        </CardField>
      ) : null}
    </CardFields>
  );
}

/** What the promo code took off, and the code (docs/product.md §10 Promo codes). */
function InvoiceDiscount({ discount, code }: { discount: string; code: string | null }) {
  const locale = useAppLocale();
  return (
    <Text as="span" data-testid="invoice-discount">
      <Text as="span" whiteSpace="nowrap" css={{ unicodeBidi: 'isolate' }}>
        {formatDiscount(discount, locale)}
      </Text>
      {code ? (
        <>
          {' '}
          <Badge variant="outline" fontFamily="mono" dir="ltr">
            {code}
          </Badge>
        </>
      ) : null}
    </Text>
  );
}

function DetailBody({ query }: { query: UseQueryResult<TAdminInvoiceDetail> }) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading the invoice`}>
        <Skeleton h="24" rounded="lg" />
        <Skeleton h="20" rounded="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure title={<Trans>Failed to fetch the invoice</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Stack gap="5">
      <Summary detail={query.data} />
      <PaymentSessions payments={query.data.payments} />
      <RefundList refunds={query.data.refunds} />
    </Stack>
  );
}

type DetailContentProps<T extends TInvoiceRef> = { invoice: T; onClose: () => void; onCancelOrder?: (invoice: T) => void };

function DetailContent<T extends TInvoiceRef>({ invoice, onClose, onCancelOrder }: DetailContentProps<T>) {
  const { t } = useLingui();
  const query = useQuery(adminInvoiceQueryOptions(invoice.id));
  // Offered on what the server says now, not the list's copy: an order paid meanwhile is no longer "unpaid".
  const pending = onCancelOrder && query.data ? canCancelPendingOrder(query.data.invoice) : false;
  const number = invoice.number;
  return (
    <>
      <Dialog.Body pb="6">
        <DetailBody query={query} />
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
        {/* The invoice's entries in the audit log (docs/architecture.md §12): payments, refunds, cancellation. */}
        <AuditHistoryLink entity="invoice" id={invoice.id} label={t`History of invoice ${number}`} onClick={onClose} />
        {pending ? (
          <Button variant="outline" colorPalette="red" onClick={() => onCancelOrder?.(invoice)}>
            <BanIcon />
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
      </Dialog.Footer>
    </>
  );
}

/**
 * An invoice in full (docs/product.md §10), from a user's Invoices tab or an event's bookings: its gateway
 * checkout sessions and refunds, a failed refund's retry, and "Cancel order" for one stuck waiting for payment.
 */
export function InvoiceDetailDialog<T extends TInvoiceRef>({ invoice, onClose, onCancelOrder }: InvoiceDetailDialogProps<T>) {
  const number = invoice?.number ?? '';
  return (
    <DialogFrame
      open={invoice !== null}
      onClose={onClose}
      title={
        invoice ? (
          <Trans>
            Invoice <bdi>{number}</bdi>
          </Trans>
        ) : null
      }
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="outside"
      positionerProps={{ alignItems: 'flex-start' }}
      contentProps={{ my: { base: '0', sm: '10' } }}
    >
      {invoice ? <DetailContent invoice={invoice} onClose={onClose} onCancelOrder={onCancelOrder} /> : null}
    </DialogFrame>
  );
}

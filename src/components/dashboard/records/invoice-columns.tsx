import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TInvoiceListItem } from '../../../../contract/bookings';
import { formatShortDate } from '../../../lib/dates';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { formatDiscount, hasDiscount } from '../../../lib/order-summary';
import { useAppLocale } from '../../../lib/store';
import { BanIcon } from '../dashboard-icons';
import { canCancelInvoice, canCancelPendingOrder, INVOICE_STATUS_LABELS } from '../invoice/invoice-labels';
import type { RecordColumn } from '../record-list';

/*
 * An invoice's cells (docs/product.md §3 Invoice, §10), wherever invoices are listed; the status badge and the
 * event are the invoice dialog's too (invoice/invoice-detail-dialog.tsx).
 */

type InvoiceColumnsOptions = {
  /** "Cancel all bookings" of a paid invoice, "Cancel order" of one waiting for payment. */
  onCancel: (invoice: TInvoiceListItem) => void;
  /** Opens the invoice's payments and refunds. */
  onOpen: (invoice: TInvoiceListItem) => void;
};

export function invoiceColumns({ onCancel, onOpen }: InvoiceColumnsOptions): RecordColumn<TInvoiceListItem>[] {
  return [
    {
      id: 'invoice',
      header: msg`Invoice`,
      card: 'title',
      cell: (invoice) => <InvoiceNumber number={invoice.number} />,
      cardCell: (invoice) => (
        <Text fontWeight="semibold">
          <InvoiceNumber number={invoice.number} />
        </Text>
      ),
    },
    {
      id: 'event',
      header: msg`Event`,
      card: 'title',
      cell: (invoice) => <InvoiceEvent event={invoice.event} />,
      cardCell: (invoice) => (
        <Box fontSize="sm">
          <InvoiceEvent event={invoice.event} />
        </Box>
      ),
    },
    { id: 'tickets', header: msg`Tickets`, numeric: true, cell: (invoice) => <TicketCount count={invoice.bookings_count} /> },
    { id: 'total', header: msg`Total`, numeric: true, cell: (invoice) => <Total invoice={invoice} /> },
    { id: 'status', header: msg`Status`, card: 'badge', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
    { id: 'date', header: msg`Date`, cell: (invoice) => <InvoiceDate at={invoice.created_at} /> },
    { id: 'actions', header: msg`Actions`, card: 'actions', cell: (invoice) => <InvoiceActions invoice={invoice} onCancel={onCancel} onOpen={onOpen} /> },
  ];
}

function InvoiceNumber({ number }: { number: string }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {number}
    </Text>
  );
}

/** The event the tickets are for; an invoice without bookings has none. */
export function InvoiceEvent({ event }: { event: { name: string } | null }) {
  if (!event) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>No event</Trans>
      </Text>
    );
  }
  return <bdi>{event.name}</bdi>;
}

export function InvoiceStatusBadge({ status }: { status: TInvoiceListItem['status'] }) {
  const { i18n } = useLingui();
  const label = INVOICE_STATUS_LABELS[status];
  return (
    <Badge colorPalette={label.palette} variant="subtle" flexShrink="0">
      {i18n._(label.label)}
    </Badge>
  );
}

function TicketCount({ count }: { count: number }) {
  return <>{formatCount(count, useAppLocale())}</>;
}

/** The total, and under it what a promo code took off, with the code (docs/product.md §10 Promo codes). */
function Total({ invoice }: { invoice: Pick<TInvoiceListItem, 'total' | 'discount' | 'promo_code'> }) {
  const locale = useAppLocale();
  const total = (
    <Text as="span" whiteSpace="nowrap">
      {formatOMR(invoice.total, locale)}
    </Text>
  );
  if (!hasDiscount(invoice.discount)) return total;
  const amount = formatDiscount(invoice.discount, locale);
  const code = invoice.promo_code ?? '';
  return (
    <Stack as="span" gap="0" align={{ base: 'flex-start', lg: 'flex-end' }}>
      {total}
      <Text as="span" fontSize="xs" color="green.700" data-testid="invoice-discount">
        {code ? (
          <Trans>
            <bdi>{amount}</bdi> with <bdi dir="ltr">{code}</bdi>
          </Trans>
        ) : (
          <bdi>{amount}</bdi>
        )}
      </Text>
    </Stack>
  );
}

function InvoiceDate({ at }: { at: string }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={at} whiteSpace="nowrap">
      {formatShortDate(at, locale)}
    </chakra.time>
  );
}

function InvoiceActions({ invoice, onCancel, onOpen }: InvoiceColumnsOptions & { invoice: TInvoiceListItem }) {
  const { t } = useLingui();
  const number = invoice.number;
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" size="xs" aria-label={t`Details of invoice ${number}`} onClick={() => onOpen(invoice)}>
        <Trans>Details</Trans>
      </Button>
      {canCancelInvoice(invoice) ? (
        <Button variant="outline" colorPalette="red" size="xs" aria-label={t`Cancel all bookings of invoice ${number}`} onClick={() => onCancel(invoice)}>
          <BanIcon />
          <Trans>Cancel all bookings</Trans>
        </Button>
      ) : null}
      {canCancelPendingOrder(invoice) ? (
        <Button variant="outline" colorPalette="red" size="xs" aria-label={t`Cancel unpaid order ${number}`} onClick={() => onCancel(invoice)}>
          <BanIcon />
          <Trans>Cancel order</Trans>
        </Button>
      ) : null}
    </HStack>
  );
}

import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TInvoiceListItem } from '../../../../contract/bookings';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation-api';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { BanIcon } from '../../../components/dashboard/dashboard-icons';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { TicketIcon } from '../../../components/icons';
import { formatShortDate } from '../../../lib/dates';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { formatDiscount, hasDiscount } from '../../../lib/order-summary';
import { useAppLocale } from '../../../lib/store';
import { userInvoicesQueryOptions } from '../api/dashboard-users.queries';
import { canCancelInvoice, canCancelPendingOrder, INVOICE_STATUS_LABELS } from '../user-records';
import { InvoiceDetailDialog } from '../../../components/dashboard/invoice/invoice-detail-dialog';
import { PagedTab } from './paged-tab';

type UserInvoicesTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

type TInvoiceActions = {
  onCancel: (invoice: TInvoiceListItem) => void;
  onOpen: (invoice: TInvoiceListItem) => void;
};

/**
 * The Invoices tab: one row a purchase, opening its payments and refunds; a paid one can be cancelled whole
 * (every booking, refunded), and one stuck waiting for payment called off (docs/product.md §10).
 */
export function UserInvoicesTab({ userId, page, onPageChange }: UserInvoicesTabProps) {
  const { t } = useLingui();
  const query = useQuery(userInvoicesQueryOptions(userId, page));
  const [cancelling, setCancelling] = useState<TCancelTarget | null>(null);
  const [open, setOpen] = useState<TInvoiceListItem | null>(null);
  const cancel = (invoice: TInvoiceListItem) => {
    // One dialog at a time: the detail closes before the cancellation opens over the list.
    setOpen(null);
    setCancelling({ kind: 'invoice', id: invoice.id, number: invoice.number, pending: invoice.status === 'pending' });
  };
  return (
    <>
      <PagedTab
        query={query}
        loadingLabel={t`Loading invoices`}
        failureTitle={<Trans>Failed to fetch invoices</Trans>}
        isEmpty={(data) => data.invoices.length === 0}
        emptyIcon={<TicketIcon boxSize="6" />}
        emptyTitle={<Trans>No invoices yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <InvoiceList invoices={data.invoices} onCancel={cancel} onOpen={setOpen} />}
      </PagedTab>
      <InvoiceDetailDialog invoice={open} onClose={() => setOpen(null)} onCancelOrder={cancel} />
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

type InvoiceListProps = TInvoiceActions & { invoices: TInvoiceListItem[] };

function InvoiceList({ invoices, onCancel, onOpen }: InvoiceListProps) {
  const { t } = useLingui();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Invoices`}
          minW="4xl"
          head={
            <>
              <HeaderCell>
                <Trans>Invoice</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Event</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Tickets</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Total</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Date</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {invoices.map((invoice) => (
            <Row key={invoice.id}>
              <Cell>
                <InvoiceNumber invoice={invoice} />
              </Cell>
              <Cell>
                <EventName invoice={invoice} />
              </Cell>
              <Cell numeric>
                <TicketCount invoice={invoice} />
              </Cell>
              <Cell numeric>
                <Total invoice={invoice} />
              </Cell>
              <Cell>
                <InvoiceStatusBadge invoice={invoice} />
              </Cell>
              <Cell>
                <InvoiceDate invoice={invoice} />
              </Cell>
              <Cell>
                <InvoiceActions invoice={invoice} onCancel={onCancel} onOpen={onOpen} />
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Invoices`}>
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    <InvoiceNumber invoice={invoice} />
                  </Text>
                  <Text fontSize="sm">
                    <EventName invoice={invoice} />
                  </Text>
                </Stack>
                <InvoiceStatusBadge invoice={invoice} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Tickets</Trans>}>
                  <TicketCount invoice={invoice} />
                </CardField>
                <CardField label={<Trans>Total</Trans>}>
                  <Total invoice={invoice} />
                </CardField>
                <CardField label={<Trans>Date</Trans>}>
                  <InvoiceDate invoice={invoice} />
                </CardField>
              </CardFields>
              <InvoiceActions invoice={invoice} onCancel={onCancel} onOpen={onOpen} />
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

function InvoiceNumber({ invoice }: { invoice: TInvoiceListItem }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {invoice.number}
    </Text>
  );
}

function EventName({ invoice }: { invoice: TInvoiceListItem }) {
  if (!invoice.event) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>No event</Trans>
      </Text>
    );
  }
  return <bdi>{invoice.event.name}</bdi>;
}

function TicketCount({ invoice }: { invoice: TInvoiceListItem }) {
  return <>{formatCount(invoice.bookings_count, useAppLocale())}</>;
}

/** The total, and under it what a promo code took off, with the code (docs/product.md §10 Promo codes). */
function Total({ invoice }: { invoice: TInvoiceListItem }) {
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

function InvoiceStatusBadge({ invoice }: { invoice: TInvoiceListItem }) {
  const { i18n } = useLingui();
  const status = INVOICE_STATUS_LABELS[invoice.status];
  return (
    <Badge colorPalette={status.palette} variant="subtle" flexShrink="0">
      {i18n._(status.label)}
    </Badge>
  );
}

function InvoiceDate({ invoice }: { invoice: TInvoiceListItem }) {
  const locale = useAppLocale();
  return (
    <chakra.time dateTime={invoice.created_at} whiteSpace="nowrap">
      {formatShortDate(invoice.created_at, locale)}
    </chakra.time>
  );
}

function InvoiceActions({ invoice, onCancel, onOpen }: TInvoiceActions & { invoice: TInvoiceListItem }) {
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

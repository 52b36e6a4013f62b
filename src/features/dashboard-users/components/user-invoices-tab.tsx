import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TInvoiceListItem } from '../../../../contract/bookings';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation.mutations';
import { InvoiceDetailDialog } from '../../../components/dashboard/invoice/invoice-detail-dialog';
import { RecordList } from '../../../components/dashboard/record-list';
import { invoiceColumns } from '../../../components/dashboard/records/invoice-columns';
import { TicketIcon } from '../../../components/icons';
import { userInvoicesQueryOptions } from '../api/dashboard-users.queries';
import { PagedRecords } from '../../../components/dashboard/paged-records';

type UserInvoicesTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
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
      <PagedRecords
        query={query}
        loadingLabel={t`Loading invoices`}
        failureTitle={<Trans>Failed to fetch invoices</Trans>}
        isEmpty={(data) => data.invoices.length === 0}
        emptyIcon={<TicketIcon boxSize="6" />}
        emptyTitle={<Trans>No invoices yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <RecordList label={t`Invoices`} rows={data.invoices} columns={invoiceColumns({ onCancel: cancel, onOpen: setOpen })} minW="4xl" />}
      </PagedRecords>
      <InvoiceDetailDialog invoice={open} onClose={() => setOpen(null)} onCancelOrder={cancel} />
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

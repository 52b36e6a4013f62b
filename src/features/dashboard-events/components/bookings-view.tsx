import { HStack, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAdminBooking } from '../../../../contract/admin-catalogue';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation.mutations';
import { CsvExportButton } from '../../../components/csv-export-button';
import { TicketIcon } from '../../../components/icons';
import { csvFilename } from '../../../lib/download';
import { eventBookingsQueryOptions } from '../api/dashboard-events.queries';
import { CopyCode } from './copy-code';
import { PagedRecords } from '../../../components/dashboard/paged-records';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { bookingColumns } from '../../../components/dashboard/records/booking-columns';
import { SearchInput } from '../../../components/dashboard/search-input';
import { InvoiceDetailDialog } from '../../../components/dashboard/invoice/invoice-detail-dialog';

type BookingsViewProps = {
  eventId: number;
  search: string;
  page: number;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
};

/** The Bookings tab: every admission of the event, searchable by booking number, name or email, in pages. */
export function BookingsView({ eventId, search, page, onSearchChange, onPageChange }: BookingsViewProps) {
  const { t } = useLingui();
  const query = useQuery(eventBookingsQueryOptions(eventId, { page, search: search === '' ? undefined : search }));
  const [cancelling, setCancelling] = useState<TCancelTarget | null>(null);
  const cancel = (booking: Pick<TAdminBooking, 'id' | 'booking_number'>) => setCancelling({ kind: 'booking', id: booking.id, number: booking.booking_number });
  const [invoice, setInvoice] = useState<TAdminBooking['invoice'] | null>(null);

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <SearchInput value={search} onChange={onSearchChange} label={t`Search bookings`} placeholder={t`Booking number, name or email`} />
        {/* Every booking of the event, whatever the search: the file is the event's list, not this page. */}
        <CsvExportButton path={`admin/events/${eventId}/bookings.csv`} filename={csvFilename(['event', eventId, 'bookings'])} size="md" />
      </HStack>
      <PagedRecords
        query={query}
        loadingLabel={t`Loading bookings`}
        failureTitle={<Trans>Failed to fetch bookings</Trans>}
        isEmpty={(data) => data.bookings.length === 0}
        emptyIcon={<TicketIcon boxSize="6" />}
        emptyTitle={search ? <Trans>No bookings match your search</Trans> : <Trans>No bookings yet</Trans>}
        emptyHeadingAs="h3"
        onPageChange={onPageChange}
      >
        {(data) => <BookingList bookings={data.bookings} onCancel={cancel} onOpenInvoice={setInvoice} />}
      </PagedRecords>
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
      <InvoiceDetailDialog invoice={invoice} onClose={() => setInvoice(null)} />
    </Stack>
  );
}

type BookingListProps = {
  bookings: TAdminBooking[];
  onCancel: (booking: Pick<TAdminBooking, 'id' | 'booking_number'>) => void;
  /** Opens the booking's invoice: its payments and refunds (docs/product.md §10). */
  onOpenInvoice: (invoice: TAdminBooking['invoice']) => void;
};

/** The ticket code, shortened and copied whole: the event's own column (a user's bookings leave it out). */
const CODE_COLUMN = {
  id: 'code',
  header: msg`Code`,
  cell: (booking) => <CopyCode code={booking.code} bookingNumber={booking.booking_number} />,
} satisfies RecordColumn<TAdminBooking>;

function BookingList({ bookings, onCancel, onOpenInvoice }: BookingListProps) {
  const { t } = useLingui();
  const c = bookingColumns({ onCancel, onOpenInvoice, withinEvent: true });
  const columns: RecordColumn<TAdminBooking>[] = [c.number, CODE_COLUMN, c.ticket, c.customer, c.email, c.used, c.status, c.validUntil, c.actions];
  return <RecordList label={t`Bookings`} rows={bookings} columns={columns} minW="4xl" />;
}

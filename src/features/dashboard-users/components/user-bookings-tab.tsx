import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TBooking } from '../../../../contract/bookings';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation.mutations';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { bookingColumns } from '../../../components/dashboard/records/booking-columns';
import { TicketIcon } from '../../../components/icons';
import { userBookingsQueryOptions } from '../api/dashboard-users.queries';
import { PagedRecords } from '../../../components/dashboard/paged-records';

type UserBookingsTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

/** The Bookings tab: every admission the user bought, with "Cancel booking" on the ones still usable. */
export function UserBookingsTab({ userId, page, onPageChange }: UserBookingsTabProps) {
  const { t } = useLingui();
  const query = useQuery(userBookingsQueryOptions(userId, page));
  const [cancelling, setCancelling] = useState<TCancelTarget | null>(null);
  const c = bookingColumns({ onCancel: (booking) => setCancelling({ kind: 'booking', id: booking.id, number: booking.booking_number }) });
  const columns: RecordColumn<TBooking>[] = [c.number, c.event, c.ticket, c.status, c.used, c.validUntil, c.actions];
  return (
    <>
      <PagedRecords
        query={query}
        loadingLabel={t`Loading bookings`}
        failureTitle={<Trans>Failed to fetch bookings</Trans>}
        isEmpty={(data) => data.bookings.length === 0}
        emptyIcon={<TicketIcon boxSize="6" />}
        emptyTitle={<Trans>No bookings yet</Trans>}
        onPageChange={onPageChange}
      >
        {(data) => <RecordList label={t`Bookings`} rows={data.bookings} columns={columns} minW="4xl" />}
      </PagedRecords>
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}

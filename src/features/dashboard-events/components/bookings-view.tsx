import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { TAdminBooking } from '../../../../contract/admin-catalogue';
import { CancelBookingDialog } from '../../../components/dashboard/cancel-booking-dialog';
import type { TCancelTarget } from '../../../components/dashboard/cancellation-api';
import { BanIcon } from '../../../components/dashboard/dashboard-icons';
import { CsvExportButton } from '../../../components/csv-export-button';
import { EmptyState } from '../../../components/empty-state.plain';
import { TicketIcon } from '../../../components/icons';
import { csvFilename } from '../../../lib/download';
import { useAppLocale } from '../../../lib/store';
import { localizedName } from '../../../lib/localized-text';
import { eventBookingsQueryOptions } from '../api/dashboard-events.queries';
import { BookingNumber, BookingStatus, Email, Usage, ValidUntil } from './booking-facts';
import { CopyCode } from './copy-code';
import { CardField, CardFields } from '../../../components/dashboard/card-fields';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { SearchInput } from '../../../components/dashboard/search-input';
import { InvoiceDetailDialog } from '../../../components/dashboard/invoice/invoice-detail-dialog';
import { AuditHistoryLink } from '../../../components/dashboard/audit-history-link';

type BookingsViewProps = {
  eventId: number;
  search: string;
  page: number;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
};

/** A ticket sent on (docs/product.md §4 Sending a ticket): the holder above, who bought it here. */
function BoughtBy({ booking }: { booking: TAdminBooking }) {
  if (booking.holder_id === null) return null;
  const buyer = booking.buyer.name;
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" data-testid="booking-bought-by">
      <Trans>
        Bought by <bdi>{buyer}</bdi>
      </Trans>
    </Text>
  );
}

/** The Bookings tab: every admission of the event, searchable by booking number, name or email, in pages. */
export function BookingsView({ eventId, search, page, onSearchChange, onPageChange }: BookingsViewProps) {
  const { t } = useLingui();
  const query = useQuery(eventBookingsQueryOptions(eventId, { page, search: search === '' ? undefined : search }));
  const [cancelling, setCancelling] = useState<TCancelTarget | null>(null);
  const cancel = (booking: TAdminBooking) => setCancelling({ kind: 'booking', id: booking.id, number: booking.booking_number });
  const [invoice, setInvoice] = useState<TAdminBooking['invoice'] | null>(null);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading bookings`}>
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
      </Stack>
    );
  } else if (query.isError) {
    content = <LoadFailure title={<Trans>Failed to fetch bookings</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (query.data.bookings.length === 0) {
    content = (
      <EmptyState framed headingAs="h3" icon={<TicketIcon boxSize="6" />} title={search ? <Trans>No bookings match your search</Trans> : <Trans>No bookings yet</Trans>} />
    );
  } else {
    content = (
      <Stack gap="4" aria-busy={query.isPlaceholderData}>
        <BookingList bookings={query.data.bookings} onCancel={cancel} onOpenInvoice={setInvoice} />
        <Pager pagination={query.data.pagination} busy={query.isPlaceholderData} onPageChange={onPageChange} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <SearchInput value={search} onChange={onSearchChange} label={t`Search bookings`} placeholder={t`Booking number, name or email`} />
        {/* Every booking of the event, whatever the search: the file is the event's list, not this page. */}
        <CsvExportButton path={`admin/events/${eventId}/bookings.csv`} filename={csvFilename(['event', eventId, 'bookings'])} size="md" />
      </HStack>
      {content}
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
      <InvoiceDetailDialog invoice={invoice} onClose={() => setInvoice(null)} />
    </Stack>
  );
}

type BookingListProps = {
  bookings: TAdminBooking[];
  onCancel: (booking: TAdminBooking) => void;
  /** Opens the booking's invoice: its payments and refunds (docs/product.md §10). */
  onOpenInvoice: (invoice: TAdminBooking['invoice']) => void;
};

function BookingList({ bookings, onCancel, onOpenInvoice }: BookingListProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  return (
    <>
      <Box hideBelow="lg">
        <DataTable
          label={t`Bookings`}
          minW="4xl"
          head={
            <>
              <HeaderCell>
                <Trans>Booking</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Code</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Ticket</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Customer</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Email</Trans>
              </HeaderCell>
              <HeaderCell numeric>
                <Trans>Used</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Status</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Valid until</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Actions</Trans>
              </HeaderCell>
            </>
          }
        >
          {bookings.map((booking) => (
            <Row key={booking.id}>
              <Cell>
                <BookingNumber booking={booking} />
              </Cell>
              <Cell>
                <CopyCode code={booking.code} bookingNumber={booking.booking_number} />
              </Cell>
              <Cell>
                <bdi>{localizedName(booking.ticket, locale)}</bdi>
              </Cell>
              <Cell>
                <bdi>{booking.customer}</bdi>
                <BoughtBy booking={booking} />
              </Cell>
              <Cell>
                <Email booking={booking} />
              </Cell>
              <Cell numeric>
                <Usage booking={booking} />
              </Cell>
              <Cell>
                <BookingStatus booking={booking} />
              </Cell>
              <Cell>
                <ValidUntil booking={booking} />
              </Cell>
              <Cell>
                <HStack gap="2" wrap="wrap">
                  <InvoiceButton booking={booking} onOpen={onOpenInvoice} />
                  <BookingHistoryLink booking={booking} />
                  <CancelBookingButton booking={booking} onCancel={onCancel} />
                </HStack>
              </Cell>
            </Row>
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="lg" aria-label={t`Bookings`}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    <BookingNumber booking={booking} />
                  </Text>
                  <Text fontSize="sm" overflowWrap="anywhere">
                    <bdi>{booking.customer}</bdi>
                  </Text>
                  <BoughtBy booking={booking} />
                  <Text fontSize="sm" color="fg.muted">
                    <Email booking={booking} />
                  </Text>
                </Stack>
                <BookingStatus booking={booking} />
              </HStack>
              <CardFields>
                <CardField label={<Trans>Ticket</Trans>}>
                  <bdi>{localizedName(booking.ticket, locale)}</bdi>
                </CardField>
                <CardField label={<Trans>Code</Trans>}>
                  <CopyCode code={booking.code} bookingNumber={booking.booking_number} />
                </CardField>
                <CardField label={<Trans>Used</Trans>}>
                  <Usage booking={booking} />
                </CardField>
                <CardField label={<Trans>Valid until</Trans>}>
                  <ValidUntil booking={booking} />
                </CardField>
              </CardFields>
              <HStack gap="2" wrap="wrap">
                <InvoiceButton booking={booking} onOpen={onOpenInvoice} />
                <BookingHistoryLink booking={booking} />
                <CancelBookingButton booking={booking} onCancel={onCancel} />
              </HStack>
            </Stack>
          </li>
        ))}
      </Stack>
    </>
  );
}

/** Only an active booking can be cancelled; the button names the booking for screen readers. */
function CancelBookingButton({ booking, onCancel }: { booking: TAdminBooking; onCancel: (booking: TAdminBooking) => void }) {
  const { t } = useLingui();
  if (booking.status !== 'active') return null;
  const number = booking.booking_number;
  return (
    <Button variant="outline" colorPalette="red" size="xs" alignSelf="flex-start" aria-label={t`Cancel booking ${number}`} onClick={() => onCancel(booking)}>
      <BanIcon />
      <Trans>Cancel booking</Trans>
    </Button>
  );
}

/** The booking's order: its payment and refunds in a dialog; the button names the invoice. */
function InvoiceButton({ booking, onOpen }: { booking: TAdminBooking; onOpen: (invoice: TAdminBooking['invoice']) => void }) {
  const { t } = useLingui();
  const number = booking.invoice.number;
  return (
    <Button variant="outline" size="xs" alignSelf="flex-start" aria-label={t`Payment of invoice ${number}`} onClick={() => onOpen(booking.invoice)} data-testid="booking-invoice">
      <Trans>Payment</Trans>
    </Button>
  );
}

/** The booking's entries in the audit log: its creation, cancellation, uses (docs/architecture.md §12). */
function BookingHistoryLink({ booking }: { booking: TAdminBooking }) {
  const { t } = useLingui();
  const number = booking.booking_number;
  return <AuditHistoryLink entity="booking" id={booking.id} label={t`History of booking ${number}`} />;
}

import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TBooking } from '../../../../contract/bookings';
import { PrinterIcon } from '../../../components/wallet-icons';
import { savedTicketsQueryOptions } from '../../../offline/tickets-sync';

type PrintLinksProps = {
  booking: Pick<TBooking, 'id' | 'invoice_id' | 'cancelled'>;
  userId: number;
};

/**
 * The ticket dialog's way to paper or a PDF: this ticket, and every ticket of its order when the order has more
 * than one (My Tickets lists tickets, not orders, so "Print all" sits beside the ticket's own Print). Links, so they
 * open in a new tab too. A cancelled ticket has no pass to print (docs/product.md §4 "Cancellation").
 */
export function PrintLinks({ booking, userId }: PrintLinksProps) {
  // The copy on this device knows the order's other tickets, online or off (docs/architecture.md §6).
  const saved = useQuery(savedTicketsQueryOptions(userId));
  if (booking.cancelled) return null;
  const inOrder = (saved.data?.bookings ?? []).filter((other) => other.invoice_id === booking.invoice_id).length;
  return (
    <HStack gap="2" wrap="wrap" data-testid="ticket-print-links">
      <Button asChild size="sm" variant="outline">
        <Link to="/my-tickets/$id/print" params={{ id: String(booking.id) }}>
          <PrinterIcon />
          <Trans>Print</Trans>
        </Link>
      </Button>
      {inOrder > 1 ? (
        <Button asChild size="sm" variant="outline">
          <Link to="/my-tickets/print" search={{ invoice: booking.invoice_id }}>
            <PrinterIcon />
            <Trans>Print all tickets of this order</Trans>
          </Link>
        </Button>
      ) : null}
    </HStack>
  );
}

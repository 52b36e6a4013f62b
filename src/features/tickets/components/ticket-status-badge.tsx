import { Badge } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TBooking } from '../../../../contract/bookings';

type TicketStatusBadgeProps = Pick<TBooking, 'badge' | 'cancelled'>;

/** docs/product.md §4: a ticket shows the badge Active or Expired; a cancelled one says so rather than "expired". */
export function TicketStatusBadge({ badge, cancelled }: TicketStatusBadgeProps) {
  if (cancelled) {
    return (
      <Badge colorPalette="red" variant="subtle" flexShrink="0">
        <Trans>Cancelled</Trans>
      </Badge>
    );
  }
  return badge === 'active' ? (
    <Badge colorPalette="green" variant="subtle" flexShrink="0">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle" flexShrink="0">
      <Trans>Expired</Trans>
    </Badge>
  );
}

import { Badge, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TAdminBooking } from '../../../../contract/admin-catalogue';
import { formatMonthDayTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/** The facts of one booking, shared by the bookings table and its phone cards. */

export function BookingNumber({ booking }: { booking: TAdminBooking }) {
  return (
    <Text as="span" fontFamily="mono" whiteSpace="nowrap" dir="ltr">
      {booking.booking_number}
    </Text>
  );
}

export function Email({ booking }: { booking: TAdminBooking }) {
  return (
    <Text as="span" dir="ltr" overflowWrap="anywhere">
      {booking.email}
    </Text>
  );
}

export function Usage({ booking }: { booking: TAdminBooking }) {
  const locale = useAppLocale();
  const used = formatCount(booking.used_count, locale);
  const limit = formatCount(booking.usage_limit, locale);
  return (
    <Text as="span" whiteSpace="nowrap">
      <Trans>
        {used} / {limit}
      </Trans>
    </Text>
  );
}

export function BookingStatus({ booking }: { booking: TAdminBooking }) {
  return booking.status === 'active' ? (
    <Badge colorPalette="green" variant="subtle" flexShrink="0">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="red" variant="subtle" flexShrink="0">
      <Trans>Cancelled</Trans>
    </Badge>
  );
}

export function ValidUntil({ booking }: { booking: TAdminBooking }) {
  const locale = useAppLocale();
  if (!booking.valid_until) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>The event's end</Trans>
      </Text>
    );
  }
  return (
    <Text as="span" whiteSpace="nowrap">
      <time dateTime={booking.valid_until}>{formatMonthDayTime(booking.valid_until, locale)}</time>
    </Text>
  );
}

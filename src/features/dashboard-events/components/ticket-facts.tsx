import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import { formatDateTimeRange, formatMonthDayTime } from '../../../lib/dates';
import { formatOMR, isFree } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

/** "OMR 5.000", or Free. */
export function TicketPrice({ ticket }: { ticket: TAdminTicket }) {
  const locale = useAppLocale();
  return (
    <Text as="span" whiteSpace="nowrap">
      {isFree(ticket.price) ? <Trans>Free</Trans> : formatOMR(ticket.price, locale)}
    </Text>
  );
}

/** "12 / 100", the sold count in red once the ticket type is booked out. */
export function TicketSold({ ticket }: { ticket: TAdminTicket }) {
  const locale = useAppLocale();
  const sold = formatCount(ticket.sold, locale);
  const total = formatCount(ticket.total, locale);
  return (
    <Text as="span" whiteSpace="nowrap" color={ticket.total > 0 && ticket.sold >= ticket.total ? 'fg.error' : undefined}>
      <Trans>
        {sold} / {total}
      </Trans>
    </Text>
  );
}

/**
 * The ticket type's own validity; docs/product.md §4: without one it follows the event (from doors
 * open to the end), which the table says in words.
 */
export function TicketValidity({ ticket }: { ticket: TAdminTicket }) {
  const locale = useAppLocale();
  const { valid_from: from, valid_until: until } = ticket;
  if (from && until) return <time dateTime={from}>{formatDateTimeRange(from, until, locale)}</time>;
  if (from) {
    const start = formatMonthDayTime(from, locale);
    return <Trans>From {start} to the event's end</Trans>;
  }
  if (until) {
    const end = formatMonthDayTime(until, locale);
    return <Trans>From doors open until {end}</Trans>;
  }
  return (
    <Text as="span" color="fg.muted">
      <Trans>The event's times</Trans>
    </Text>
  );
}

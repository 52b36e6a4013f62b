import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { TEventTicket } from '../../../../contract/events';
import { BOOKING_MAX_QUANTITY } from '../../../../contract/booking-limits';
import { FormAlert } from '../../../components/form-alert';
import { formatTime } from '../../../lib/dates';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { isFree } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { useWaitlistMutation } from '../api/waitlist.mutations';
import { waitlistQueryOptions } from '../api/waitlist.queries';
import { QuantityStepper } from './quantity-stepper';

type WaitlistSectionProps = {
  tickets: TEventTicket[];
  signedIn: boolean;
  /** The event page, where a guest comes back to after logging in. */
  returnPath: string;
};

/** Sold-out ticket types that have a waitlist: priced ones (an offer is a hold paid through the checkout). */
export function waitlistTickets(tickets: TEventTicket[]): TEventTicket[] {
  return tickets.filter((ticket) => ticket.sold_out && !isFree(ticket.price));
}

/**
 * "Sold out · Join the waitlist" for each sold-out ticket type (docs/product.md §10 Waitlist), then the buyer's place
 * in line with Leave, or the offer held for them with Pay now and Decline.
 */
export function WaitlistSection({ tickets, signedIn, returnPath }: WaitlistSectionProps) {
  const shown = waitlistTickets(tickets);
  if (shown.length === 0) return null;
  return (
    <Stack gap="3" data-testid="waitlist">
      {shown.map((ticket) => (
        <WaitlistTicket key={ticket.id} ticket={ticket} signedIn={signedIn} returnPath={returnPath} named={shown.length > 1 || tickets.length > 1} />
      ))}
    </Stack>
  );
}

type WaitlistTicketProps = { ticket: TEventTicket; signedIn: boolean; returnPath: string; named: boolean };

function WaitlistTicket({ ticket, signedIn, returnPath, named }: WaitlistTicketProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const navigate = useNavigate();
  const query = useQuery({ ...waitlistQueryOptions(ticket.id), enabled: signedIn });
  const change = useWaitlistMutation(ticket.id);
  const [quantity, setQuantity] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const quantityLabelId = useId();
  const max = Math.min(BOOKING_MAX_QUANTITY, ticket.per_buyer_limit ?? BOOKING_MAX_QUANTITY);
  const entry = signedIn ? (query.data ?? null) : null;
  const ticketName = ticket.name;

  function joinLine() {
    setFailure(null);
    if (!signedIn) {
      void navigate({ to: '/login', search: { redirect: returnPath } });
      return;
    }
    change.mutate({ join: quantity }, { onError: (error) => setFailure(errorMessageOr(error, msg`You could not join the waitlist. Please try again.`)) });
  }

  function leaveLine() {
    setFailure(null);
    change.mutate({ leave: true }, { onError: (error) => setFailure(errorMessageOr(error, msg`You could not leave the waitlist. Please try again.`)) });
  }

  let body;
  if (signedIn && query.isPending) {
    body = <Skeleton h="10" />;
  } else if (entry?.status === 'waiting') {
    const position = formatCount(entry.position ?? 1, locale);
    const count = entry.quantity;
    const countText = formatCount(count, locale);
    body = (
      <Stack gap="3">
        <Text fontWeight="semibold" data-testid="waitlist-position">
          {t`You are number ${position} in line`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {plural(count, { one: `For ${countText} ticket.`, other: `For ${countText} tickets.` })} {t`We will mail and text you when seats free up.`}
        </Text>
        <Button variant="outline" colorPalette="red" loading={change.isPending} onClick={leaveLine}>
          <Trans>Leave the waitlist</Trans>
        </Button>
      </Stack>
    );
  } else if (entry?.status === 'offered' && entry.invoice_id !== null) {
    const until = entry.offer_expires_at ? formatTime(entry.offer_expires_at, locale) : '';
    body = (
      <Stack gap="3">
        <Text fontWeight="semibold" data-testid="waitlist-offer">
          <Trans>Seats are held for you until {until}.</Trans>
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild flex={{ base: 'none', sm: '1' }}>
            <Link to="/checkout/return" search={{ invoice: entry.invoice_id, offer: 1 }}>
              <Trans>Pay now</Trans>
            </Link>
          </Button>
          <Button variant="outline" colorPalette="red" flex={{ base: 'none', sm: '1' }} loading={change.isPending} onClick={leaveLine}>
            <Trans>Decline</Trans>
          </Button>
        </Stack>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3">
        {entry?.status === 'expired' ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Your last offer ran out. You can join the waitlist again.</Trans>
          </Text>
        ) : null}
        {signedIn && max > 1 ? (
          <Stack gap="1.5">
            <Text id={quantityLabelId} fontWeight="medium" fontSize="sm">
              <Trans>Tickets wanted</Trans>
            </Text>
            <QuantityStepper value={Math.min(quantity, max)} max={max} labelledBy={quantityLabelId} onChange={setQuantity} />
          </Stack>
        ) : null}
        <Button size="lg" loading={change.isPending} onClick={joinLine} data-testid="waitlist-join">
          <Trans>Sold out · Join the waitlist</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="lg" p="4" role="group" aria-label={t`Waitlist for ${ticketName}`}>
      {named ? (
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" dir="auto">
            {ticket.name}
          </Text>
          <Badge colorPalette="red" variant="subtle">
            <Trans>Sold out</Trans>
          </Badge>
        </HStack>
      ) : null}
      {body}
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
    </Stack>
  );
}

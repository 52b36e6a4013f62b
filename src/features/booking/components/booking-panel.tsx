import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from '../../../lib/atoms';
import { useId, useState, type FormEvent } from 'react';
import type { TEvent } from '../../../../contract/events';
import { FormAlert } from '../../../components/form-alert';
import { currentUserQueryOptions } from '../../../lib/session';
import { isFree } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { goToPayment } from '../../../lib/payment-redirect';
import { useHydrated } from '../../../lib/hydration';
import { tokenAtom, useAppLocale } from '../../../lib/store';
import { newIdempotencyKey, useCreateBookingMutation, type TBookingResult } from '../api/booking.mutations';
import { DEFAULT_VAT_RATE_BP } from '../../../../contract/money';
import { clampQuantity, maxQuantity, percentToBasisPoints, priceBreakdown } from '../booking-math';
import { bookingFailureMessage, isPhoneVerificationRequired, isStaleAvailability } from '../booking-errors';
import { usePromoCode } from '../hooks/use-promo-code';
import { useRedirecting } from '../hooks/use-redirecting';
import { isPromoRefusal } from '../promo-code';
import { BookingConfirmation } from './booking-confirmation';
import { PanelFrame, PanelHeading } from './booking-panel-frame';
import { PriceSummary } from './price-summary';
import { PromoCodeField } from './promo-code-field';
import { QuantityStepper } from './quantity-stepper';
import { TicketTypeSelect } from './ticket-type-select';
import { WaitlistSection, waitlistTickets } from './waitlist-section';

type BookingPanelProps = {
  event: TEvent;
  /** VAT in percent, as GET /api/events/{id} sent it; null from an offline copy saved without it. */
  vatRate: number | null;
  /** Seat counts changed (a booking, or the server said sold out): the page refetches the event. */
  onTicketsChanged?: () => void;
  /**
   * 'card' (default): the page's own panel, `#booking`, framed. 'sheet': inside the phone's booking sheet,
   * which is the frame and carries the title (docs/product.md §2 Event page and booking).
   */
  variant?: 'card' | 'sheet';
};

type TSelection = { ticketId: number | null; quantity: number };

function initialSelection(event: TEvent): TSelection {
  const open = event.tickets.filter((ticket) => !ticket.sold_out);
  // One ticket type on sale: nothing to choose, so it is chosen.
  return { ticketId: open.length === 1 ? open[0]!.id : null, quantity: 1 };
}

/**
 * Ticket type, quantity, live subtotal / VAT / total, Confirm (docs/product.md §2 /event/{id} "booking"). A free
 * selection is booked at once; a priced one holds the seats and goes on to the payment page (docs/product.md §10).
 */
export function BookingPanel({ event, vatRate, onTicketsChanged, variant = 'card' }: BookingPanelProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const navigate = useNavigate();
  // Server-rendered as a guest; the session shows once hydrated (lib/hydration.ts).
  const hydrated = useHydrated();
  const signedIn = useAtomValue(tokenAtom) !== null && hydrated;
  const { data: session } = useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
  const createBooking = useCreateBookingMutation();
  const [selection, setSelection] = useState<TSelection>(() => initialSelection(event));
  // One key per purchase attempt: a retry of the same selection reuses it, a new selection gets a new one.
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<TBookingResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useRedirecting();
  const ticketFieldId = useId();
  const quantityLabelId = useId();

  const ticket = event.tickets.find((candidate) => candidate.id === selection.ticketId) ?? null;
  const max = ticket ? maxQuantity(ticket) : 0;
  const quantity = ticket ? clampQuantity(selection.quantity, max) : selection.quantity;
  const maxText = formatCount(max, locale);
  const vatRateBp = vatRate === null ? DEFAULT_VAT_RATE_BP : percentToBasisPoints(vatRate);
  const breakdown = ticket && max > 0 ? priceBreakdown(ticket.price, quantity, vatRateBp) : null;
  // A promo code's new price comes from the server (docs/product.md §10 Promo codes); a new code is a new attempt.
  const promo = usePromoCode({ ticketId: breakdown ? selection.ticketId : null, quantity }, () => {
    setAttemptKey(newIdempotencyKey());
    setFailure(null);
  });
  const amounts = breakdown ? (promo.preview ?? breakdown) : null;
  // A code that brings the total to zero makes a free order: booked at once, no payment page.
  const priced = amounts !== null && !isFree(amounts.total);
  const ended = Date.parse(event.finish_date) < Date.now();
  const allSoldOut = event.tickets.every((candidate) => candidate.sold_out);
  const returnPath = `/event/${event.id}`;

  if (event.tickets.length === 0) return null;

  function select(next: TSelection) {
    setSelection(next);
    setAttemptKey(newIdempotencyKey());
    setFailure(null);
  }

  function goVerifyPhone() {
    const to = session?.requires_phone ? '/update-phone' : '/verify-phone';
    void navigate({ to, search: { redirect: returnPath } });
  }

  async function confirm(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    setFailure(null);
    if (!signedIn) {
      void navigate({ to: '/login', search: { redirect: returnPath } });
      return;
    }
    if (!ticket || max === 0 || quantity < 1) {
      setFailure(t`Please select a ticket and quantity.`);
      return;
    }
    if (session?.requires_phone || session?.requires_phone_verification) {
      goVerifyPhone();
      return;
    }
    try {
      const booked = await createBooking.mutateAsync({ ticket_id: ticket.id, quantity, promo_code: promo.bookingCode, idempotencyKey: attemptKey });
      // The key has done its work: the same key again would answer this very invoice, whatever became of it.
      setAttemptKey(newIdempotencyKey());
      if (booked.invoice.status === 'paid') {
        setResult(booked);
        setSelection(initialSelection(event));
        promo.remove();
        onTicketsChanged?.();
        return;
      }
      if (booked.invoice.status === 'pending' && booked.payment) {
        setRedirecting(true);
        if (goToPayment(booked.payment)) return;
        setRedirecting(false);
        setFailure(t`Payment is unavailable right now. Please try again in a moment.`);
        return;
      }
      // A replayed attempt whose checkout has since expired or been cancelled: nothing to pay, nothing booked.
      onTicketsChanged?.();
      setFailure(t`This order is no longer waiting for payment.`);
    } catch (error) {
      if (isPhoneVerificationRequired(error)) {
        goVerifyPhone();
        return;
      }
      if (isStaleAvailability(error)) onTicketsChanged?.();
      // The code was refused meanwhile (used up, switched off): the field says why once it is checked again.
      if (isPromoRefusal(error)) promo.recheck();
      setFailure(bookingFailureMessage(error));
    }
  }

  if (result) {
    return (
      <PanelFrame variant={variant}>
        <BookingConfirmation result={result} onBookMore={() => setResult(null)} headingId={variant === 'sheet' ? 'booking-sheet-result' : undefined} />
      </PanelFrame>
    );
  }

  if (ended || allSoldOut) {
    return (
      <PanelFrame variant={variant}>
        <Stack gap="4">
          <Stack gap="2">
            <PanelHeading variant={variant} />
            <Text color="fg.muted" data-testid="booking-closed">
              {ended ? <Trans>This event has ended.</Trans> : <Trans>All tickets are booked out.</Trans>}
            </Text>
          </Stack>
          {/* Sold out, not over: the line for freed seats (docs/product.md §10 Waitlist). */}
          {ended ? null : <WaitlistSection tickets={event.tickets} signedIn={signedIn} returnPath={returnPath} />}
        </Stack>
      </PanelFrame>
    );
  }

  return (
    <PanelFrame variant={variant}>
      <chakra.form onSubmit={confirm} noValidate display="flex" flexDirection="column" gap="5">
        <PanelHeading variant={variant} />
        <Stack gap="1.5">
          <chakra.label htmlFor={ticketFieldId} fontWeight="medium" fontSize="sm">
            <Trans>Ticket type</Trans>
          </chakra.label>
          <TicketTypeSelect id={ticketFieldId} tickets={event.tickets} value={selection.ticketId} onChange={(ticketId) => select({ ticketId, quantity: 1 })} />
        </Stack>
        <Stack gap="1.5">
          <Text id={quantityLabelId} fontWeight="medium" fontSize="sm">
            <Trans>Quantity</Trans>
          </Text>
          <QuantityStepper
            value={ticket ? quantity : 1}
            max={max}
            disabled={!ticket}
            labelledBy={quantityLabelId}
            onChange={(next) => select({ ticketId: selection.ticketId, quantity: next })}
          />
          {ticket && max > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {plural(max, { one: `You can book ${maxText} ticket at a time.`, other: `You can book up to ${maxText} tickets at a time.` })}
            </Text>
          ) : null}
        </Stack>
        <PromoCodeField promo={promo} disabled={createBooking.isPending || redirecting} />
        {amounts ? (
          <PriceSummary
            subtotal={amounts.subtotal}
            discount={promo.preview?.discount}
            promoCode={promo.preview?.code}
            vat={amounts.vat}
            total={amounts.total}
            vatRate={vatRateBp / 100}
            busy={promo.busy}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Select a ticket to see the price.</Trans>
          </Text>
        )}
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <Button type="submit" size="lg" loading={createBooking.isPending || redirecting}>
          {!signedIn ? <Trans>Log in to book</Trans> : priced ? <Trans>Continue to payment</Trans> : <Trans>Confirm booking</Trans>}
        </Button>
        {signedIn && priced ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <Trans>You pay on a secure payment page. Your seats are held while you pay.</Trans>
          </Text>
        ) : null}
        {signedIn ? null : (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            <Trans>You will come back here after logging in.</Trans>
          </Text>
        )}
      </chakra.form>
      {/* Some types sold out while others are on sale: their lines, under the form (docs/product.md §10 Waitlist). */}
      {waitlistTickets(event.tickets).length > 0 && !ended ? (
        <Stack mt="5">
          <WaitlistSection tickets={event.tickets} signedIn={signedIn} returnPath={returnPath} />
        </Stack>
      ) : null}
    </PanelFrame>
  );
}

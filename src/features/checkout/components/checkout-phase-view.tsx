import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';
import { AlertIcon, ClockIcon, CloseIcon } from '../../../components/icons';
import { formatTime } from '../../../lib/dates';
import { formatOMR } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { formatDiscount, hasDiscount } from '../../../lib/order-summary';
import { useAppLocale } from '../../../lib/store';
import type { TInvoiceDetail } from '../api/checkout.queries';
import type { TCheckoutPhase } from '../checkout-state';
import { TimeLeftToPay } from './hold-countdown';
import { PendingOrderActions } from './pending-order-actions';

type CheckoutPhaseViewProps = {
  phase: Exclude<TCheckoutPhase, 'paid'>;
  detail: TInvoiceDetail;
  now: number;
};

const TONES = {
  confirming: { bg: 'brand.subtle', color: 'brand.fg' },
  held: { bg: 'orange.100', color: 'orange.700' },
  offered: { bg: 'brand.subtle', color: 'brand.fg' },
  declined: { bg: 'red.100', color: 'red.700' },
  cancelled: { bg: 'gray.100', color: 'gray.700' },
  failed: { bg: 'red.100', color: 'red.700' },
} as const;

function PhaseIcon({ phase }: { phase: CheckoutPhaseViewProps['phase'] }) {
  const tone = TONES[phase];
  return (
    <Box bg={tone.bg} color={tone.color} rounded="full" p="2" flexShrink="0" lineHeight="0">
      {phase === 'confirming' ? (
        <Spinner size="sm" />
      ) : phase === 'held' || phase === 'offered' ? (
        <ClockIcon boxSize="5" />
      ) : phase === 'cancelled' ? (
        <CloseIcon boxSize="5" />
      ) : (
        <AlertIcon boxSize="5" />
      )}
    </Box>
  );
}

function PhaseHeading({ phase }: { phase: CheckoutPhaseViewProps['phase'] }) {
  switch (phase) {
    case 'confirming':
      return <Trans>Confirming your payment…</Trans>;
    case 'held':
      return <Trans>Payment cancelled</Trans>;
    case 'offered':
      return <Trans>Seats held for you</Trans>;
    case 'cancelled':
      return <Trans>Order cancelled</Trans>;
    case 'declined':
    case 'failed':
      return <Trans>Payment not received</Trans>;
  }
}

/** Why the order can no longer be paid. */
function FailedReason({ status }: { status: TInvoiceDetail['invoice']['status'] }) {
  if (status === 'cancelled') return <Trans>This order was cancelled and its seats were released.</Trans>;
  if (status === 'refunded') return <Trans>This order was refunded.</Trans>;
  return <Trans>The time to pay ran out and the seats were released.</Trans>;
}

function PhaseDescription({ phase, detail }: { phase: CheckoutPhaseViewProps['phase']; detail: TInvoiceDetail }) {
  const locale = useAppLocale();
  const until = detail.invoice.expires_at ? formatTime(detail.invoice.expires_at, locale) : '';
  switch (phase) {
    case 'confirming':
      return <Trans>This takes a few seconds. Please keep this page open.</Trans>;
    case 'held':
      return <Trans>Your seats are held until {until}.</Trans>;
    case 'offered':
      return (
        <Trans>Your turn on the waitlist has come. These seats are held for you until {until}: pay to get your tickets, or decline to pass them on.</Trans>
      );
    case 'declined':
      return <Trans>The payment was not completed. Your seats are held until {until}, so you can try again.</Trans>;
    case 'cancelled':
      return <Trans>Your order was cancelled and its seats released.</Trans>;
    case 'failed':
      return <FailedReason status={detail.invoice.status} />;
  }
}

/** The order being paid: event, invoice number, tickets and total. */
function OrderSummary({ detail }: { detail: TInvoiceDetail }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const { invoice, bookings } = detail;
  const invoiceNumber = invoice.number;
  const count = bookings.length;
  const quantity = formatCount(count, locale);
  const eventName = bookings[0]?.event.name ?? null;
  return (
    <Stack gap="1" bg="bg.muted" rounded="lg" px="4" py="3" role="group" aria-label={t`Your order`}>
      {eventName ? (
        <Text fontWeight="semibold" {...PAGE_ALIGNED_TEXT}>
          {eventName}
        </Text>
      ) : null}
      <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span">
          <Trans>
            Invoice <bdi data-testid="checkout-invoice-number">{invoiceNumber}</bdi>
          </Trans>
        </Text>
        <Text as="span">{plural(count, { one: `${quantity} ticket`, other: `${quantity} tickets` })}</Text>
      </HStack>
      {hasDiscount(invoice.discount) ? <OrderDiscount discount={invoice.discount} code={invoice.promo_code} /> : null}
      <HStack justify="space-between" gap="3" fontWeight="semibold">
        <Text as="span">
          <Trans>Total</Trans>
        </Text>
        <Text as="span" whiteSpace="nowrap">
          {formatOMR(invoice.total, locale)}
        </Text>
      </HStack>
    </Stack>
  );
}

/** What the order's promo code took off (docs/product.md §10 Promo codes). */
function OrderDiscount({ discount, code }: { discount: string; code: string | null }) {
  const locale = useAppLocale();
  return (
    <HStack justify="space-between" gap="3" fontSize="sm" color="fg.muted" data-testid="checkout-discount">
      <Text as="span">
        {code ? (
          <Trans>
            Discount (<bdi dir="ltr">{code}</bdi>)
          </Trans>
        ) : (
          <Trans>Discount</Trans>
        )}
      </Text>
      <Text as="span" whiteSpace="nowrap" color="green.700" css={{ unicodeBidi: 'isolate' }}>
        {formatDiscount(discount, locale)}
      </Text>
    </HStack>
  );
}

function BookAgain({ detail }: { detail: TInvoiceDetail }) {
  const event = detail.bookings[0]?.event ?? null;
  return (
    <Button asChild size="lg">
      {event ? (
        <Link to="/event/$id" params={{ id: String(event.id) }}>
          <Trans>Book again</Trans>
        </Link>
      ) : (
        <Link to="/">
          <Trans>Browse events</Trans>
        </Link>
      )}
    </Button>
  );
}

/** Every state of a checkout but paid (checkout-state.ts), with what the buyer can do from there. */
export function CheckoutPhaseView({ phase, detail, now }: CheckoutPhaseViewProps) {
  const { invoice } = detail;
  const holdShown = phase === 'confirming' || phase === 'held' || phase === 'offered' || phase === 'declined';
  let actions: ReactNode;
  if (phase === 'held' || phase === 'offered' || phase === 'declined') {
    actions = (
      <PendingOrderActions
        invoiceId={invoice.id}
        size="lg"
        payLabel={phase === 'declined' ? <Trans>Try again</Trans> : <Trans>Complete payment</Trans>}
        cancelLabel={phase === 'offered' ? <Trans>Decline</Trans> : <Trans>Cancel order</Trans>}
      />
    );
  } else if (phase === 'cancelled' || phase === 'failed') {
    actions = <BookAgain detail={detail} />;
  }
  return (
    <Stack gap="5" data-testid="checkout-status" data-phase={phase}>
      {/* Read out when the state changes (confirming → not received, held → cancelled); the countdown is not. */}
      <Stack gap="3" aria-live="polite">
        <HStack gap="3" align="center">
          <PhaseIcon phase={phase} />
          <Heading as="h1" size="xl" id="checkout-heading">
            <PhaseHeading phase={phase} />
          </Heading>
        </HStack>
        <Text color="fg.muted">
          <PhaseDescription phase={phase} detail={detail} />
        </Text>
      </Stack>
      {holdShown ? (
        <TimeLeftToPay
          expiresAt={invoice.expires_at}
          now={now}
          bg="orange.50"
          color="orange.900"
          borderWidth="1px"
          borderColor="orange.200"
          rounded="lg"
          px="4"
          py="3"
        />
      ) : null}
      <OrderSummary detail={detail} />
      {actions}
      <Button asChild variant="ghost" alignSelf="center">
        <Link to="/my-tickets">
          <Trans>Go to My Tickets</Trans>
        </Link>
      </Button>
    </Stack>
  );
}

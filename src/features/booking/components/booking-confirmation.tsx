import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon, CoinIcon, TicketIcon } from '../../../components/icons';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { formatCount } from '../../../lib/numbers';
import { formatCoins } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import type { TBookingResult } from '../api/booking.mutations';
import { InstallOfferCard } from './install-offer-card';
import { PriceSummary } from './price-summary';

type BookingConfirmationProps = {
  result: TBookingResult;
  onBookMore: () => void;
  /** The heading's id: the page's panel and the phone's booking sheet each need their own. */
  headingId?: string;
  /** The heading, "Booking confirmed" unless said otherwise ("Payment received" after a checkout). */
  title?: ReactNode;
  /** h2 inside the event page's panel; h1 where it is the page (the checkout return). */
  headingAs?: 'h1' | 'h2';
};

/** After Confirm: the server's invoice (the truth), the coins earned, and the way to the tickets. */
export function BookingConfirmation({ result, onBookMore, headingId = 'booking-heading', title, headingAs = 'h2' }: BookingConfirmationProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { invoice, bookings } = result;
  const ticketName = bookings[0]?.ticket.name ?? '';
  const count = bookings.length;
  const quantity = formatCount(count, locale);
  const invoiceNumber = invoice.number;
  const coins = formatCoins(result.coins_earned, locale);
  const earnedCoins = Number(result.coins_earned) > 0;

  // The panel's content was replaced: move focus to the news so keyboard and screen-reader users get it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack gap="5" data-testid="booking-confirmation">
      <HStack gap="3" align="center">
        <Box bg="green.100" color="green.700" rounded="full" p="2" flexShrink="0">
          <CheckIcon boxSize="5" />
        </Box>
        <Heading as={headingAs} id={headingId} size="xl" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
          {title ?? <Trans>Booking confirmed</Trans>}
        </Heading>
      </HStack>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" dir="auto">
            {ticketName}
          </Text>
          <Text color="fg.muted" data-testid="booking-ticket-count">
            {plural(count, { one: `${quantity} ticket`, other: `${quantity} tickets` })}
          </Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Invoice <span data-testid="booking-invoice-number">{invoiceNumber}</span>
          </Trans>
        </Text>
        <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-label={t`Booking numbers`} pt="1">
          {bookings.map((booking) => (
            <Box as="li" key={booking.id} fontFamily="mono" fontSize="xs" bg="bg.muted" rounded="sm" px="1.5" py="0.5" dir="ltr" data-testid="booking-number">
              {booking.booking_number}
            </Box>
          ))}
        </HStack>
      </Stack>
      <PriceSummary
        subtotal={invoice.subtotal}
        discount={invoice.discount}
        promoCode={invoice.promo_code}
        vat={invoice.vat}
        total={invoice.total}
        vatRate={invoice.vat_rate}
      />
      {earnedCoins ? (
        <HStack gap="2" bg="sand.100" color="sand.900" rounded="lg" px="4" py="3" role="status">
          <CoinIcon color="sand.600" flexShrink="0" />
          <Text fontWeight="medium">
            <Trans>You earned {coins} coins.</Trans>
          </Text>
        </HStack>
      ) : null}
      <Text color="fg.muted" fontSize="sm">
        <Trans>Your tickets are saved on this device too, so the pass opens even without a connection.</Trans>
      </Text>
      <InstallOfferCard />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild size="lg" flex={{ base: 'none', sm: '1' }}>
          <Link to="/pass">
            <QrCodeIcon />
            <Trans>Open pass</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" flex={{ base: 'none', sm: '1' }}>
          <Link to="/my-tickets">
            <TicketIcon />
            <Trans>View My Tickets</Trans>
          </Link>
        </Button>
      </Stack>
      <Button type="button" variant="ghost" alignSelf="center" onClick={onBookMore}>
        <Trans>Book more tickets</Trans>
      </Button>
    </Stack>
  );
}

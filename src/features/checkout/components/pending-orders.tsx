import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from '../../../lib/atoms';
import type { TInvoiceListItem } from '../../../../contract/bookings';
import { PAGE_ALIGNED_TEXT } from '../../../components/page-aligned-text';
import { formatOMR } from '../../../lib/money';
import { formatDiscount, hasDiscount } from '../../../lib/order-summary';
import { onlineAtom, useAppLocale } from '../../../lib/store';
import { recentInvoicesQueryOptions } from '../api/checkout.queries';
import { isHoldOpen } from '../checkout-state';
import { useNow } from '../hooks/use-now';
import { TimeLeftToPay } from './hold-countdown';
import { PendingOrderActions } from './pending-order-actions';

/**
 * "Waiting for payment" above the My Tickets tabs (docs/product.md §10): orders whose seats are still
 * held, with the time left, to pay or call off. Nothing while there are none, while loading, after a failed read,
 * or offline (My Tickets then shows the saved tickets alone).
 */
export function PendingOrders() {
  const online = useAtomValue(onlineAtom);
  const query = useQuery({ ...recentInvoicesQueryOptions(), enabled: online });
  const waiting = (query.data ?? []).filter((invoice) => invoice.status === 'pending' && invoice.expires_at !== null);
  const now = useNow(1_000, waiting.length > 0);
  const open = waiting.filter((invoice) => isHoldOpen(invoice, now));
  if (!online || query.isError || open.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="pending-orders-heading"
      gap="3"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      data-testid="pending-orders"
    >
      <Stack gap="1">
        <Heading as="h2" size="md" id="pending-orders-heading">
          <Trans>Waiting for payment</Trans>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your seats are held for a short time. Complete the payment to get your tickets.</Trans>
        </Text>
      </Stack>
      <Stack as="ul" listStyleType="none" gap="3">
        {open.map((invoice) => (
          <PendingOrderItem key={invoice.id} invoice={invoice} now={now} />
        ))}
      </Stack>
    </Stack>
  );
}

function PendingOrderItem({ invoice, now }: { invoice: TInvoiceListItem; now: number }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const number = invoice.number;
  return (
    <Stack as="li" gap="3" bg="white" rounded="lg" borderWidth="1px" borderColor="orange.200" p="4" data-testid="pending-order" data-invoice-number={number}>
      <Stack gap="0.5">
        <Text fontWeight="semibold" {...PAGE_ALIGNED_TEXT} lineClamp={2}>
          {invoice.event?.name ?? number}
        </Text>
        {/* Number and total on one line under the name: the name keeps the whole width of a 320 px phone. */}
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            <bdi>{number}</bdi>
          </Text>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {formatOMR(invoice.total, locale)}
          </Text>
        </HStack>
        {hasDiscount(invoice.discount) ? <PendingDiscount invoice={invoice} /> : null}
      </Stack>
      <TimeLeftToPay expiresAt={invoice.expires_at} now={now} fontSize="sm" color="orange.900" />
      <PendingOrderActions
        invoiceId={invoice.id}
        size="sm"
        payLabel={<Trans>Complete payment</Trans>}
        payAriaLabel={t`Complete payment for ${number}`}
        cancelLabel={<Trans>Cancel</Trans>}
        cancelAriaLabel={t`Cancel order ${number}`}
      />
    </Stack>
  );
}

/** The promo code the order was placed with and what it took off, under the total (docs/product.md §10 Promo codes). */
function PendingDiscount({ invoice }: { invoice: TInvoiceListItem }) {
  const locale = useAppLocale();
  const amount = formatDiscount(invoice.discount, locale);
  const code = invoice.promo_code;
  return (
    <Text fontSize="sm" color="green.700" data-testid="pending-order-discount">
      {code ? (
        <Trans>
          Promo code <bdi dir="ltr">{code}</bdi>: <bdi>{amount}</bdi>
        </Trans>
      ) : (
        <Trans>
          Discount: <bdi>{amount}</bdi>
        </Trans>
      )}
    </Text>
  );
}

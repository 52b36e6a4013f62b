import { Box, Button, Container, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, TicketIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { invoiceQueryOptions, type TInvoiceDetail } from '../api/checkout.queries';
import { checkoutPhase, type TCheckoutMode } from '../checkout-state';
import { useNow } from '../hooks/use-now';
import { useTicketsArrived } from '../hooks/use-tickets-arrived';
import { CheckoutPhaseView } from './checkout-phase-view';

/** What a paid order shows: the booking confirmation (the route passes the booking feature's own). */
export type TPaidViewProps = {
  result: TInvoiceDetail;
  title: ReactNode;
  onBookMore: () => void;
  headingId?: string;
  headingAs?: 'h1' | 'h2';
};

type CheckoutPageProps = {
  mode: TCheckoutMode;
  /** `?invoice=`; null when the link carried none or a bad one. */
  invoiceId: number | null;
  PaidView: ComponentType<TPaidViewProps>;
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Box bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" boxShadow="sm" p={{ base: '4', md: '6' }}>
        {children}
      </Box>
    </Container>
  );
}

function MyTicketsButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/my-tickets">
        <TicketIcon />
        <Trans>Go to My Tickets</Trans>
      </Link>
    </Button>
  );
}

/**
 * /checkout/return and /checkout/cancel (docs/product.md §10): where the gateway sends the buyer back.
 * Reads the order (polling on the return page while the server confirms the payment with the gateway) and shows
 * the tickets once paid, or the way to pay again, cancel, or book again.
 */
export function CheckoutPage({ mode, invoiceId, PaidView }: CheckoutPageProps) {
  const { t } = useLingui();
  usePageTitle(mode === 'cancel' ? t`Payment cancelled` : t`Payment`);
  if (invoiceId === null) {
    return (
      <Frame>
        <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>This payment link is not valid.</Trans>} headingAs="h1">
          <MyTicketsButton />
        </EmptyState>
      </Frame>
    );
  }
  return <CheckoutOrder key={invoiceId} mode={mode} invoiceId={invoiceId} PaidView={PaidView} />;
}

function CheckoutOrder({ mode, invoiceId, PaidView }: Omit<CheckoutPageProps, 'invoiceId'> & { invoiceId: number }) {
  const navigate = useNavigate();
  const [openedAt] = useState(() => Date.now());
  const query = useQuery(invoiceQueryOptions(invoiceId, { poll: mode !== 'cancel' }));
  // The clock runs while the order waits for payment: the countdown, and the moment its hold ends.
  const now = useNow(1_000, query.data?.invoice.status === 'pending');
  const phase = query.data ? checkoutPhase(query.data.invoice, mode, now, openedAt) : null;
  useTicketsArrived(invoiceId, phase === 'paid');

  if (query.isPending) {
    return (
      <Frame>
        <Stack gap="4" role="status" aria-busy="true">
          <Skeleton h="8" w="60%" />
          <Skeleton h="24" />
          <Skeleton h="10" />
        </Stack>
      </Frame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Frame>
        <EmptyState
          icon={<AlertIcon boxSize="8" color="fg.error" />}
          title={missing ? <Trans>We could not find this order.</Trans> : <Trans>Your order could not be loaded.</Trans>}
          headingAs="h1"
        >
          {missing ? null : (
            <Button loading={query.isFetching} onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <MyTicketsButton />
        </EmptyState>
      </Frame>
    );
  }

  const detail = query.data;
  const event = detail.bookings[0]?.event ?? null;
  if (phase === 'paid') {
    const bookMore = () => void (event ? navigate({ to: '/event/$id', params: { id: String(event.id) } }) : navigate({ to: '/' }));
    return (
      <Frame>
        <PaidView result={detail} title={<Trans>Payment received</Trans>} onBookMore={bookMore} headingId="checkout-heading" headingAs="h1" />
      </Frame>
    );
  }
  return (
    <Frame>
      <CheckoutPhaseView phase={phase ?? 'failed'} detail={detail} now={now} />
    </Frame>
  );
}

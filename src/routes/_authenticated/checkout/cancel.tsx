import { createFileRoute } from '@tanstack/react-router';
import { BookingConfirmation } from '../../../features/booking/components/booking-confirmation';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { idParam, searchSchema } from '../../../lib/search-params';

/**
 * Where the payment gateway sends a buyer who cancelled on its page (docs/product.md §10): the seats
 * stay held until the order expires, so they can still pay, or call the order off. `?invoice=<id>`.
 */
export const Route = createFileRoute('/_authenticated/checkout/cancel')({
  validateSearch: searchSchema({ invoice: idParam }),
  component: CheckoutCancelRoute,
});

function CheckoutCancelRoute() {
  const { invoice } = Route.useSearch();
  return <CheckoutPage mode="cancel" invoiceId={invoice ?? null} PaidView={BookingConfirmation} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { BookingConfirmation } from '../../../features/booking/components/booking-confirmation';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { idParam, searchSchema } from '../../../lib/search-params';

/**
 * Where the payment gateway sends the buyer back after paying, or failing to (docs/product.md §10):
 * `?invoice=<id>`. Signed in (the `_authenticated` layout), as the order is read with the buyer's token.
 */
export const Route = createFileRoute('/_authenticated/checkout/return')({
  validateSearch: searchSchema({ invoice: idParam }),
  component: CheckoutReturnRoute,
});

function CheckoutReturnRoute() {
  const { invoice } = Route.useSearch();
  return <CheckoutPage mode="return" invoiceId={invoice ?? null} PaidView={BookingConfirmation} />;
}

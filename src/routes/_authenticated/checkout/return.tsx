import { createFileRoute } from '@tanstack/react-router';
import { BookingConfirmation } from '../../../features/booking/components/booking-confirmation';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page';
import { idParam, numberBetween, searchSchema } from '../../../lib/search-params';

/**
 * Where the payment gateway sends the buyer back after paying, or failing to (docs/product.md §10):
 * `?invoice=<id>`. With `&offer=1`, the link of a waitlist offer's mail and text (docs/product.md §10 Waitlist): the
 * order held in the user's name, to pay or decline. Signed in (the `_authenticated` layout), as the order is read
 * with the buyer's token.
 */
export const Route = createFileRoute('/_authenticated/checkout/return')({
  validateSearch: searchSchema({ invoice: idParam, offer: numberBetween(1, 1) }),
  component: CheckoutReturnRoute,
});

function CheckoutReturnRoute() {
  const { invoice, offer } = Route.useSearch();
  return <CheckoutPage mode={offer ? 'offer' : 'return'} invoiceId={invoice ?? null} PaidView={BookingConfirmation} />;
}

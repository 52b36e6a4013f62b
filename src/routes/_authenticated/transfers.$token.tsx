import { createFileRoute } from '@tanstack/react-router';
import { TransferOfferPage } from '../../features/tickets/components/transfer-offer-page';

/**
 * The link of a sent ticket (docs/product.md §4 Sending a ticket): `/transfers/{token}`. Signed in (the
 * `_authenticated` layout sends guests to sign in, or register, and back here).
 */
export const Route = createFileRoute('/_authenticated/transfers/$token')({
  component: TransferOfferRoute,
});

function TransferOfferRoute() {
  const { token } = Route.useParams();
  return <TransferOfferPage token={token} />;
}

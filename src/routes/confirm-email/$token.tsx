import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../features/auth/components/confirm-email-page';
import { catalogPartLoader } from '../../lib/i18n';
import { withChakra } from '../../theme/chakra-scope';

/** The link mailed to a new address: /confirm-email/{token} (docs/product.md §2). Signed in or not. */
export const Route = createFileRoute('/confirm-email/$token')({
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(ConfirmEmailPage),
});

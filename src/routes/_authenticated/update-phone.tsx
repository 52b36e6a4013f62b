import { createFileRoute } from '@tanstack/react-router';
import { UpdatePhonePage } from '../../features/auth/components/update-phone-page';
import { redirectSearchSchema } from '../../lib/guards';
import { catalogPartLoader } from '../../lib/i18n';

/** docs/product.md §2: signed-in users only (the `_authenticated` layout sends guests to /login?redirect=…). */
export const Route = createFileRoute('/_authenticated/update-phone')({
  validateSearch: redirectSearchSchema,
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: UpdatePhonePage,
});
